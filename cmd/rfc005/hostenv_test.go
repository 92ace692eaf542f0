package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRunHostEnv: rfc005 run starts its host without the CI credentials
// set in its own environment (GITHUB_TOKEN, ACTIONS_RUNTIME_TOKEN,
// GITHUB_OUTPUT), and with every other variable; --host-env NAME passes
// the credential it names, and a name that is not withheld is a usage
// error.
func TestRunHostEnv(t *testing.T) {
	// Not parallel: it sets the environment the host inherits.
	t.Setenv("GITHUB_TOKEN", "gh-secret")
	t.Setenv("ACTIONS_RUNTIME_TOKEN", "runtime-secret")
	t.Setenv("GITHUB_OUTPUT", "/tmp/github-output")
	t.Setenv("RFC005_CUSTOM", "kept")
	dir := t.TempDir()
	envFile := filepath.Join(dir, "env")
	host := "sh -c 'env > \"$0\"; exec " + testHostCommand(t, "reference") + "' " + envFile
	hostEnv := func(args ...string) string {
		t.Helper()
		os.Remove(envFile)
		code, stdout, stderr := runRFC005(t, "", append([]string{"--host", host, "--case", "audio/wav-blob", "--lanes", "push"}, args...)...)
		wantExit(t, code, 0, stdout, stderr)
		data, err := os.ReadFile(envFile)
		if err != nil {
			t.Fatal(err)
		}
		return "\n" + string(data)
	}
	env := hostEnv()
	for _, secret := range []string{"\nGITHUB_TOKEN=", "\nACTIONS_RUNTIME_TOKEN=", "\nGITHUB_OUTPUT="} {
		if strings.Contains(env, secret) {
			t.Errorf("the host was given %s…; it is withheld", strings.TrimSpace(secret))
		}
	}
	for _, kept := range []string{"\nRFC005_CUSTOM=kept\n", "\nPATH=" + os.Getenv("PATH") + "\n"} {
		if !strings.Contains(env, kept) {
			t.Errorf("the host was not given %s", strings.TrimSpace(kept))
		}
	}
	env = hostEnv("--host-env", "GITHUB_TOKEN", "--host-env", "GITHUB_OUTPUT")
	for _, passed := range []string{"\nGITHUB_TOKEN=gh-secret\n", "\nGITHUB_OUTPUT=/tmp/github-output\n"} {
		if !strings.Contains(env, passed) {
			t.Errorf("--host-env: the host was not given %s", strings.TrimSpace(passed))
		}
	}
	if strings.Contains(env, "\nACTIONS_RUNTIME_TOKEN=") {
		t.Error("--host-env GITHUB_TOKEN: the host was given ACTIONS_RUNTIME_TOKEN too")
	}
	for _, cmd := range []string{"run", "fuzz"} {
		code, _, stderr := rfc005(cmd, "--host-env", "GITHUB_TOKN")
		if code != 2 || !strings.Contains(stderr, `--host-env "GITHUB_TOKN": not a variable withheld from the host`) {
			t.Errorf("rfc005 %s --host-env GITHUB_TOKN: exit %d, stderr %q; want a usage error", cmd, code, stderr)
		}
	}
}

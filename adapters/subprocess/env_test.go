package subprocess

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/hostcmd"
)

// toyEnvironment starts the toy host with opt, its start mode and the
// runner's environment being this process's (t.Setenv), and returns the
// environment it answers with (its "env" mode), by name.
func toyEnvironment(t *testing.T, opt Options) map[string]string {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	h, err := New(context.Background(), []string{exe}, opt)
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	obs, err := h.Observe(context.Background(), adapters.Push, push("@toy:env"))
	if err != nil || len(obs.Blocks) != 1 {
		t.Fatalf("the toy's environment: %v, %+v", err, obs)
	}
	env := map[string]string{}
	for _, kv := range strings.Split(obs.Blocks[0].Text, "\n") {
		name, value, _ := strings.Cut(kv, "=")
		env[name] = value
	}
	return env
}

// TestHostEnvironment: a host started with the runner's environment gets
// none of the CI credentials Withheld names, set in it, and everything
// else (PATH, HOME, a variable of the runner's own); Options.PassEnv
// passes the withheld variables it names, and only those.
func TestHostEnvironment(t *testing.T) {
	// Not parallel: it sets the process's environment, which the host gets.
	t.Setenv(toyEnv, "serve")
	t.Setenv("RFC005_CUSTOM", "kept")
	t.Setenv("HOME", "/home/rfc005-test")
	for _, name := range hostcmd.Withheld() {
		t.Setenv(name, "secret-of-"+name)
	}
	if len(hostcmd.Withheld()) < 20 || !slices.Contains(hostcmd.Withheld(), "GITHUB_TOKEN") || !slices.Contains(hostcmd.Withheld(), "ACTIONS_RUNTIME_TOKEN") {
		t.Fatalf("Withheld() = %v: the CI credentials are missing", hostcmd.Withheld())
	}

	env := toyEnvironment(t, Options{})
	for _, name := range hostcmd.Withheld() {
		if v, ok := env[name]; ok {
			t.Errorf("the host got %s=%s; it is withheld by default", name, v)
		}
	}
	for name, want := range map[string]string{"PATH": os.Getenv("PATH"), "HOME": "/home/rfc005-test", "RFC005_CUSTOM": "kept", toyEnv: "serve"} {
		if got, ok := env[name]; !ok || got != want {
			t.Errorf("the host got %s=%q (set: %t), want %q: only CI credentials are withheld", name, got, ok, want)
		}
	}

	env = toyEnvironment(t, Options{PassEnv: []string{"GITHUB_TOKEN", "CI_JOB_TOKEN"}})
	for _, name := range hostcmd.Withheld() {
		v, ok := env[name]
		switch name {
		case "GITHUB_TOKEN", "CI_JOB_TOKEN":
			if v != "secret-of-"+name {
				t.Errorf("PassEnv names %s: the host got %q (set: %t), want it passed", name, v, ok)
			}
		default:
			if ok {
				t.Errorf("the host got %s=%s; PassEnv does not name it", name, v)
			}
		}
	}

	// An environment given is cleaned the same way; PWD follows Dir only
	// when the runner's own environment is the host's, as os/exec does.
	dir := t.TempDir()
	env = toyEnvironment(t, Options{Env: append(os.Environ(), "SYSTEM_ACCESSTOKEN=given"), Dir: dir})
	if v, ok := env["SYSTEM_ACCESSTOKEN"]; ok {
		t.Errorf("an environment given: the host got SYSTEM_ACCESSTOKEN=%s", v)
	}
	env = toyEnvironment(t, Options{Dir: dir})
	if want, _ := filepath.Abs(dir); env["PWD"] != want {
		t.Errorf("Dir %s: the host's PWD is %q", dir, env["PWD"])
	}
}

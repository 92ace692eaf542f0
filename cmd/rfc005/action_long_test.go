//go:build long

package main

import (
	"encoding/json"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testneeds"
)

// TestActionScripts runs the action's shell steps as a runner would,
// with the inputs given, against this test binary serving as the
// reference host: the gate passes, then fails on a stale baseline, and
// either way the summary and every report are written and the last step
// exits with the suite's status, and a run gated on SHOULD passes too.
// It builds the suite as the action's build step does and runs five
// gates: a build with -tags long alone has it (.ci/run's go test -tags
// long ./cmd/rfc005), and go test ./... checks the action's file itself
// (TestActionFile, TestActionChecksCatch) without running it.
func TestActionScripts(t *testing.T) {
	t.Parallel()
	testneeds.Long(t, "builds the suite")
	bash := testneeds.Program(t, "bash", "bash (Debian: apt-get install bash)")
	doc, err := parseYAML(readAction(t))
	if err != nil {
		t.Fatal(err)
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	temp := t.TempDir()
	// A file "text/x" where the run step runs: an args glob "text/*" must
	// reach the suite as written.
	os.MkdirAll(filepath.Join(temp, "text"), 0o755)
	os.WriteFile(filepath.Join(temp, "text", "x"), nil, 0o644)
	// The build step runs once, in the first subtest, into buildTemp,
	// which outlives it; the later subtests take its outputs (the suite
	// built from the same source) rather than building it again.
	buildTemp := t.TempDir()
	built := map[string]string{}
	stale := filepath.Join(temp, "stale baseline.json")
	writeJSON(t, stale, map[string]any{"format": "rfc005-lanes-baseline/1",
		"failures": []map[string]string{{"case": "text/plain", "lane": "push", "reason": "listed, passing"}}})
	// The shows-uri host's failures on push, its leaks tracked.
	known := filepath.Join(temp, "known leaks.json")
	if code, stdout, stderr := runRFC005(t, "shows-uri", "--lanes", "push", "--case", "text/plain,disposition/block-never", "--update-baseline", known, "--track", "https://github.com/you/host/issues/7"); code != 0 {
		t.Fatalf("recording the known leaks: exit %d\n%s\n%s", code, tail(stdout), stderr)
	}

	for _, tt := range []struct {
		name   string
		inputs map[string]string
		exit   string
		words  string // in the summary
	}{
		{"passes", map[string]string{"lanes": "push", "args": "--case text/*\n\t--case  image/*   --jobs 2\n"}, "0", "✅"},
		{"stale_baseline", map[string]string{"lanes": "push", "tags": "@family-text", "baseline": stale}, "1", "stale baseline entry"},
		{"known_leaks", map[string]string{"host": testHostCommand(t, "shows-uri"), "lanes": "push", "args": "--case text/plain,disposition/block-never", "baseline": known}, "0",
			"## ⚠️ 2 known leaks · gate passed: nothing new fails\n\n**2 known leaks**"},
		{"gate_should", map[string]string{"lanes": "push", "tags": "@family-text", "gate": "should"}, "0", "✅"},
		{"mcp_profile", map[string]string{"profile": "mcp", "tags": "@family-text"}, "0", "**Scored under the mcp profile**"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			runnerTemp := t.TempDir()
			summary := filepath.Join(runnerTemp, "summary.md")
			ctx := map[string]string{"github.action_path": root, "runner.temp": runnerTemp,
				"inputs.host": exe + " --as-host 'a b'"}
			for _, name := range doc.get("inputs").keys {
				ctx["inputs."+name] = doc.str("inputs", name, "default")
			}
			for k, v := range tt.inputs {
				ctx["inputs."+k] = v
			}
			var stepExit string
			for _, s := range doc.get("runs", "steps").items {
				script := s.str("run")
				if script == "" {
					continue // setup-go, upload-artifact: GitHub's
				}
				stepTemp := runnerTemp
				if s.str("id") == "build" {
					if len(built) != 0 {
						maps.Copy(ctx, built)
						continue
					}
					stepTemp = buildTemp
				}
				output := filepath.Join(runnerTemp, "output")
				os.WriteFile(output, nil, 0o644)
				// The host is this binary (inputs.host), started as the
				// reference test host by its environment.
				env := append(os.Environ(), testHostEnv+"=reference", "RUNNER_TEMP="+stepTemp, "RUNNER_OS=Linux",
					"GITHUB_OUTPUT="+output, "GITHUB_STEP_SUMMARY="+summary)
				for _, k := range s.get("env").keys {
					env = append(env, k+"="+expand(t, s.str("env", k), ctx))
				}
				cmd := exec.Command(bash, "--noprofile", "--norc", "-eo", "pipefail", "-c", script)
				cmd.Env, cmd.Dir = env, filepath.Join(temp, expand(t, s.str("working-directory"), ctx))
				out, err := cmd.CombinedOutput()
				stepExit = "0"
				if err != nil {
					stepExit = strings.TrimPrefix(err.Error(), "exit status ")
				}
				data, _ := os.ReadFile(output)
				for _, l := range strings.Split(strings.TrimSpace(string(data)), "\n") {
					if k, v, ok := strings.Cut(l, "="); ok {
						ctx["steps."+s.str("id")+".outputs."+k] = v
						if s.str("id") == "build" {
							built["steps.build.outputs."+k] = v
						}
					}
				}
				if stepExit != "0" && s != doc.get("runs", "steps").items[len(doc.get("runs", "steps").items)-1] {
					t.Fatalf("step %q exited %s:\n%s", s.str("name"), stepExit, out)
				}
			}
			if stepExit != tt.exit || ctx["steps.run.outputs.exit-code"] != tt.exit {
				t.Errorf("the last step exited %s, the suite %q; want %s", stepExit, ctx["steps.run.outputs.exit-code"], tt.exit)
			}
			for _, f := range []string{"rfc005.json", "rfc005.xml", "rfc005.md", "rfc005.html", "rfc005.svg"} {
				if fi, err := os.Stat(filepath.Join(ctx["steps.run.outputs.reports"], f)); err != nil || fi.Size() == 0 {
					t.Errorf("report %s: %v", f, err)
				}
			}
			// The args, split at white space: text and image cases only,
			// and both.
			var report struct{ Results []struct{ Case string } }
			data, _ := os.ReadFile(filepath.Join(ctx["steps.run.outputs.reports"], "rfc005.json"))
			json.Unmarshal(data, &report)
			families := map[string]bool{}
			for _, r := range report.Results {
				family, _, _ := strings.Cut(r.Case, "/")
				families[family] = true
			}
			if want := map[string]bool{"text": true, "image": true}; tt.name == "passes" && !maps.Equal(families, want) {
				t.Errorf("the run scored cases of %v, want text and image only (--case text/* --case image/*)", families)
			}
			if data, _ := os.ReadFile(summary); !strings.Contains(string(data), tt.words) {
				t.Errorf("the job summary does not say %q:\n%s", tt.words, data)
			}
		})
	}
}

// expand replaces each ${{ expr }} of s with its value in ctx.
func expand(t *testing.T, s string, ctx map[string]string) string {
	return expression.ReplaceAllStringFunc(s, func(e string) string {
		key := expression.FindStringSubmatch(e)[1]
		v, ok := ctx[key]
		if !ok {
			t.Fatalf("no value for ${{ %s }}", key)
		}
		return v
	})
}

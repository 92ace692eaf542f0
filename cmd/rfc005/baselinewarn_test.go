package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/wronghost"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
)

// TestBaselineDriftWarns pins the warning `rfc005 run` prints when its
// baseline was recorded with another suite version or on other vectors:
// on stderr, the exit status unchanged; none for a baseline recorded by
// this suite on these vectors, nor for one that records neither.
func TestBaselineDriftWarns(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	baseline := filepath.Join(t.TempDir(), "baseline.json")
	// The warning does not hang on what is selected: a family on two
	// lanes, one of them render, which the lost host no longer serves.
	pushRender := []string{"--lanes", "push,render", "--case", "text/*"}
	code, stdout, stderr := runAgainst(t, reference.New(), append(pushRender, "--update-baseline", baseline)...)
	wantExit(t, code, 0, stdout, stderr)
	if strings.Contains(stderr, "warning") {
		t.Errorf("recording a baseline warns:\n%s", stderr)
	}
	recorded, err := runner.ReadBaseline(baseline)
	if err != nil || recorded.Suite != runner.Version || recorded.Vectors != corpus.Digest {
		t.Fatalf("the baseline recorded %+v (%v), want suite %s and vectors %s", recorded, err, runner.Version, corpus.Digest)
	}

	other := "sha256:" + strings.Repeat("abcd", 16)
	here := corpus.Digest[:len("sha256:")+12] + "…"
	drift := func(was string) string {
		return "rfc005 run: warning: the baseline " + baseline + " was recorded with " + was + "; this run is suite " +
			runner.Version + ", vectors " + here + ": its entries may name cases that changed; record it again with --update-baseline " + baseline + "\n"
	}
	lost := wronghost.Declaring(lanesExcept(adapters.Render), false) // fails the gate: it no longer serves render
	tests := []struct {
		name           string
		suite, vectors string
		warning        string // "" for none
	}{
		{"same", runner.Version, corpus.Digest, ""},
		{"older_records_neither", "", "", ""},
		{"suite_and_vectors", "0.0.9", other, drift("suite 0.0.9 and vectors sha256:abcdabcdabcd…")},
		{"vectors_only", runner.Version, other, drift("suite " + runner.Version + " and vectors sha256:abcdabcdabcd…")},
		{"suite_only", "0.0.9", corpus.Digest, drift("suite 0.0.9 and vectors " + here)},
		{"suite_recorded_alone", "0.0.9", "", drift("suite 0.0.9")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := *recorded
			b.Suite, b.Vectors = tt.suite, tt.vectors
			writeJSON(t, baseline, b)
			for _, h := range []struct {
				host adapters.Host
				exit int
			}{{reference.New(), 0}, {lost, 1}} {
				code, stdout, stderr := runAgainst(t, h.host, append(pushRender, "--baseline", baseline)...)
				wantExit(t, code, h.exit, stdout, stderr)
				switch {
				case tt.warning == "" && strings.Contains(stderr, "warning"):
					t.Errorf("a warning, want none:\n%s", stderr)
				case tt.warning != "" && !strings.Contains(stderr, tt.warning):
					t.Errorf("stderr does not warn\n%q\nstderr:\n%q", tt.warning, stderr)
				case strings.Contains(stdout, "warning"):
					t.Errorf("the warning is on stdout:\n%s", stdout)
				}
			}
		})
	}

	// Recording the same file again does not warn: it is what the warning
	// asks for.
	b := *recorded
	b.Suite = "0.0.9"
	writeJSON(t, baseline, b)
	code, stdout, stderr = runAgainst(t, reference.New(), append(pushRender, "--baseline", baseline, "--update-baseline", baseline)...)
	wantExit(t, code, 0, stdout, stderr)
	if strings.Contains(stderr, "warning") {
		t.Errorf("re-recording the baseline warns:\n%s", stderr)
	}
	if b, err := runner.ReadBaseline(baseline); err != nil || b.Suite != runner.Version {
		t.Errorf("re-recorded: %+v, %v", b, err)
	}

	// A baseline the corpus cannot hold is refused as before (exit 2),
	// and the warning says why its entries may name what it lacks.
	b.Failures = []runner.KnownFailure{{Case: "text/renamed-since", Lane: adapters.Push, Reason: "old"}}
	writeJSON(t, baseline, b)
	code, stdout, stderr = runAgainst(t, reference.New(), append(pushRender, "--baseline", baseline)...)
	wantExit(t, code, 2, stdout, stderr)
	if !strings.Contains(stderr, drift("suite 0.0.9 and vectors "+here)) || !strings.Contains(stderr, `the corpus has no case "text/renamed-since"`) {
		t.Errorf("stderr does not warn, then refuse the entry:\n%s", stderr)
	}
}

// TestBaselineDriftText pins baselineDrift's words for a baseline read
// from a file no one checked: control characters reach stderr escaped.
func TestBaselineDriftText(t *testing.T) {
	t.Parallel()
	b := &runner.Baseline{Suite: "0.0.9\x1b[2J", Vectors: "sha256:" + strings.Repeat("0", 64)}
	got := baselineDrift("b\x1b].json", b, "0.1.0", "sha256:"+strings.Repeat("1", 64))
	want := `rfc005 run: warning: the baseline b\x1b].json was recorded with suite 0.0.9\x1b[2J and vectors sha256:000000000000…; this run is suite 0.1.0, vectors sha256:111111111111…: its entries may name cases that changed; record it again with --update-baseline b\x1b].json`
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	if got := baselineDrift("b.json", &runner.Baseline{}, "0.1.0", "sha256:"+strings.Repeat("1", 64)); got != "" {
		t.Errorf("a baseline recording neither: %q, want none", got)
	}
}

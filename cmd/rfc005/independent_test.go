package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/pymutant"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/buildtest"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testneeds"

	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/longrun"
)

// TestMutateIndependentFlags: the flags of the two sets are not mixed,
// and --jobs is bounded.
func TestMutateIndependentFlags(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"--independent", "--kills", "k.json"}, "rfc005 mutate: --kills is a flag of the planted faults; the independent mutants' index is DIR/kills.json (--mutants DIR)"},
		{[]string{"--mutants", "d"}, "rfc005 mutate: --mutants is a flag of --independent, the Python example's mutants"},
		{[]string{"--jobs", "2"}, "rfc005 mutate: --jobs is a flag of --independent"},
		{[]string{"--independent", "--jobs", "0"}, "rfc005 mutate: --jobs 0: want 1 to 64 mutants at once"},
	} {
		code, out, errOut := rfc005(append([]string{"mutate"}, tt.args...)...)
		if code != 2 || out != "" || !strings.HasPrefix(errOut, tt.want) {
			t.Errorf("mutate %q: exit %d, stdout %q, stderr %q; want exit 2 and %q", tt.args, code, out, errOut, tt.want)
		}
	}
}

// TestMutateIndependent runs the search from the repository's root: a
// patch that no longer applies stops it (exit 2, naming the patch); on
// testdata's killed mutants it prints the table and the figure, and
// --update writes the index testdata keeps for them. Each mutant costs a
// whole-corpus run of the Python host, so go test ./... checks the stale
// patch alone, and -tags long scores both mutants and compares the index
// with testdata's whole. That the kept index is current, and that a
// search kills a mutant, are internal/pymutant's claims
// (TestVerifyKilledSet, TestSampleOfIndependentMutants), in the quick run.
func TestMutateIndependent(t *testing.T) {
	t.Parallel()
	// The command, built, runs in the repository's root, where the search
	// finds the Python example: the test's own directory stays.
	bin := buildtest.RFC005(t)
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	rfc005 := func(args ...string) (int, string, string) {
		var out, errOut strings.Builder
		cmd := exec.Command(bin, args...)
		cmd.Dir, cmd.Stdout, cmd.Stderr = root, &out, &errOut
		if err := cmd.Run(); err != nil && cmd.ProcessState == nil {
			t.Fatal(err)
		}
		return cmd.ProcessState.ExitCode(), out.String(), errOut.String()
	}
	code, out, errOut := rfc005("mutate", "--independent", "--mutants", "internal/pymutant/testdata/stale")
	if code != 2 || out != "" || !strings.Contains(errOut, "rfc005 mutate: t-003-stale-disposition.patch: hunk 1 (@@ -725,7 +725,7 @@) no longer applies") {
		t.Errorf("a stale patch: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	if !longrun.Enabled {
		return
	}
	testneeds.Program(t, "python3", "Python 3 (Debian: apt-get install python3) to score the Python example's mutants")
	dir := t.TempDir()
	kept := "internal/pymutant/testdata/killed"
	names := []string{"t-001-disposition-on-block-only.patch", "t-002-no-link-own-words.patch"}
	figure := "\nkilled 2 of 2 independent mutants (100.0%) with "
	for _, name := range names {
		data, err := os.ReadFile(filepath.Join(root, kept, name))
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(dir, name), data, 0o644)
	}
	code, out, errOut = rfc005("mutate", "--independent", "--mutants", dir, "--update", "--jobs", "2")
	wants := []string{
		"t-002-no-link-own-words (wording)        clause-spec-3-markers                        depth/no-link-at-depth, ",
		"t-001-disposition-on-block-only          clause-spec-2-1-disposition-on-resource      depth/whole-withheld, disposition/resource-empty-string, disposition/resource-false and ", // how many more, the index says
		figure,
		"wrote the kills to " + filepath.Join(dir, pymutant.IndexFile),
		"ok: every independent mutant was killed\n",
	}
	for _, want := range wants {
		if !strings.Contains(out, want) {
			t.Errorf("the output lacks %q", want)
		}
	}
	if code != 0 {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
	t.Logf("rfc005 mutate --independent:\n%s", out)
	got, _ := os.ReadFile(filepath.Join(dir, pymutant.IndexFile))
	want, _ := os.ReadFile(filepath.Join(root, kept, pymutant.IndexFile))
	if string(got) != string(want) {
		t.Errorf("the index written is not %s/kills.json: regenerate it with go run ./cmd/rfc005 mutate --independent --mutants %s --update", kept, kept)
	}
}

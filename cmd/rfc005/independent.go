package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"syscall"

	"github.com/rfc005-lanes/rfc005-lanes/internal/pymutant"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// independentCmd runs `rfc005 mutate --independent`: every mutant of
// --mutants DIR against the built-in corpus; given are the flags set.
func independentCmd(f *mutateFlags, given map[string]bool, stdout, stderr io.Writer) int {
	if given["kills"] {
		return usageError(stderr, "mutate", "--kills is a flag of the planted faults; the independent mutants' index is DIR/kills.json (--mutants DIR)")
	}
	if f.jobs < 1 || f.jobs > maxJobs {
		return usageError(stderr, "mutate", "--jobs %d: want 1 to %d mutants at once", f.jobs, maxJobs)
	}
	set := pymutant.Builtin
	set.Dir = f.mutants
	for _, p := range []string{set.Host, set.Spec} {
		if _, err := os.Stat(p); err != nil {
			fmt.Fprintf(stderr, "rfc005 mutate: %s is not here: run --independent from the repository's root\n", p)
			return 2
		}
	}
	if _, err := exec.LookPath("python3"); err != nil {
		fmt.Fprintln(stderr, "rfc005 mutate: python3 is not on PATH: install Python 3 (Debian: apt-get install python3) to score the Python example's mutants")
		return 2
	}
	corpus, err := vectors.Builtin()
	if err != nil {
		fmt.Fprintf(stderr, "rfc005 mutate: %v\n", err)
		return 2
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	report, err := pymutant.Search(ctx, set, corpus, f.jobs)
	if err != nil {
		fmt.Fprintf(stderr, "rfc005 mutate: %v\n", err)
		return 2
	}
	fmt.Fprint(stdout, report)
	if b := report.Broken(); len(b) > 0 {
		fmt.Fprintf(stdout, "FAIL: %d mutant(s) could not be judged: fix their patches\n", len(b))
		return 1
	}
	code := kills(report.Index().Marshal(), filepath.Join(set.Dir, pymutant.IndexFile), f.update, pymutant.IndexCommand, stdout, stderr)
	if s := report.Survivors(); len(s) > 0 {
		fmt.Fprintf(stdout, "FAIL: %d independent mutant(s) survived: a surviving mutant is a missing case, never a dropped mutant; add cases that catch them\n", len(s))
		return 1
	}
	if code == 0 {
		fmt.Fprintln(stdout, "ok: every independent mutant was killed")
	}
	return code
}

package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"

	"github.com/rfc005-lanes/rfc005-lanes/internal/atomicfile"
	"github.com/rfc005-lanes/rfc005-lanes/internal/coverage"
	"github.com/rfc005-lanes/rfc005-lanes/internal/mutate"
	"github.com/rfc005-lanes/rfc005-lanes/internal/pymutant"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

const mutateUsage = `usage: go run -tags mutate ./cmd/rfc005 mutate [--kills FILE [--update]]
       go run ./cmd/rfc005 mutate --independent [--update] [--mutants DIR] [--jobs N]

The mutation score, of two sets of mutants.

The planted faults (a build with -tags mutate): plants each fault of
internal/refhost/fault in the reference in turn, runs the built-in corpus
against it, and prints which cases kill each fault.

  --kills FILE   compare the kills with FILE (internal/coverage/kills.json, from which
                 the coverage report and the spec book count a rule as
                 pinned); exit 1 when it is stale
  --update       write the kills to FILE instead

The independent mutants (--independent, any build; run from the
repository's root): applies each patch of DIR to
adapters/examples/python/host.py in turn, runs the built-in corpus against
the mutated host (python3, gated at SHOULD), and prints which cases kill
each mutant. It first checks that the sound host.py passes the corpus.

  --independent  score the independent mutants, not the planted faults
  --mutants DIR  the patches and their index, kills.json (default
                 adapters/examples/python/mutants); exit 1 when the index
                 is stale
  --update       write the index instead
  --jobs N       mutants scored at once, each by a python3 of its own,
                 1 to 64 (default: the number of CPUs, at most 64)

Exit status: 0 when every mutant is killed (and the file is current), 1
when one survives, cannot be judged or the file is stale, 2 when this
build has no faults (without --independent), a patch or the corpus is
broken, or the flags are wrong.
`

// mutateFlags are the flags of `rfc005 mutate`.
type mutateFlags struct {
	kills       string // --kills FILE
	update      bool
	independent bool
	mutants     string // --mutants DIR
	jobs        int
}

// mutateFlagSet returns the flags of `rfc005 mutate`, bound to f.
func mutateFlagSet(f *mutateFlags) *flag.FlagSet {
	fl := flag.NewFlagSet("mutate", flag.ContinueOnError)
	fl.StringVar(&f.kills, "kills", "", "")
	fl.BoolVar(&f.update, "update", false, "")
	fl.BoolVar(&f.independent, "independent", false, "")
	fl.StringVar(&f.mutants, "mutants", pymutant.Dir, "")
	fl.IntVar(&f.jobs, "jobs", min(runtime.GOMAXPROCS(0), maxJobs), "")
	return fl
}

// mutateCmd runs `rfc005 mutate`.
func mutateCmd(args []string, stdout, stderr io.Writer) int {
	f := new(mutateFlags)
	fl := mutateFlagSet(f)
	if code := parseFlags(fl, args, mutateUsage, stdout, stderr); code >= 0 {
		return code
	}
	if fl.NArg() > 0 {
		return usageError(stderr, "mutate", "unexpected argument %q", fl.Arg(0))
	}
	if f.independent {
		return independentCmd(f, given(fl), stdout, stderr)
	}
	for _, name := range []string{"mutants", "jobs"} {
		if given(fl)[name] {
			return usageError(stderr, "mutate", "--%s is a flag of --independent, the Python example's mutants", name)
		}
	}
	if !fault.Enabled {
		fmt.Fprintln(stderr, "rfc005 mutate: the planted faults run only in a build with the faults planted: go run -tags mutate ./cmd/rfc005 mutate (--independent runs the Python example's mutants in any build)")
		return 2
	}
	if f.update && f.kills == "" {
		return usageError(stderr, "mutate", "--update needs --kills FILE: the file to write the kills to")
	}
	corpus, err := vectors.Builtin()
	if err != nil {
		fmt.Fprintf(stderr, "rfc005 mutate: %v\n", err)
		return 2
	}
	report, err := mutate.Run(context.Background(), corpus)
	if errors.Is(err, mutate.ErrNoFaults) {
		fmt.Fprintf(stderr, "rfc005 mutate: %v\n", err)
		return 2
	}
	if err != nil {
		fmt.Fprintf(stderr, "rfc005 mutate: %v\n", err)
		return 1
	}
	fmt.Fprint(stdout, report)
	code := 0
	if f.kills != "" {
		code = kills(report.Kills(corpus.Digest).Marshal(), f.kills, f.update, coverage.KillsCommand, stdout, stderr)
	}
	if s := report.Survivors(); len(s) > 0 {
		fmt.Fprintf(stdout, "FAIL: %d fault(s) survived: add cases that catch them\n", len(s))
		return 1
	}
	if code == 0 {
		fmt.Fprintln(stdout, "ok: every fault was killed")
	}
	return code
}

// given returns the flags of fl that the arguments set.
func given(fl *flag.FlagSet) map[string]bool {
	set := map[string]bool{}
	fl.Visit(func(f *flag.Flag) { set[f.Name] = true })
	return set
}

// kills writes data to path (update) or checks that path holds it; the
// command regenerates it.
func kills(data []byte, path string, update bool, command string, stdout, stderr io.Writer) int {
	if update {
		if err := atomicfile.Write(path, data, 0o644); err != nil {
			fmt.Fprintf(stderr, "rfc005 mutate: %v\n", err)
			return 2
		}
		fmt.Fprintf(stdout, "wrote the kills to %s\n", path)
		return 0
	}
	old, err := os.ReadFile(path)
	if err != nil {
		fmt.Fprintf(stderr, "rfc005 mutate: %v\n", err)
		return 2
	}
	if !bytes.Equal(old, data) {
		fmt.Fprintf(stdout, "FAIL: %s is not what this run killed: regenerate it with %s\n", path, command)
		return 1
	}
	return 0
}

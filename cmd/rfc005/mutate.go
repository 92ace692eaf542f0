package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/rfc005-lanes/rfc005-lanes/internal/atomicfile"

	"github.com/rfc005-lanes/rfc005-lanes/internal/coverage"
	"github.com/rfc005-lanes/rfc005-lanes/internal/mutate"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

const mutateUsage = `usage: go run -tags mutate ./cmd/rfc005 mutate [--kills FILE [--update]]

Plants each fault of internal/refhost/fault in the reference in turn, runs the
built-in corpus against it, and prints which cases kill each fault.

  --kills FILE   compare the kills with FILE (internal/coverage/kills.json, from which
                 the coverage report and the spec book count a rule as
                 pinned); exit 1 when it is stale
  --update       write the kills to FILE instead

Exit status: 0 when every fault is killed (and FILE is current), 1 when one
survives or FILE is stale, 2 when this build has no faults, the corpus is
broken or the flags are wrong.
`

// mutateFlagSet returns the flags of `rfc005 mutate`, bound to killsFile
// and update.
func mutateFlagSet(killsFile *string, update *bool) *flag.FlagSet {
	fl := flag.NewFlagSet("mutate", flag.ContinueOnError)
	fl.StringVar(killsFile, "kills", "", "")
	fl.BoolVar(update, "update", false, "")
	return fl
}

// mutateCmd runs `rfc005 mutate`.
func mutateCmd(args []string, stdout, stderr io.Writer) int {
	killsFile, update := new(string), new(bool)
	fl := mutateFlagSet(killsFile, update)
	if code := parseFlags(fl, args, mutateUsage, stdout, stderr); code >= 0 {
		return code
	}
	if fl.NArg() > 0 {
		return usageError(stderr, "mutate", "unexpected argument %q", fl.Arg(0))
	}
	if *update && *killsFile == "" {
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
	if *killsFile != "" {
		code = kills(report.Kills(corpus.Digest).Marshal(), *killsFile, *update, stdout, stderr)
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

// kills writes data to path (update) or checks that path holds it.
func kills(data []byte, path string, update bool, stdout, stderr io.Writer) int {
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
		fmt.Fprintf(stdout, "FAIL: %s is not what this run killed: regenerate it with %s\n", path, coverage.KillsCommand)
		return 1
	}
	return 0
}

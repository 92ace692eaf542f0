package main

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/rfc005-lanes/rfc005-lanes/mutate"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// mutateCmd runs `rfc005 mutate`: exit 0 when every fault is killed, 1 when
// one survives, 2 when this build has no faults or the corpus is broken.
func mutateCmd(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		fmt.Fprintf(stderr, "rfc005 mutate: takes no arguments, got %q\n", args)
		return 2
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
	if s := report.Survivors(); len(s) > 0 {
		fmt.Fprintf(stdout, "FAIL: %d fault(s) survived: add cases that catch them\n", len(s))
		return 1
	}
	fmt.Fprintln(stdout, "ok: every fault was killed")
	return 0
}

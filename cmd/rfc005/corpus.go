package main

import (
	"fmt"
	"io"

	"github.com/rfc005-lanes/rfc005-lanes/runner"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// loadVectors loads the --vectors paths of rfc005 docs and fuzz: a test
// may stand in for it.
var loadVectors = vectors.LoadAll

// printBroken prints each problem of a broken corpus, then what says it
// is broken and how to find out more: "rfc005 run: the corpus is broken
// (2 problem(s) above): …".
func printBroken(stderr io.Writer, what string, problems []vectors.Problem) {
	for _, p := range problems {
		fmt.Fprintln(stderr, runner.PrintableText(p.Error()))
	}
	fmt.Fprintf(stderr, "%s is broken (%d problem(s) above): fix them, then run again; rfc005 validate --vectors PATH checks a directory or a file\n", what, len(problems))
}

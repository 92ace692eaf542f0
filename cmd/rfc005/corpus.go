package main

import (
	"fmt"
	"io"

	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// loadVectors loads the --vectors paths of rfc005 docs and fuzz: a test
// may stand in for it.
var loadVectors = vectors.LoadAll

// printBroken prints the problems of a broken corpus (the first maxBroken,
// then how many more), then what says it
// is broken and how to find out more: "rfc005 run: the corpus is broken
// (2 problem(s) above): …".
func printBroken(stderr io.Writer, what string, problems []vectors.Problem) {
	for i, p := range problems {
		if i == maxBroken {
			fmt.Fprintf(stderr, "and %d more problem(s), not listed (rfc005 validate lists them all)\n", len(problems)-maxBroken)
			break
		}
		fmt.Fprintln(stderr, reporttext.PrintableText(p.Error()))
	}
	above := fmt.Sprintf("%d problem(s) above", len(problems))
	if len(problems) > maxBroken {
		above = fmt.Sprintf("%d problem(s), the first %d above", len(problems), maxBroken)
	}
	fmt.Fprintf(stderr, "%s is broken (%s): fix them, then run again; rfc005 validate --vectors PATH checks a directory or a file\n", what, above)
}

// maxBroken is how many problems of a broken corpus a run, a list or a
// fuzz run print: the first ones, then how many more.
const maxBroken = 20

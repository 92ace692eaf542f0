// Command rfc005 is the conformance suite's one CLI.
//
//	rfc005 run        score a host on the corpus, write reports, gate CI
//	rfc005 report     hosts side by side in one HTML page, from JSON reports
//	rfc005 host       serve the reference host over the adapter protocol (stdin/stdout)
//	rfc005 validate   check the vectors against their schema and the features against the vectors
//	rfc005 fuzz       find a host's bugs beyond the corpus, each shrunk to a vector
//	rfc005 mutate     the mutation score of the corpus (a build with -tags mutate)
//	rfc005 docs       write the spec book (Markdown) from the vectors and features
package main

import (
	"context"
	"fmt"
	"io"
	"os"

	"github.com/rfc005-lanes/rfc005-lanes/adapters/inprocess"
	"github.com/rfc005-lanes/rfc005-lanes/internal/serve"
)

const usage = `usage: rfc005 <command>

commands:
  host      serve the reference host over adapter protocol version 1:
            one JSON request per line on stdin, one answer per line on stdout
  run       score a host on the corpus and gate CI (rfc005 run -h for its flags)
  report    put hosts side by side in one HTML page, from rfc005 run --json reports
  fuzz      find a host's bugs beyond the corpus: generated inputs judged
            against the reference, each failure shrunk to a minimal vector
            (rfc005 fuzz -h for its flags)
  validate  check every vector file against its schema and the features
            against the vectors (rfc005 validate -h for its flags)
  mutate    plant each fault in the reference and check the corpus kills it
            (needs a build with -tags mutate: go run -tags mutate ./cmd/rfc005 mutate)
  docs      write the spec book (Markdown) to --out DIR
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run executes one command and returns the process's exit code: 0 on
// success, 1 when the command failed, 2 on a usage error.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	switch args[0] {
	case "host":
		if len(args) > 1 {
			fmt.Fprintf(stderr, "rfc005 host: takes no arguments, got %q\n", args[1:])
			return 2
		}
		h := inprocess.New()
		defer h.Close()
		if err := serve.Serve(context.Background(), stdin, stdout, h); err != nil {
			fmt.Fprintf(stderr, "rfc005 host: %v\n", err)
			return 1
		}
		return 0
	case "docs":
		return docsCmd(args[1:], stdout, stderr)
	case "validate":
		return validate(args[1:], stdout, stderr)
	case "run":
		return runCmd(args[1:], stdout, stderr)
	case "fuzz":
		return fuzzCmd(args[1:], stdout, stderr)
	case "mutate":
		return mutateCmd(args[1:], stdout, stderr)
	case "report":
		return reportCmd(args[1:], stdout, stderr)
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	}
	fmt.Fprintf(stderr, "rfc005: unknown command %q\n\n%s", args[0], usage)
	return 2
}

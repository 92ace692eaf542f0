// Command rfc005 is the conformance suite's one CLI.
//
//	rfc005 run        score a host on the corpus, write reports, gate CI
//	rfc005 list       the corpus's cases: id, level, tags and lanes
//	rfc005 report     hosts side by side in one HTML page, from JSON reports
//	rfc005 host       serve the reference host over the adapter protocol (stdin/stdout)
//	rfc005 fuzz       find a host's bugs beyond the corpus, each shrunk to a vector
//	rfc005 validate   check the vectors against their schema and the features against the vectors
//	rfc005 mutate     the mutation score: planted faults (-tags mutate), or the Python example's mutants (--independent)
//	rfc005 docs       write the spec book (Markdown) from the vectors and features
//	rfc005 version    the suite's version and the built-in vectors' digest
//	rfc005 help CMD   a command's usage (as rfc005 CMD -h)
package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
)

// usage is rfc005's usage, made from the command table (commands).
var usage = usageText()

// usageText writes rfc005's usage: each command of the table with its
// summary, then help.
func usageText() string {
	var b strings.Builder
	b.WriteString("usage: rfc005 <command> [flags]\n\ncommands:\n")
	for _, c := range commands() {
		for i, l := range strings.Split(c.summary, "\n") {
			name := ""
			if i == 0 {
				name = c.name
			}
			fmt.Fprintf(&b, "  %-9s %s\n", name, l)
		}
	}
	b.WriteString("  help      print a command's usage: rfc005 help run, as rfc005 run -h does\n")
	b.WriteString("\nEvery command's -h, -help or --help prints its usage and flags.\n")
	return b.String()
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run executes one command and returns the process's exit code: 0 on
// success, 1 when the command failed, 2 on a usage error. Every
// command's -h, -help or --help prints its usage on stdout, exit 0.
//
// What a command prints goes through reporttext.InertWriter, so that no
// text a host, a vector or a file name controls reads to a CI runner as
// a command of its own (docs/ci.md), whichever printer writes it; only
// rfc005 host's stdout, the adapter protocol, is written as it is.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	protocol := stdout
	stdout, stderr = reporttext.NewInertWriter(stdout), reporttext.NewInertWriter(stderr)
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	name, rest := args[0], args[1:]
	switch name {
	case "help", "-h", "-help", "--help":
		return helpCmd(rest, stdout, stderr)
	case "--version", "-version":
		name = "version"
	}
	c, ok := lookupCommand(name)
	switch {
	case !ok && strings.HasPrefix(name, "-"):
		return unknownTopFlag(name, stderr)
	case !ok:
		return unknownCommand("rfc005", name, stderr)
	case helpAsked(c.flags(), rest):
		fmt.Fprint(stdout, c.usage)
		return 0
	}
	if c.name == "host" {
		stdout = protocol
	}
	return c.run(rest, stdin, stdout, stderr)
}

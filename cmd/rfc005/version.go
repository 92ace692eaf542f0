package main

import (
	"flag"
	"fmt"
	"io"

	"github.com/rfc005-lanes/rfc005-lanes/runner"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

const versionUsage = `usage: rfc005 version (or rfc005 --version)

Prints one line: the suite's version, the digest of the vector files built
into this command (the vectors.digest of a JSON report of a run on them
alone) and how many cases they hold:

  rfc005-lanes 0.1.0 · vectors sha256:… (240 cases)
`

// versionFlagSet returns the flags of `rfc005 version`: none but -h.
func versionFlagSet() *flag.FlagSet {
	return flag.NewFlagSet("version", flag.ContinueOnError)
}

// versionCmd runs `rfc005 version`: exit 0, or 1 when the built-in
// corpus is broken (a bug in the suite), 2 on a usage error.
func versionCmd(args []string, stdout, stderr io.Writer) int {
	fl := versionFlagSet()
	if code := parseFlags(fl, args, versionUsage, stdout, stderr); code >= 0 {
		return code
	}
	if fl.NArg() > 0 {
		fmt.Fprintf(stderr, "rfc005 version: takes no arguments, got %q\n", fl.Args())
		return 2
	}
	line, err := versionLine()
	if err != nil {
		fmt.Fprintf(stderr, "rfc005 version: %v\n", err)
		return 1
	}
	fmt.Fprintln(stdout, line)
	return 0
}

// versionLine returns the line rfc005 version prints.
func versionLine() (string, error) {
	corpus, problems := vectors.Load(vectors.BuiltinFS(), "(built-in vectors)")
	if len(problems) > 0 {
		return "", fmt.Errorf("the built-in corpus is broken: %v", problems[0])
	}
	return fmt.Sprintf("rfc005-lanes %s · vectors %s (%d cases)", runner.Version, corpus.Digest, len(corpus.Cases)), nil
}

package main

import (
	"context"
	"flag"
	"fmt"
	"io"

	"github.com/rfc005-lanes/rfc005-lanes/internal/serve"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
)

const hostUsage = `usage: rfc005 host

Serves the reference host over adapter protocol version 1
(adapters/PROTOCOL.md): one JSON request per line on stdin, one answer per
line on stdout, until {"op":"bye"} or the end of stdin. It takes no
arguments; rfc005 run --host "rfc005 host" scores it as it would any host.

Exit status: 0 after bye or the end of stdin; 1 when stdin or stdout
fails; 2 on a usage error.
`

// hostFlagSet returns the flags of `rfc005 host`: none but -h.
func hostFlagSet() *flag.FlagSet {
	return flag.NewFlagSet("host", flag.ContinueOnError)
}

// hostCmd runs `rfc005 host`.
func hostCmd(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fl := hostFlagSet()
	if code := parseFlags(fl, args, hostUsage, stdout, stderr); code >= 0 {
		return code
	}
	if fl.NArg() > 0 {
		fmt.Fprintf(stderr, "rfc005 host: takes no arguments, got %q\n", fl.Args())
		return 2
	}
	h := reference.New()
	defer h.Close()
	if err := serve.Serve(context.Background(), stdin, stdout, h); err != nil {
		fmt.Fprintf(stderr, "rfc005 host: %v\n", err)
		return 1
	}
	return 0
}

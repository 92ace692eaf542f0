package main

import (
	"slices"
	"strings"
)

// reportNames are the flags of rfc005 run that name a report to write:
// the command that drops stale baseline entries leaves them out, so that
// it can be run anywhere (a CI run's report paths are the runner's).
var reportNames = []string{"json", "junit", "markdown", "html", "badge", "badges"}

// withoutReports returns args without the report flags and their values
// (--json FILE, -json FILE, --json=FILE), the rest as given.
func withoutReports(args []string) []string {
	var out []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			return append(out, args[i:]...)
		}
		name, _, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !strings.HasPrefix(a, "-") || !slices.Contains(reportNames, name) {
			out = append(out, a)
			continue
		}
		if !hasValue {
			i++ // its value is the next argument
		}
	}
	return out
}

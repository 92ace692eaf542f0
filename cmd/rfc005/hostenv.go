package main

import (
	"fmt"
	"slices"

	"github.com/rfc005-lanes/rfc005-lanes/adapters/subprocess"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
)

// checkHostEnv says what is wrong with the names --host-env gives, or "":
// each must name a variable the host is not given unless asked
// (subprocess.Withheld), so that a misspelt name is not passed silently
// as nothing.
func checkHostEnv(names []string) string {
	for _, name := range names {
		if !slices.Contains(subprocess.Withheld(), name) {
			return fmt.Sprintf("--host-env %q: not a variable withheld from the host (a CI credential such as GITHUB_TOKEN or CI_JOB_TOKEN, listed in adapters/PROTOCOL.md); every other variable is passed without it",
				reporttext.Printable(name))
		}
	}
	return ""
}

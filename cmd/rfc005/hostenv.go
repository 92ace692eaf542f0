package main

import (
	"fmt"
	"slices"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/internal/hostcmd"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
)

// checkHostEnv says what is wrong with the names --host-env gives, or "":
// each must name a variable the host is not given unless asked
// (hostcmd.Withheld), so that a misspelt name is not passed silently
// as nothing.
func checkHostEnv(names []string) string {
	for _, name := range names {
		if !slices.Contains(hostcmd.Withheld(), name) {
			return fmt.Sprintf("--host-env %q: not a variable withheld from the host (a CI credential such as GITHUB_TOKEN or CI_JOB_TOKEN, listed in adapters/PROTOCOL.md); every other variable is passed without it",
				reporttext.Printable(name))
		}
	}
	return ""
}

// checkHostFlags says what is wrong with the flags run and fuzz share for
// the host, each held to the range its usage documents, or "": --restarts
// and --give-up-after 0 or more (0: none, never), --timeout and
// --start-timeout more than 0.
func checkHostFlags(restarts, giveUpAfter int, timeout, startTimeout time.Duration) string {
	switch {
	case restarts < 0:
		return fmt.Sprintf("--restarts %d: want 0 or more (0: no restart)", restarts)
	case giveUpAfter < 0:
		return fmt.Sprintf("--give-up-after %d: want 0 or more (0: never)", giveUpAfter)
	case timeout <= 0:
		return fmt.Sprintf("--timeout must be positive, got %s", timeout)
	case startTimeout <= 0:
		return fmt.Sprintf("--start-timeout must be positive, got %s", startTimeout)
	}
	return ""
}

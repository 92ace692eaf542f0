package runner

import (
	"fmt"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
)

// staleListed is how many stale entries Explain names, when there are
// more than one more: the others are counted, and the JSON report lists
// every one.
const staleListed = 5

// explainStale says which baseline entries no longer fail, the first
// few by name and the rest counted, and then, in one line, the command
// that drops them all: the run again, rewriting the baseline in place
// with its failures; "" when none is stale.
func (g Gate) explainStale() string {
	if len(g.Stale) == 0 {
		return ""
	}
	var b strings.Builder
	firstLines(&b, len(g.Stale), staleListed, func(i int) string {
		f := g.Stale[i]
		return fmt.Sprintf("STALE     %s on %s is listed in the baseline but does not fail", reporttext.Printable(f.Case), reporttext.Printable(string(f.Lane)))
	}, func(rest int) string {
		return fmt.Sprintf("STALE     …and %d more entries that no longer fail (the JSON report lists every one)", rest)
	})
	entries := plural(len(g.Stale), "stale entry", "stale entries")
	if len(g.New) > 0 {
		fmt.Fprintf(&b, "FIX       once the new failures above are fixed, drop the %s by rewriting the baseline in place with the run's failures (an update now would list the new failures as known): %s\n",
			entries, g.updateCommand())
	} else {
		fmt.Fprintf(&b, "FIX       drop the %s by rewriting the baseline in place with this run's failures: %s\n", entries, g.updateCommand())
	}
	return b.String()
}

// updateCommand is the command that records the baseline anew in place:
// the run's command line (Gate.Command) with --update-baseline FILE
// added, or, when the command is not known, the two flags to run again
// with.
func (g Gate) updateCommand() string {
	if len(g.Command) == 0 {
		return "run it again with " + g.inPlaceFlags()
	}
	words := make([]string, 0, len(g.Command)+2)
	for _, w := range g.Command {
		words = append(words, shellWord(w))
	}
	return strings.Join(append(words, "--update-baseline", g.baselineWord()), " ")
}

// inPlaceFlags are the flags that record the baseline anew in place:
// "--baseline F --update-baseline F".
func (g Gate) inPlaceFlags() string {
	file := g.baselineWord()
	return "--baseline " + file + " --update-baseline " + file
}

// baselineWord is the baseline's file as a shell word, FILE when unknown.
func (g Gate) baselineWord() string {
	if g.BaselinePath == "" {
		return "FILE"
	}
	return shellWord(g.BaselinePath)
}

// shellWord is w as a POSIX shell word (reporttext.ShellWord), its
// control characters made visible first (reporttext.Printable).
func shellWord(w string) string { return reporttext.ShellWord(reporttext.Printable(w)) }

package runner

import (
	"fmt"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
	"github.com/rfc005-lanes/rfc005-lanes/internal/suite"
)

// scopeListMax is how many cases of one reason the Markdown report and
// the terminal name; the JSON report names every one.
const scopeListMax = 50

// writeScopeMarkdown writes the cases out of scope as a section, a line
// per reason: "- **operation fetch is out of scope**: 2 cases: `rfc-005/03-verified`
// ([RFC-005 vector 3](…)), …". Nothing when there are none.
func writeScopeMarkdown(b *strings.Builder, groups []scopeGroup) {
	if len(groups) == 0 {
		return
	}
	n := 0
	for _, g := range groups {
		n += len(g.Cases)
	}
	fmt.Fprintf(b, "\n### Out of scope: %s\n\nListed, never observed: these score nothing, pass nothing and never gate.\n\n", plural(n, "case", "cases"))
	for _, g := range groups {
		names := g.names(" (the JSON report lists every one)", func(c scopeCase) string {
			name := "`" + mdText(c.Case) + "`"
			if c.Vector > 0 {
				name += " (" + mdVector(c.Vector) + ")"
			}
			return name
		})
		fmt.Fprintf(b, "- **%s**: %s: %s\n", mdText(g.Reason), plural(len(g.Cases), "case", "cases"), strings.Join(names, ", "))
	}
}

// mdVector is RFC-005 vector n as a Markdown link to where RFC-005 lists
// it: "[RFC-005 vector 9](https://…#11-conformance-vectors)".
func mdVector(n int) string {
	return fmt.Sprintf("[RFC-005 vector %d](%s)", n, suite.VectorLink(n))
}

// ScopeLines lists the cases out of scope, grouped by reason, each case
// once, at most scopeListMax a reason; "" when there are none.
//
//	Out of scope: operation fetch is out of scope — 2 cases: rfc-005/03-verified, rfc-005/04-stale
func (r Report) ScopeLines() string {
	var b strings.Builder
	for _, g := range r.outOfScopeGroups() {
		names := g.names("", func(c scopeCase) string { return c.Case })
		fmt.Fprintf(&b, "Out of scope: %s — %s: %s\n", reporttext.Printable(g.Reason), plural(len(g.Cases), "case", "cases"), reporttext.Printable(strings.Join(names, ", ")))
	}
	return b.String()
}

// names names the group's cases, each as name writes it, at most
// scopeListMax, then how many are left out: "…and 3 more", and more.
func (g scopeGroup) names(more string, name func(scopeCase) string) []string {
	var out []string
	for i, c := range g.Cases {
		if i == scopeListMax {
			return append(out, fmt.Sprintf("…and %d more%s", len(g.Cases)-i, more))
		}
		out = append(out, name(c))
	}
	return out
}

package runner

import (
	"strings"
	"sync"

	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/coverage"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
	"github.com/rfc005-lanes/rfc005-lanes/internal/suite"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// Describe returns the result as the reports print it to a person: the
// head line ("<case> on <lane>: mismatch (-want +got):") and the diff,
// then each failed check with its class, what it wanted, and the SPEC
// clause and level it stands on ("mention: the marker must name the size
// 3,072 bytes (SPEC 2.1 unsupported type, MUST)"), then where SPEC.md
// states those clauses ("spec: SPEC.md#clause-spec-2-1-unsupported-type"),
// then the case's section in the spec book. An error is its head line and the host's
// words; a skip its head line and why ("out of scope: operation fetch is
// out of scope"); a rejection of input that is not valid MCP its head line
// and the host's reason ("rejected: content[0].resource: Required"), and
// a failure the rejection earned that line before its failed checks. A result of one of RFC-005's vectors ends with a line
// naming it and where RFC-005 lists it (vectorLine).
func (r Result) Describe() string { return describeAt(r, "") }

// describeAt is Describe with its links resolved against base
// (ResolveLink).
func describeAt(res Result, base string) string {
	var b strings.Builder
	head := res.Case + " on " + string(res.Lane) + ": "
	switch res.Verdict {
	case compare.Pass:
		b.WriteString(head + "pass\n")
	case compare.Skip:
		b.WriteString(head + skipWords(res) + "\n")
	case compare.Error:
		b.WriteString(head + "error: " + strings.TrimRight(res.Reason, "\n") + "\n")
	case compare.Rejected:
		b.WriteString(head + rejectedWords(res) + "\n")
	case compare.Wording:
		b.WriteString(head + "wording differs from the reference profile (-want +got):\n")
		writeDiff(&b, res.Diff)
	default:
		switch {
		case res.Diff != "":
			b.WriteString(head + "mismatch (-want +got):\n")
			writeDiff(&b, res.Diff)
		case res.Rejected:
			b.WriteString(head + rejectedWords(res) + "\n")
		default:
			b.WriteString(head + "mismatch:\n")
		}
		var checks []string
		for _, f := range res.Findings {
			if f.Class != compare.ClassProfile {
				checks = append(checks, "  "+checkLine(res, f)+"\n")
			}
		}
		if len(checks) > 0 {
			b.WriteString("failed checks:\n" + strings.Join(checks, ""))
		}
		if links := describeSpecLinks(res); len(links) > 0 {
			for i, l := range links {
				links[i] = reporttext.ResolveLink(base, l)
			}
			b.WriteString("spec: " + strings.Join(links, " ") + "\n")
		}
	}
	if res.Vector > 0 {
		b.WriteString(vectorLine(res.Vector) + "\n")
	} else if link := res.Link(); link != "" && res.Verdict != compare.Pass && res.Verdict != compare.Skip {
		b.WriteString("spec book: " + reporttext.ResolveLink(base, link) + "\n")
	}
	return b.String()
}

func writeDiff(b *strings.Builder, diff string) {
	b.WriteString(diff)
	if !strings.HasSuffix(diff, "\n") {
		b.WriteString("\n")
	}
}

// checkLine says one failed check of res in a line: its class, what it
// wanted and got, and in brackets the SPEC clause it enforces and that
// clause's level (compare.ClauseLevel), which decides whether it gates:
// "mention: the marker must name the size 3,072 bytes
// (SPEC 2.1 unsupported type, MUST)".
func checkLine(res Result, f compare.Finding) string {
	var on []string
	if f.Clause != "" {
		on = append(on, f.Clause)
	}
	if l := f.LevelIn(res.Level); l != "" {
		on = append(on, strings.ToUpper(l))
	}
	s := string(f.Class) + ": " + f.What
	if len(on) > 0 {
		s += " (" + strings.Join(on, ", ") + ")"
	}
	return s
}

// specLinks returns where SPEC.md states the clauses of the failed checks
// Describe prints (every class but profile), relative to the repository's
// root ("SPEC.md#clause-spec-2-1-text"): one link per distinct clause, in
// the order of the checks. A clause SPEC.md does not anchor has no link.
func specLinks(res Result) []string {
	var links []string
	seen := map[string]bool{}
	for _, f := range res.Findings {
		if f.Class == compare.ClassProfile || seen[f.Clause] {
			continue
		}
		seen[f.Clause] = true
		if link, ok := coverage.SpecLink(f.Clause); ok {
			links = append(links, link)
		}
	}
	return links
}

// bookDir is where the spec book lives, relative to the repository's
// root: a report links a built-in case to its section there.
const bookDir = "docs/"

// Link returns where to read about the result's case: for one of
// RFC-005's vectors, rfc005.Link (suite.VectorLink); else its section in
// the spec book, relative to the repository's root
// ("docs/text.md#text-plain"), or "" for a case that is not built in (the
// book holds only those).
func (r Result) Link() string {
	if r.Vector > 0 {
		return suite.VectorLink(r.Vector)
	}
	if family, ok := builtinIDs()[r.Case]; !ok || family != r.Family {
		return ""
	}
	return bookDir + r.Family + ".md#" + strings.ReplaceAll(r.Case, "/", "-")
}

// builtinIDs maps each case id of the built-in corpus to its family,
// read once.
var builtinIDs = sync.OnceValue(func() map[string]string {
	ids := map[string]string{}
	if c, err := vectors.Builtin(); err == nil {
		for _, cs := range c.Cases {
			ids[cs.ID] = cs.Family
		}
	}
	return ids
})

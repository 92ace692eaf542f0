package htmlreport

import (
	"fmt"
	"html/template"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/coverage"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
	"github.com/rfc005-lanes/rfc005-lanes/internal/suite"
)

// cellBody is what a failing cell opens to, in two parts around the link
// to the case's section in the spec book: before it, the verdict and the
// SPEC clauses; after it, whether the baseline excuses the failure (or
// lists as a known failure a result that passes: a stale entry), its
// cause, what a rejection is (rejectedNote), each failed check with its
// clause and level (or, without checks, the reason: the host's error, or
// its reason for rejecting the input) and the diff. cellBodyHTML is the same
// with each check's clause linked to SPEC.md.
func cellBody(r Result, h hostView) (body, rest string) {
	b, rst := cellText(r, h)
	return b.String(), rst.String()
}

// cellBodyHTML is cellBody as HTML for the page's <pre>: every text
// escaped (textEscaper), and in the second part the clause of each failed
// check a link to where SPEC.md states it, relative to the repository's
// root like the spec book's link: "kind: … (<a
// href="SPEC.md#clause-spec-2-1-text">SPEC 2.1 text</a>, MUST)". A clause
// SPEC.md does not state stays text. The first part, the case's clauses,
// stays text.
func cellBodyHTML(r Result, h hostView) (body, rest template.HTML) {
	b, rst := cellText(r, h)
	base := bookURL(h.File)
	for i := range rst {
		rst[i].href = reporttext.ResolveLink(base, rst[i].href)
	}
	return b.HTML(), rst.HTML()
}

// cellText builds the two parts of cellBody as text with links.
func cellText(r Result, h hostView) (body, rest linkedText) {
	var b strings.Builder
	fmt.Fprintf(&b, "%s on %s, host %s: %s", r.Case, r.Lane, h.Label, r.Verdict)
	if r.Leak {
		b.WriteString(" (a hidden string was shown)")
	} else if r.Security {
		b.WriteString(" (a security case)")
	}
	if r.Level == "should" && r.Verdict != "pass" { // a pass opens only as a stale entry
		b.WriteString(" (SHOULD: does not gate)")
	}
	b.WriteString("\n" + strings.Join(r.Spec, "; "))
	body.text(b.String())

	b.Reset()
	b.WriteString("\n")
	if r.Excused {
		b.WriteString("excused by the baseline\n")
	}
	if h.stale[staleKey(r.Case, r.Lane)] {
		b.WriteString(staleNote + "\n")
	}
	if r.Cause != "" {
		fmt.Fprintf(&b, "cause: %s\n", causeWords(h.File, r.Cause))
	}
	if r.Verdict == "rejected" {
		b.WriteString(rejectedNote + "\n")
	}
	if len(r.Checks) > 0 {
		b.WriteString("\n")
		rest.text(b.String())
		b.Reset()
		for _, c := range r.Checks {
			rest = append(rest, checkText(c, r.Level)...)
			rest.text("\n")
		}
	} else if r.Reason != "" {
		fmt.Fprintf(&b, "\n%s\n", r.Reason)
	}
	if r.Diff != "" {
		kind := "mismatch"
		if r.Verdict == "wording" {
			kind = "wording differs from the reference profile"
		}
		fmt.Fprintf(&b, "\n%s (-want +got):\n%s", kind, r.Diff)
	}
	rest.text(b.String())
	return body, rest
}

// rejectedNote says, in a rejected cell, what the verdict means before
// the host's reason.
const rejectedNote = "the input is not valid MCP and the host rejected it: neither a pass nor a failure, not scored, never gating; the host's reason:"

// checkText says one failed check: its class, what it wanted and got, and
// in brackets the SPEC clause it enforces (linked to SPEC.md when SPEC.md
// states it) and the level, the result's level when the check records
// none: "mention: the marker must name the size 3,072 bytes (SPEC 2.1
// unsupported type, MUST)".
func checkText(c Check, level string) linkedText {
	if c.Level != "" {
		level = c.Level
	}
	var t linkedText
	t.text(c.Class + ": " + c.What)
	if c.Clause == "" && level == "" {
		return t
	}
	t.text(" (")
	if c.Clause != "" {
		t.clause(c.Clause)
		if level != "" {
			t.text(", ")
		}
	}
	if level != "" {
		t.text(strings.ToUpper(level))
	}
	t.text(")")
	return t
}

// linkedText is text some pieces of which are links.
type linkedText []textPiece

type textPiece struct{ text, href string }

func (t *linkedText) text(s string) { *t = append(*t, textPiece{text: s}) }

// clause adds a clause, a link to where it is stated when coverage.SpecLink
// knows it (SPEC.md, or RFC-005's list of vectors).
func (t *linkedText) clause(clause string) {
	link, _ := coverage.SpecLink(clause)
	*t = append(*t, textPiece{text: clause, href: link})
}

// String is the text without its links.
func (t linkedText) String() string {
	var b strings.Builder
	for _, p := range t {
		b.WriteString(p.text)
	}
	return b.String()
}

// bookURL is the base f's links resolve against: the report's, when
// suite.CheckBookURL accepts it (http or https), else "" (links relative to the
// repository's root).
func bookURL(f *File) string {
	if f == nil || suite.CheckBookURL(f.Suite.BookURL) != nil {
		return ""
	}
	return f.Suite.BookURL
}

// HTML is the text escaped for an element's content (textEscaper), its
// links <a href> elements, each href escaped as html/template escapes an
// attribute. An href is only ever coverage.SpecLink's, of a clause
// it knows: a repository path and [a-z0-9-] for a clause SPEC.md anchors,
// or the constant rfc005.Link for an RFC-005 vector, resolved against
// the report's base only when suite.CheckBookURL accepts it (bookURL).
func (t linkedText) HTML() template.HTML {
	var b strings.Builder
	for _, p := range t {
		if p.href != "" {
			fmt.Fprintf(&b, `<a href="%s">%s</a>`, attrEscaper.Replace(p.href), textEscaper.Replace(p.text))
			continue
		}
		b.WriteString(textEscaper.Replace(p.text))
	}
	return template.HTML(b.String())
}

// attrEscaper escapes text as html/template escapes it in a quoted
// attribute.
var attrEscaper = strings.NewReplacer(
	"\x00", "\uFFFD", `"`, "&#34;", "&", "&amp;", "'", "&#39;", "+", "&#43;", "<", "&lt;", ">", "&gt;",
)

// textEscaper escapes text for an element's content, where only &, < and
// > mean markup (the page is UTF-8, so a quote or a plus sign is itself):
// a failing cell's diff, dense with quotes, is a fifth shorter than with
// html/template's escapes. NUL becomes U+FFFD as html/template makes it.
var textEscaper = strings.NewReplacer("\x00", "\uFFFD", "&", "&amp;", "<", "&lt;", ">", "&gt;")

// causeWords says the cause whose key is given in words, as the report
// lists it, else its key.
func causeWords(f *File, key string) string {
	for _, c := range f.Causes {
		if c.Key == key && c.Words != "" {
			return c.Words
		}
	}
	return key
}

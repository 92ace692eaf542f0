package htmlreport

import (
	"html"
	"strings"
	"testing"
)

// TestCellBodyHTMLLinksClauses pins the HTML of a failing cell's checks:
// each clause SPEC.md states links to its anchor there; a clause it does
// not state stays text; the case's clauses stay text; the text is
// cellBody's.
func TestCellBodyHTMLLinksClauses(t *testing.T) {
	t.Parallel()
	r := Result{Case: "text/plain", Lane: "push", Verdict: "fail", Level: "must",
		Spec: []string{"SPEC 2.1 text", "RFC-005 8.1", "SPEC 2.1 made up"},
		Checks: []Check{
			{Class: "kind", What: "content belongs here", Clause: "SPEC 2.1 text"},
			{Class: "mention", What: "name the size", Clause: "SPEC 3 size", Level: "should"},
			{Class: "content", What: "no such clause", Clause: "SPEC 2.1 made up"},
			{Class: "content", What: "no clause"},
		},
		Diff: "-want\n+got\n"}
	h := hostView{Label: "myhost", File: &File{}}
	body, rest := cellBodyHTML(r, h)
	if want := "text/plain on push, host myhost: fail\nSPEC 2.1 text; RFC-005 8.1; SPEC 2.1 made up"; string(body) != want {
		t.Errorf("body:\n%s\nwant:\n%s", body, want)
	}
	holds(t, "rest", string(rest),
		"\nkind: content belongs here (<a href=\"SPEC.md#clause-spec-2-1-text\">SPEC 2.1 text</a>, MUST)\n",
		"\nmention: name the size (<a href=\"SPEC.md#clause-spec-3-size\">SPEC 3 size</a>, SHOULD)\n",
		"\ncontent: no such clause (SPEC 2.1 made up, MUST)\n",
		"\ncontent: no clause (MUST)\n",
		"\nmismatch (-want +got):\n-want\n+got\n",
	)
	plainBody, plainRest := cellBody(r, h)
	if !strings.Contains(plainRest, "\nkind: content belongs here (SPEC 2.1 text, MUST)\n") ||
		!strings.HasSuffix(plainBody, "\nSPEC 2.1 text; RFC-005 8.1; SPEC 2.1 made up") {
		t.Errorf("the text of the cell changed:\n%s%s", plainBody, plainRest)
	}
}

// TestCellBodyHTMLEscapes pins that the cell's HTML, links aside, reads
// back (html.UnescapeString) as its text exactly, whatever the report
// holds, with no markup but its links: no <, > or & of its own; a clause
// the report makes up is never a link.
func TestCellBodyHTMLEscapes(t *testing.T) {
	t.Parallel()
	const evil = "<script>alert(1)</script>'\"&amp;+"
	r := Result{Case: "case " + evil, Lane: "lane " + evil, Verdict: "fail", Level: "level " + evil, Leak: true,
		Spec: []string{"SPEC " + evil}, Cause: "key", Excused: true, Reason: "reason " + evil, Diff: "-want\n+got " + evil,
		Checks: []Check{{Class: "content " + evil, What: "what " + evil, Clause: `SPEC 2.1 text"><script>`, Level: "level " + evil}}}
	h := hostView{Label: "label " + evil, File: &File{Causes: nil}}
	body, rest := cellBodyHTML(r, h)
	plainBody, plainRest := cellBody(r, h)
	for _, part := range []struct{ name, html, text string }{{"body", string(body), plainBody}, {"rest", string(rest), plainRest}} {
		if got := html.UnescapeString(part.html); got != part.text {
			t.Errorf("%s reads back as\n%s\nwant cellBody's\n%s", part.name, got, part.text)
		}
		if strings.Contains(part.html, "<script") || strings.Contains(part.html, "<a ") || strings.Contains(part.html, "&amp;+") {
			t.Errorf("%s holds markup of the report's: %s", part.name, part.html)
		}
	}
	body, _ = cellBodyHTML(Result{Case: "nul\x00", Lane: "push", Verdict: "fail"}, h)
	if strings.Contains(string(body), "\x00") || !strings.Contains(string(body), "nul\uFFFD") {
		t.Errorf("NUL is not U+FFFD in %q", body)
	}
}

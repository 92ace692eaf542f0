package runner

import (
	"fmt"
	"strings"
)

// markdownListed is how many known leaks or untracked entries the
// Markdown report lists; the others are counted, and the JSON report
// lists every one.
const markdownListed = 50

// writeKnownLeaksMarkdown writes the known leaks, right under the gate's
// line: how many, what they are, and each with the link of the issue
// tracking it; nothing when there are none.
func writeKnownLeaksMarkdown(b *strings.Builder, g Gate) {
	if len(g.KnownLeaks) == 0 {
		return
	}
	fmt.Fprintf(b, "**%s**: security failures the baseline lists with the issue tracking each. They are excused, and they still leak.\n\n| known leak | lane | why | tracked at |\n|---|---|---|---|\n",
		plural(len(g.KnownLeaks), "known leak", "known leaks"))
	for i, k := range g.KnownLeaks {
		if i == markdownListed {
			fmt.Fprintf(b, "| …and %d more (the JSON report lists every one) | | | |\n", len(g.KnownLeaks)-i)
			break
		}
		fmt.Fprintf(b, "| `%s` | %s | %s | %s |\n", mdText(k.Case), mdText(string(k.Lane)), mdText(k.Result.Why()), mdLink(k.Link))
	}
	b.WriteString("\n")
}

// writeUntrackedMarkdown writes the security failures the baseline lists
// without a link, and what to do; nothing when there are none.
func writeUntrackedMarkdown(b *strings.Builder, g Gate) {
	if len(g.Untracked) == 0 {
		return
	}
	fmt.Fprintf(b, "\n### Known leaks without a link: %d\n\nThe baseline lists these security failures without the link of the issue tracking them, so they fail the gate. Give each entry its `\"link\"` (an absolute http(s) URL), or give them all one by rewriting the baseline in place: run it again with %s.\n\n",
		len(g.Untracked), mdCode(g.inPlaceFlags()+" --track URL"))
	for i, res := range g.Untracked {
		if i == markdownListed {
			fmt.Fprintf(b, "- …and %d more (the JSON report lists every one)\n", len(g.Untracked)-i)
			break
		}
		fmt.Fprintf(b, "- `%s` on `%s`: %s\n", mdText(res.Case), mdText(string(res.Lane)), mdText(res.Why()))
	}
}

// mdLink returns a link (suite.CheckLink's: no white space or control
// character) as a Markdown link to itself, in a table cell: its text
// mdText, its destination with the characters that would end it or the
// cell percent-encoded.
func mdLink(link string) string {
	dest := strings.NewReplacer("(", "%28", ")", "%29", "<", "%3C", ">", "%3E", "|", "%7C", "`", "%60", "\\", "%5C").Replace(link)
	return "[" + mdText(link) + "](" + dest + ")"
}

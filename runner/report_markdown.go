package runner

import (
	"fmt"
	"html"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/compare"
)

// Markdown returns the report for a CI job summary: the headline with the
// coverage ("on 1 of 9 lanes") and, for a run stopped early, how far it
// got, the lanes not served, the scores, then each gating failure and
// error, then each other difference, every diff folded. What a host
// controls is Printable and escaped: its name and version as text (no
// Markdown or HTML of theirs is read as such), its diffs and errors in
// fenced code blocks they cannot close.
func (r Report) Markdown() []byte {
	c := r.Count()
	cov := r.Coverage()
	var b strings.Builder
	fmt.Fprintf(&b, "## rfc005-lanes: %s %s, normative %.1f%% %s", mdText(identity(r.Host.Name)), mdText(identity(r.Host.Version)), 100*c.NormativeScore(), cov)
	if in := r.Incomplete; in != nil {
		fmt.Fprintf(&b, " · INCOMPLETE: %d of %d observations (%s)\n\n", in.Observed, in.Selected, mdText(in.Reason))
		fmt.Fprintf(&b, "**Incomplete:** the run stopped (%s) after %d of the %d observations it selected; everything below is of those, and the run did not pass.\n\n",
			mdText(in.Reason), in.Observed, in.Selected)
	} else {
		b.WriteString("\n\n")
	}
	if missing := cov.LanesMissing(); len(missing) > 0 {
		fmt.Fprintf(&b, "**Not served: %s.** The host serves %d of the %d lanes this run selects (%s); the %d observations on the others are skipped and score nothing.\n\n",
			laneList(missing, ", "), len(cov.LanesServed), len(cov.LanesSelected), laneList(cov.LanesServed, ", "),
			cov.ObservationsSelected-cov.ObservationsScored)
	}
	fmt.Fprintf(&b, "| normative | wording | lanes served | observations scored | failed | errors | skipped | leaks |\n|---|---|---|---|---|---|---|---|\n")
	fmt.Fprintf(&b, "| %d/%d (%.1f%%) | %d/%d (%.1f%%) | %d of %d | %d of %d | %d | %d | %d | %d |\n\n",
		c.Pass+c.Wording, c.Scored(), 100*c.NormativeScore(), c.Pass, c.Scored(), 100*c.WordingScore(),
		len(cov.LanesServed), len(cov.LanesSelected), cov.ObservationsScored, cov.ObservationsSelected,
		c.Fail, c.Error, c.Skip, c.Leaks)
	fmt.Fprintf(&b, "%d cases, %d observations, suite %s, vectors `%s`", r.Cases, c.Observations, r.Suite, r.Digest)
	if r.Command != "" {
		fmt.Fprintf(&b, ", host command %s", mdCode(r.Command))
	}
	b.WriteString(".\n")
	section := func(title string, keep func(Result) bool) {
		var rows []Result
		for _, res := range r.Results {
			if keep(res) {
				rows = append(rows, res)
			}
		}
		if len(rows) == 0 {
			return
		}
		fmt.Fprintf(&b, "\n### %s (%d)\n\n", title, len(rows))
		for _, res := range rows {
			mark := ""
			if res.Security || res.Leak {
				mark = " **security**"
			}
			body := PrintableText(res.Result.String())
			fence := strings.Repeat("`", max(3, longestRun(body, '`')+1))
			fmt.Fprintf(&b, "<details><summary><code>%s</code> on <code>%s</code>: %s%s (%s)</summary>\n\n%sdiff\n%s\n%s\n</details>\n",
				mdText(res.Case), mdText(string(res.Lane)), res.Verdict, mark, mdText(strings.Join(res.Spec, "; ")), fence, body, fence)
		}
	}
	section("Failures and errors that gate", Result.Gating)
	section("Other differences (SHOULD-level failures, wording)", func(res Result) bool {
		return !res.Gating() && (res.Verdict == compare.Fail || res.Verdict == compare.Wording)
	})
	return []byte(b.String())
}

// mdText returns s, one line, to be read as text in Markdown (and inside
// an HTML element of it): Printable, HTML's specials as entities (so
// "<script>" is shown, not run), and Markdown's inline specials escaped
// with a backslash.
func mdText(s string) string {
	s = html.EscapeString(Printable(s))
	var b strings.Builder
	for _, r := range s {
		if strings.ContainsRune("\\`*_[]|~$", r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// mdCode returns s, one line, as Markdown inline code: Printable, fenced
// with one more backtick than its longest run of them, padded with a
// space when it starts or ends with one.
func mdCode(s string) string {
	s = Printable(s)
	fence := strings.Repeat("`", longestRun(s, '`')+1)
	if strings.HasPrefix(s, "`") || strings.HasSuffix(s, "`") || strings.HasPrefix(s, " ") && strings.HasSuffix(s, " ") {
		s = " " + s + " "
	}
	return fence + s + fence
}

// longestRun returns the length of the longest run of c in s.
func longestRun(s string, c byte) int {
	longest, n := 0, 0
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			n++
			longest = max(longest, n)
		} else {
			n = 0
		}
	}
	return longest
}

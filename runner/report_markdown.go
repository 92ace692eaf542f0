package runner

import (
	"fmt"
	"html"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
)

// markdownMax is the most bytes the Markdown report holds by default,
// 64 KB (and so under 64 KiB too): a CI job summary stays readable, and
// the JSON and HTML reports hold the rest.
const markdownMax = 64_000

// markdownDetailMax is the most a Markdown report prints of one result;
// the JSON and HTML reports hold the whole.
const markdownDetailMax = 4 << 10

// markdownCauses is how many causes the Markdown report lists.
const markdownCauses = 20

// markdownReport returns the report for a CI job summary, at most limit
// bytes (0 for markdownMax; a limit under 8 KiB is taken as 8 KiB). Its first line is the
// gate's line with the report's Baseline: ✅, ⚠️ or ❌ and why, leading
// with the known leaks when there are any, which come next, each with
// the link of the issue tracking it (writeKnownLeaksMarkdown). Then the
// host, its scores and what they cover (a run stopped early and lanes not
// served are said in words), then the causes of the new failures (the
// gating failures the baseline does not excuse) with their counts, lanes
// and two example cases each, the security failures the baseline lists
// without a link, the stale baseline entries, how many
// failures the baseline excused, the causes of those, the cases out of
// scope grouped by reason (each case once, however many lanes it lists),
// the input the host rejected as invalid MCP (counted, the first few
// named with the host's reason),
// and then each new failure folded with its diff, its failed checks and
// its spec book link (for one of RFC-005's vectors, "RFC-005 vector N"
// linked to where RFC-005 lists it), and the other differences, for as
// long as the limit allows; what does not fit is counted and left to the JSON and HTML reports.
// What a host controls is Printable and escaped: its name and version as
// text (no Markdown or HTML of theirs is read as such), its diffs and
// errors in fenced code blocks they cannot close; and the whole is
// reporttext.Inert, so that a CI log that prints it shows no command.
func (r Report) markdownReport(limit int) []byte {
	if limit == 0 {
		limit = markdownMax
	}
	limit = max(limit, 8<<10)
	c := r.Count()
	cov := r.Coverage()
	g := r.Gate(r.Baseline)
	var b strings.Builder
	fmt.Fprintf(&b, "## %s\n\n", mdText(g.Line()))
	writeKnownLeaksMarkdown(&b, g)
	fmt.Fprintf(&b, "rfc005-lanes%s: %s %s, normative %s %s", r.Profile.words(" "), mdText(identity(r.Host.Name)), mdText(identity(r.Host.Version)), reporttext.Percent(c.NormativeScore()), cov)
	if in := r.Incomplete; in != nil {
		fmt.Fprintf(&b, " · INCOMPLETE: %d of %d observations (%s)\n\n", in.Observed, in.Selected, mdText(in.Reason))
		fmt.Fprintf(&b, "**Incomplete:** the run stopped (%s) after %d of the %d observations it selected; everything below is of those, and the run did not pass.\n\n",
			mdText(in.Reason), in.Observed, in.Selected)
	} else {
		b.WriteString(".\n\n")
	}
	if w := r.Profile.words(""); w != "" {
		fmt.Fprintf(&b, "**Scored under the %s**: %s; not a score of every case on every lane.\n\n", w, r.Profile.Scope())
	}
	if missing := cov.LanesMissing(); len(missing) > 0 {
		fmt.Fprintf(&b, "**Not served: %s.** The host serves %d of the %d lanes this run selects (%s); the %d observations on the others are skipped and score nothing.\n\n",
			laneList(missing, ", "), len(cov.LanesServed), len(cov.LanesSelected), laneList(cov.LanesServed, ", "),
			cov.Skipped())
	}
	fmt.Fprintf(&b, "| normative | wording | lanes served | observations scored | failed | errors | skipped | leaks |\n|---|---|---|---|---|---|---|---|\n")
	fmt.Fprintf(&b, "| %d/%d (%s) | %d/%d (%s) | %d of %d | %d of %d | %d | %d | %d | %d |\n\n",
		c.Pass+c.Wording, c.Scored(), reporttext.Percent(c.NormativeScore()), c.Pass, c.Scored(), reporttext.Percent(c.WordingScore()),
		len(cov.LanesServed), len(cov.LanesSelected), cov.ObservationsScored, cov.ObservationsSelected,
		c.Fail, c.Error, c.Skip, c.Leaks)
	if c.OutOfScope > 0 {
		fmt.Fprintf(&b, "**Out of scope: %d observations**, listed and never observed: not skipped lanes, never passed, never scored (the cases are below).\n\n", c.OutOfScope)
	}
	writeRejectedMarkdown(&b, r.rejectedResults())
	fmt.Fprintf(&b, "%d cases, %d observations, suite %s, vectors `%s`", r.Cases, c.Observations, r.Suite, r.Digest)
	if r.Command != "" {
		fmt.Fprintf(&b, ", host command %s", mdCode(r.Command))
	}
	b.WriteString(".\n")

	excused, tracked := g.excusedSet(), g.trackedSet()
	isNew := func(res Result) bool {
		return res.Gating() && !excused[resultKey(res)] && tracked[resultKey(res)] == ""
	}
	isExcused := func(res Result) bool { return res.Gating() && excused[resultKey(res)] }
	var fresh []Result
	for _, res := range r.Results {
		if isNew(res) {
			fresh = append(fresh, res)
		}
	}
	if len(fresh) > 0 {
		title := fmt.Sprintf("New failures: %d", len(fresh))
		if !g.Baselined {
			title = fmt.Sprintf("Failures that gate: %d", len(fresh))
		}
		causes := causesOf(r.Results, isNew)
		fmt.Fprintf(&b, "\n### %s, in %s\n\n", title, plural(len(causes), "cause", "causes"))
		writeCauseTable(&b, causes)
	}
	writeUntrackedMarkdown(&b, g)
	if len(g.Stale) > 0 {
		how := "To drop them, rewrite the baseline in place with the run's failures: run it again with " + mdCode(g.inPlaceFlags()) + "."
		if len(g.New) > 0 {
			how = "Once the new failures are fixed, drop them by rewriting the baseline in place with the run's failures: run it again with " + mdCode(g.inPlaceFlags()) + " (an update now would list the new failures as known)."
		}
		fmt.Fprintf(&b, "\n### Stale baseline entries: %d\n\nListed in the baseline as known failures, these pass now. %s\n\n", len(g.Stale), how)
		for i, f := range g.Stale {
			if i == 50 {
				fmt.Fprintf(&b, "- …and %d more (the JSON report lists every one)\n", len(g.Stale)-i)
				break
			}
			fmt.Fprintf(&b, "- `%s` on `%s`\n", mdText(f.Case), mdText(string(f.Lane)))
		}
	}
	if n := len(g.Excused); n > 0 {
		causes := causesOf(r.Results, isExcused)
		fmt.Fprintf(&b, "\n### Excused by the baseline: %d, in %s\n\n", n, plural(len(causes), "cause", "causes"))
		writeCauseTable(&b, causes)
	}
	writeScopeMarkdown(&b, r.outOfScopeGroups())

	// The details, for as long as the limit allows.
	footer := func(left int) string {
		return fmt.Sprintf("\n…and %d more not shown here: this report stops at %d bytes; the JSON and HTML reports hold every result.\n", left, limit)
	}
	room := limit - len(footer(1<<30)) - 64
	shownAll := true
	details := func(title string, rows []Result) {
		if len(rows) == 0 || !shownAll {
			return
		}
		head := fmt.Sprintf("\n### %s (%d)\n\n", title, len(rows))
		if b.Len()+len(head) > room {
			shownAll = false
			b.WriteString(footer(len(rows)))
			return
		}
		b.WriteString(head)
		for i, res := range rows {
			d := markdownDetail(res, excused[resultKey(res)], r.BookURL)
			if b.Len()+len(d) > room {
				shownAll = false
				b.WriteString(footer(len(rows) - i))
				return
			}
			b.WriteString(d)
		}
	}
	details("Details of the failures that gate", inGateOrder(fresh))
	var excusedRows, other []Result
	for _, res := range r.Results {
		switch {
		case isExcused(res):
			excusedRows = append(excusedRows, res)
		case !res.Gating() && (res.Verdict == compare.Fail || res.Verdict == compare.Wording):
			other = append(other, res)
		}
	}
	details("Known failures the baseline excuses", excusedRows)
	details("Other differences (SHOULD-level failures, wording)", other)
	return reporttext.InertBytes([]byte(b.String())) // what the parts above left: a command made of two of them
}

// writeCauseTable writes causes as a table: results, gating, the cause in
// words, its lanes and two example cases; at most markdownCauses rows.
func writeCauseTable(b *strings.Builder, causes []causeGroup) {
	b.WriteString("| results | cause | lanes | for example |\n|---|---|---|---|\n")
	for i, cg := range causes {
		if i == markdownCauses {
			rest := 0
			for _, more := range causes[i:] {
				rest += len(more.Results)
			}
			fmt.Fprintf(b, "| %d | …and %d more causes (the JSON and HTML reports list every one) | | |\n", rest, len(causes)-i)
			break
		}
		var ex []string
		for _, e := range cg.examples(2) {
			ex = append(ex, fmt.Sprintf("`%s` on %s", mdText(e.Case), mdText(string(e.Lane))))
		}
		fmt.Fprintf(b, "| %d | %s (%s) | %s | %s |\n", len(cg.Results), mdText(cg.Cause.String()), mdText(string(cg.Cause.Class)),
			laneList(cg.Lanes, ", "), strings.Join(ex, ", "))
	}
}

// markdownDetail writes one result folded: its case, lane, verdict and
// clauses in the summary; Describe's text, cut to markdownDetailMax, in a
// fenced block; the spec book link.
func markdownDetail(res Result, excused bool, base string) string {
	mark := ""
	if w := res.UnexcusableWord(); w != "" {
		mark = " **" + w + "**" // leak, withheld, or a security case's failure: never a case that is not one called security
	}
	if excused {
		mark += " (excused by the baseline)"
	}
	body := reporttext.Inert(compare.Excerpt(reporttext.PrintableText(describeAt(res, base)), markdownDetailMax))
	fence := strings.Repeat("`", max(3, longestRun(body, '`')+1))
	link := ""
	if res.Vector > 0 {
		link = mdVector(res.Vector) + "\n\n"
	} else if l := res.Link(); l != "" {
		link = fmt.Sprintf("[spec book](%s)\n\n", reporttext.ResolveLink(base, l))
	}
	return fmt.Sprintf("<details><summary><code>%s</code> on <code>%s</code>: %s%s (%s)</summary>\n\n%s%sdiff\n%s\n%s\n</details>\n",
		mdText(res.Case), mdText(string(res.Lane)), res.Verdict, mark, mdText(strings.Join(res.Spec, "; ")), link, fence, strings.TrimRight(body, "\n"), fence)
}

// mdText returns s, one line, to be read as text in Markdown (and inside
// an HTML element of it): Printable, HTML's specials as entities (so
// "<script>" is shown, not run), and Markdown's inline specials escaped
// with a backslash.
func mdText(s string) string {
	s = html.EscapeString(reporttext.Printable(s))
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
	s = reporttext.Inert(reporttext.Printable(s))
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

package runner

import (
	"fmt"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/compare"
)

// Markdown returns the report for a CI job summary: the headline with the
// coverage ("on 1 of 9 lanes"), the lanes not served, the scores, then each
// gating failure and error, then each other difference, every diff folded.
func (r Report) Markdown() []byte {
	c := r.Count()
	cov := r.Coverage()
	var b strings.Builder
	fmt.Fprintf(&b, "## rfc005-lanes: %s %s, normative %.1f%% %s\n\n", r.Host.Name, r.Host.Version, 100*c.NormativeScore(), cov)
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
	fmt.Fprintf(&b, "%d cases, %d observations, suite %s, vectors `%s`.\n", r.Cases, c.Observations, r.Suite, r.Digest)
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
			fmt.Fprintf(&b, "<details><summary><code>%s</code> on <code>%s</code>: %s%s (%s)</summary>\n\n```diff\n%s\n```\n</details>\n",
				res.Case, res.Lane, res.Verdict, mark, strings.Join(res.Spec, "; "), strings.ReplaceAll(res.Result.String(), "```", "'''"))
		}
	}
	section("Failures and errors that gate", Result.Gating)
	section("Other differences (SHOULD-level failures, wording)", func(res Result) bool {
		return !res.Gating() && (res.Verdict == compare.Fail || res.Verdict == compare.Wording)
	})
	return []byte(b.String())
}

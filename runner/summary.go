package runner

import (
	"fmt"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/compare"
)

// Summary is the report as a person reads it in a terminal: Details, then
// Scores.
func (r Report) Summary() string { return r.Details() + r.Scores() }

// Details says who was scored on what, then gives every failure and error
// with its SPEC clauses and diff. Wording differences are counted, not
// shown (the JSON and Markdown reports hold them).
func (r Report) Details() string {
	c := r.Count()
	var b strings.Builder
	host := r.Host.Name + " " + r.Host.Version
	if r.Command != "" {
		host += " (" + r.Command + ")"
	}
	fmt.Fprintf(&b, "rfc005-lanes %s · host %s · %d cases, %d observations · vectors %s\n",
		r.Suite, host, r.Cases, c.Observations, shortDigest(r.Digest))
	for _, res := range r.Results {
		if res.Verdict != compare.Fail && res.Verdict != compare.Error {
			continue
		}
		b.WriteString("\n")
		tags := []string{strings.ToUpper(string(res.Verdict))}
		if res.Level == "should" {
			tags = append(tags, "should: does not gate")
		}
		if res.Security || res.Leak {
			tags = append(tags, "security")
		}
		fmt.Fprintf(&b, "%s [%s] %s\n", res.Result.String(), strings.Join(tags, ", "), strings.Join(res.Spec, "; "))
	}
	b.WriteString("\n")
	return b.String()
}

// Scores is the one line of scores: normative, wording, failures, errors,
// skipped lanes, SHOULD-level failures and leaks.
func (r Report) Scores() string {
	c := r.Count()
	var b strings.Builder
	fmt.Fprintf(&b, "normative %d/%d (%.1f%%) · wording %d/%d (%.1f%%) · failed %d · errors %d · skipped %d",
		c.Pass+c.Wording, c.Scored(), 100*c.NormativeScore(), c.Pass, c.Scored(), 100*c.WordingScore(),
		c.Fail, c.Error, c.Skip)
	if c.Should > 0 {
		fmt.Fprintf(&b, " (%d of the failures SHOULD-level)", c.Should)
	}
	if c.Leaks > 0 {
		fmt.Fprintf(&b, " · LEAKS %d", c.Leaks)
	}
	b.WriteString("\n")
	return b.String()
}

func shortDigest(d string) string {
	if len(d) > len("sha256:")+12 {
		return d[:len("sha256:")+12]
	}
	return d
}

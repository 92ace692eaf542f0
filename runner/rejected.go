package runner

import (
	"fmt"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
)

// rejectedWhy is the host's reason for a rejection on one line, each run
// of whitespace a space (an SDK's validation error is often JSON laid out
// on many lines).
func rejectedWhy(res Result) string { return strings.Join(strings.Fields(res.Reason), " ") }

// rejectedWords says a rejection as the reports head it: "rejected: " and
// rejectedWhy.
func rejectedWords(res Result) string { return "rejected: " + rejectedWhy(res) }

// rejectedExamples is how many rejections RejectedLine and the Markdown
// report name; the JSON and HTML reports name every one.
const rejectedExamples = 3

// rejectedResults returns the report's results of the verdict rejected,
// in report order.
func (r Report) rejectedResults() []Result {
	var out []Result
	for _, res := range r.Results {
		if res.Verdict == compare.Rejected {
			out = append(out, res)
		}
	}
	return out
}

// RejectedLine says, when the host rejected input as invalid MCP, how
// many observations and cases, that they are neither passed nor failed,
// and the first few with the host's reason; "" when it rejected none.
//
//	Rejected as invalid MCP: 40 observations of 12 cases, not scored and never gating (the input is not valid MCP); e.g. references/bare on push: content[0].resource: Required
func (r Report) RejectedLine() string {
	rejected := r.rejectedResults()
	if len(rejected) == 0 {
		return ""
	}
	var ex []string
	for _, res := range rejected[:min(len(rejected), rejectedExamples)] {
		ex = append(ex, res.Case+" on "+string(res.Lane)+": "+oneLine(rejectedWhy(res), errorReasonMax))
	}
	return fmt.Sprintf("Rejected as invalid MCP: %s of %s, not scored and never gating (the input is not valid MCP); e.g. %s\n",
		plural(len(rejected), "observation", "observations"), plural(casesOf(rejected), "case", "cases"), reporttext.Printable(strings.Join(ex, "; ")))
}

// writeRejectedMarkdown writes, when the host rejected input as invalid
// MCP, a paragraph saying how many observations of how many cases, that
// they are neither passed nor failed, and the first few with the host's
// reason; nothing when it rejected none.
func writeRejectedMarkdown(b *strings.Builder, rejected []Result) {
	if len(rejected) == 0 {
		return
	}
	var ex []string
	for _, res := range rejected[:min(len(rejected), rejectedExamples)] {
		why := oneLine(reporttext.Printable(rejectedWhy(res)), errorReasonMax)
		ex = append(ex, "`"+mdText(res.Case)+"` on "+string(res.Lane)+": "+mdCode(why))
	}
	fmt.Fprintf(b, "**Rejected as invalid MCP: %s** of %s: the input is not valid MCP and the host refused it, neither passed nor failed, never scored, never gating. For example %s.\n\n",
		plural(len(rejected), "observation", "observations"), plural(casesOf(rejected), "case", "cases"), strings.Join(ex, "; "))
}

// casesOf counts the distinct cases of results.
func casesOf(results []Result) int {
	seen := map[string]bool{}
	for _, res := range results {
		seen[res.Case] = true
	}
	return len(seen)
}

package htmlreport

import (
	stdhtml "html"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/reportfile"
)

// TestRejectedCell pins how the page shows the verdict rejected: a cell
// of its own colour, symbol and word (neither a pass's nor a failure's
// nor a skip's), which opens to what the verdict means and the host's
// reason; the host's count of them beside its failures and errors; the
// legend's word for it; and a verdict filter for it.
func TestRejectedCell(t *testing.T) {
	t.Parallel()
	f := sample()
	f.Summary.Rejected = 1
	f.Results = append(f.Results, reportfile.Result{Case: "image/png-blob", Family: "image", Lane: "script", Verdict: "rejected", Level: "should",
		Spec: []string{"SPEC 2.1 image"}, Reason: "content[0].resource: Required", Link: "docs/image.md#image-png-blob"})
	page := render(t, f)
	html := stdhtml.UnescapeString(page)
	c := stdhtml.UnescapeString(cell(t, page, "image-png-blob--script--h0-sample-host"))
	holds(t, "the rejected cell", c,
		`class="v-rejected`, `⊘<span class="sr"> rejected</span></summary>`,
		"image/png-blob on script, host sample-host: rejected",
		"\nthe input is not valid MCP and the host rejected it: neither a pass nor a failure, not scored, never gating; the host's reason:\n\ncontent[0].resource: Required\n",
	)
	pageHolds(t, html,
		"td.v-rejected { background: ",
		"2 failed · 1 errors · 0 skipped · 1 rejected as invalid MCP · 0 leaks",
		"⊘ rejected (the input is not valid MCP and the host refused it: not scored, never gating)",
		"<option>rejected</option>",
	)
}

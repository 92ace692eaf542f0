package htmlreport

import (
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/reportfile"
	"github.com/rfc005-lanes/rfc005-lanes/internal/rfcvec"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
)

// scopePage renders a report of one case out of scope on every lane of
// rfcvec.Lanes and a failure of RFC-005 vector 9 whose report gives a
// link of its own (ignored: the page links rfcvec.Link).
func scopePage(t *testing.T) string {
	t.Helper()
	const reason = "operation <fetch> is out of scope"
	file := reportfile.File{
		Format: reportfile.Format, Suite: reportfile.Suite{Name: "rfc005-lanes", Version: runner.Version},
		Host:    reportfile.Host{Name: "myhost", Version: "1"},
		Vectors: reportfile.Vectors{Digest: "sha256:" + strings.Repeat("0", 64), Cases: 2},
		Summary: reportfile.Summary{Observations: 6, Fail: 1, OutOfScope: 5},
		OutOfScope: []reportfile.Scope{{Reason: reason,
			Cases: []reportfile.ScopeCase{{Case: "rfc-005/03-verified", Vector: 3, Link: "javascript:alert(3)"}}}},
	}
	for _, l := range rfcvec.Lanes() {
		file.Results = append(file.Results, reportfile.Result{Case: "rfc-005/03-verified", Family: "rfc-005", Lane: string(l),
			Verdict: "skip", Level: "must", Spec: []string{"RFC-005 vector 3"}, Reason: reason, Vector: 3, OutOfScope: true, Link: rfcvec.Link})
	}
	file.Results = append(file.Results, reportfile.Result{Case: "rfc-005/09-label", Family: "rfc-005", Lane: "push", Verdict: "fail",
		Level: "must", Gating: true, Spec: []string{"RFC-005 vector 9"}, Vector: 9, Link: "javascript:alert(9)",
		Checks: []reportfile.Check{{Class: "mention", What: "the label is cut without …", Clause: "RFC-005 vector 9"}}})
	return render(t, file)
}

// TestPageNamesVectorsAndScope pins the vector numbers linked to RFC-005's
// list (the row's, the failing cell's and its check's clause), the cells
// out of scope marked apart from skips, and the host's list of cases out
// of scope by reason, each case once and every string escaped.
func TestPageNamesVectorsAndScope(t *testing.T) {
	t.Parallel()
	page := scopePage(t)
	link := `href="` + rfcvec.Link + `"`
	tests := []struct {
		name  string
		want  string
		count int
	}{
		{"row_links_its_vector", `<a class="vector" ` + link + `>RFC-005 vector 3</a>`, 1},
		{"failing_row_links_its_vector", `<a class="vector" ` + link + `>RFC-005 vector 9</a>`, 1},
		{"failing_cell_links_its_vector", "\n<a " + link + ">RFC-005 vector 9</a>", 1},
		{"check_clause_links_rfc005", `(<a ` + link + `>RFC-005 vector 9</a>, MUST)`, 1},
		{"no_spec_book_for_a_vector", "spec book:", 0},
		{"report_link_unused", "javascript", 0},
		{"cells_marked_out_of_scope", `class="v-skip out-of-scope`, 5},
		{"cells_say_why", `title="out of scope (operation &lt;fetch&gt; is out of scope), never observed: myhost on push"`, 1},
		{"count_apart_from_skips", "0 skipped · 5 out of scope ·", 1},
		{"listed_once_by_reason", `<li>operation &lt;fetch&gt; is out of scope — 1 case: <span class="case">rfc-005/03-verified</span> (<a ` + link + `>RFC-005 vector 3</a>)</li>`, 1},
		{"case_once_in_the_list", `<span class="case">rfc-005/03-verified</span>`, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if n := strings.Count(page, tt.want); n != tt.count {
				t.Errorf("the page holds %q %d times, want %d", tt.want, n, tt.count)
			}
		})
	}
}

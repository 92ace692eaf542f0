package htmlreport

import (
	"context"
	stdhtml "html"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
)

// TestPageStatesProfile: a report of the mcp profile says so under its
// host's heading and in its badge's label; one of the full profile says
// neither, in the same page.
func TestPageStatesProfile(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	profiles := []runner.Profile{runner.ProfileMCP, runner.ProfileFull}
	html := stdhtml.UnescapeString(renderEach(t, len(profiles), func(i int) ([]byte, error) {
		r := runner.Run(context.Background(), reference.New(), corpus, runner.Selection{Cases: []string{"text/*"}, Profile: profiles[i]})
		r.Label = string(profiles[i]) + "-run"
		return jsonReport(r)
	}))
	note := `<p class="profile">mcp profile: the cases whose input is valid MCP (vectors/mcp.schema.json), on tool-result/live and tool-result/stored only; not a score of every case on every lane</p>`
	if strings.Count(html, note) != 1 || strings.Count(html, `<p class="profile">`) != 1 {
		t.Errorf("the page says the profile %d times, want once: %q", strings.Count(html, `<p class="profile">`), note)
	}
	if !strings.Contains(html, `aria-label="mcp-run · mcp profile: normative 100%"`) ||
		!strings.Contains(html, `aria-label="full-run: normative 100%"`) {
		t.Errorf("the badges do not say the profile as they should:\n%s", badgeLabels(html))
	}
}

// badgeLabels lists the aria-labels of a page's badges.
func badgeLabels(html string) string {
	var out []string
	for _, part := range strings.Split(html, `<svg `)[1:] {
		if _, rest, ok := strings.Cut(part, `aria-label="`); ok {
			label, _, _ := strings.Cut(rest, `"`)
			out = append(out, label)
		}
	}
	return strings.Join(out, "\n")
}

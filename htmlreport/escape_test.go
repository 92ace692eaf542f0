package htmlreport

import (
	"encoding/json"
	"encoding/xml"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/runner"
)

// TestHostStringsAreEscaped renders a report (as a file could hold it,
// whoever wrote it) whose host name, version, command, reasons, diffs
// and checks carry markup, ESC sequences, NUL and bidi controls: the page
// and the badge show them as text, and hold none of those characters.
func TestHostStringsAreEscaped(t *testing.T) {
	const evil = "<script>alert(1)</script>\x1b[2J\x1b]0;t\x07\x00\u202e\r\n&amp;"
	file := runner.ReportFile{
		Format:  runner.ReportFormat,
		Suite:   runner.ReportSuite{Name: "rfc005-lanes", Version: runner.Version},
		Host:    runner.ReportHost{Name: "host " + evil, Version: "1 " + evil, Command: "cmd " + evil},
		Vectors: runner.ReportVectors{Digest: "sha256:" + strings.Repeat("0", 64), Cases: 1},
		Summary: runner.ReportSummary{Observations: 2, Fail: 1, Error: 1},
		Results: []runner.ReportResult{
			{Case: "text/plain", Family: "text", Lane: "push", Verdict: "fail", Level: "must", Gating: true, Spec: []string{"SPEC " + evil},
				Reason: "reason " + evil, Diff: "-want\n+got " + evil, Checks: []runner.ReportCheck{{Class: "content", What: "what " + evil}}},
			{Case: "text/plain", Family: "text", Lane: "channel", Verdict: "error", Level: "must", Gating: true, Spec: []string{"SPEC"},
				Reason: "the host said " + evil},
		},
	}
	data, err := json.Marshal(file)
	if err != nil {
		t.Fatal(err)
	}
	page, err := Render([][]byte{data})
	if err != nil {
		t.Fatal(err)
	}
	badge := CoverageBadge(file.Host.Name, 0.5, 9, 9)
	for name, out := range map[string]string{"page": string(page), "badge": badge} {
		for _, bad := range []string{"\x1b", "\x00", "\x07", "\r", "\u202e", "<script>alert"} {
			if strings.Contains(out, bad) {
				t.Errorf("the %s holds %q", name, bad)
			}
		}
	}
	for _, want := range []string{
		`host &lt;script&gt;alert(1)&lt;/script&gt;\x1b[2J\x1b]0;t\x07\x00\u202e\r\n&amp;amp;`,
		`reason &lt;script&gt;alert(1)&lt;/script&gt;\x1b[2J`,
		"got &lt;script&gt;alert(1)&lt;/script&gt;\\x1b[2J\\x1b]0;t\\x07\\x00\\u202e\\r\n&amp;amp;",
		`the host said &lt;script&gt;`,
	} {
		if !strings.Contains(string(page), want) {
			t.Errorf("the page does not show %q", want)
		}
	}
	if err := xml.Unmarshal([]byte(badge), new(struct{})); err != nil {
		t.Errorf("the badge is not XML: %v\n%s", err, badge)
	}
}

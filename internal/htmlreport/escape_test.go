package htmlreport

import (
	"encoding/json"
	"encoding/xml"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/reportfile"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
)

// TestHostStringsAreEscaped renders a report (as a file could hold it,
// whoever wrote it) whose host name, version, command and label, reasons,
// diffs, checks, causes, gate line and links carry markup, ESC sequences,
// NUL and bidi controls: the page and the badge show them as text, and
// hold none of those characters; a link is never a script.
func TestHostStringsAreEscaped(t *testing.T) {
	t.Parallel()
	const evil = "<script>alert(1)</script>\x1b[2J\x1b]0;t\x07\x00\u202e\r\n&amp;"
	file := reportfile.File{
		Format: reportfile.Format,
		Suite:  reportfile.Suite{Name: "rfc005-lanes", Version: runner.Version},
		Host:   reportfile.Host{Name: "host " + evil, Version: "1 " + evil, Command: "cmd " + evil, Label: "label " + evil},
		Gate:   &reportfile.Gate{Exit: 1, Line: "gate " + evil},
		Causes: []reportfile.Cause{{Key: "key " + evil, Words: "words " + evil, Class: "class " + evil, Count: 2,
			Lanes: []string{"lane " + evil}, Examples: []reportfile.Example{{Case: "case " + evil, Lane: "push"}}}},
		Vectors: reportfile.Vectors{Digest: "sha256:" + strings.Repeat("0", 64), Cases: 1},
		Summary: reportfile.Summary{Observations: 2, Fail: 1, Error: 1},
		Results: []reportfile.Result{
			{Case: "text/plain", Family: "text", Lane: "push", Verdict: "fail", Level: "must", Gating: true, Spec: []string{"SPEC " + evil},
				Reason: "reason " + evil, Diff: "-want\n+got " + evil, Cause: "key " + evil, Link: `"><script>alert(1)</script>` + evil,
				Checks: []reportfile.Check{{Class: "content " + evil, What: "what " + evil, Clause: "clause " + evil, Level: "level " + evil}}},
			{Case: "text/plain", Family: "text", Lane: "channel", Verdict: "error", Level: "must", Gating: true, Spec: []string{"SPEC"},
				Reason: "the host said " + evil, Cause: "key " + evil, Link: "javascript:alert(1)"},
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
	pageHolds(t, string(page),
		`host &lt;script&gt;alert(1)&lt;/script&gt;\x1b[2J\x1b]0;t\x07\x00\u202e\r\n&amp;amp;`,
		`what &lt;script&gt;alert(1)&lt;/script&gt;\x1b[2J`, // the checks, not the reason that repeats them
		"got &lt;script&gt;alert(1)&lt;/script&gt;\\x1b[2J\\x1b]0;t\\x07\\x00\\u202e\\r\n&amp;amp;",
		`the host said &lt;script&gt;`,
		`label &lt;script&gt;alert(1)&lt;/script&gt;\x1b[2J`,
		`gate &lt;script&gt;alert(1)&lt;/script&gt;\x1b[2J`,
		`words &lt;script&gt;alert(1)&lt;/script&gt;\x1b[2J`,
		`lane &lt;script&gt;alert(1)&lt;/script&gt;\x1b[2J`,
		`case &lt;script&gt;alert(1)&lt;/script&gt;\x1b[2J`,
		`content &lt;script&gt;alert(1)&lt;/script&gt;\x1b[2J`,
		`clause &lt;script&gt;alert(1)&lt;/script&gt;\x1b[2J`,
		`LEVEL &lt;SCRIPT&gt;ALERT(1)&lt;/SCRIPT&gt;\X1B[2J`,
		`href="%22%3e%3cscript%3ealert%281%29%3c/script%3e`,
		`href="#ZgotmplZ"`,
		`data-c="0"`,
	)
	if err := xml.Unmarshal([]byte(badge), new(struct{})); err != nil {
		t.Errorf("the badge is not XML: %v\n%s", err, badge)
	}
}

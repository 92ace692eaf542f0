package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRunProfileMCP: rfc005 run --profile mcp scores the cases whose
// input is valid MCP on the two tool-result lanes, and says the profile in
// its first line, its score line, the JSON report and the badge.
func TestRunProfileMCP(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	badge, report := filepath.Join(dir, "b.svg"), filepath.Join(dir, "r.json")
	code, stdout, stderr := runRFC005(t, "", "--profile", "mcp", "--case", "text/*", "--badge", badge, "--json", report)
	wantExit(t, code, 0, stdout, stderr)
	lines := strings.Split(stdout, "\n")
	if !strings.HasPrefix(lines[0], "rfc005-lanes 0.1.0 · mcp profile · host rfc005-reference ") {
		t.Errorf("first line %q does not say the profile", lines[0])
	}
	if !strings.Contains(stdout, "\nmcp profile: normative ") || !strings.Contains(stdout, " on 2 of 2 lanes (") {
		t.Errorf("the score line does not say the profile, on the two tool-result lanes:\n%s", stdout)
	}
	data, err := os.ReadFile(badge)
	if err != nil || !strings.Contains(string(data), `aria-label="rfc005-reference · mcp profile: normative 100%"`) {
		t.Errorf("badge %s (%v)", data, err)
	}
	data, err = os.ReadFile(report)
	if err != nil || !strings.Contains(string(data), `"profile": "mcp"`) {
		t.Errorf("the JSON report does not say the profile (%v)", err)
	}
}

// TestRunProfileUsageErrors: an unknown profile, and a lane the mcp
// profile never scores, are usage errors that say what to write.
func TestRunProfileUsageErrors(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--profile", "mcp-client"}, `rfc005 run: --profile "mcp-client": want full or mcp (rfc005 run -h lists the flags)`},
		{[]string{"--profile", "mcp", "--lanes", "tool-result/live,push"}, "rfc005 run: --lanes push: the mcp profile scores tool-result/live and tool-result/stored only; leave the lane out, or score the full profile (rfc005 run -h lists the flags)"},
	} {
		code, stdout, stderr := runRFC005(t, "", tc.args...)
		if code != 2 || stdout != "" || strings.TrimSpace(stderr) != tc.want {
			t.Errorf("rfc005 run %q: exit %d, stdout %q, stderr %q; want exit 2 and %q", tc.args, code, stdout, stderr, tc.want)
		}
	}
}

package main

import (
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/wronghost"
)

// TestRunSaysRejections pins what `rfc005 run` prints of a host that
// rejects input that is not valid MCP (an MCPL reference, without
// resource): a line naming the rejections before the scores, their count
// on the scores line, and a gate that fails because nothing was scored,
// saying so, never a pass.
func TestRunSaysRejections(t *testing.T) {
	t.Parallel()
	code, stdout, stderr := runAgainst(t, wronghost.RejectsEverything(), "--case", "references/http-stub")
	for _, want := range []string{
		"\nRejected as invalid MCP: 4 observations of 1 case, not scored and never gating (the input is not valid MCP); e.g. references/http-stub on tool-result/live: " + wronghost.RejectsWhy + ";",
		" · skipped 0 · rejected 4\n",
		"NOTHING   this run scored 0 of 4 observations (every one rejected as invalid MCP): a run that scores nothing never passes, whatever the flags; the host rejected every input it was asked as invalid MCP (4 observations, neither passed nor failed): select cases whose input is valid MCP (--profile mcp)\n",
	} {
		if !strings.Contains(stdout, want) {
			t.Errorf("stdout does not say %q:\n%s", want, stdout)
		}
	}
	if code != 1 || strings.Contains(stdout, "host error") || strings.Contains(stdout, "\nERRORS ") {
		t.Errorf("exit %d; want 1, and no error:\n%s\nstderr: %s", code, stdout, stderr)
	}
}

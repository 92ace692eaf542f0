package compare

import (
	"errors"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/rawanswer"
)

// TestRejection pins how the judge scores a host's rejection of the input
// (adapters.Rejection): on a case whose input is not valid MCP, the
// verdict rejected, no check failed, the host's reason shown and no
// cause; on one whose input is valid MCP, a failure with one kind check
// of a MUST clause saying so. A rejection without a reason, and an error
// that is no rejection, stay errors.
func TestRejection(t *testing.T) {
	t.Parallel()
	const why = "content[0].resource: Required"
	invalid := caseWith(t, adapters.ToolResultLive, `{"blocks":[{"type":"text","text":"a"}]}`)
	valid := caseWith(t, adapters.ToolResultLive, `{"blocks":[{"type":"text","text":"a"}]}`)
	valid.MCP = true

	r := Check(invalid, adapters.ToolResultLive, adapters.Observation{}, adapters.Reject(why))
	if r.Verdict != Rejected || !r.Rejected || r.Reason != why || len(r.Findings) != 0 || !r.Cause.IsZero() || r.Leak || r.Diff != "" {
		t.Errorf("a rejection of invalid MCP: %+v; want the verdict rejected, the reason %q, no check, no cause", r, why)
	}
	if got, want := r.String(), "family/case on tool-result/live: rejected: "+why; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}

	r = Check(valid, adapters.ToolResultLive, adapters.Observation{}, adapters.Reject(why))
	if r.Verdict != Fail || !r.Rejected || len(r.Findings) != 1 || r.Diff != "" {
		t.Fatalf("a rejection of valid MCP: %+v; want a failure with one check and no diff, marked rejected", r)
	}
	want := Finding{Class: ClassKind, What: "the host rejected valid MCP input: " + why, Clause: "SPEC 4 lane by lane"}
	if f := r.Findings[0]; f != want || f.LevelIn("should") != "must" {
		t.Errorf("the check: %+v at level %s; want %+v at level must", f, f.LevelIn("should"), want)
	}
	if got := r.Cause.String(); got != "the host rejects input that is valid MCP" {
		t.Errorf("the cause says %q", got)
	}
	// The check is one line: a reason laid out on many (an SDK's
	// validation error) has each run of white space a space.
	r = Check(valid, adapters.ToolResultLive, adapters.Observation{}, adapters.Reject("content[0]:\n\t  resource: Required\n"))
	if len(r.Findings) != 1 {
		t.Fatalf("a reason of many lines: checks %v, want one", r.Findings)
	}
	if got, want := r.Findings[0].What, "the host rejected valid MCP input: content[0]: resource: Required"; got != want {
		t.Errorf("a reason of many lines: the check says %q, want %q", got, want)
	}

	for _, tt := range []struct {
		name string
		err  error
		want string
	}{
		{"blank_reason", adapters.Reject(" "), "the host rejected the input without saying why (a rejection's reason must be text other than whitespace)"},
		{"an_error", errors.New("host error: " + why), "host error: " + why},
	} {
		for _, c := range []bool{false, true} {
			invalid.MCP = c
			if r := Check(invalid, adapters.ToolResultLive, adapters.Observation{}, tt.err); r.Verdict != Error || r.Rejected || r.Reason != tt.want {
				t.Errorf("%s, MCP %t: %s %q; want an error %q", tt.name, c, r.Verdict, r.Reason, tt.want)
			}
		}
	}
}

// TestRejectionLeaks pins that a rejection is searched for hidden strings
// as every answer is, before it is scored: one that quotes a hidden uri is
// a failure with a leak check, on a case whose input is not valid MCP
// too, and its reason shows the uri masked. A rejection that quotes no
// hidden string is no leak.
func TestRejectionLeaks(t *testing.T) {
	t.Parallel()
	const secret = "https://files.example/report.pdf?sig=SECRET-TOKEN-1"
	for _, mcp := range []bool{false, true} {
		c := caseWith(t, adapters.Push, `{"blocks":[{"type":"text","text":"a"}]}`, secret)
		c.MCP = mcp
		for name, err := range map[string]error{
			"in_process": adapters.Reject("invalid uri " + secret),
			"answer_line": rawanswer.With(adapters.Reject("invalid uri"),
				[]byte(`{"seq":1,"rejected":"invalid uri","debug":"`+strings.ToUpper(secret)+`"}`)),
		} {
			r := Check(c, adapters.Push, adapters.Observation{}, err)
			if r.Verdict != Fail || !r.Leak || !r.Has(ClassLeak) {
				t.Errorf("MCP %t, %s: %s, leak %t, checks %v; want a failure with a leak check", mcp, name, r.Verdict, r.Leak, r.Findings)
			}
			if len(r.Findings) > 0 && !strings.HasPrefix(r.Findings[0].What, "the host's rejection of the input shows the hidden string ") {
				t.Errorf("MCP %t, %s: the leak check says %q", mcp, name, r.Findings[0].What)
			}
			if s := r.String() + r.Reason; strings.Contains(s, "SECRET-TOKEN-1") || strings.Contains(s, "secret-token-1") {
				t.Errorf("MCP %t, %s: the result shows the secret:\n%s", mcp, name, s)
			}
		}
		r := Check(c, adapters.Push, adapters.Observation{}, adapters.Reject("invalid uri"))
		if r.Leak || r.Has(ClassLeak) {
			t.Errorf("MCP %t: a rejection quoting nothing hidden leaks: %v", mcp, r.Findings)
		}
	}
}

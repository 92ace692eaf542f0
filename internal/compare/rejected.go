package compare

import (
	"errors"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/leak"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// The kinds of a rejection's cause: a host that rejects input that is
// valid MCP shows a rejection where SPEC shows the input.
const (
	kindValidMCP = "valid-mcp"
	kindRejected = "rejected"
)

// rejectedWords is the start of the failed check of a rejection of valid
// MCP input; the host's reason follows it.
const rejectedWords = "the host rejected valid MCP input: "

// rejectedCheck scores why, the reason a host gave for rejecting case c's
// input on lane (adapters.Rejection), err being the error that carries
// it. The leak search reads the answer first, as for every answer: the
// bytes the host wrote for it (rawanswer.Error), or the reason
// itself for a host in process. Then the rejection is the verdict
// Rejected when c's input is not valid MCP (c.MCP false): no check
// failed, Reason the host's reason, no cause. It is a failure when c's
// input is valid MCP, one kind check citing SPEC 4 lane by lane, or when
// the answer showed a hidden string, a leak check, which no baseline
// excuses. Every hidden string the reason shows is masked.
func rejectedCheck(c *vectors.Case, p *prepared, lane adapters.Lane, why string, err error) Result {
	r := Result{Case: c.ID, Lane: lane, Rejected: true}
	hays := []*leak.Haystack{leak.TextHaystack(why)}
	if raw := answerOf(err); raw != nil {
		hays = leak.RawHaystacks(raw)
	}
	var fs findings
	if !p.hidden.Empty() {
		if hit, found := p.hiddenOn(lane).Find(hays); found {
			r.Leak = true
			fs.add(p.leakPlace(hit), ClassLeak, "the host's rejection of the input %s", p.leakReason(hit))
			why = leak.MaskText(why, p.hiddenOn(lane).Shown(hays))
		}
		why = maskReason(p, lane, why)
	}
	r.Reason = Excerpt(why, MaxReason)
	if c.MCP {
		at := place{clause: clauseLanes, want: kindValidMCP, got: kindRejected}
		fs.add(at, ClassKind, "%s%s", rejectedWords, strings.Join(strings.Fields(why), " "))
	}
	if len(fs) == 0 {
		r.Verdict = Rejected
		return r
	}
	r.Verdict, r.Findings, r.Cause = Fail, fs.list(nil), fs.cause()
	return r
}

// rejection returns the reason of err when it is a host's rejection
// (adapters.Rejection) that says why: a rejection with a blank reason is
// scored as the error it is.
func rejection(err error) (string, bool) {
	var r *adapters.Rejection
	if !errors.As(err, &r) {
		return "", false
	}
	return r.Reason, strings.TrimSpace(r.Reason) != ""
}

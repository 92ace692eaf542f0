package adapters

import (
	"strings"
)

// Rejection is a host's refusal of an input it does not take as valid
// MCP, as its MCP SDK reads it (adapters/PROTOCOL.md, "Rejected input"):
// an answer, not a failure to observe. Observe returns it as its error,
// so the Host interface stays one method for every answer: a program
// over the protocol answers {"seq":n,"rejected":"why"} and the
// subprocess adapter returns it (wrapped in an error that keeps the
// answer line, for the leak search); a host in Go returns
// Reject(why). The judge scores it as the verdict rejected on a case
// whose input is not valid MCP (vectors.Case.MCP false), and as a
// failure on one whose input is; a host is never restarted for one. A
// driver tells one from another error with errors.As(err, &rej), rej a
// *Rejection.
type Rejection struct {
	// Reason is the host's why, as it said it: non-empty text.
	Reason string
}

// Error says that the host rejected the input, and its reason.
func (r *Rejection) Error() string {
	if strings.TrimSpace(r.Reason) == "" {
		return "the host rejected the input without saying why (a rejection's reason must be text other than whitespace)"
	}
	return "the host rejected the input: " + r.Reason
}

// Reject returns the error an Observe returns to reject its input as
// invalid MCP, why saying what is wrong with it, as the host's SDK
// says it:
//
//	if !valid(input) {
//		return adapters.Observation{}, adapters.Reject("content[0].resource: required")
//	}
func Reject(why string) error { return &Rejection{Reason: why} }

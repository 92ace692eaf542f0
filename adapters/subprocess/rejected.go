package subprocess

import (
	"fmt"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// Why a rejection is read apart: it is an answer, judged like an
// observation, which costs no restart: TestRejectionIsAnAnswer,
// TestReadAnswer.

// rejection reads raw, the "rejected" member of the answer line l: the
// host's reason, a string with a character other than whitespace, as an
// adapters.Rejection; any other value breaks the protocol, an error that
// costs the observation and keeps the host.
func rejection(raw, l []byte) error {
	v, err := esjson.Parse(raw)
	if err == nil {
		if why, ok := v.Str(); ok && strings.TrimSpace(why) != "" {
			return &adapters.Rejection{Reason: why}
		}
	}
	return fmt.Errorf(`the answer's "rejected" is not a reason: want a string that says why the input is not valid MCP, got %s: %s`, quoteLine(raw), quoteLine(l))
}

// otherThanRejection names what an answer holds beside its rejection.
func otherThanRejection(a answer) string {
	if a.err != nil {
		return "error"
	}
	return a.want
}

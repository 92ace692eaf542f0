// Package reference is the suite's reference host: the rules of SPEC.md for
// MCP's embedded resource on every RFC-005 lane, read as code. A host under
// test is scored against what it observes, and a Go host can compare its
// own answers with it before it runs the suite.
//
// Observe answers one input on one lane, in the protocol's form
// (adapters/PROTOCOL.md); New attaches the same reading to the suite as a
// host that serves every lane in this process:
//
//	obs, err := reference.Observe(adapters.Push, []byte(`{"content":[
//	  {"type":"resource","resource":{"uri":"memo://n","mimeType":"text/markdown","text":"# notes"}}]}`))
//	// obs.Blocks: one text block, "# notes"
//
//	report := runner.Run(ctx, reference.New(), corpus, runner.Selection{})
package reference

import (
	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
)

// Name and Version are the reference host's identity, as its hello and the
// reports give it.
const (
	Name    = refhost.Name
	Version = refhost.Version
)

// Observe returns what the reference shows for input, a lane's JSON input
// as the protocol sends it, on lane; an error says why input is no input
// of that lane (it is not JSON, say, or nests deeper than SPEC reads).
func Observe(lane adapters.Lane, input []byte) (adapters.Observation, error) {
	return refhost.Observe(lane, input)
}

// New returns the reference host, serving every lane in this process,
// through the adapters.Host interface every host is seen through. It is
// an adapters.Dereferencer too: it fetches MCPL references on request
// and keeps their registry (SPEC section 11).
func New() adapters.Host { return refhost.New(fault.None) }

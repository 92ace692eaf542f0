// Package adapters defines the one interface every host under test is seen
// through, the lanes of SPEC section 1, and the inputs and observations of
// the adapter protocol (adapters/PROTOCOL.md).
//
// The steps and the runner hold a Host and never know whether it is the
// in-process reference (reference.New) or a program in another
// language speaking the protocol:
//
//	h := reference.New()
//	defer h.Close()
//	obs, err := h.Observe(ctx, adapters.Push, adapters.Input(`{"content":[{"type":"resource","resource":{"uri":"memo://n","text":"# notes"}}]}`))
//
// obs.Blocks then holds one text block, "# notes" (the package's Example).
// A program in any language is attached with
// subprocess.New(ctx, []string{"python3", "host.py"}, subprocess.Options{})
// (package adapters/subprocess), and several of one behind a single Host
// with pool.New (package adapters/pool).
package adapters

import "context"

// Host is a host under test: it shows one input on one lane at a time.
type Host interface {
	// Identity names the host and its version, as its hello said.
	Identity() Identity
	// Lanes lists the lanes the host serves. Observing another lane gives
	// an Observation with Unsupported set.
	Lanes() []Lane
	// Observe shows input on lane, as the model (or a script, the render
	// check or the guard) would see it. An error means the host could not
	// observe: the case is scored as an error, never as a pass. An error
	// that is a Rejection (Reject) is the host refusing input that is
	// not valid MCP: an answer, scored as the verdict rejected on such
	// input and as a failure on valid MCP.
	Observe(ctx context.Context, lane Lane, input Input) (Observation, error)
	// Close releases the host. Observe must not be called after it.
	Close() error
}

// Identity is a host's name and version.
type Identity struct {
	Name    string `json:"name"`
	Version string `json:"version"`
}

// Input is the raw JSON text of one case's input: an object holding either
// "content" (a content array, usable on every lane) or "data" (a tool's
// structured data: the tool-result lanes, script and guard). It is kept as
// the vector's own bytes so that a lone-surrogate escape reaches a host as
// written, never decoded and re-encoded.
type Input []byte

// Package casehost gives tests a host that records what a driver tells it:
// where each case begins (adapters.CaseStarter) and each lane it observes,
// in order, so that a test can check that runner, the pool and the
// conformance suite announce every case before its lanes.
//
//	h := casehost.New(reference.New())
//	// ... run cases on h ...
//	h.Calls() // ["case image/png-blob", "push", "channel", ...]
package casehost

import (
	"context"
	"slices"
	"sync"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
)

// Host is a host that records its calls and passes each Observe on to the
// host it wraps. It is safe for concurrent use.
type Host struct {
	adapters.Host
	mu    sync.Mutex
	calls []string
}

// New returns a Host wrapping h.
func New(h adapters.Host) *Host { return &Host{Host: h} }

var _ adapters.CaseStarter = (*Host)(nil)

// StartCase records "case " and id.
func (h *Host) StartCase(id string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.calls = append(h.calls, "case "+id)
}

// Observe records the lane, then observes it on the wrapped host.
func (h *Host) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	h.mu.Lock()
	h.calls = append(h.calls, string(lane))
	h.mu.Unlock()
	return h.Host.Observe(ctx, lane, in)
}

// Calls returns a copy of the calls so far, in order: "case ID" for each
// StartCase, the lane for each Observe.
func (h *Host) Calls() []string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return slices.Clone(h.calls)
}

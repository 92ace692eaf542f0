package wronghost

import (
	"context"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
)

// RejectsWhy is the reason RejectsEverything gives for every input.
const RejectsWhy = "content: Invalid input: expected a valid MCP CallToolResult"

// RejectsEverything returns a host that declares the reference's lanes and
// rejects every input as invalid MCP (adapters.Reject, with RejectsWhy),
// as a host built on an MCP SDK does the input its SDK refuses: right on
// a case whose input is not valid MCP (the verdict rejected), wrong on
// one whose input is (a failure). It is not in the Gallery: whether it
// fails the gate depends on the cases' MCP, which the tests set.
func RejectsEverything() adapters.Host { return rejectsEverything{ref()} }

type rejectsEverything struct{ adapters.Host }

func (rejectsEverything) Observe(context.Context, adapters.Lane, adapters.Input) (adapters.Observation, error) {
	return adapters.Observation{}, adapters.Reject(RejectsWhy)
}

package differential

import (
	"slices"
	"sync"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/derive"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// inputState is what checking an input reads of it on every lane, read
// once: its JSON text parsed for the reference, read for derive, and its
// hidden strings and content prepared for compare.
type inputState struct {
	text   string   // a copy of the input, to know it again
	hidden []string // a copy of its hidden strings
	// root is the input parsed as the reference parses it; rootErr says
	// why it did not parse.
	root     esjson.Value
	rootErr  error
	derive   *derive.Input
	prepared *compare.Prepared // of a case expecting nothing yet
}

// recentInputs is how many inputs recent keeps: enough for an input to
// stay while two workers each check one on each of its lanes.
const recentInputs = 4

// recent holds the inputs checked last, the most recent first, so that an
// input checked on each of its lanes in turn is read once. It keeps a few
// and no more, so memory stays bounded however many inputs a run makes:
// compare.Check's own cache would keep thousands.
var recent struct {
	sync.Mutex
	inputs [recentInputs]*inputState
}

// stateOf returns input's state with hidden, read now or kept from a
// recent check.
func stateOf(input adapters.Input, hidden []string) *inputState {
	recent.Lock()
	for i, s := range recent.inputs {
		if s != nil && s.text == string(input) && slices.Equal(s.hidden, hidden) {
			copy(recent.inputs[1:i+1], recent.inputs[:i])
			recent.inputs[0] = s
			recent.Unlock()
			return s
		}
	}
	recent.Unlock()
	s := readInput(input, hidden)
	recent.Lock()
	copy(recent.inputs[1:], recent.inputs[:recentInputs-1])
	recent.inputs[0] = s
	recent.Unlock()
	return s
}

// readInput reads input with hidden for checking on any lane.
func readInput(input adapters.Input, hidden []string) *inputState {
	s := &inputState{hidden: slices.Clone(hidden)}
	s.text, s.root, s.rootErr = refhost.ParseInputText(input) // the reference's copy of the text
	s.derive = derive.Read(input)
	s.prepared = compare.PrepareParsed(&vectors.Case{ID: caseID, Input: input, Hidden: s.hidden}, s.root, s.rootErr)
	return s
}

// caseID is the id of the case an input is checked as.
const caseID = "fuzz/input"

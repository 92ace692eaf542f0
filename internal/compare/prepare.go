package compare

import (
	"slices"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/leak"
	"github.com/rfc005-lanes/rfc005-lanes/internal/memo"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// Prepared is a case made ready to be checked: the forms of its hidden
// strings and its input's content, which cost more to build than a
// comparison, built once for every lane and observation it is checked
// against.
//
// Check prepares the cases it is given and keeps them, for the corpora a
// process scores again and again; a caller that checks many fresh cases
// (a fuzzer, whose inputs can be megabytes each) prepares each itself and
// keeps nothing once it is done with it:
//
//	p := compare.Prepare(c)
//	for _, lane := range lanes {
//		r := p.Check(lane, obs[lane], nil)
//	}
type Prepared struct {
	c *vectors.Case
	s *prepared
}

// prepared is what Check reads of a case on every lane: the forms of its
// hidden strings and its input's content.
type prepared struct {
	hidden  *leak.Set
	content []string
	// listed are the strings of the case's hidden list that SPEC does not
	// withhold (secret.go): content, which no lane may show all the same.
	listed []string
	// tops are the content strings of each element of the input's
	// content array (topContents).
	tops [][]string
	// leaks is, for each hidden string, what it is in the input and the
	// clause that hides it: the place of its leak check.
	leaks map[string]place
	// rfc is what the checks of a case of MCPL's RFC-005 vectors read of
	// its input; nil for every other case.
	rfc *rfcFacts
	// fields are what the field-rule check reads of the input.
	fields *refFacts
	// in is what the input's blocks are, at any depth; nil when the
	// input is not JSON.
	in *inputParts
	// allow says, for a lane, how often and where that lane may show the
	// uris SPEC hides elsewhere but shows there itself (spechidden.go);
	// nil where it may show none.
	allow map[adapters.Lane]*leak.Allowance
}

// hiddenOn returns the case's hidden strings as searched on lane.
func (p *prepared) hiddenOn(lane adapters.Lane) *leak.Set { return p.hidden.On(p.allow[lane]) }

// Prepare returns c ready to be checked, without the cache Check keeps.
// The case must not change while it is checked.
func Prepare(c *vectors.Case) *Prepared {
	input, err := esjson.Parse(c.Input)
	return PrepareParsed(c, input, err)
}

// PrepareParsed is Prepare for a caller that has parsed the case's input
// already: input and err must be what esjson.Parse(c.Input) returns.
func PrepareParsed(c *vectors.Case, input esjson.Value, err error) *Prepared {
	p := &prepared{}
	if err != nil {
		p.hidden = leak.NewSet(c.Hidden)
		return &Prepared{c: c, s: p}
	}
	p.content, p.tops = contentOf(input), topContents(input)
	p.in = walkInput(input)
	p.fields = newRefFacts(p.in, input)
	// Only what SPEC withholds is a secret (secret.go); the rest of the
	// list is content, looked for as it came (checkUnshown).
	var secrets []string
	secrets, p.listed = splitHidden(p.in, newSecretParts(input, c.Lanes()), c.Hidden)
	spec := p.in.specURIs(secrets)
	var want map[adapters.Lane]adapters.Observation
	if c.Vector != nil || len(spec) > 0 { // what the reference shows, only when read
		want = referenceObservations(input)
	}
	if c.Vector != nil {
		p.rfc = newRFCFacts(c, p.fields, input, want)
	}
	spec = append(spec, p.in.escapedOf(append(slices.Clone(secrets), spec...))...)
	hidden := append(secrets, spec...)
	p.hidden = leak.NewSet(hidden)
	p.allow = p.hidden.Allowances(spec, want, p.in.freeOn(spec, want))
	p.leaks = hiddenWhat(p.in, hidden)
	return &Prepared{c: c, s: p}
}

// Expecting returns a case like p's, with the same id, input and hidden
// strings, expecting want of lane and nothing of any other lane, prepared
// already: what p prepared is shared, not built again.
func (p *Prepared) Expecting(lane adapters.Lane, want vectors.Expectation) *Prepared {
	c := *p.c
	c.Expect = map[adapters.Lane]vectors.Expectation{lane: want}
	return &Prepared{c: &c, s: p.s}
}

// Check is Check of p's case.
func (p *Prepared) Check(lane adapters.Lane, obs adapters.Observation, err error) Result {
	return check(p.c, p.s, lane, obs, err)
}

// preparedCases caches prepared by case, for the few corpora a process
// scores again and again (a mutation run scores one corpus a hundred
// times). It is bounded: past maxPrepared cases, or past maxPreparedBytes
// of hidden strings' forms (leak.Set.Size), it starts afresh; a case
// whose forms take more than that alone is prepared for each lane.
var preparedCases = memo.NewSizedMap[preparedKey, *prepared](maxPrepared, maxPreparedBytes)

const (
	maxPrepared      = 4096
	maxPreparedBytes = 64 << 20
)

// preparedKey names a case by its address and the slices Check reads, so a
// case whose hidden strings or input are replaced is prepared again.
type preparedKey struct {
	c      *vectors.Case
	hidden *string
	nHid   int
	input  *byte
	nIn    int
}

// prepare returns c's prepared state from the cache, building it on the
// first call.
func prepare(c *vectors.Case) *prepared {
	k := preparedKey{c: c, nHid: len(c.Hidden), nIn: len(c.Input)}
	if len(c.Hidden) > 0 {
		k.hidden = &c.Hidden[0]
	}
	if len(c.Input) > 0 {
		k.input = &c.Input[0]
	}
	p, ok := preparedCases.Get(k)
	if ok {
		return p
	}
	p = Prepare(c).s
	preparedCases.PutSized(k, p, p.hidden.Size())
	return p
}

// CachedCases returns how many cases Check keeps prepared (at most 4,096),
// so that a caller that prepares its own cases can check it adds none.
func CachedCases() int {
	return preparedCases.Len()
}

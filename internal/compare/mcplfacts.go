package compare

import (
	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost"
	"github.com/rfc005-lanes/rfc005-lanes/internal/rfcvec"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// rfcFacts is what the checks of a case of MCPL's RFC-005 vectors read of
// its input, built once for every lane.
type rfcFacts struct {
	v *vectors.RFCVector
	*refFacts
	// texts are the input's text members, which a lane shows verbatim.
	texts []string
	// invalid are the uris of resource blocks with a top-level string
	// uri that are no MCPL reference (too long to be one).
	invalid []string
	// want is what the reference host shows on each lane: how many stubs
	// and uri lines SPEC shows, and what it says.
	want map[adapters.Lane]adapters.Observation
	// bound is the display bound of the whole input (rfcvec.DisplayBound).
	bound int
}

// newRFCFacts reads the facts of case c, whose input parsed as input and
// shows as ref on each lane on the reference host.
func newRFCFacts(c *vectors.Case, fields *refFacts, input esjson.Value, ref map[adapters.Lane]adapters.Observation) *rfcFacts {
	f := &rfcFacts{v: c.Vector, refFacts: fields, want: map[adapters.Lane]adapters.Observation{}}
	eachString(input, []string{"text"}, func(t string) { f.texts = append(f.texts, t) })
	content, _ := input.Get("content")
	shown := 0
	for _, b := range content.Items() {
		if refhost.Classify(b).Kind == refhost.ShowsReference {
			continue
		}
		if typ, _ := b.GetString("type"); typ == "resource" {
			if uri, ok := b.GetString("uri"); ok && uri != "" {
				f.invalid = append(f.invalid, uri)
			}
		}
		eachString(b, []string{"text", "data", "blob", "mimeType"}, func(s string) { shown += len(s) })
	}
	f.bound = rfcvec.DisplayBound*max(1, len(f.refs)) + shown
	for _, lane := range rfcvec.Lanes() {
		if obs, ok := ref[lane]; ok {
			f.want[lane] = obs
		}
	}
	return f
}

// referenceCounts returns how many stubs and how many uri lines the
// reference host shows in obs, each a line in the reference profile's
// words (ProfileKind).
func referenceCounts(obs adapters.Observation) (stubs, lines int) {
	for _, line := range viewLines(obs) {
		switch ProfileKind(line) {
		case spec.MarkerReferenceStub:
			stubs++
		case spec.MarkerReferenceLine:
			lines++
		}
	}
	return stubs, lines
}

// laneShows reports whether obs shows the content: it is neither refused
// nor, on the render lane, anything but shown.
func laneShows(lane adapters.Lane, obs adapters.Observation) bool {
	return obs.Refused == "" && (lane != adapters.Render || obs.Render == adapters.RenderShown)
}

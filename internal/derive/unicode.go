package derive

import (
	"bytes"
	"slices"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/estext"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// readings returns what lane shows instead of own, obs's expectation, on
// the tables of later Unicode versions (SPEC 1 unicode version): for each
// version whose answer differs, obs with each stored image placeholder
// lower-cased on that version's tables, versions giving the same answer
// together, oldest first. An input holding no character whose properties
// differ between the versions (estext.UnicodeDiffers) has none.
func (in *Input) readings(lane adapters.Lane, obs adapters.Observation, own vectors.Expectation) ([]vectors.LaneReading, error) {
	if !in.differs {
		return nil, nil
	}
	var out []vectors.LaneReading
	for _, v := range estext.UnicodeVersions()[1:] {
		e, err := in.expectOn(lane, obs, v)
		if err != nil {
			return nil, err
		}
		if sameExpectation(lane, e, own) {
			continue
		}
		if i := slices.IndexFunc(out, func(r vectors.LaneReading) bool { return sameExpectation(lane, r.Expect, e) }); i >= 0 {
			out[i].Versions = append(out[i].Versions, v)
			continue
		}
		out = append(out, vectors.LaneReading{Versions: []string{v}, Expect: e})
	}
	return out, nil
}

// sameExpectation reports whether a and b are one expectation of lane, as
// a vector file writes them.
func sameExpectation(lane adapters.Lane, a, b vectors.Expectation) bool {
	ja, errA := AppendExpectation(nil, lane, a)
	jb, errB := AppendExpectation(nil, lane, b)
	return errA == nil && errB == nil && bytes.Equal(ja, jb)
}

// holdsDiffering reports whether any string of v (a member name or a
// value, at any depth) holds a character whose properties differ between
// the Unicode versions the suite knows.
func holdsDiffering(v esjson.Value) bool {
	differs := false
	esjson.Walk(v, struct{}{}, func(v esjson.Value, at esjson.Place, _ struct{}) (struct{}, bool) {
		s, _ := v.Str()
		differs = differs || at.Member() && estext.StringDiffers(at.Name) || estext.StringDiffers(s)
		return struct{}{}, !differs
	})
	return differs
}

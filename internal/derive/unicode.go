package derive

import (
	"bytes"
	"slices"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/estext"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// Readings returns what lane shows instead of Expect's expectation on the
// tables of later Unicode versions (SPEC 1 unicode version): for each
// version whose answer differs, obs with each stored image placeholder
// lower-cased on that version's tables, versions giving the same answer
// together, oldest first. An input holding no character whose properties
// differ between the versions (estext.UnicodeDiffers) has none.
func (in *Input) Readings(lane adapters.Lane, obs adapters.Observation) ([]vectors.LaneReading, error) {
	if in.err != nil || obs.Unsupported || !in.differs {
		return nil, nil
	}
	own, err := in.Expect(lane, obs)
	if err != nil {
		return nil, err
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

// CaseReadings returns a case's Unicode readings made of each lane's
// (Readings): one for each set of versions that show the same on every
// lane, oldest first, each holding the lanes that version shows otherwise.
func CaseReadings(lanes map[adapters.Lane][]vectors.LaneReading) []vectors.UnicodeReading {
	var out []vectors.UnicodeReading
	for _, v := range estext.UnicodeVersions()[1:] {
		expect := map[adapters.Lane]vectors.Expectation{}
		for lane, rs := range lanes {
			for _, r := range rs {
				if slices.Contains(r.Versions, v) {
					expect[lane] = r.Expect
				}
			}
		}
		if len(expect) == 0 {
			continue
		}
		if i := slices.IndexFunc(out, func(r vectors.UnicodeReading) bool { return sameExpectations(r.Expect, expect) }); i >= 0 {
			out[i].Versions = append(out[i].Versions, v)
			continue
		}
		out = append(out, vectors.UnicodeReading{Versions: []string{v}, Expect: expect})
	}
	return out
}

// sameExpectation reports whether a and b are one expectation of lane, as
// a vector file writes them.
func sameExpectation(lane adapters.Lane, a, b vectors.Expectation) bool {
	ja, errA := AppendExpectation(nil, lane, a)
	jb, errB := AppendExpectation(nil, lane, b)
	return errA == nil && errB == nil && bytes.Equal(ja, jb)
}

// sameExpectations reports whether a and b expect the same of the same
// lanes.
func sameExpectations(a, b map[adapters.Lane]vectors.Expectation) bool {
	if len(a) != len(b) {
		return false
	}
	for lane, e := range a {
		f, ok := b[lane]
		if !ok || !sameExpectation(lane, e, f) {
			return false
		}
	}
	return true
}

// holdsDiffering reports whether any string of v (a member name or a
// value, at any depth) holds a character whose properties differ between
// the Unicode versions the suite knows.
func holdsDiffering(v esjson.Value) bool {
	if s, ok := v.Str(); ok {
		for _, r := range s {
			if estext.UnicodeDiffers(r) {
				return true
			}
		}
		return false
	}
	for _, item := range v.Items() {
		if holdsDiffering(item) {
			return true
		}
	}
	for _, m := range v.Members() {
		if holdsDiffering(esjson.StringValue(m.Name)) || holdsDiffering(m.Value) {
			return true
		}
	}
	return false
}

package subprocess

import (
	"math/rand/v2"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// TestCountsAsTheDecoder holds countBlocks, countValues and outOfStep to
// the line decoded: on every line that is JSON, the items of the last
// observation's last "blocks" array, every value the text wrote
// (esjson.WalkWritten: an overwritten one was held in memory too), and
// whether the last seq, as written, is the request's; on a line that is
// not JSON, no blocks, and out of step. The lines are answerLines, mutated
// answers over small bounds, and random ones.
func TestCountsAsTheDecoder(t *testing.T) {
	t.Parallel()
	lines := answerLines()
	rng := rand.New(rand.NewPCG(9, 2026))
	const alphabet = "{}[]:,\"\\ 01tfn-e.xu\t\x01"
	for range 20_000 {
		b := []byte(`{"seq":3,"observation":{"blocks":[`)
		for range rng.IntN(60) {
			b = append(b, alphabet[rng.IntN(len(alphabet))])
		}
		lines = append(lines, b, append(b, "]}}"...))
	}
	h := &host{seq: 3}
	valid := 0
	for _, l := range lines {
		blocks, values, outOfStep := decoded(l, h.seq)
		if values < 0 {
			if got := countBlocks(l); got != -1 || !h.outOfStep(l) {
				t.Errorf("%s, not JSON: %d blocks, out of step %t; want -1, true", short(l), got, h.outOfStep(l))
			}
			continue
		}
		valid++
		if got, gotValues, gotStep := countBlocks(l), countValues(l), h.outOfStep(l); got != blocks || gotValues != values || gotStep != outOfStep {
			t.Errorf("%s: %d blocks, %d values, out of step %t; decoded: %d, %d, %t", short(l), got, gotValues, gotStep, blocks, values, outOfStep)
		}
	}
	t.Logf("%d lines, %d of them JSON", len(lines), valid)
	if valid < len(lines)/20 || valid > len(lines)*19/20 {
		t.Errorf("%d of %d lines are JSON: the lines are off balance", valid, len(lines))
	}
}

// decoded returns what the answer line l holds, decoded: the items of its
// observation's blocks (-1 for none), the values its text wrote, and
// whether its seq is not seq as written; values is -1 when l is not a JSON
// object.
func decoded(l []byte, seq int) (blocks, values int, outOfStep bool) {
	members, err := esjson.ParseObjectRaw(l)
	if err != nil {
		return -1, -1, true
	}
	v, _ := esjson.Parse(l)
	esjson.WalkWritten(v, struct{}{}, func(esjson.Value, esjson.Place, struct{}) (struct{}, bool) {
		values++
		return struct{}{}, true
	})
	blocks, outOfStep = -1, true
	for _, m := range members { // a name written twice: its last value
		switch m.Name {
		case "seq":
			outOfStep = !isSeq(m.Raw, seq)
		case "observation":
			obs, _ := esjson.Parse(m.Raw)
			if b, ok := obs.Get("blocks"); ok && b.Kind() == esjson.Array {
				blocks = len(b.Items())
			}
		}
	}
	return blocks, values, outOfStep
}

package derive

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// TestExpectWritesTheCorpus derives every corpus case's expectations from
// the reference and compares them with what the corpus's authors wrote:
// where the corpus agrees with the reference (the reference passes it), the
// derived expectation must be the same, markers, mentions and byte counts
// included, and so must the Unicode readings derived of each lane. Every
// derived expectation must pass the reference, and the derived cases must
// load as vectors.
func TestExpectWritesTheCorpus(t *testing.T) {
	t.Parallel()
	corpus, err := vectors.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	var derived []Vector
	deep := 0
	same, compared := 0, 0
	for _, c := range corpus.Cases {
		v := Vector{ID: c.ID, Title: c.Title, Spec: c.Spec, Level: c.Level, Security: c.Security, Tags: c.Tags,
			Input: c.Input, Hidden: c.Hidden, Expect: map[adapters.Lane]vectors.Expectation{}}
		for _, lane := range c.Lanes() {
			obs, err := refhost.Observe(lane, c.Input)
			if err != nil {
				t.Fatalf("%s on %s: %v", c.ID, lane, err)
			}
			got, err := Expect(lane, c.Input, obs)
			if err != nil {
				t.Errorf("%s on %s: %v", c.ID, lane, err)
				continue
			}
			v.Expect[lane] = got
			self := *c
			self.Expect = map[adapters.Lane]vectors.Expectation{lane: got}
			if r := compare.Check(&self, lane, obs, nil); r.Verdict != compare.Pass {
				t.Errorf("the reference fails the expectation derived from it:\n%s", r)
			}
			if r := compare.Check(c, lane, obs, nil); r.Verdict != compare.Pass {
				continue // the corpus and the reference differ: someone has a change to make
			}
			compared++
			w, g := normalized(t, lane, c.Expect[lane]), normalized(t, lane, got)
			if w != g {
				t.Errorf("%s on %s: derived\n  %s\nthe corpus writes\n  %s", c.ID, lane, g, w)
				continue
			}
			if w, g := readingsText(t, lane, c.Expect[lane].Later), readingsText(t, lane, got.Later); w != g {
				t.Errorf("%s on %s: derived the Unicode readings\n  %s\nthe corpus writes\n  %s", c.ID, lane, g, w)
				continue
			}
			same++
		}
		if esjson.Nesting(c.Input) > deepestWritten {
			deep++ // a vector file nests at most 10,000 levels: the corpus writes such inputs with $nest
			continue
		}
		derived = append(derived, v)
	}
	t.Logf("%d of %d expectations the reference passes are derived as the corpus writes them; %d cases nest too deeply to be written out", same, compared, deep)
	if compared < len(corpus.Cases) {
		t.Errorf("only %d expectations compared: the reference fails most of the corpus", compared)
	}

	data, err := File("derived", "the corpus, derived from the reference", rename(derived))
	if err != nil {
		t.Fatal(err)
	}
	schema, err := fs.ReadFile(vectors.BuiltinFS(), vectors.SchemaFile)
	if err != nil {
		t.Fatal(err)
	}
	fsys := fstest.MapFS{"derived.json": {Data: data}, vectors.SchemaFile: {Data: schema}}
	loaded, problems := vectors.Load(fsys, "derived")
	for _, p := range problems {
		t.Error(p)
	}
	if loaded != nil && len(loaded.Cases) != len(derived) {
		t.Errorf("%d derived cases load, want %d", len(loaded.Cases), len(derived))
	}
}

// normalized writes an expectation as a comparable JSON text: members in
// one order, and a stored copy's parts that hold no marker as the one text
// they join into (two ways to write the same expectation).
func normalized(t *testing.T, lane adapters.Lane, e vectors.Expectation) string {
	t.Helper()
	if e.Parts != nil {
		markers := false
		texts := make([]string, len(e.Parts))
		for i, p := range e.Parts {
			markers = markers || p.IsMarker()
			texts[i] = p.Text
		}
		if !markers {
			joined := strings.Join(texts, "\n")
			e.Parts, e.Text = nil, &joined
		}
	}
	raw, err := AppendExpectation(nil, lane, e)
	if err != nil {
		t.Fatal(err)
	}
	v, err := esjson.Parse(raw) // any depth: encoding/json stops at 10,000 levels
	if err != nil {
		t.Fatalf("%s: %v", raw, err)
	}
	return esjson.Marshal(esjson.Sorted(v))
}

// readingsText writes a lane's Unicode readings as comparable text.
func readingsText(t *testing.T, lane adapters.Lane, rs []vectors.LaneReading) string {
	t.Helper()
	var parts []string
	for _, r := range rs {
		parts = append(parts, strings.Join(r.Versions, ",")+": "+normalized(t, lane, r.Expect))
	}
	return strings.Join(parts, "\n  ")
}

// deepestWritten is the deepest input a derived vector file is written
// with here: a vector file nests at most 10,000 levels, the case and its
// file's own included.
const deepestWritten = 9_000

// rename puts every case in one family, as one vector file needs.
func rename(cases []Vector) []Vector {
	out := make([]Vector, len(cases))
	for i, c := range cases {
		c.ID = "derived/" + strings.ReplaceAll(c.ID, "/", "-")
		out[i] = c
	}
	return out
}

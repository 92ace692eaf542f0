package derive

import (
	"io/fs"
	"math/rand/v2"
	"slices"
	"testing"
	"testing/fstest"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/estext"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// imageInput is an embedded image of media type m (a JSON string's
// contents), with a data copy of it.
func imageInput(m string) adapters.Input {
	return adapters.Input(`{"content":[{"type":"resource","resource":{"uri":"memo://u","mimeType":"` + m + `","blob":"QUJD"}}]}`)
}

// TestReadings: a stored image placeholder whose media type holds a
// character read otherwise on later Unicode tables has a reading for each
// set of versions that read it alike; its mention stops before the
// character; no other lane, and no other input, has one.
func TestReadings(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, m string
		want    map[string]string // the stored text by versions
		mention string
	}{
		{"garay_capital", `image/x\ud803\udd50`, map[string]string{"16.0,17.0": "[image: image/x\U00010D70, 3B]"}, "image/x"},
		{"latin_addition", `IMAGE/\ua7dc`, map[string]string{"16.0,17.0": "[image: image/\u019b, 3B]"}, "image/"},
		{"new_combining_mark_after_sigma", `image/AΣ\u0897B`, map[string]string{"16.0,17.0": "[image: image/aσ\u0897b, 3B]"}, "image/a"},
		{"letter_no_longer_cased", `image/ʕΣ`, map[string]string{"17.0": "[image: image/ʕσ, 3B]"}, "image/"},
		{"two_changes", `image/ʕΣ;x=\ud803\udd50`, map[string]string{"16.0": "[image: image/ʕς;x=\U00010D70, 3B]", "17.0": "[image: image/ʕσ;x=\U00010D70, 3B]"}, "image/"},
		{"nothing_differs", `IMAGE/AΣ`, nil, "image/a"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			input := imageInput(tc.m)
			in := Read(input)
			got := map[string]string{}
			expect := map[adapters.Lane]vectors.Expectation{}
			for _, lane := range []adapters.Lane{adapters.ToolResultStored, adapters.Push} {
				obs, err := refhost.Observe(lane, input)
				if err != nil {
					t.Fatal(err)
				}
				want, err := in.Expect(lane, obs)
				if err != nil {
					t.Fatal(err)
				}
				if lane == adapters.ToolResultStored && !slices.Equal(want.Mentions, []string{tc.mention}) {
					t.Errorf("mentions %q, want %q", want.Mentions, tc.mention)
				}
				expect[lane] = want
				for _, r := range want.Later {
					if lane != adapters.ToolResultStored {
						t.Errorf("%s has a reading: %+v", lane, r)
						continue
					}
					got[joinVersions(r.Versions)] = *r.Expect.Text
					if r.Expect.Marker != "stored-image" || !slices.Equal(r.Expect.Mentions, want.Mentions) {
						t.Errorf("the reading %+v is not the placeholder %+v in other letters", r.Expect, want)
					}
				}
			}
			if len(got) != len(tc.want) {
				t.Fatalf("readings %q, want %q", got, tc.want)
			}
			for v, text := range tc.want {
				if got[v] != text {
					t.Errorf("Unicode %s: %+q, want %+q", v, got[v], text)
				}
			}
			if cr := (&vectors.Case{Expect: expect}).Unicode(); len(cr) != len(tc.want) {
				t.Errorf("UnicodeReadings = %+v", cr)
			}
		})
	}
}

// TestFileWritesReadings: derived readings written as a vector file load
// back as the case's, and the reference passes the case.
func TestFileWritesReadings(t *testing.T) {
	t.Parallel()
	input := imageInput(`image/ʕΣ;x=\ud803\udd50`)
	in := Read(input)
	v := Vector{ID: "derived/one", Title: "One", Spec: []string{"SPEC 1 unicode version"}, Input: input,
		Hidden: []string{"memo://u"}, Expect: map[adapters.Lane]vectors.Expectation{}}
	for _, lane := range []adapters.Lane{adapters.ToolResultStored, adapters.Push} {
		obs, err := refhost.Observe(lane, input)
		if err != nil {
			t.Fatal(err)
		}
		if v.Expect[lane], err = in.Expect(lane, obs); err != nil {
			t.Fatal(err)
		}
	}
	data, err := File("derived", "Derived", []Vector{v})
	if err != nil {
		t.Fatal(err)
	}
	schema, err := fs.ReadFile(vectors.BuiltinFS(), vectors.SchemaFile)
	if err != nil {
		t.Fatal(err)
	}
	corpus, problems := vectors.Load(fstest.MapFS{"derived.json": {Data: data}, vectors.SchemaFile: {Data: schema}}, "derived")
	if len(problems) > 0 {
		t.Fatalf("%v\n%s", problems, data)
	}
	c := corpus.Cases[0]
	if u := c.Unicode(); len(u) != 2 || !slices.Equal(u[0].Versions, []string{"16.0"}) || !slices.Equal(u[1].Versions, []string{"17.0"}) {
		t.Errorf("the loaded readings are %+v", u)
	}
	for _, lane := range c.Lanes() {
		obs, _ := refhost.Observe(lane, input)
		if r := compare.Check(c, lane, obs, nil); r.Verdict != compare.Pass {
			t.Errorf("the reference fails its derived case:\n%s", r)
		}
	}
}

func joinVersions(vs []string) string {
	s := ""
	for i, v := range vs {
		if i > 0 {
			s += ","
		}
		s += v
	}
	return s
}

// TestLowerCaseInIsTheReferences holds estext.LowerCaseIn on Unicode 15.0,
// which derives later versions' placeholders, to the reference host's
// lower-casing, on strings of the characters either may read otherwise.
func TestLowerCaseInIsTheReferences(t *testing.T) {
	t.Parallel()
	pool := []rune{'A', 'a', 'Σ', 'σ', 'İ', 'I', '\'', ':', '.', ' ', '/', 0x0345, 0x0307, 0x00B7, 0x2019, 0x02B0, 0x0295,
		0x0897, 0x1171E, 0x11F00, 0x10D50, 0x10D70, 0xA7CB, 0xA7DC, 0x16EA0, 0x1C89, 0xA7F1, 0x00DF, 0x1E9E, 0x2126, 0x212A}
	rng := rand.New(rand.NewPCG(5, 6))
	for range 20000 {
		rs := make([]rune, 1+rng.IntN(6))
		for i := range rs {
			rs[i] = pool[rng.IntN(len(pool))]
		}
		s := string(rs)
		if got, want := estext.LowerCaseIn(s, estext.SpecUnicode), refhost.LowerCase(s); got != want {
			t.Fatalf("LowerCaseIn(%+q, 15.0) = %+q, the reference %+q", s, got, want)
		}
	}
}

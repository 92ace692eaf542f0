package vectors_test

import (
	"encoding/json"
	"io/fs"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/estext"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// garayFile is a vector file of one case whose stored placeholder lower-
// cases a Garay capital from Unicode 16.0 on, with spec, and readings the
// "unicode" member's JSON (or "" for none).
func garayFile(spec, readings string) string {
	unicode := ""
	if readings != "" {
		unicode = `, "unicode": ` + readings
	}
	return `{"format": "rfc005-lanes/1", "family": "fixture", "title": "Fixture", "cases": [
  {"id": "fixture/one", "title": "One", "spec": ` + spec + `, "level": "must", "security": false, "tags": [],
   "input": {"content": [{"type": "resource", "resource": {"uri": "memo://g", "mimeType": "image/x\ud803\udd50", "blob": "QUJD"}}]},
   "hidden": ["memo://g"],
   "expect": {"tool-result/stored": {"text": "[image: image/x\ud803\udd50, 3B]", "marker": "stored-image", "mentions": ["image/x"], "bytes": 3},
              "push": {"blocks": [{"type": "image", "data": "QUJD", "mimeType": "image/x\ud803\udd50"}]}}` + unicode + `}]}`
}

const (
	bothCited    = `["SPEC 1 unicode version", "SPEC 3 lower-casing"]`
	garayLowered = `{"tool-result/stored": {"text": "[image: image/x\ud803\udd70, 3B]", "marker": "stored-image", "mentions": ["image/x"], "bytes": 3}}`
)

// TestUnicodeReadings: a case's Unicode readings load as what the lane may
// show instead, by version; each thing the schema cannot check is a
// problem naming its place.
func TestUnicodeReadings(t *testing.T) {
	t.Parallel()
	corpus, problems := vectors.Load(fstestFS(garayFile(bothCited, `[{"versions": ["16.0", "17.0"], "expect": `+garayLowered+`}]`)), "fix")
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	c := corpus.Cases[0]
	rs := c.Expect[adapters.ToolResultStored].Later
	if len(rs) != 1 || !slices.Equal(rs[0].Versions, []string{"16.0", "17.0"}) || rs[0].Expect.Text == nil ||
		*rs[0].Expect.Text != "[image: image/x\U00010D70, 3B]" || rs[0].Expect.Marker != "stored-image" {
		t.Errorf("the stored lane's readings are %+v", rs)
	}
	if rs := c.Expect[adapters.Push].Later; rs != nil {
		t.Errorf("the push lane's readings are %+v, want none", rs)
	}
	if u := c.Unicode(); len(u) != 1 || !slices.Equal(u[0].Versions, []string{"16.0", "17.0"}) || len(u[0].Expect) != 1 {
		t.Errorf("Unicode() = %+v, want the file's one reading", u)
	}

	for _, tc := range []struct {
		name, spec, readings string
		want                 []string
	}{
		{"unknown_version", bothCited, `[{"versions": ["14.0"], "expect": ` + garayLowered + `}]`,
			[]string{"/cases/0/unicode/0/versions/0"}},
		{"version_twice", bothCited, `[{"versions": ["16.0"], "expect": ` + garayLowered + `}, {"versions": ["17.0", "16.0"], "expect": ` + garayLowered + `}]`,
			[]string{"/cases/0/unicode/1/versions/1: case fixture/one: Unicode 16.0 has a reading already, at /cases/0/unicode/0"}},
		{"lane_not_expected", bothCited, `[{"versions": ["16.0"], "expect": {"channel": {"blocks": []}}}]`,
			[]string{"/cases/0/unicode/0/expect/channel: case fixture/one: the case expects nothing of lane channel"}},
		{"same_as_expected", bothCited, `[{"versions": ["16.0"], "expect": {"push": {"blocks": [{"type": "image", "data": "QUJD", "mimeType": "image/x\ud803\udd50"}]}}}]`,
			[]string{"/cases/0/unicode/0/expect/push: case fixture/one: the reading of lane push is what the case expects of it"}},
		{"clause_not_cited", `["SPEC 3 lower-casing"]`, `[{"versions": ["16.0"], "expect": ` + garayLowered + `}]`,
			[]string{`/cases/0/spec: case fixture/one: the case has Unicode readings and does not cite "SPEC 1 unicode version"`}},
		{"marker_without_bytes", bothCited, `[{"versions": ["16.0"], "expect": {"tool-result/stored": {"text": "[image: image/x\ud803\udd70, 3B]", "marker": "stored-image"}}}]`,
			[]string{`/cases/0/unicode/0/expect/tool-result~1stored: case fixture/one: marker stored-image has no "bytes"`}},
		{"lane_of_no_data", bothCited, `[{"versions": ["16.0"], "expect": {"pusher": {"blocks": []}}}]`,
			[]string{"/cases/0/unicode/0/expect"}},
		{"one_reading_written_as_two", bothCited, `[{"versions": ["16.0"], "expect": ` + garayLowered + `}, {"versions": ["17.0"], "expect": ` + garayLowered + `}]`,
			[]string{"/cases/0/unicode: case fixture/one: write one reading for each set of versions that show the same on every lane, oldest first: 16.0 and 17.0"}},
		{"readings_out_of_order", bothCited, `[{"versions": ["17.0"], "expect": ` + garayLowered + `}, {"versions": ["16.0"], "expect": {"tool-result/stored": {"text": "[image: image/x, 3B]", "marker": "stored-image", "mentions": ["image/x"], "bytes": 3}}}]`,
			[]string{"/cases/0/unicode: case fixture/one: write one reading"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, problems := vectors.Load(fstestFS(garayFile(tc.spec, tc.readings)), "fix")
			if len(problems) != 1 {
				t.Fatalf("%d problems, want 1: %v", len(problems), problems)
			}
			for _, w := range tc.want {
				if !strings.Contains(problems[0].Error(), w) {
					t.Errorf("problem %q does not say %q", problems[0], w)
				}
			}
		})
	}
}

// TestSchemaNamesTheLaterVersions holds the schema's enum of versions to
// the versions the suite knows (estext's tables).
func TestSchemaNamesTheLaterVersions(t *testing.T) {
	t.Parallel()
	data, err := fs.ReadFile(vectors.BuiltinFS(), vectors.SchemaFile)
	if err != nil {
		t.Fatal(err)
	}
	var schema struct {
		Defs struct {
			Reading struct {
				Properties struct {
					Versions struct {
						Items struct {
							Enum []string `json:"enum"`
						} `json:"items"`
					} `json:"versions"`
				} `json:"properties"`
			} `json:"unicodeReading"`
		} `json:"$defs"`
	}
	if err := json.Unmarshal(data, &schema); err != nil {
		t.Fatal(err)
	}
	if got, want := schema.Defs.Reading.Properties.Versions.Items.Enum, estext.UnicodeVersions()[1:]; !slices.Equal(got, want) {
		t.Errorf("the schema's versions are %q, the suite knows %q", got, want)
	}
}

// fstestFS is a directory holding file as fixture.json, beside the schema.
func fstestFS(file string) fs.FS { return fstest.MapFS{"fixture.json": {Data: []byte(file)}} }

package vectors

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"syscall"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/rfcvec"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testneeds"
)

// mcplFile returns a FormatMCPL file holding cases, each a case object's
// JSON text.
func mcplFile(cases ...string) string {
	return `{"format": "mcpl-bulk-references-1", "source": "a test source",
  "fixtures": {"token": "tok-secret", "expansion": "$ORIGIN is the origin"},
  "cases": [` + strings.Join(cases, ",\n") + `]}`
}

// mcplRender returns a render case called id whose expect is expect.
func mcplRender(id, expect string) string {
	return `{"id": "` + id + `", "rfc": 9, "operation": "render",
  "blocks": [{"type": "resource", "uri": "$ORIGIN/case/$CASE/payload?sig=tok-secret", "name": "a.wav", "mimeType": "audio/wav", "sizeBytes": 12, "disposition": "never"}],
  "schemaValid": [true], "expect": ` + expect + `}`
}

// writeTemp writes text into a file called name in a new temporary
// directory and returns its path.
func writeTemp(t *testing.T, name, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func loadOne(t *testing.T, text string) (*Corpus, []Problem, string) {
	t.Helper()
	p := writeTemp(t, "vectors.json", text)
	c, problems := LoadFile(p)
	return c, problems, p
}

func TestLoadFileMCPLRenderCase(t *testing.T) {
	t.Parallel()
	text := mcplFile(mcplRender("09-signed", `{"stub": true, "hidden": ["$ORIGIN", "tok-secret"],
  "includes": ["a.wav", "$ORIGIN/x", "claimed"], "missingFields": ["sizeBytes"], "bounded": true,
  "truncationMarked": true, "cleanLabel": true, "displayField": "name"}`))
	corpus, problems, p := loadOne(t, text)
	if len(problems) > 0 {
		t.Fatalf("problems: %v", problems)
	}
	if len(corpus.Files) != 1 || len(corpus.Cases) != 1 {
		t.Fatalf("%d files, %d cases, want 1 and 1", len(corpus.Files), len(corpus.Cases))
	}
	f := corpus.Files[0]
	if f.Format != FormatMCPL || f.Family != rfcvec.Family || f.Title != mcplTitle || f.Description != "a test source" {
		t.Errorf("file: %+v", f)
	}
	c := corpus.Cases[0]
	yes := true
	wantURI := rfcvec.Origin + "/case/09-signed/payload?sig=tok-secret"
	tests := []struct {
		name      string
		got, want any
	}{
		{"id", c.ID, "rfc-005/09-signed"},
		{"title", c.Title, "RFC-005 vector 9 (render): 09-signed"},
		{"spec", c.Spec, []string{"RFC-005 vector 9"}},
		{"level", c.Level, LevelMust},
		{"security", c.Security, true},
		{"tags", c.Tags, []string{"rfc-005", "render"}},
		{"family", c.Family, rfcvec.Family},
		{"path", c.Path, p},
		{"index", c.Index, 0},
		{"expect", len(c.Expect), 0},
		{"out_of_scope", c.OutOfScope, ""},
		{"hidden", c.Hidden, []string{rfcvec.Origin, "tok-secret"}},
		{"number", c.Vector.Number, 9},
		{"operation", c.Vector.Operation, OperationRender},
		{"source", c.Vector.Source, "a test source"},
		{"stub", c.Vector.Stub, &yes},
		{"includes", c.Vector.Includes, []string{"a.wav", rfcvec.Origin + "/x", "claimed"}},
		{"missing_fields", c.Vector.MissingFields, []string{"sizeBytes"}},
		{"bounded", c.Vector.Bounded, true},
		{"truncation_marked", c.Vector.TruncationMarked, true},
		{"clean_label", c.Vector.CleanLabel, true},
		{"kind", c.Vector.Kind, ""},
		{"unchecked", c.Vector.Unchecked, []string{"displayField"}},
		{"input", string(c.Input), `{"content":[{"type":"resource","uri":"` + wantURI + `","name":"a.wav","mimeType":"audio/wav","sizeBytes":12,"disposition":"never"}]}`},
		{"blocks", string(c.Vector.Blocks), `[{"type":"resource","uri":"` + wantURI + `","name":"a.wav","mimeType":"audio/wav","sizeBytes":12,"disposition":"never"}]`},
		{"raw_input_as_written", strings.Contains(string(c.RawInput), `"$ORIGIN/case/$CASE/payload?sig=tok-secret"`), true},
		{"expects_in_readme_order", c.RFCExpects(), []RFCExpect{{"hidden", ""}, {"stub", "true"},
			{"includes", "a.wav"}, {"includes", rfcvec.Origin + "/x"}, {"includes", "claimed"},
			{"missingFields", ""}, {"bounded", ""}, {"truncationMarked", ""}, {"cleanLabel", ""}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !reflect.DeepEqual(tt.got, tt.want) {
				t.Errorf("got %#v, want %#v", tt.got, tt.want)
			}
		})
	}
}

// TestLoadFileMCPLExpansion pins that $ORIGIN, $CASE and $repeat are
// expanded in blocks, hidden and includes, and that every other string
// reaches the input byte for byte, escapes included.
func TestLoadFileMCPLExpansion(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name   string
		blocks string
		expect string
		check  func(t *testing.T, c *Case)
	}{
		{"repeat_of_a_mebibyte_in_a_name",
			`[{"type": "resource", "uri": "$ORIGIN/p", "name": {"$repeat": "x", "count": 1048576}, "mimeType": "audio/wav"}]`,
			`{"stub": true, "bounded": true}`,
			func(t *testing.T, c *Case) {
				var in struct{ Content []struct{ Name string } }
				if err := json.Unmarshal(c.Input, &in); err != nil {
					t.Fatal(err)
				}
				if got := in.Content[0].Name; len(got) != 1<<20 || strings.Trim(got, "x") != "" {
					t.Errorf("the name is %d bytes, want 1048576 x", len(got))
				}
				if !strings.Contains(string(c.RawInput), `"$repeat"`) {
					t.Errorf("the raw input lost its $repeat")
				}
			}},
		{"repeat_in_hidden_and_includes",
			`[{"type": "text", "text": "hi"}]`,
			`{"hidden": [{"$repeat": "$ORIGIN", "count": 2}], "includes": [{"$repeat": "ab", "count": 3}]}`,
			func(t *testing.T, c *Case) {
				if want := []string{rfcvec.Origin + rfcvec.Origin}; !reflect.DeepEqual(c.Hidden, want) {
					t.Errorf("hidden %q, want %q", c.Hidden, want)
				}
				if want := []string{"ababab"}; !reflect.DeepEqual(c.Vector.Includes, want) {
					t.Errorf("includes %q, want %q", c.Vector.Includes, want)
				}
			}},
		{"lone_surrogate_kept",
			`[{"type": "text", "text": "a\ud800b \u00e9 $ORIGIN"}]`,
			`{"stub": false}`,
			func(t *testing.T, c *Case) {
				if want := `{"content":[{"type":"text","text":"a\ud800b \u00e9 ` + rfcvec.Origin + `"}]}`; string(c.Input) != want {
					t.Errorf("input\n got %s\nwant %s", c.Input, want)
				}
				if c.Security {
					t.Errorf("a case that hides nothing is a security case")
				}
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text := mcplFile(`{"id": "c1", "rfc": 17, "operation": "render", "blocks": ` + tt.blocks + `, "expect": ` + tt.expect + `}`)
			corpus, problems, _ := loadOne(t, text)
			if len(problems) > 0 {
				t.Fatalf("problems: %v", problems)
			}
			tt.check(t, corpus.Cases[0])
		})
	}
}

// TestLoadFileMCPLOperations reads fetch and registry cases: their
// fixture's response, ceiling and registrations, the fetch's expect keys
// (the others left unchecked) and the file's token, hidden on every lane;
// a case that lacks what its operation needs is a problem.
func TestLoadFileMCPLOperations(t *testing.T) {
	t.Parallel()
	yes, one := true, 1
	tests := []struct {
		name, op, extra, expect string
		want                    func(t *testing.T, v *RFCVector)
		wantUnchecked           []string
		problem                 string
	}{
		{"fetch", "fetch", `, "response": {"bodyBase64": "UklG"}, "maxBytes": 128`,
			`{"stub": true, "hidden": ["$ORIGIN"], "ok": true, "requests": 1, "savedMime": "audio/wav", "digestVerified": true, "other": 1}`,
			func(t *testing.T, v *RFCVector) {
				want := &FetchExpect{OK: &yes, Requests: &one, SavedMime: "audio/wav", DigestVerified: true}
				if !reflect.DeepEqual(v.Fetch, want) || v.MaxBytes != 128 || string(v.Response) != `{"bodyBase64": "UklG"}` {
					t.Errorf("fetch %+v, ceiling %d, response %s", v.Fetch, v.MaxBytes, v.Response)
				}
			}, []string{"other"}, ""},
		{"registry", "registry", `, "registrations": 2100`,
			`{"stub": false, "hidden": ["$ORIGIN"]}`,
			func(t *testing.T, v *RFCVector) {
				if v.Registrations != 2100 || v.Fetch != nil {
					t.Errorf("registrations %d, fetch %+v", v.Registrations, v.Fetch)
				}
			}, nil, ""},
		{"fetch_without_a_ceiling", "fetch", "", `{"unchanged": true}`, nil, nil,
			"/cases/0/maxBytes: case x-1: a fetch case gives its ceiling on actual bytes (maxBytes)"},
		{"registry_without_registrations", "registry", "", `{}`, nil, nil,
			"/cases/0/registrations: case x-1: a registry case says how many registrations it makes (registrations)"},
		{"registrations_out_of_range", "registry", `, "registrations": 0`, `{}`, nil, nil,
			"/cases/0/registrations: case x-1: registrations is a whole number from 1 to 100000: 0"},
		{"a_count_of_requests_below_0", "fetch", `, "maxBytes": 1`, `{"requests": -1}`, nil, nil,
			"/cases/0/expect/requests: case x-1: requests is a count from 0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text := mcplFile(`{"id": "x-1", "rfc": 3, "operation": "` + tt.op + `", "blocks": [{"type": "text", "text": "t"}], "schemaValid": [true], "expect": ` + tt.expect + tt.extra + `}`)
			corpus, problems, _ := loadOne(t, text)
			if tt.problem != "" {
				if len(problems) != 1 || !strings.Contains(problems[0].Error(), tt.problem) {
					t.Errorf("problems %v, want one saying %q", problems, tt.problem)
				}
				return
			}
			if len(problems) > 0 {
				t.Fatalf("problems: %v", problems)
			}
			c := corpus.Cases[0]
			if c.OutOfScope != "" || c.Vector == nil || c.Vector.Operation != tt.op {
				t.Fatalf("out of scope %q, vector %+v", c.OutOfScope, c.Vector)
			}
			tt.want(t, c.Vector)
			if !reflect.DeepEqual(c.Vector.Unchecked, tt.wantUnchecked) {
				t.Errorf("unchecked %q, want %q", c.Vector.Unchecked, tt.wantUnchecked)
			}
			if c.Vector.Token != "tok-secret" || !slices.Contains(c.Hidden, "tok-secret") {
				t.Errorf("token %q, hidden %q: want the file's token, hidden", c.Vector.Token, c.Hidden)
			}
			if !reflect.DeepEqual(c.Tags, []string{"rfc-005", tt.op}) {
				t.Errorf("tags %q", c.Tags)
			}
		})
	}
}

// TestLoadFileProblems pins the problems of a file LoadFile cannot take
// whole: each names the file, a JSON pointer and the case, and the sound
// cases of the file still load.
func TestLoadFileProblems(t *testing.T) {
	t.Parallel()
	good := mcplRender("good", `{"stub": true}`)
	tests := []struct {
		name     string
		text     string
		want     []string // each a substring of one problem, after the path
		wantCase []string // the ids loaded
	}{
		{"unknown_render_expect_key", mcplFile(mcplRender("bad", `{"stub": true, "nope": 1}`), good),
			[]string{`: /cases/0/expect/nope: case bad: expect key "nope" is not one this suite can check for a render case`},
			[]string{"rfc-005/good"}},
		{"fetch_key_on_a_render_case", mcplFile(good, mcplRender("bad", `{"requests": 1}`)),
			[]string{`: /cases/1/expect/requests: case bad: expect key "requests" is not one this suite can check for a render case`},
			[]string{"rfc-005/good"}},
		{"unknown_kind", mcplFile(mcplRender("bad", `{"kind": "nope"}`), good),
			[]string{`: /cases/0/expect/kind: case bad: kind "nope" is not one this suite can check for a render case`},
			[]string{"rfc-005/good"}},
		{"repeat_over_the_bound", mcplFile(good, `{"id": "big", "rfc": 17, "operation": "render",
  "blocks": [{"type": "resource", "uri": "$ORIGIN/p", "name": {"$repeat": "xy", "count": 1048577}}], "expect": {}}`),
			[]string{`: /cases/1/blocks/0/name: case big: a $repeat of 1048577 × 2 bytes is over the limit of 2 MiB (2097152 bytes)`},
			[]string{"rfc-005/good"}},
		{"repeat_not_of_its_form", mcplFile(`{"id": "odd", "rfc": 17, "operation": "render",
  "blocks": [{"type": "text", "text": {"$repeat": "x", "count": -1}}], "expect": {}}`, good),
			[]string{`: /cases/0/blocks/0/text: case odd: a $repeat object is {"$repeat": string, "count": whole number}`},
			[]string{"rfc-005/good"}},
		{"duplicate_id", mcplFile(good, good),
			[]string{`: /cases/1/id: case rfc-005/good: duplicate id: `},
			[]string{"rfc-005/good"}},
		{"missing_rfc", mcplFile(`{"id": "a", "operation": "render", "blocks": [], "expect": {}}`),
			[]string{`: /cases/0: case a: does not match the schema: missing property 'rfc'`}, nil},
		{"unknown_operation", mcplFile(good, `{"id": "b", "rfc": 1, "operation": "push", "blocks": [], "expect": {}}`),
			[]string{`: /cases/1/operation: case b: does not match the schema: value must be one of 'render', 'fetch', 'registry'`}, nil},
		{"stub_not_a_boolean", mcplFile(mcplRender("c", `{"stub": "yes"}`)),
			[]string{`: /cases/0/expect/stub: case c: does not match the schema: got string, want boolean`}, nil},
		{"unknown_format", `{"format": "x", "cases": []}`,
			[]string{`: /format: format "x" is not one this suite reads: "rfc005-lanes/1" or "mcpl-bulk-references-1"`}, nil},
		{"no_format", `{"cases": []}`,
			[]string{`: /format: no "format": this suite reads "rfc005-lanes/1" or "mcpl-bulk-references-1"`}, nil},
		{"not_json", `{"format": "mcpl-bulk-references-1",`,
			[]string{`:1: not valid JSON: `}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			corpus, problems, p := loadOne(t, tt.text)
			if len(problems) != len(tt.want) {
				t.Errorf("%d problems, want %d: %v", len(problems), len(tt.want), problems)
			}
			for i, want := range tt.want {
				if i < len(problems) && !strings.HasPrefix(problems[i].Error(), p+want) {
					t.Errorf("problem %d:\n got %s\nwant %s%s…", i, problems[i], p, want)
				}
			}
			var ids []string
			for _, c := range corpus.Cases {
				ids = append(ids, c.ID)
			}
			if !reflect.DeepEqual(ids, tt.wantCase) {
				t.Errorf("cases %q, want %q", ids, tt.wantCase)
			}
		})
	}
}

// TestLoadFileOwnFormatAndDirectory pins that LoadFile reads a file of
// this suite's own format, a directory as LoadFile reads one, and refuses a FIFO
// without waiting for a writer.
func TestLoadFileOwnFormatAndDirectory(t *testing.T) {
	t.Parallel()
	text, err := builtin.ReadFile("text.json")
	if err != nil {
		t.Fatal(err)
	}
	p := writeTemp(t, "text.json", string(text))
	fromFile, problems := LoadFile(p)
	if len(problems) > 0 || len(fromFile.Files) != 1 || fromFile.Files[0].Format != Format || len(fromFile.Cases) == 0 {
		t.Fatalf("own file: %d problems %v", len(problems), problems)
	}
	fromDir, problems := LoadFile(filepath.Dir(p))
	if len(problems) > 0 || len(fromDir.Cases) != len(fromFile.Cases) {
		t.Fatalf("directory: %v", problems)
	}
	if fromDir.Digest != fromFile.Digest {
		t.Errorf("a directory of one file and the file have digests %s and %s", fromDir.Digest, fromFile.Digest)
	}
	again, _, _ := loadOne(t, mcplFile(mcplRender("a", `{}`)))
	changed, _, _ := loadOne(t, mcplFile(mcplRender("b", `{}`)))
	same, _, _ := loadOne(t, mcplFile(mcplRender("a", `{}`)))
	if again.Digest != same.Digest || again.Digest == changed.Digest {
		t.Errorf("digests %s, %s, %s: want the first and last alike, the middle not", again.Digest, changed.Digest, same.Digest)
	}
	fifo := filepath.Join(t.TempDir(), "v.json")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		testneeds.Missing(t, "mkfifo ("+err.Error()+")", "a Unix system whose file system makes FIFOs")
	}
	if _, problems := LoadFile(fifo); len(problems) != 1 || !strings.Contains(problems[0].Msg, "a named pipe (FIFO), not a regular file") {
		t.Errorf("fifo: %v", problems)
	}
}

func TestLoadAllWithAFile(t *testing.T) {
	t.Parallel()
	p := writeTemp(t, "mcpl.json", mcplFile(mcplRender("01-never", `{"stub": true}`)))
	dir := filepath.Dir(writeTemp(t, "text.json", `{"format": "rfc005-lanes/1", "family": "mine", "title": "Mine", "cases": [
  {"id": "mine/one", "title": "One", "spec": ["SPEC 2.1 text"], "level": "must", "security": false, "tags": [],
   "input": {"content": [{"type": "text", "text": "one"}]}, "expect": {"push": {"blocks": [{"type": "text", "text": "one"}]}}}]}`))
	corpus, extra, problems := LoadAll(true, []string{p, dir})
	if len(problems) > 0 {
		t.Fatalf("problems: %v", problems)
	}
	if len(extra) != 2 || len(extra[0].Cases) != 1 || len(extra[1].Cases) != 1 {
		t.Fatalf("%d extra corpora", len(extra))
	}
	for _, id := range []string{"rfc-005/01-never", "mine/one"} {
		if _, ok := corpus.Case(id); !ok {
			t.Errorf("the merged corpus lacks %s", id)
		}
	}
	builtinCorpus, _ := Builtin()
	if len(corpus.Cases) != len(builtinCorpus.Cases)+2 {
		t.Errorf("%d cases, want the built-in %d and 2", len(corpus.Cases), len(builtinCorpus.Cases))
	}
	_, _, problems = LoadAll(false, []string{filepath.Join(dir, "missing.json")})
	if len(problems) != 1 || problems[0].Path != filepath.Join(dir, "missing.json") {
		t.Errorf("a missing path: %v", problems)
	}
}

// TestLoadDirBothFormats reads a directory holding a file of each format:
// a directory and a single file are read by one path, so both load.
func TestLoadDirBothFormats(t *testing.T) {
	t.Parallel()
	p := writeTemp(t, "mcpl.json", mcplFile(mcplRender("01-never", `{"stub": true}`)))
	own, err := builtin.ReadFile("text.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(filepath.Dir(p), "text.json"), own, 0o644); err != nil {
		t.Fatal(err)
	}
	corpus, problems := LoadFile(filepath.Dir(p))
	if len(problems) > 0 {
		t.Fatalf("problems: %v", problems)
	}
	formats := map[string]bool{}
	for _, f := range corpus.Files {
		formats[f.Format] = true
	}
	if !formats[Format] || !formats[FormatMCPL] {
		t.Errorf("formats read %v, want both", formats)
	}
	if _, ok := corpus.Case("rfc-005/01-never"); !ok {
		t.Errorf("the directory's MCPL case is not read")
	}
}

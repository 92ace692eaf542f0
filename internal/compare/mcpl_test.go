package compare

import (
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost"
	"github.com/rfc005-lanes/rfc005-lanes/internal/rfcvec"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

const testOrigin = "http://127.0.0.1:47005"

// rfcCase returns a case of MCPL's RFC-005 vectors whose content is
// blocks (with $ORIGIN expanded) and whose expect keys are v's.
func rfcCase(blocks string, v vectors.RFCVector, hidden ...string) *vectors.Case {
	blocks = strings.ReplaceAll(blocks, "$ORIGIN", testOrigin)
	v.Number, v.Operation = 9, vectors.OperationRender
	return &vectors.Case{ID: "rfc-005/test", Spec: []string{v.Clause()}, Level: vectors.LevelMust,
		Input: adapters.Input(`{"content":` + blocks + `}`), Hidden: hidden, Vector: &v, Expect: map[adapters.Lane]vectors.Expectation{}}
}

// host is a host that shows what the reference host shows, each text
// changed by edit (nil: as it is).
func host(edit func(string) string) func(adapters.Lane, adapters.Input) adapters.Observation {
	return func(lane adapters.Lane, input adapters.Input) adapters.Observation {
		obs, err := refhost.Observe(lane, input)
		if err != nil {
			panic(err)
		}
		if edit == nil {
			return obs
		}
		out := obs
		out.Blocks = nil
		for _, b := range obs.Blocks {
			if b.Type == "text" {
				b.Text = edit(b.Text)
			}
			out.Blocks = append(out.Blocks, b)
		}
		return out
	}
}

// answering is a host that shows obs, whatever the lane and input.
func answering(obs adapters.Observation) func(adapters.Lane, adapters.Input) adapters.Observation {
	return func(adapters.Lane, adapters.Input) adapters.Observation { return obs }
}

func replacing(old, new string) func(string) string {
	return func(s string) string { return strings.ReplaceAll(s, old, new) }
}

var (
	yes, no = true, false

	httpNever   = `[{"type":"resource","uri":"$ORIGIN/clip?token=sekrit-token","name":"clip.ogg","mimeType":"audio/ogg","sizeBytes":2048,"disposition":"never"}]`
	memoRef     = `[{"type":"resource","uri":"memo://notes/weekly","name":"weekly.md","mimeType":"text/markdown","sizeBytes":640,"disposition":"ref"}]`
	twoRefs     = `[{"type":"resource","uri":"$ORIGIN/one","name":"one.wav","mimeType":"audio/wav","sizeBytes":10,"disposition":"never"},{"type":"resource","uri":"$ORIGIN/two","name":"one.wav","mimeType":"audio/wav","sizeBytes":10,"disposition":"never"}]`
	inlineImage = `[{"type":"image","data":"TEFORVMtU0VDUkVU","mimeType":"image/png","disposition":"never"}]`
	longURI     = `[{"type":"resource","uri":"` + strings.Repeat("u", 4097) + `","name":"clip.ogg","mimeType":"audio/ogg","sizeBytes":12,"disposition":"never"}]`
	negSize     = `[{"type":"resource","uri":"$ORIGIN/a","name":"a.bin","mimeType":"application/octet-stream","sizeBytes":-7,"disposition":"never"}]`
	bigName     = `[{"type":"resource","uri":"$ORIGIN/h","name":"` + strings.Repeat("n", 1<<20) + `","mimeType":"audio/ogg","sizeBytes":12,"disposition":"never"}]`
	bigText     = `[{"type":"text","text":"` + strings.Repeat("t", 1<<20) + `"},{"type":"resource","uri":"$ORIGIN/x","name":"x.wav","mimeType":"audio/wav","sizeBytes":12,"disposition":"never"}]`
	name200     = `[{"type":"resource","uri":"$ORIGIN/l","name":"` + strings.Repeat("q", 200) + `","mimeType":"audio/ogg","sizeBytes":12,"disposition":"never"}]`
	controls    = `[{"type":"resource","uri":"$ORIGIN/c","name":"in\u0000voice\u0085\u202efdp.exe","mimeType":"application/pdf","sizeBytes":12,"disposition":"never"}]`
)

// TestCheckVector scores right hosts, right-but-different hosts and hosts
// each wrong in one way only, on every lane a vector case is observed on:
// each wrong host is caught by the one check named, and by no other.
func TestCheckVector(t *testing.T) {
	t.Parallel()
	hidden := []string{testOrigin, "sekrit-token"}
	tests := []struct {
		name  string
		c     *vectors.Case
		host  func(adapters.Lane, adapters.Input) adapters.Observation
		want  Verdict
		class Class // the one class every lane's finding has
		lanes []adapters.Lane
		check string // the one vector check that fails, for a failure other than a leak
	}{
		{"reference_passes_stub", rfcCase(httpNever, vectors.RFCVector{Stub: &yes, Includes: []string{"clip.ogg", "audio/ogg", "claimed"}}, hidden...),
			host(nil), Pass, "", nil, ""},
		{"own_stub_wording_is_wording", rfcCase(httpNever, vectors.RFCVector{Stub: &yes, Includes: []string{"clip.ogg", "audio/ogg", "claimed"}}, hidden...),
			host(func(s string) string { return "[Attachment ref-1: clip.ogg (audio/ogg, 2 KB)]" }), Wording, ClassProfile, nil, ""},
		{"stub_without_a_name_misses_content", rfcCase(httpNever, vectors.RFCVector{Stub: &yes, Includes: []string{"clip.ogg", "audio/ogg", "claimed"}}, hidden...),
			host(replacing("clip.ogg, ", "")), Fail, ClassContent, nil, "rfc:includes"},
		{"origin_beside_the_stub_leaks", rfcCase(httpNever, vectors.RFCVector{Stub: &yes}, hidden...),
			host(func(s string) string { return s + "\nfrom " + testOrigin }), Fail, ClassLeak, nil, ""},
		{"stub_without_an_id", rfcCase(httpNever, vectors.RFCVector{Stub: &yes}, hidden...),
			host(replacing("ref_1", "file")), Fail, ClassKind, nil, "rfc:stub"},
		{"line_eligible_reference_as_stub_passes", rfcCase(memoRef, vectors.RFCVector{Stub: &yes}),
			host(func(s string) string { return "[Reference ref_1: weekly.md, text/markdown, 640B claimed]" }), Pass, "", nil, ""},
		{"line_eligible_reference_as_line_passes", rfcCase(memoRef, vectors.RFCVector{Stub: &yes}),
			host(nil), Pass, "", nil, ""},
		{"line_eligible_reference_shown_as_nothing", rfcCase(memoRef, vectors.RFCVector{Stub: &yes}),
			host(func(string) string { return "[something was here]" }), Fail, ClassKind,
			[]adapters.Lane{adapters.ToolResultLive, adapters.Push, adapters.Channel, adapters.InjectionUser}, "rfc:stub"},
		{"two_references_own_ids_pass", rfcCase(twoRefs, vectors.RFCVector{Stub: &yes}, testOrigin),
			host(replacing("[Reference ref_", "[att r")), Pass, "", nil, ""},
		{"two_references_one_id", rfcCase(twoRefs, vectors.RFCVector{Stub: &yes}, testOrigin),
			host(replacing("ref_2", "ref_1")), Fail, ClassKind, nil, "rfc:stub"},
		{"inline_image_passes", rfcCase(inlineImage, vectors.RFCVector{Stub: &no}, "TEFORVMtU0VDUkVU"),
			host(nil), Pass, "", nil, ""},
		{"no_link_marker_passes", rfcCase(longURI, vectors.RFCVector{Stub: &no, Kind: "invalid"}),
			host(nil), Pass, "", nil, ""},
		{"invalid_block_as_stub", rfcCase(longURI, vectors.RFCVector{Stub: &no, Kind: "invalid"}),
			host(func(string) string { return "[Reference ref_1: clip.ogg, audio/ogg, 12B claimed]" }), Fail, ClassKind, nil, "rfc:no-stub"},
		{"invalid_block_uri_shown", rfcCase(longURI, vectors.RFCVector{Kind: "invalid"}),
			host(func(string) string { return "[Reference not shown: " + strings.Repeat("u", 80) + "]" }), Fail, ClassKind, nil, "rfc:invalid-uri"},
		{"negative_size_left_out_passes", rfcCase(negSize, vectors.RFCVector{Stub: &yes, MissingFields: []string{"sizeBytes"}}, testOrigin),
			host(nil), Pass, "", nil, ""},
		{"negative_size_shown", rfcCase(negSize, vectors.RFCVector{Stub: &yes, MissingFields: []string{"sizeBytes"}}, testOrigin),
			host(replacing("octet-stream]", "octet-stream, -7 bytes]")), Fail, ClassContent, nil, "rfc:missing-field"},
		{"negative_size_coerced", rfcCase(negSize, vectors.RFCVector{Stub: &yes, MissingFields: []string{"sizeBytes"}}, testOrigin),
			host(replacing("octet-stream]", "octet-stream, 0B claimed]")), Fail, ClassContent, nil, "rfc:missing-field"},
		{"huge_name_left_out_passes", rfcCase(bigName, vectors.RFCVector{Stub: &yes, Bounded: true, MissingFields: []string{"name"}}, testOrigin),
			host(nil), Pass, "", nil, ""},
		{"huge_name_cut", rfcCase(bigName, vectors.RFCVector{Stub: &yes, Bounded: true, MissingFields: []string{"name"}}, testOrigin),
			host(replacing("ref_1: ", "ref_1: "+strings.Repeat("n", 119)+"…, ")), Fail, ClassContent, nil, "rfc:missing-field"},
		{"text_shown_twice_unbounded", rfcCase(bigText, vectors.RFCVector{Stub: &yes, Bounded: true}, testOrigin),
			host(func(s string) string {
				if strings.HasPrefix(s, "ttt") {
					return s + "\n" + s
				}
				return s
			}), Fail, ClassContent, nil, "rfc:bounded"},
		{"long_name_marked_passes", rfcCase(name200, vectors.RFCVector{Stub: &yes, TruncationMarked: true}, testOrigin),
			host(nil), Pass, "", nil, ""},
		{"long_name_cut_shorter_marked_passes", rfcCase(name200, vectors.RFCVector{Stub: &yes, TruncationMarked: true}, testOrigin),
			host(replacing(strings.Repeat("q", 119)+"…", strings.Repeat("q", 40)+"…")), Pass, "", nil, ""},
		{"long_name_cut_unmarked", rfcCase(name200, vectors.RFCVector{Stub: &yes, TruncationMarked: true}, testOrigin),
			host(replacing("…", "")), Fail, ClassMention, nil, "rfc:marked"},
		{"clean_label_passes", rfcCase(controls, vectors.RFCVector{Stub: &yes, CleanLabel: true}, testOrigin),
			host(nil), Pass, "", nil, ""},
		{"controls_replaced_passes", rfcCase(controls, vectors.RFCVector{Stub: &yes, CleanLabel: true}, testOrigin),
			host(replacing("invoicefdp.exe", "in\ufffdvoice\ufffd\ufffdfdp.exe")), Pass, "", nil, ""},
		{"size_words_in_the_name_pass", rfcCase(`[{"type":"resource","uri":"$ORIGIN/m","name":"model 7B weights","mimeType":"application/octet-stream","sizeBytes":7.5,"disposition":"never"}]`,
			vectors.RFCVector{Stub: &yes, MissingFields: []string{"sizeBytes"}}, testOrigin),
			host(nil), Pass, "", nil, ""},
		{"two_line_text_passes", rfcCase(`[{"type":"text","text":"line one\nline two"}]`, vectors.RFCVector{Includes: []string{"line one\nline two"}}),
			host(nil), Pass, "", nil, ""},
		{"two_line_text_cut", rfcCase(`[{"type":"text","text":"line one\nline two"}]`, vectors.RFCVector{Includes: []string{"line one\nline two"}}),
			host(replacing("\nline two", "")), Fail, ClassContent, nil, "rfc:includes"},
		{"name_over_lines_cut", rfcCase(`[{"type":"resource","uri":"$ORIGIN/n","name":"ab\ncdefghijklmnop`+strings.Repeat("z", 300)+`","mimeType":"audio/ogg","disposition":"never"}]`,
			vectors.RFCVector{Stub: &yes, MissingFields: []string{"name"}}, testOrigin),
			host(replacing("ref_1: ", "ref_1: ab\ncdefghijklmnop…, ")), Fail, ClassContent, nil, "rfc:missing-field"},
		{"render_shows_references", rfcCase(httpNever, vectors.RFCVector{Stub: &yes}, hidden...),
			func(lane adapters.Lane, input adapters.Input) adapters.Observation {
				obs := host(nil)(adapters.Push, input)
				obs.Render = adapters.RenderShown
				return obs
			}, Fail, ClassKind, []adapters.Lane{adapters.Render}, "rfc:render-refused"},
		{"render_says_nothing_for_references", rfcCase(httpNever, vectors.RFCVector{Stub: &yes}, hidden...),
			answering(adapters.Observation{Render: adapters.RenderNothing}), Fail, ClassKind, []adapters.Lane{adapters.Render}, "rfc:render-refused"},
		{"refuses_what_spec_shows", rfcCase(`[{"type":"text","text":"hello"}]`, vectors.RFCVector{}),
			answering(adapters.Observation{Refused: adapters.RefusedEmpty}), Fail, ClassKind, []adapters.Lane{adapters.Push, adapters.Channel, adapters.ToolResultLive, adapters.InjectionUser}, "rfc:shown"},
		{"shows_what_spec_refuses", rfcCase(`[{"type":"text","text":""}]`, vectors.RFCVector{}),
			answering(adapters.Observation{Blocks: []adapters.Block{{Type: "text", Text: ""}}}), Fail, ClassKind, []adapters.Lane{adapters.Push, adapters.Channel}, "rfc:refused"},
		{"empty_content_refused_passes", rfcCase(`[{"type":"text","text":""}]`, vectors.RFCVector{}),
			host(nil), Pass, "", nil, ""},
		{"render_refuses_text", rfcCase(`[{"type":"text","text":"hello"}]`, vectors.RFCVector{Includes: []string{"hello"}}),
			answering(adapters.Observation{Render: adapters.RenderRefused}), Fail, ClassKind, []adapters.Lane{adapters.Render}, "rfc:render-shown"},
		{"render_refuses_nothing", rfcCase(`[{"type":"text","text":""}]`, vectors.RFCVector{}),
			answering(adapters.Observation{Render: adapters.RenderRefused}), Fail, ClassKind, []adapters.Lane{adapters.Render}, "rfc:render-nothing"},
		{"long_own_stub_within_bound_passes", rfcCase(bigName, vectors.RFCVector{Stub: &yes, Bounded: true}, testOrigin),
			host(func(s string) string {
				return "[Attachment ref-1 (" + strings.Repeat("this host describes its attachments at length; ", 200) + ")]"
			}), Pass, "", nil, ""},
		{"label_keeps_bidi", rfcCase(controls, vectors.RFCVector{Stub: &yes, CleanLabel: true}, testOrigin),
			host(replacing("invoicefdp.exe", "invoice\u202efdp.exe")), Fail, ClassMention, nil, "rfc:clean"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lanes := tt.lanes
			if lanes == nil {
				lanes = rfcvec.Lanes()
			}
			for _, lane := range lanes {
				r := Check(tt.c, lane, tt.host(lane, tt.c.Input), nil)
				if lane == adapters.Render && tt.want != Pass && tt.lanes == nil {
					// SPEC refuses references on the render lane: only
					// hidden and bounded checks read it.
					if tt.class != ClassLeak && tt.class != ClassContent || r.Verdict == Pass {
						continue
					}
				}
				if r.Verdict != tt.want {
					t.Errorf("%s: verdict %s, want %s\n%s", lane, r.Verdict, tt.want, r)
					continue
				}
				if words := rfcCauses[r.Cause.Want]; r.Verdict == Fail && r.Cause.Class != ClassLeak && (words == "" || r.Cause.String() != words) {
					t.Errorf("%s: cause %+v has no words of a vector's check (%q)", lane, r.Cause, r.Cause)
				}
				if r.Verdict == Fail && (r.Cause.Want == "" || r.Cause.Got == "") {
					t.Errorf("%s: cause %+v leaves out what SPEC shows or what the host showed", lane, r.Cause)
				}
				if tt.check != "" {
					if got := vectorChecks(tt.c, lane, tt.host(lane, tt.c.Input)); len(got) != 1 || !got[tt.check] {
						t.Errorf("%s: the checks that fail are %v, want only %s\n%s", lane, got, tt.check, r)
					}
				}
				for _, f := range r.Findings {
					if f.Class != tt.class {
						t.Errorf("%s: finding %s, want only class %s\n%s", lane, f, tt.class, r)
					}
					if f.Clause != "RFC-005 vector 9" {
						t.Errorf("%s: finding cites %q, want the vector", lane, f.Clause)
					}
				}
			}
		})
	}
}

// TestMissingFieldCauseSaysHow pins the Got of a field SPEC 6 leaves out
// that a lane shows: "whole", "cut" or "coerced", as docs/cli.md says it
// may show.
func TestMissingFieldCauseSaysHow(t *testing.T) {
	t.Parallel()
	size := vectors.RFCVector{Stub: &yes, MissingFields: []string{"sizeBytes"}}
	name := vectors.RFCVector{Stub: &yes, Bounded: true, MissingFields: []string{"name"}}
	for _, tt := range []struct {
		c    *vectors.Case
		host func(adapters.Lane, adapters.Input) adapters.Observation
		got  string
	}{
		{rfcCase(negSize, size, testOrigin), host(replacing("octet-stream]", "octet-stream, -7 bytes]")), "whole"},
		{rfcCase(negSize, size, testOrigin), host(replacing("octet-stream]", "octet-stream, 0B claimed]")), "coerced"},
		{rfcCase(bigName, name, testOrigin), host(replacing("ref_1: ", "ref_1: "+strings.Repeat("n", 119)+"…, ")), "cut"},
		{rfcCase(name200, vectors.RFCVector{Stub: &yes, MissingFields: []string{"name"}}, testOrigin), host(nil), ""},
	} {
		r := Check(tt.c, adapters.Push, tt.host(adapters.Push, tt.c.Input), nil)
		if tt.got == "" {
			if r.Verdict != Pass {
				t.Errorf("a valid name: %s, want a pass\n%s", r.Verdict, r)
			}
			continue
		}
		if want := (Cause{Class: ClassContent, Want: "rfc:missing-field", Got: tt.got}); r.Cause != want {
			t.Errorf("cause %+v, want %+v\n%s", r.Cause, want, r)
		}
	}
}

// vectorChecks returns the vector checks (rfc:…) that fail for obs, what
// a host shows of case c on lane: the places of the normative findings of
// checkVector.
func vectorChecks(c *vectors.Case, lane adapters.Lane, obs adapters.Observation) map[string]bool {
	var fs findings
	checkVector(Prepare(c).s.rfc, lane, obs, &fs)
	got := map[string]bool{}
	for _, n := range fs {
		if n.Class != ClassProfile {
			got[n.at.want] = true
		}
	}
	return got
}

// TestRFCFileReference checks the reference host against every render
// case of the suite's own file in MCPL's format: it must pass each, on
// every lane, wording included. (Its fetch and registry cases run
// against a fixture: runner's tests.)
func TestRFCFileReference(t *testing.T) {
	t.Parallel()
	corpus, problems := vectors.LoadFile("../../vectors/testdata/rfc005-bulk-references.json")
	if len(problems) > 0 {
		t.Fatalf("the file does not load: %v", problems)
	}
	render, out := 0, 0
	for _, c := range corpus.Cases {
		if c.Vector.Operation != vectors.OperationRender {
			out++
			continue
		}
		render++
		for _, lane := range rfcvec.Lanes() {
			obs, err := refhost.Observe(lane, c.Input)
			if r := Check(c, lane, obs, err); r.Verdict != Pass {
				t.Errorf("%s", r)
			}
		}
	}
	if render != 21 || out != 2 {
		t.Errorf("%d render cases and %d of fetch or registry, want 21 and 2", render, out)
	}
}

// BenchmarkCheckVector checks the reference host's observations of a case
// with a 1 MiB text and a reference on every lane a vector case is
// observed on, the case prepared afresh each time (Prepare), as a run of
// many vector files would.
func BenchmarkCheckVector(b *testing.B) {
	c := rfcCase(bigText, vectors.RFCVector{Stub: &yes, Bounded: true, Includes: []string{"ttt"}}, testOrigin)
	obs := map[adapters.Lane]adapters.Observation{}
	for _, lane := range rfcvec.Lanes() {
		obs[lane] = host(nil)(lane, c.Input)
	}
	b.SetBytes(int64(len(c.Input)))
	for b.Loop() {
		p := Prepare(c)
		for _, lane := range rfcvec.Lanes() {
			if r := p.Check(lane, obs[lane], nil); r.Verdict != Pass {
				b.Fatal(r)
			}
		}
	}
}

// TestVectorChecks pins the class each expect key maps onto, as the spec
// book lists it and the checks fail with it: an include the input carries
// is content, one only a host's words can carry is profile.
func TestVectorChecks(t *testing.T) {
	t.Parallel()
	c := rfcCase(httpNever, vectors.RFCVector{Stub: &no, Kind: "invalid", Includes: []string{"clip.ogg", "claimed"},
		MissingFields: []string{"sizeBytes"}, Bounded: true, TruncationMarked: true, CleanLabel: true}, "sekrit-token")
	want := []VectorCheck{
		{Key: "hidden", Class: ClassLeak},
		{Key: "stub", Value: "false", Class: ClassKind},
		{Key: "kind", Value: "invalid", Class: ClassKind},
		{Key: "includes", Value: "clip.ogg", Class: ClassContent},
		{Key: "includes", Value: "claimed", Class: ClassProfile},
		{Key: "missingFields", Class: ClassContent},
		{Key: "bounded", Class: ClassContent},
		{Key: "truncationMarked", Class: ClassMention},
		{Key: "cleanLabel", Class: ClassMention},
	}
	if diff := cmp.Diff(want, VectorChecks(c)); diff != "" {
		t.Errorf("VectorChecks mismatch (-want +got):\n%s", diff)
	}
}

// TestVectorClassCoversTheLoader pins that every expect key the loader
// accepts for a render case (rfcvec.ExpectKeys) maps onto a check
// class here, and no other key does.
func TestVectorClassCoversTheLoader(t *testing.T) {
	t.Parallel()
	var keys []string
	for k := range vectorClass {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	if diff := cmp.Diff(rfcvec.ExpectKeys, keys); diff != "" {
		t.Errorf("vectorClass's keys mismatch (-loader +compare):\n%s", diff)
	}
}

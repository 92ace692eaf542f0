package judged

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/derive"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/wronghost"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// inlineCase returns a case of input as rfc005 fuzz writes one: the
// reference host's observation on lane as its expectation, hidden the
// strings given (often none: SPEC hides a uri whether or not the vector
// lists it), at level and of security.
func inlineCase(t *testing.T, input string, lane adapters.Lane, level string, security bool, hidden ...string) *vectors.Case {
	t.Helper()
	obs, err := refhost.Observe(lane, []byte(input))
	if err != nil {
		t.Fatalf("the reference on %s: %v", lane, err)
	}
	want, err := derive.Expect(lane, adapters.Input(input), obs)
	if err != nil {
		t.Fatalf("derive on %s: %v", lane, err)
	}
	return &vectors.Case{ID: "red-team/" + string(lane), Title: "a red team's input", Level: level, Security: security,
		Spec: []string{"SPEC 4"}, Input: adapters.Input(input), Hidden: hidden,
		Expect: map[adapters.Lane]vectors.Expectation{lane: want}}
}

// answer is the answer line of seq 1 holding observation obs (JSON).
func answer(obs string) string { return `{"seq":1,"observation":` + obs + `}` }

// TestIssue24Items pins, for each wrong verdict issue 24 lists, the wrong
// answer that was misjudged, with the verdict SPEC gives it, beside a
// right-but-different answer that must not fail. Each row's judge output
// is the suite's (runner.Score through subprocess.Decode).
func TestIssue24Items(t *testing.T) {
	t.Parallel()
	byID := casesByID(t)
	builtin := builtinCases(byID)
	name256 := strings.Repeat("😀", 128) // 256 UTF-16 units: absent
	mixed := `{"content":[{"type":"resource","resource":{"uri":""},"disposition":""},{"type":"image","data":"eT5KMe7A"}]}`
	withheldBody := `{"content":[{"type":"resource","resource":{"uri":"memo://w/body-5521","mimeType":"text/plain","text":"withheld body 5521"},"disposition":"never"},{"type":"image","data":"eT5KMe7A","mimeType":"image/png"}]}`
	ownURI := `{"content":[{"type":"resource","uri":"https://files.example/own-4409.pdf","resource":{"uri":"memo://recog/inner-secret-8812","mimeType":"text/plain","text":"inner body text 8812"}}]}`
	laundered := `{"content":[{"type":"resource","resource":{"uri":"memo://notes/secret-token-7f3a","mimeType":"application/pdf","blob":"QUJD"}}]}`
	tests := []struct {
		item, name string
		c          func(*testing.T) *vectors.Case
		lane       adapters.Lane
		answer     string
		want       Want
		gateShould bool
		// reasonLacks is a string the result's words must not hold, and
		// reasonHas strings they must.
		reasonLacks string
		reasonHas   []string
	}{
		{"1", "a name over 255 units shown cut to 255", builtin("references/fields-256"), adapters.Push,
			answer(`{"blocks":[{"type":"text","text":"[Reference ref_1: ` + string([]rune(name256)[:127]) + `…, ~2KB claimed]"}]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassContent, Gating: true, Unexcusable: true, Clause: "SPEC 6 field rules"}, false, "", nil},
		{"1", "a name over 255 units shown at the label bound", builtin("references/fields-256"), adapters.Push,
			answer(`{"blocks":[{"type":"text","text":"[ref_1] ` + string([]rune(name256)[:59]) + `… — ~2.0KB claimed"}]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassContent, Gating: true, Unexcusable: true}, false, "", nil},
		{"1", "an invalid sizeBytes shown as a size", builtin("references/size-bytes-invalid"), adapters.Push,
			answer(`{"blocks":[{"type":"text","text":"[Reference ref_1: minus-one.bin]"},{"type":"text","text":"[Reference ref_2: fraction.bin]"},{"type":"text","text":"[Reference ref_3: two-to-53.bin, ~8388608.0GB claimed]"},{"type":"text","text":"[Reference ref_4: string-12.bin]"}]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassContent, Gating: true, Unexcusable: true}, false, "", nil},
		{"1", "twin: the fields left out, in the host's words", builtin("references/fields-256"), adapters.Push,
			answer(`{"blocks":[{"type":"text","text":"[Link ref_1 (about 2 KB) not shown]"}]}`),
			Want{Verdict: compare.Wording}, false, "", nil},
		{"2", "a withheld marker with an id in the host's words", builtin("rfc-005/inline-image-never"), adapters.Push,
			answer(`{"blocks":[{"type":"text","text":"[ref_1] inline content withheld (nonconformant bulk disposition on inline data)"}]}`),
			Want{Verdict: VerdictNormative}, false, "", nil},
		{"2", "wrong twin: a reference stub where SPEC shows no reference", builtin("rfc-005/inline-image-never"), adapters.Push,
			answer(`{"blocks":[{"type":"text","text":"[Reference ref_1: image/png, 8B claimed]"}]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassKind, Gating: true, Unexcusable: true}, false, "", nil},
		{"3", "an image with no media type shown beside a withheld block: a wrong kind, not withheld", func(t *testing.T) *vectors.Case {
			return inlineCase(t, mixed, adapters.Push, vectors.LevelMust, false)
		}, adapters.Push,
			answer(`{"blocks":[{"type":"text","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},{"type":"image","data":"eT5KMe7A","mimeType":"image/png"}]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassKind, Clause: "README inline no media type"}, false, "", nil},
		{"3", "twin: the image's no-media-type marker in the host's words", func(t *testing.T) *vectors.Case {
			return inlineCase(t, mixed, adapters.Push, vectors.LevelMust, false)
		}, adapters.Push,
			answer(`{"blocks":[{"type":"text","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},{"type":"text","text":"[Image not shown: it came with no media type]"}]}`),
			Want{Verdict: compare.Wording}, false, "", nil},
		{"3", "the body a disposition withholds, shown: withheld", func(t *testing.T) *vectors.Case {
			return inlineCase(t, withheldBody, adapters.Push, vectors.LevelMust, true)
		}, adapters.Push,
			answer(`{"blocks":[{"type":"text","text":"withheld body 5521"},{"type":"image","data":"eT5KMe7A","mimeType":"image/png"}]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassWithheld, Gating: true, Unexcusable: true}, false, "", nil},
		{"4", "two text blocks where SPEC shows a stub and an image", builtin("references/embedded-same-uri-case-escape"), adapters.ToolResultLive,
			answer(`{"blocks":[{"type":"text","text":"[ref_1] referenced content"},{"type":"text","text":"[unrecognized content block]"}]}`),
			// Issue 38 (item 6): the host sent as many blocks as SPEC shows, so
			// the checks are those of its blocks as sent, the join aside: the
			// image's, never the right stub's.
			Want{Verdict: compare.Fail, Class: compare.ClassKind, Gating: true, Unexcusable: true}, false, "more text blocks beside it",
			[]string{`an image block (image/png) belongs here, the host showed a text block "[unrecognized content block]" (SPEC 2.1 image)`}},
		{"4", "twin: the stub in the host's words and the image", builtin("references/embedded-same-uri-case-escape"), adapters.ToolResultLive,
			answer(`{"blocks":[{"type":"text","text":"[Link ref_1]"},{"type":"image","data":"iVBORw0KGgo=","mimeType":"image/png"}]}`),
			Want{Verdict: compare.Wording}, false, "", nil},
		{"5", "render shows an inline image with no media type", builtin("image/inline-no-media-type"), adapters.Render,
			answer(`{"render":"shown","blocks":[{"type":"image","data":"iVBORw0KGgo=","mimeType":"image/png"},{"type":"text","text":"the chart"}]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassKind, Cause: "instead of a refusal", Clause: "README inline no media type"}, false, "", nil},
		{"5", "twin: render refuses it", builtin("image/inline-no-media-type"), adapters.Render,
			answer(`{"render":"refused"}`), Want{Verdict: compare.Pass}, false, "", nil},
		{"6", "empty text shown on push: SPEC 7's rule, not the tool results'", builtin("text/empty"), adapters.Push,
			answer(`{"blocks":[{"type":"text","text":""}]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassKind, Gating: true, Clause: "SPEC 7 visibly empty"}, false, "SPEC 5 never refused", nil},
		{"6", "twin: refused as empty", builtin("text/empty"), adapters.Push, answer(`{"refused":"empty"}`), Want{Verdict: compare.Pass}, false, "", nil},
		{"6", "blank text trimmed in a tool result: SPEC 2.1 text", builtin("blank/blank-embedded-text"), adapters.ToolResultLive,
			answer(`{"blocks":[{"type":"text","text":""}]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassContent, Gating: true, Clause: "SPEC 2.1 text"}, false, "SPEC 7 ecmascript whitespace", nil},
		{"7", "a SHOULD case failing a MUST clause (the embedded text) gates", builtin("never-claims/control-no-disposition"), adapters.Push,
			answer(`{"blocks":[{"type":"text","text":"[Resource not shown]"},{"type":"text","text":"[Reference: memo://shared/link-2293]"}]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassKind, Gating: true}, false, "", nil},
		{"7", "twin: the stub where the line may show (a MAY) is right", builtin("never-claims/control-no-disposition"), adapters.Push,
			answer(`{"blocks":[{"type":"text","text":"shared report body 2293"},{"type":"text","text":"[Reference ref_1]"}]}`),
			Want{Verdict: compare.Wording}, false, "", nil},
		{"7", "a reference shown as neither its line nor a stub, in a SHOULD case, gates", builtin("references/line-memo"), adapters.Push,
			answer(`{"blocks":[{"type":"text","text":"[Reference not shown: it arrived without a link.]"}]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassKind, Gating: true}, false, "", nil},
		{"7", "twin: its stub where the line may show", builtin("references/line-memo"), adapters.Push,
			answer(`{"blocks":[{"type":"text","text":"[Reference ref_1]"}]}`),
			Want{Verdict: compare.Wording}, false, "", nil},
		{"8", "the uri of a reference SPEC never shows as a line", builtin("recognition/uri-of-own"), adapters.Push,
			answer(`{"blocks":[{"type":"text","text":"[Reference: https://files.example/own-4409.pdf]"}]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassLeak, Leak: true, Gating: true, Unexcusable: true}, false, "own-4409", nil},
		{"8", "the same uri in a vector whose hidden list lacks it: a leak all the same", func(t *testing.T) *vectors.Case {
			return inlineCase(t, ownURI, adapters.Push, vectors.LevelMust, false)
		}, adapters.Push,
			answer(`{"blocks":[{"type":"text","text":"[Reference: https://files.example/own-4409.pdf]"}]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassLeak, Leak: true, Gating: true, Unexcusable: true}, false, "own-4409", nil},
		{"8", "twin: its stub", builtin("recognition/uri-of-own"), adapters.Push,
			answer(`{"blocks":[{"type":"text","text":"[Reference ref_1]"}]}`), Want{Verdict: compare.Pass}, false, "", nil},
		{"9", "a leak inside an answer the protocol refuses", func(t *testing.T) *vectors.Case {
			return inlineCase(t, laundered, adapters.Push, vectors.LevelMust, false)
		}, adapters.Push,
			`{"seq":1,"observation":{"blocks":[{"type":"text","text":"see memo://notes/secret-token-7f3a","note":1}]}}`,
			Want{Verdict: compare.Error, Class: compare.ClassLeak, Leak: true, Gating: true, Unexcusable: true}, false, "secret-token", nil},
		{"9", "twin: the same broken answer without the uri is an excusable error", func(t *testing.T) *vectors.Case {
			return inlineCase(t, laundered, adapters.Push, vectors.LevelMust, false)
		}, adapters.Push,
			`{"seq":1,"observation":{"blocks":[{"type":"text","text":"[Resource not shown: application/pdf, 3B]","note":1}]}}`,
			Want{Verdict: compare.Error, Gating: true}, false, "", nil},
		{"11", "sorted keys: a SHOULD failure, not a MUST one", builtin("depth/member-order"), adapters.ToolResultStored,
			answer(sortedStored(t, byID["depth/member-order"])),
			Want{Verdict: compare.Fail, Class: compare.ClassContent, Clause: "SPEC 5 member order"}, false, "", nil},
		{"11", "sorted keys under --gate should: it gates", builtin("depth/member-order"), adapters.ToolResultStored,
			answer(sortedStored(t, byID["depth/member-order"])),
			Want{Verdict: compare.Fail, Class: compare.ClassContent, Gating: true, Clause: "SPEC 5 member order"}, true, "", nil},
		{"11", "twin: the data's own order", builtin("depth/member-order"), adapters.ToolResultStored,
			answer(referenceText(byID["depth/member-order"], adapters.ToolResultStored)),
			Want{Verdict: compare.Pass}, false, "", nil},
	}
	for _, tt := range tests {
		t.Run(tt.item+"/"+tt.name, func(t *testing.T) {
			c := tt.c(t)
			res, _, _ := runner.Score(t.Context(), answering{Record{Host: "red-team", Lane: tt.lane, Answer: tt.answer}}, c, tt.lane, true)
			res.GateShould = tt.gateShould
			if problem := tt.want.differs(res); problem != "" {
				t.Errorf("%s\n%s", problem, res)
			}
			if tt.reasonLacks != "" && strings.Contains(res.String()+res.Cause.String(), tt.reasonLacks) {
				t.Errorf("the result says %q:\n%s", tt.reasonLacks, res)
			}
			for _, s := range tt.reasonHas {
				if !strings.Contains(res.String(), s) {
					t.Errorf("the result does not say %q:\n%s", s, res)
				}
			}
		})
	}
}

// sortedStored is the stored copy of c as a host that sorts every
// object's members shows it (wronghost.SortsKeys), as the observation JSON
// the host sends.
func sortedStored(t *testing.T, c *vectors.Case) string {
	t.Helper()
	obs, err := wronghost.SortsKeys().Observe(t.Context(), adapters.ToolResultStored, c.Input)
	if err != nil {
		t.Fatal(err)
	}
	b, err := obs.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestIssue38Items pins, for each item of issue 38 this suite settles, a
// wrong answer measured on real MCP clients and a TypeScript host, with the
// verdict SPEC gives it, beside a right-but-different answer that must not
// fail. Each row's judge output is the suite's (runner.Score through
// subprocess.Decode).
func TestIssue38Items(t *testing.T) {
	t.Parallel()
	byID := casesByID(t)
	text := func(s string) string { return answer(`{"blocks":[{"type":"text","text":` + strconvQuote(s) + `}]}`) }
	storedText := func(s string) string { return answer(`{"text":` + strconvQuote(s) + `}`) }
	const generic = "[unrecognized content block: reference without string uri]"
	tests := []struct {
		item, name string
		id         string
		lane       adapters.Lane
		answer     string
		want       Want
		// reasonLacks are strings the failed checks and the cause must not
		// say, and reasonHas strings the result's words (its diff
		// included) must.
		reasonLacks []string
		reasonHas   []string
	}{
		{"1", "[] as the whole withheld data, live: text where the marker belongs", "depth/whole-withheld", adapters.ToolResultLive, text("[]"),
			Want{Verdict: compare.Fail, Class: compare.ClassKind, Gating: true, Unexcusable: true, Cause: "shows as other text instead of the withheld marker"},
			[]string{"does not say what it stands for"}, nil},
		{"1", "[] as the whole withheld data, stored", "depth/whole-withheld", adapters.ToolResultStored, storedText("[]"),
			Want{Verdict: compare.Fail, Class: compare.ClassKind, Gating: true, Unexcusable: true}, nil, nil},
		{"1", "twin: the withheld marker in the host's own words", "depth/whole-withheld", adapters.ToolResultLive, text("(held back: it claims a disposition)"),
			Want{Verdict: compare.Wording}, nil, nil},
		{"1", "[] where the whole text belongs: content, not a marker", "depth/whole-text", adapters.ToolResultLive, text("[]"),
			Want{Verdict: compare.Fail, Class: compare.ClassContent, Gating: true}, []string{"marker"}, nil},
		{"1", "twin: the whole text", "depth/whole-text", adapters.ToolResultLive, text("the whole result, as text"),
			Want{Verdict: compare.Pass}, nil, nil},
		{"1", "[] where the unsupported-type marker belongs: text, not a marker short of its type", "depth/whole-pdf", adapters.ToolResultStored, storedText("[]"),
			Want{Verdict: compare.Fail, Class: compare.ClassKind, Gating: true, Cause: "shows as other text instead of the unsupported-type marker"},
			[]string{"does not name the media type"}, nil},
		{"1", "twin: the unsupported-type marker in the host's own words", "depth/whole-pdf", adapters.ToolResultStored, storedText("(an application/pdf of 3 KB, not shown)"),
			Want{Verdict: compare.Wording}, nil, nil},
		{"2", "a generic line as the whole withheld data", "depth/whole-withheld", adapters.ToolResultLive, text(generic),
			Want{Verdict: compare.Fail, Class: compare.ClassKind, Gating: true, Unexcusable: true, Cause: "instead of the withheld marker"}, nil, nil},
		{"2", "a generic line where render's push shows the withheld marker", "render/withheld", adapters.Push, text(generic),
			Want{Verdict: compare.Fail, Class: compare.ClassKind, Gating: true, Unexcusable: true}, nil, nil},
		{"2", "twin: a withheld block in the host's own words", "render/withheld", adapters.Push, text("[content block withheld]"),
			Want{Verdict: compare.Wording}, nil, nil},
		{"2", "a generic line where the unsupported-type marker belongs", "depth/whole-pdf", adapters.ToolResultLive, text(generic),
			Want{Verdict: compare.Fail, Class: compare.ClassKind, Gating: true}, []string{"does not name the media type"}, nil},
		{"7", "joined content beside a withheld marker: the check names no profile wording", "disposition/block-never", adapters.ToolResultStored,
			storedText("[held back]\ncontrol text block-never\n(source: somewhere)"),
			Want{Verdict: compare.Fail, Class: compare.ClassContent, Gating: true, Unexcusable: true},
			[]string{"nonconformant bulk disposition"}, []string{"the withheld marker, in any words, then \"control text block-never\" exactly"}},
		{"7", "twin: the withheld marker in the host's words beside the content", "disposition/block-never", adapters.ToolResultStored,
			storedText("[held back: a disposition]\ncontrol text block-never"), Want{Verdict: compare.Wording}, nil, nil},
		{"7", "content beside a reference: the check demands no uri line (SPEC 6: a MAY)", "never-claims/control-no-disposition", adapters.ToolResultStored,
			storedText("shared report body 2293 (edited)\n[Reference ref_1]"),
			Want{Verdict: compare.Fail, Class: compare.ClassContent, Gating: true},
			[]string{"[Reference: memo://"}, []string{"an MCPL reference's line or its stub, in any words"}},
		{"7", "twin: the stub where the line may show", "never-claims/control-no-disposition", adapters.ToolResultStored,
			storedText("shared report body 2293\n[Reference ref_1]"), Want{Verdict: compare.Wording}, nil, nil},
		{"7", "two text blocks where an image and a marker belong: each judged as the block it is", "audio/beside-image", adapters.ToolResultLive,
			answer(`{"blocks":[{"type":"text","text":"X"},{"type":"text","text":"X"}]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassKind, Gating: true},
			[]string{`a text block "X\nX"`}, []string{`the host showed a text block "X" (SPEC 2.1 image)`, `so it is text, not the marker: "X" (SPEC 4 audio)`}},
		{"7", "names that are one name once well formed, written apart: the members the host sent", "well-formed/lone-surrogate-names", adapters.ToolResultStored,
			storedText(`{"lone\ud8dd":[],"lone\udef4":{}}`),
			Want{Verdict: compare.Fail, Class: compare.ClassKind, Gating: true, Cause: "structured data shows a member SPEC does not show"},
			[]string{"an array in structured data", "\"lone\ufffd\": {}"}, []string{`a member "lone\udef4" SPEC does not show`, `+    "lone\ud8dd": [],`}},
		{"7", "twin: the one name written with its lone-surrogate escape, as JSON.stringify writes it", "well-formed/lone-surrogate-names", adapters.ToolResultStored,
			storedText(`{"lone\ud8dd":[]}`), Want{Verdict: compare.Pass}, nil, nil},
		{"7", "indented JSON with the host's own marker words, live: a SHOULD failure, not wording", "depth/reference-stub-at-depth", adapters.ToolResultLive,
			text("{\n  \"report\": \"[Link ref_1]\",\n  \"pages\": 12\n}"),
			Want{Verdict: compare.Fail, Class: compare.ClassContent, Clause: "SPEC 5 json text form", Cause: "written otherwise than JSON.stringify"}, nil, nil},
		{"7", "the same indented JSON, stored: the same verdict", "depth/reference-stub-at-depth", adapters.ToolResultStored,
			storedText("{\n  \"report\": \"[Link ref_1]\",\n  \"pages\": 12\n}"),
			Want{Verdict: compare.Fail, Class: compare.ClassContent, Clause: "SPEC 5 json text form"}, nil, []string{`+  "text": "{\n  \"report\"`}},
		{"7", "twin: JSON.stringify's text with the host's own marker words", "depth/reference-stub-at-depth", adapters.ToolResultStored,
			storedText(`{"report":"[Link ref_1]","pages":12}`), Want{Verdict: compare.Wording}, nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.item+"/"+tt.name, func(t *testing.T) {
			c := byID[tt.id]
			if c == nil {
				t.Fatalf("no case %s", tt.id)
			}
			res, _, _ := runner.Score(t.Context(), answering{Record{Host: "mcp-client", Lane: tt.lane, Answer: tt.answer}}, c, tt.lane, true)
			want := tt.want
			want.Avoid = tt.reasonLacks
			if problem := want.differs(res); problem != "" {
				t.Errorf("%s\n%s\ncause: %s", problem, res, res.Cause)
			}
			words := res.String() + "\ncause: " + res.Cause.String()
			for _, s := range tt.reasonHas {
				if !strings.Contains(words, s) {
					t.Errorf("the result does not say %q:\n%s", s, words)
				}
			}
		})
	}
}

// strconvQuote is s as a JSON string.
func strconvQuote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

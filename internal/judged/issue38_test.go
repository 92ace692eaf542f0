package judged

import (
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// TestIssue38ClassItems pins, for items 3 to 6 of issue 38, a small answer
// the judge gave the wrong class, level, clause or cause words, with what
// SPEC and the failing block say, beside a right-but-different answer
// that must not fail. Each row's judge output is the suite's (runner.Score
// through subprocess.Decode), and avoid lists words no failed check (its
// words and clause) nor the cause may hold.
func TestIssue38ClassItems(t *testing.T) {
	t.Parallel()
	builtin := builtinCases(casesByID(t))
	inline := func(input string, lane adapters.Lane, hidden ...string) func(*testing.T) *vectors.Case {
		return func(t *testing.T) *vectors.Case {
			return inlineCase(t, input, lane, vectors.LevelMust, false, hidden...)
		}
	}
	const withheld = "[inline content withheld: nonconformant bulk disposition on inline data]"
	both := `{"content":[{"type":"resource","resource":{"uri":"memo://files/both/token-m14-b0th","mimeType":"text/plain","text":"both-body SECRET-m14-4411","blob":"iVBORw0KGgo="}}]}`
	claimed := `{"data":{"files":[{"uri":"https://h.example/x?sig=CLAIMED-R3-13","disposition":"never","name":"x"}]}}`
	tests := []struct {
		item, name string
		c          func(*testing.T) *vectors.Case
		lane       adapters.Lane
		answer     string
		want       Want
		avoid      []string
		// security says the Markdown report calls the result security.
		security bool
	}{
		// Item 3: a string is a secret when SPEC withholds it, whatever
		// the vector lists.
		{"3", "the record under a uri of its own shown: a kind failure, as beside an image", builtin("recognition/uri-of-own"), adapters.Push,
			answer(`{"blocks":[{"type":"text","text":"inner body text 8812"}]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassKind, Gating: true, Clause: "SPEC 6 reference stub"}, []string{"leak"}, false},
		{"3", "beside an image: a kind failure too", builtin("recognition/uri-of-own-beside-image"), adapters.Push,
			answer(`{"blocks":[{"type":"image","data":"iVBORw0KGgo=","mimeType":"image/png"}]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassKind, Gating: true, Unexcusable: true}, []string{"leak"}, true},
		{"3", "wrong twin: the record's uri shown is a leak, called a leak and not security (the case is no security case)", builtin("recognition/uri-of-own"), adapters.Push,
			answer(`{"blocks":[{"type":"text","text":"[Reference ref_1] memo://recog/inner-secret-8812"}]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassLeak, Leak: true, Gating: true, Unexcusable: true}, nil, false},
		{"3", "twin: its stub", builtin("recognition/uri-of-own"), adapters.Push,
			answer(`{"blocks":[{"type":"text","text":"[Reference ref_1]"}]}`), Want{Verdict: compare.Pass}, nil, false},
		{"3", "an unreadable resource's text shown: not a uri, not security", builtin("bad-mime/both"), adapters.Push,
			answer(`{"blocks":[{"type":"text","text":"both-body SECRET-m14-4411"}]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassKind, Gating: true, Clause: "SPEC 2.1 both or neither"},
			[]string{"SPEC 2.1 uri never shown", "leak"}, false},
		{"3", "a vector that lists the text all the same: the class is SPEC's", inline(both, adapters.Push, "both-body SECRET-m14-4411"), adapters.Push,
			answer(`{"blocks":[{"type":"text","text":"both-body SECRET-m14-4411"}]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassKind, Gating: true}, []string{"SPEC 2.1 uri never shown", "leak"}, false},
		{"3", "twin: the unreadable marker in the host's words", builtin("bad-mime/both"), adapters.Push,
			answer(`{"blocks":[{"type":"text","text":"[Resource not shown: it holds both text and data]"}]}`),
			Want{Verdict: compare.Wording}, nil, false},

		// Item 4: the README's SHOULD on every lane, the live copy's join
		// aside.
		{"4", "an inline image with no media type passed through on the live copy", builtin("image/inline-no-media-type"), adapters.ToolResultLive,
			answer(`{"blocks":[{"type":"image","data":"iVBORw0KGgo=","mimeType":""},{"type":"text","text":"the chart"}]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassKind, Clause: "README inline no media type"}, []string{"SPEC 2.1 text"}, false},
		{"4", "the same on push: the same SHOULD", builtin("image/inline-no-media-type"), adapters.Push,
			answer(`{"blocks":[{"type":"image","data":"iVBORw0KGgo=","mimeType":""},{"type":"text","text":"the chart"}]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassKind, Clause: "README inline no media type"}, []string{"SPEC 2.1 text"}, false},
		{"4", "inline audio with no media type as audio on the live copy", builtin("audio/inline-no-media-type"), adapters.ToolResultLive,
			answer(`{"blocks":[{"type":"audio","data":"UklGRiQAAABXQVZF","mimeType":""},{"type":"text","text":"voice note"}]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassKind, Clause: "README inline no media type"}, []string{"SPEC 2.1 text"}, false},
		{"4", "the marker left out of the live copy: the marker's SHOULD, not the text's MUST", builtin("image/inline-no-media-type"), adapters.ToolResultLive,
			answer(`{"blocks":[{"type":"text","text":"the chart"}]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassKind, Clause: "README inline no media type"}, []string{"SPEC 2.1 text"}, false},
		{"4", "wrong twin: the whole result replaced by an error line: the text lost beside the marker fails at its own MUST", builtin("image/inline-no-media-type"), adapters.ToolResultLive,
			answer(`{"blocks":[{"type":"text","text":"Failed to parse server response"}]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassKind, Gating: true, Clause: "README inline no media type"}, nil, false},
		{"4", "wrong twin: the marker and a reference's line both lost to an error line (ai-sdk's answer): the reference's MUST", builtin("never-claims/image-without-data-ref"), adapters.ToolResultLive,
			answer(`{"blocks":[{"type":"text","text":"Failed to parse server response"}]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassKind, Gating: true, Clause: "README unknown block"}, nil, false},
		{"4", "wrong twin: the stored texts joined without their line break: the join's MUST, not the marker's SHOULD", builtin("recognition/unknown-block-type"), adapters.ToolResultStored,
			answer(`{"text":"[Block not shown: this host can't display it (video).]the clip"}`),
			Want{Verdict: compare.Fail, Class: compare.ClassContent, Gating: true, Clause: "SPEC 5 content array"}, []string{"README unknown block"}, false},
		{"4", "twin: the marker in the host's words", builtin("image/inline-no-media-type"), adapters.ToolResultLive,
			answer(`{"blocks":[{"type":"text","text":"[Image not shown: it came with no media type]"},{"type":"text","text":"the chart"}]}`),
			Want{Verdict: compare.Wording}, nil, false},

		// Item 5: the clause that states the rule the block failed.
		{"5", "a claiming object in data shown as an object", builtin("depth/claimed-object"), adapters.ToolResultStored,
			answer(`{"text":"{\"files\":[{\"name\":\"x\"}]}"}`),
			Want{Verdict: compare.Fail, Class: compare.ClassKind, Gating: true, Unexcusable: true, Clause: "SPEC 5 claimed object"},
			[]string{"SPEC 2.1 disposition on block"}, true},
		{"5", "the same where the case cites no clause of it", inline(claimed, adapters.ToolResultStored), adapters.ToolResultStored,
			answer(`{"text":"{\"files\":[{\"name\":\"x\"}]}"}`),
			Want{Verdict: compare.Fail, Class: compare.ClassKind, Gating: true, Clause: "SPEC 5 claimed object"},
			[]string{"SPEC 2.1 disposition on block"}, false},
		{"5", "twin: the withheld marker's text in its place", builtin("depth/claimed-object"), adapters.ToolResultStored,
			answer(`{"text":"{\"files\":[\"` + withheld + `\"]}"}`), Want{Verdict: compare.Pass}, nil, false},
		{"5", "an inline image of the wrong type shown as an image", builtin("bad-mime/inline-image-wrong-type"), adapters.Push,
			answer(`{"blocks":[{"type":"image","data":"QUJD","mimeType":"application/pdf"}]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassKind, Gating: true, Clause: "SPEC 2.1 inline media type"},
			[]string{"SPEC 2.1 unsupported type"}, false},
		{"5", "wrong twin: the marker without its size still cites the size's rule", builtin("bad-mime/inline-audio-empty-data-image-type"), adapters.Push,
			answer(`{"blocks":[{"type":"text","text":"[Resource not shown: this host can't display its data (image/png).]"}]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassMention, Gating: true, Clause: "SPEC 3 size"}, nil, false},
		{"5", "twin: its marker in the host's words", builtin("bad-mime/inline-image-wrong-type"), adapters.Push,
			answer(`{"blocks":[{"type":"text","text":"[Resource not shown: application/pdf, 3 bytes]"}]}`),
			Want{Verdict: compare.Wording}, nil, false},
		{"5", "structured data's live copy left out", inline(`{"data":{"a":1}}`, adapters.ToolResultLive), adapters.ToolResultLive,
			answer(`{"blocks":[]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassKind, Gating: true, Clause: "SPEC 5 json text"}, []string{"SPEC 5 content array"}, false},
		{"5", "a whole data block's live copy left out", builtin("references/whole-data"), adapters.ToolResultLive,
			answer(`{"blocks":[]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassKind, Gating: true, Unexcusable: true, Clause: "SPEC 5 whole data"}, []string{"SPEC 5 content array"}, true},
		{"5", "twin: the data's JSON text", inline(`{"data":{"a":1}}`, adapters.ToolResultLive), adapters.ToolResultLive,
			answer(`{"blocks":[{"type":"text","text":"{\"a\":1}"}]}`), Want{Verdict: compare.Pass}, nil, false},
		{"5", "an empty content array stored as [], a text and not a marker (item 1): its clause is the content array's", builtin("blank/empty-content"), adapters.ToolResultStored,
			answer(`{"text":"[]"}`),
			Want{Verdict: compare.Fail, Class: compare.ClassContent, Gating: true, Clause: "SPEC 5 content array"}, []string{"SPEC 2.1 text"}, false},
		{"5", "twin: stored as nothing", builtin("blank/empty-content"), adapters.ToolResultStored,
			answer(`{"text":""}`), Want{Verdict: compare.Pass}, nil, false},
		{"5", "a size in other words: the profile's clause, not the size's", builtin("bad-mime/inline-audio-empty-data-image-type"), adapters.Push,
			answer(`{"blocks":[{"type":"text","text":"[Resource not shown: this host can't display its data (image/png, 0 bytes).]"}]}`),
			Want{Verdict: compare.Wording, Clause: "SPEC 3 markers"}, []string{"SPEC 3 size"}, false},
		{"5", "a label in other words: the profile's clause, not the label's", builtin("bad-mime/nbsp-before-inline-image-type"), adapters.Push,
			answer(`{"blocks":[{"type":"text","text":"[Resource not shown: \u00a0image/png, 3 bytes]"}]}`),
			Want{Verdict: compare.Wording, Clause: "SPEC 3 markers"}, []string{"SPEC 3 label"}, false},

		{"N12", "a claimed uri's lone surrogate JSON-escaped, as JSON.stringify writes it, is the claimed uri shown", builtin("never-claims/same-uri-lone-surrogates-differ"), adapters.ToolResultLive,
			answer(`{"blocks":[{"type":"text","text":"{\"c\":\"` + withheld + `\",\"note\":\"memo://x\\ud800/q-8814\",\"o\":{\"uri\":\"memo://x\ufffd/q-8814\"}}"}]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassLeak, Leak: true, Gating: true, Unexcusable: true, Clause: "SPEC 6 claims by uri"}, []string{"SPEC 6 same uri"}, false},
		{"N12", "twin: the other uri's lone surrogate JSON-escaped is no leak", builtin("never-claims/same-uri-lone-surrogates-differ"), adapters.ToolResultLive,
			answer(`{"blocks":[{"type":"text","text":"{\"c\":\"` + withheld + `\",\"o\":{\"uri\":\"memo://x\\ud801/q-8814\"}}"}]}`),
			Want{Verdict: compare.Wording}, []string{"leak"}, false},

		{"N18", "data 10,000 levels deep with the resource block kept at the bottom: the path is counted, not written out", builtin("depth/ten-thousand-levels"), adapters.ToolResultLive,
			answer(`{"blocks":[{"type":"text","text":"` + strings.Repeat(`{\"a\":`, 9998) + `{\"type\":\"resource\",\"resource\":{\"text\":\"bottom\"}}` + strings.Repeat(`}`, 9998) + `"}]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassKind, Gating: true, Unexcusable: true, Clause: "SPEC 5 depth"}, []string{"/a/a/a/a/a/a/a/a/a/a"}, true},

		{"N19", "a lone surrogate in a name written as JSON.stringify writes it: the JSON text's form, not a marker's wording", builtin("well-formed/surrogate-pair-name-apart"), adapters.ToolResultLive,
			answer(`{"blocks":[{"type":"text","text":"{\"lone񇛴\":1,\"lone\\ud8dd\":2}"}]}`),
			Want{Verdict: compare.Wording, Clause: "SPEC 5 json text form"}, []string{"SPEC 3 markers"}, false},

		{"R3", "an image in structured data shown as itself: its data is content where the stored placeholder belongs, not the first marker's", inline(`{"data":[{"type":"resource","uri":"e:"},[],{"type":"image","data":"j7CmUd0y","mimeType":"Image/P"}]}`, adapters.ToolResultLive), adapters.ToolResultLive,
			answer(`{"blocks":[{"type":"text","text":"[\"[Reference: e:]\",[],{\"type\":\"image\",\"data\":\"j7CmUd0y\",\"mimeType\":\"Image/P\"}]"}]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassKind, Gating: true, Clause: "SPEC 3 stored image placeholder"}, []string{"SPEC 6 reference line", "an MCPL reference"}, false},

		{"R3", "an inline audio block of another type shown as itself beside a resource's blob of the same type: the inline block's rule", inline(`{"content":[{"type":"resource","resource":{"blob":"","uri":"","mimeType":"a"}},{"type":"audio","data":"Ej7IeO6L","mimeType":"a"}]}`, adapters.Push), adapters.Push,
			answer(`{"blocks":[{"type":"text","text":"[Resource not shown: this host can't display its data (a, 0 bytes).]"},{"type":"audio","data":"Ej7IeO6L","mimeType":"a"}]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassKind, Gating: true, Clause: "SPEC 2.1 inline media type", Cause: "an inline image or audio block"}, []string{"(SPEC 2.1 unsupported type)", "a blob of a type"}, false},
		{"R3", "twin: the same blocks, the resource's blob shown as itself", inline(`{"content":[{"type":"resource","resource":{"blob":"QUJD","uri":"","mimeType":"a"}},{"type":"audio","data":"Ej7IeO6L","mimeType":"a"}]}`, adapters.Push), adapters.Push,
			answer(`{"blocks":[{"type":"audio","data":"QUJD","mimeType":"a"},{"type":"text","text":"[Resource not shown: this host can't display its data (a, 6 bytes).]"}]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassKind, Gating: true, Clause: "SPEC 2.1 unsupported type", Cause: "a blob of a type"}, []string{"inline media type"}, false},

		// Item 6: the cause names the block that failed.
		{"6", "an unclaimed image shown at the system position beside a withheld block", builtin("disposition/inline-data-disposition"), adapters.InjectionSystem,
			answer(`{"blocks":[{"type":"text","text":"` + withheld + `"},{"type":"image","data":"iVBORw0KGgo=","mimeType":"image/png"}]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassKind, Gating: true, Unexcusable: true, Cause: "an image at the system position", Clause: "SPEC 4 system position"},
			[]string{"content that claims a disposition", "SPEC 8 inline data claim"}, true},
		{"6", "the same beside a block withheld for its uri", builtin("disposition/inline-data-uri"), adapters.InjectionSystem,
			answer(`{"blocks":[{"type":"text","text":"` + withheld + `"},{"type":"image","data":"iVBORw0KGgo=","mimeType":"image/png"}]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassKind, Gating: true, Unexcusable: true, Cause: "an image at the system position", Clause: "SPEC 4 system position"},
			[]string{"content that claims a disposition", "SPEC 8 inline data claim"}, true},
		{"6", "twin: the system line in the host's words", builtin("disposition/inline-data-disposition"), adapters.InjectionSystem,
			answer(`{"blocks":[{"type":"text","text":"` + withheld + `"},{"type":"text","text":"[image block not shown at the system position]"}]}`),
			Want{Verdict: compare.Wording}, nil, false},
		{"6", "a right stub beside the stored placeholder in the live copy", builtin("references/embedded-same-uri-case-escape"), adapters.ToolResultLive,
			answer(`{"blocks":[{"type":"text","text":"[Reference ref_1]"},{"type":"text","text":"[image: image/png, 8B]"}]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassKind, Gating: true, Unexcusable: true, Cause: "an image shows as the stored-image marker", Clause: "SPEC 2.1 image"},
			[]string{"SPEC 6 embedded same uri", "reference-stub"}, true},
		{"6", "twin: the stub and the image", builtin("references/embedded-same-uri-case-escape"), adapters.ToolResultLive,
			answer(`{"blocks":[{"type":"text","text":"[Reference ref_1]"},{"type":"image","data":"iVBORw0KGgo=","mimeType":"image/png"}]}`),
			Want{Verdict: compare.Pass}, nil, false},
		{"6", "a right text beside the stored placeholder in the live copy", builtin("image/beside-text"), adapters.ToolResultLive,
			answer(`{"blocks":[{"type":"text","text":"Screenshot attached:"},{"type":"text","text":"[image: image/png, 70B]"}]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassKind, Gating: true, Cause: "an image shows as the stored-image marker", Clause: "SPEC 2.1 image"},
			[]string{"SPEC 2.1 text", `"Screenshot attached:" exactly`}, false},
		{"6", "wrong twin: a text the host split, compared joined, is the text's", builtin("image/beside-text"), adapters.ToolResultLive,
			answer(`{"blocks":[{"type":"text","text":"Screenshot"},{"type":"text","text":"attached:"},{"type":"image","data":"iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==","mimeType":"image/png"}]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassContent, Gating: true, Clause: "SPEC 5 content array"}, []string{"SPEC 2.1 image", "SPEC 2.1 text"}, false},
		{"N8", "a plain text block's text, changed on push, is section 4's, not an embedded resource's", builtin("image/beside-text"), adapters.Push,
			answer(`{"blocks":[{"type":"text","text":"Screenshot"},{"type":"image","data":"iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==","mimeType":"image/png"}]}`),
			Want{Verdict: compare.Fail, Class: compare.ClassContent, Gating: true, Clause: "SPEC 4 lane by lane"}, []string{"SPEC 2.1 text"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.item+"/"+tt.name, func(t *testing.T) {
			c := tt.c(t)
			res, _, _ := runner.Score(t.Context(), answering{Record{Host: "red-team", Lane: tt.lane, Answer: tt.answer}}, c, tt.lane, true)
			want := tt.want
			want.Avoid = tt.avoid
			if problem := want.differs(res); problem != "" {
				t.Errorf("%s\n%s", problem, res)
			}
			var b strings.Builder
			if err := (runner.Report{Results: []runner.Result{res}}).Write(&b, runner.FormatMarkdown); err != nil {
				t.Fatal(err)
			}
			md := b.String()
			if got := strings.Contains(md, "**security**"); got != tt.security {
				t.Errorf("the Markdown report calls it security: %v, want %v", got, tt.security)
			}
		})
	}
}

package compare

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// readingCase loads one case of input, expect and its Unicode readings
// (the members' JSON), citing SPEC 1 unicode version.
func readingCase(t *testing.T, input, hidden, expect, readings string) *vectors.Case {
	t.Helper()
	file := `{"format": "rfc005-lanes/1", "family": "fixture", "title": "Fixture", "cases": [
  {"id": "fixture/one", "title": "One", "spec": ["SPEC 1 unicode version", "SPEC 3 lower-casing"], "level": "must", "security": false, "tags": [],
   "input": ` + input + `, "hidden": ` + hidden + `, "expect": ` + expect + `, "unicode": ` + readings + `}]}`
	corpus, problems := vectors.Load(fstest.MapFS{"fixture.json": {Data: []byte(file)}}, "fix")
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	return corpus.Cases[0]
}

// garayStored is the stored placeholder of an image whose media type ends
// in a Garay capital letter, which lower-cases from Unicode 16.0 on, the
// placeholder mentioning mention (15.0's reading) and later (16.0's).
func garayCase(t *testing.T, mention, later string) *vectors.Case {
	t.Helper()
	stored := func(letter, mention string) string {
		return `{"tool-result/stored": {"text": "[image: image/x` + letter + `, 3B]", "marker": "stored-image", "mentions": ["` + mention + `"], "bytes": 3}}`
	}
	return readingCase(t,
		`{"content": [{"type": "resource", "resource": {"uri": "memo://g", "mimeType": "image/x\ud803\udd50", "blob": "QUJD"}}]}`,
		`["memo://g"]`, stored(`\ud803\udd50`, mention), `[{"versions": ["16.0", "17.0"], "expect": `+stored(`\ud803\udd70`, later)+`}]`)
}

// TestLaterUnicodeReading: a lane showing what a later Unicode version's
// tables give fails one SHOULD check citing SPEC 1 unicode version, never
// a MUST check, whether SPEC's own reading failed it normatively (a
// mention) or in its wording only; SPEC's reading passes; an observation
// that no reading gives fails as before.
func TestLaterUnicodeReading(t *testing.T) {
	t.Parallel()
	const (
		v15 = "[image: image/x\U00010D50, 3B]"
		v16 = "[image: image/x\U00010D70, 3B]"
	)
	wording := garayCase(t, "image/x", "image/x")                     // the letter is the profile's wording
	mention := garayCase(t, "image/x\U00010D50", "image/x\U00010D70") // the letter is a mention
	for _, tc := range []struct {
		name    string
		c       *vectors.Case
		got     string
		verdict Verdict
		should  bool // a failure of the SHOULD check alone
	}{
		{"unicode_15_reading", wording, v15, Pass, false},
		{"unicode_15_reading_mentioned", mention, v15, Pass, false},
		{"later_reading", wording, v16, Fail, true},
		{"later_reading_mentioned", mention, v16, Fail, true},
		{"later_reading_mentioned_in_other_words", mention, "[image: image/x\U00010D70 (3 bytes)]", Fail, true},
		{"later_reading_in_other_words_stays_wording", wording, "[image: image/x\U00010D70 (3 bytes)]", Wording, false},
		{"no_reading_misses_the_mention", wording, "[image: image/png, 3B]", Fail, false},
		{"later_reading_of_the_wrong_size", mention, "[image: image/x\U00010D70, 4B]", Fail, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := Check(tc.c, adapters.ToolResultStored, stored(tc.got), nil)
			if r.Verdict != tc.verdict {
				t.Fatalf("verdict %s, want %s:\n%s", r.Verdict, tc.verdict, r)
			}
			if r.Verdict != Fail {
				return
			}
			if got := r.ShouldOnly(vectors.LevelMust); got != tc.should {
				t.Errorf("ShouldOnly = %v, want %v:\n%s", got, tc.should, r)
			}
			if r.FailsAt(vectors.LevelMust, vectors.LevelMust) == tc.should {
				t.Errorf("FailsAt(must) = %v, want %v:\n%s", !tc.should, !tc.should, r)
			}
			if !tc.should {
				for _, f := range r.Findings {
					if f.Clause == "SPEC 1 unicode version" {
						t.Errorf("no reading gives this, and a finding cites one: %s", f)
					}
				}
				return
			}
			var normative []Finding
			for _, f := range r.Findings {
				if f.Class != ClassProfile {
					normative = append(normative, f)
				}
			}
			if len(normative) != 1 || normative[0].Clause != "SPEC 1 unicode version" || normative[0].Class != ClassContent ||
				normative[0].LevelIn(vectors.LevelMust) != vectors.LevelShould || !strings.Contains(normative[0].What, "Unicode 16.0 or 17.0") {
				t.Errorf("the findings are not one SHOULD content check citing SPEC 1 unicode version:\n%s", r)
			}
			if !strings.Contains(r.Diff, `-  "text": "[image: image/x\ud803\udd50`) {
				t.Errorf("the diff does not show SPEC's own reading:\n%s", r.Diff)
			}
			if want := (Cause{Class: ClassContent, Want: "marker:stored-image", Got: kindLaterUnicode}); r.Cause != want {
				t.Errorf("cause %q, want %q", r.Cause.Key(), want.Key())
			}
			if words := r.Cause.String(); words != "an image in a tool result's data or stored copy shows as a later Unicode version's tables give it, not as Unicode 15.0's (a SHOULD)" {
				t.Errorf("cause words %q", words)
			}
		})
	}
}

// TestLaterUnicodeReadingNeverExcusesALeak: what a lane hides does not
// depend on the Unicode version, so a reading never stands for an
// observation that shows a hidden string or withheld content, even one
// (contrived) that shows them itself.
func TestLaterUnicodeReadingNeverExcusesALeak(t *testing.T) {
	t.Parallel()
	// The hidden string is a secret (an embedded resource's uri): a
	// string SPEC does not withhold is never a leak (secret.go).
	c := readingCase(t,
		`{"content": [{"type": "resource", "resource": {"uri": "memo://token-abc-123456", "text": "token-abc"}}]}`, `["memo://token-abc-123456"]`,
		`{"push": {"blocks": [{"type": "text", "text": "token-abc"}]}}`,
		`[{"versions": ["16.0"], "expect": {"push": {"blocks": [{"type": "text", "text": "memo://token-abc-123456"}]}}}]`)
	r := Check(c, adapters.Push, blocks(text("memo://token-abc-123456")), nil)
	if r.Verdict != Fail || !r.Leak || !r.Has(ClassLeak) || r.ShouldOnly(vectors.LevelMust) {
		t.Errorf("a reading stood for a leak:\n%s", r)
	}
	for _, f := range r.Findings {
		if f.Clause == "SPEC 1 unicode version" {
			t.Errorf("a leak is read as a later Unicode version's: %s", f)
		}
	}

	withheld := `{"type": "text", "marker": "withheld", "text": "[inline content withheld: nonconformant bulk disposition on inline data]"}`
	c = readingCase(t,
		`{"content": [{"type": "resource", "disposition": "never", "resource": {"uri": "memo://w", "text": "the withheld body"}}]}`,
		`["memo://w"]`, `{"push": {"blocks": [`+withheld+`]}}`,
		`[{"versions": ["16.0"], "expect": {"push": {"blocks": [{"type": "text", "text": "the withheld body"}]}}}]`)
	if r := Check(c, adapters.Push, blocks(text("the withheld body")), nil); !r.Has(ClassWithheld) || r.ShouldOnly(vectors.LevelMust) {
		t.Errorf("a reading stood for withheld content shown:\n%s", r)
	}
}

// TestUnicode14IsNotAccepted: U+13439 is a format character since Unicode
// 15.0, unassigned in 14.0; a host on 14.0's tables shows the reference's
// line where SPEC shows its stub, and leaks the uri: a MUST failure no
// reading excuses.
func TestUnicode14IsNotAccepted(t *testing.T) {
	t.Parallel()
	corpus, err := vectors.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	c, ok := corpus.Case("unicode/reference-format-new-in-15")
	if !ok {
		t.Fatal("no case unicode/reference-format-new-in-15")
	}
	r := Check(c, adapters.Push, blocks(text("the draft:"), text("[Reference: memo:draft\U00013439v2]")), nil)
	if r.Verdict != Fail || !r.Leak || !r.FailsAt(vectors.LevelMust, c.Level) {
		t.Errorf("Unicode 14.0's line passes:\n%s", r)
	}
	if r := Check(c, adapters.Push, blocks(text("the draft:"), text("[Reference ref_1: draft.txt, text/plain]")), nil); r.Verdict != Pass {
		t.Errorf("Unicode 15.0's stub fails:\n%s", r)
	}
}

package htmlreport

import (
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/internal/reportfile"
)

// TestGateReadsWithoutAnEmojiFont pins that the gate's verdict under each
// host's heading reads right on a machine without an emoji font and to a
// screen reader: no ✅ or ❌ (a box without the font), but a mark drawn
// in SVG, hidden from screen readers, beside the verdict in words.
func TestGateReadsWithoutAnEmojiFont(t *testing.T) {
	t.Parallel()
	failed := sample() // its line, "❌ 1 new gating failure, …", as an older report's, says no verdict in words
	passed := sample()
	passed.Host.Name = "green-host"
	passed.Gate = &reportfile.Gate{Pass: true, Line: "✅ gate passed: every gating check passed",
		Stale: []reportfile.Stale{}, MissingLanes: []string{}, LostLanes: []string{}}
	page := render(t, failed, passed)
	pageHolds(t, page,
		`<p class="gate fail">`+crossMark+`gate failed: 1 new gating failure, 1 excused by the baseline</p>`,
		`<p class="gate pass">`+checkMark+`gate passed: every gating check passed</p>`,
	)
	for _, mark := range []string{crossMark, checkMark} {
		if !strings.HasPrefix(mark, `<svg `) || !strings.Contains(mark, `aria-hidden="true"`) {
			t.Errorf("the mark is no SVG hidden from screen readers: %s", mark)
		}
	}
	if r, at := emoji(page); r != 0 {
		t.Errorf("the page needs an emoji font for %q: %s", r, page[max(0, at-80):min(len(page), at+80)])
	}
}

// TestGateLineWords pins the gate's words for every line a report may
// hold: the mark stripped, the verdict said in words when the line does
// not say it.
func TestGateLineWords(t *testing.T) {
	t.Parallel()
	for line, want := range map[string]string{
		"❌ gate failed: 2 new gating failures": "gate failed: 2 new gating failures",
		"✅ gate passed: nothing new":           "gate passed: nothing new",
		"❌ 1 new gating failure":               "gate failed: 1 new gating failure",
		"⚠️ gate failed: x":                    "gate failed: x",
		"gate failed: plain":                   "gate failed: plain",
	} {
		g := &reportfile.Gate{Line: line, Pass: strings.Contains(line, "passed")}
		if got := gateWords(g); got != want {
			t.Errorf("gateWords(%q) = %q, want %q", line, got, want)
		}
	}
}

// emojiPresentation holds the characters below U+1F000 that show as emoji
// by default (Unicode's Emoji_Presentation): without an emoji font, a box.
var emojiPresentation = regexp.MustCompile("[\u231A\u231B\u23E9-\u23EC\u23F0\u23F3\u25FD\u25FE\u2614\u2615\u2648-\u2653\u267F\u2693\u26A1\u26AA\u26AB\u26BD\u26BE\u26C4\u26C5\u26CE\u26D4\u26EA\u26F2\u26F3\u26F5\u26FA\u26FD\u2705\u270A\u270B\u2728\u274C\u274E\u2753-\u2755\u2757\u2795-\u2797\u27B0\u27BF\u2B1B\u2B1C\u2B50\u2B55\uFE0F]")

// emoji returns the first character of s that needs an emoji font (one of
// emojiPresentation, the emoji variation selector, or any character from
// U+1F000 on) and where it is; 0 for none.
func emoji(s string) (rune, int) {
	if loc := emojiPresentation.FindStringIndex(s); loc != nil {
		r, _ := utf8.DecodeRuneInString(s[loc[0]:])
		return r, loc[0]
	}
	for i, r := range s {
		if r >= 0x1F000 {
			return r, i
		}
	}
	return 0, 0
}

package htmlreport

import (
	"html/template"
	"strings"
	"unicode"

	"github.com/rfc005-lanes/rfc005-lanes/internal/reportfile"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
)

// checkMark, knownMark and crossMark are the gate's verdict drawn in SVG,
// a green disc with a tick, an amber triangle with an exclamation mark (a
// pass with known leaks) and a red disc with a cross: they need no emoji font
// (the report's ✅ and ❌ are an empty box without one), differ in shape
// as well as colour, and are hidden from screen readers, as the words
// beside them say the verdict.
const (
	checkMark = `<svg class="mark" width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">` +
		`<circle cx="8" cy="8" r="8" fill="#2e7d32"/><path d="M4 8.5l2.6 2.6L12 5.4" fill="none" stroke="#fff" stroke-width="2"/></svg>`
	knownMark = `<svg class="mark" width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">` +
		`<path d="M8 1L15.5 15H.5z" fill="#ef6c00"/><path d="M8 6v4.5M8 12v1.5" fill="none" stroke="#fff" stroke-width="2"/></svg>`
	crossMark = `<svg class="mark" width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">` +
		`<circle cx="8" cy="8" r="8" fill="#c62828"/><path d="M5 5l6 6M11 5l-6 6" fill="none" stroke="#fff" stroke-width="2"/></svg>`
)

// gateMark is the mark of the gate's verdict: checkMark when it passed,
// knownMark when it passed with known leaks, crossMark when it failed.
func gateMark(g *reportfile.Gate) template.HTML {
	switch {
	case g.Pass && len(g.KnownLeaks) > 0:
		return knownMark
	case g.Pass:
		return checkMark
	}
	return crossMark
}

// gateClass is the class of the gate's line beside "gate": "pass",
// "known" (passed with known leaks) or "fail".
func gateClass(g *reportfile.Gate) string {
	switch {
	case g.Pass && len(g.KnownLeaks) > 0:
		return "known"
	case g.Pass:
		return "pass"
	}
	return "fail"
}

// gateWords is the gate's line without its leading ✅, ⚠️ or ❌ (or any
// other symbol before its first letter or digit, an emoji's variation
// selector with it): the verdict in words, "gate failed: 3 new gating
// failures", after the known leaks when there are any ("12 known leaks ·
// gate passed: …"). A line that does not say the verdict (an older
// report's, "❌ 1 new gating failure") gets it from the gate's Pass.
func gateWords(g *reportfile.Gate) string {
	line := strings.TrimLeftFunc(g.Line, func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
	verdict := "gate failed"
	if g.Pass {
		verdict = "gate passed"
	}
	if !strings.HasPrefix(strings.TrimPrefix(line, knownLead(g)), verdict) {
		line = verdict + ": " + line
	}
	return line
}

// knownLead is what the gate's line says before its verdict when the run
// has known leaks: "12 known leaks · ", as Gate.KnownLeaksLead writes it;
// "" for none.
func knownLead(g *reportfile.Gate) string {
	return runner.Gate{KnownLeaks: make([]runner.KnownLeak, len(g.KnownLeaks))}.KnownLeaksLead()
}

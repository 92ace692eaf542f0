package htmlreport

import (
	"html/template"
	"strings"
	"unicode"

	"github.com/rfc005-lanes/rfc005-lanes/runner"
)

// checkMark and crossMark are the gate's verdict drawn in SVG, a green
// disc with a tick and a red disc with a cross: they need no emoji font
// (the report's ✅ and ❌ are an empty box without one), differ in shape
// as well as colour, and are hidden from screen readers, as the words
// beside them say the verdict.
const (
	checkMark = `<svg class="mark" width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">` +
		`<circle cx="8" cy="8" r="8" fill="#2e7d32"/><path d="M4 8.5l2.6 2.6L12 5.4" fill="none" stroke="#fff" stroke-width="2"/></svg>`
	crossMark = `<svg class="mark" width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">` +
		`<circle cx="8" cy="8" r="8" fill="#c62828"/><path d="M5 5l6 6M11 5l-6 6" fill="none" stroke="#fff" stroke-width="2"/></svg>`
)

// gateMark is the mark of the gate's verdict: checkMark when it passed,
// crossMark when it failed.
func gateMark(g *runner.ReportGate) template.HTML {
	if g.Pass {
		return checkMark
	}
	return crossMark
}

// gateClass is the class of the gate's line beside "gate": "pass" or
// "fail".
func gateClass(g *runner.ReportGate) string {
	if g.Pass {
		return "pass"
	}
	return "fail"
}

// gateWords is the gate's line without its leading ✅ or ❌ (or any other
// symbol before its first letter, an emoji's variation selector with it),
// starting with the verdict in words: "gate failed: 3 new gating
// failures". A line that does not say the verdict (an older report's, "❌
// 1 new gating failure") gets it from the gate's Pass.
func gateWords(g *runner.ReportGate) string {
	line := strings.TrimLeftFunc(g.Line, func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
	verdict := "gate failed"
	if g.Pass {
		verdict = "gate passed"
	}
	if !strings.HasPrefix(line, verdict) {
		line = verdict + ": " + line
	}
	return line
}

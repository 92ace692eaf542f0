// Package cicommand tells a line a CI runner would read as a command of
// its own, as the runners document their syntax, so that a test can hold
// every output of the suite to showing none:
//
//   - GitHub Actions' workflow commands: a line whose first characters,
//     after its leading white space, are "::" ("::error title=X::msg",
//     "::add-mask::word", "::stop-commands::token"), and the older
//     syntax, "##[" anywhere in a line ("##[error]msg", "##[group]").
//   - Azure Pipelines' logging commands: "##vso[" anywhere in a line, in
//     any case.
//
// The runners compare text in ways that may skip a character that shows
// as nothing, so a line is read here without its controls, format and
// default-ignorable characters: "\u200b::error::x" is a command.
package cicommand

import (
	"strings"
	"unicode"
)

// IsCommand reports whether a runner would read line, one line of a log,
// as a command.
func IsCommand(line string) bool {
	seen := strings.Map(func(r rune) rune {
		if showsNothing(r) {
			return -1
		}
		return r
	}, line)
	if strings.HasPrefix(strings.TrimLeftFunc(seen, unicode.IsSpace), "::") {
		return true
	}
	return strings.Contains(seen, "##[") || strings.Contains(strings.ToLower(seen), "##vso[")
}

// Commands returns the lines of text a runner would read as commands,
// text being split at every line break a runner or a reader may take for
// one: \n, \r, \v, \f, U+0085, U+2028 and U+2029.
func Commands(text string) []string {
	var found []string
	for _, line := range strings.FieldsFunc(text, isLineBreak) {
		if IsCommand(line) {
			found = append(found, line)
		}
	}
	return found
}

func isLineBreak(r rune) bool {
	return strings.ContainsRune("\n\r\v\f\u0085\u2028\u2029", r)
}

// showsNothing reports whether r is a control other than white space, a
// format character or a default-ignorable one.
func showsNothing(r rune) bool {
	if unicode.IsSpace(r) {
		return false
	}
	return unicode.IsControl(r) || unicode.In(r, unicode.Cf, unicode.Other_Default_Ignorable_Code_Point, unicode.Variation_Selector)
}

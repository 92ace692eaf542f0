package compare

import (
	"strconv"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// clauseJSONTextForm is the team's reading of SPEC 5's JSON text (revision
// 4): that structured data's text is written exactly as JSON.stringify
// writes it, with no whitespace and only its escapes, is a SHOULD; the
// normative comparison reads the text as a value (ClauseLevel).
const clauseJSONTextForm = "SPEC 5 json text form"

// clauseNumberOutput is the README's decision that numbers are written as
// ECMAScript writes them: a SHOULD, as every README clause is.
const clauseNumberOutput = "README number output"

// checkTextForm adds a SHOULD failure to fs for each way text, the JSON text
// a tool result's copy shows for structured data (its value already equal
// to SPEC's), is not written as JSON.stringify writes that value: a number
// not written as ECMAScript writes its double ("1e-07" for 1e-7, the digits
// of an integer past 2^53), and whitespace or an escape JSON.stringify does
// not write ("\u00e9" for "é"). It reports whether it found none.
func checkTextForm(text string, fs *findings) bool {
	number, form := "", ""
	data := []byte(text)
	for i := 0; i < len(data); {
		switch c := data[i]; {
		case c == '"':
			end, ok := esjson.StringEnd(data, i)
			if !ok {
				return true // not JSON: another check says so
			}
			if token := text[i:end]; form == "" && !stringifyString(token) {
				form = "the string " + quoteShort(token) + " is escaped otherwise"
			}
			i = end
		case c == '-' || '0' <= c && c <= '9':
			j := i + 1
			for j < len(data) && strings.IndexByte("0123456789.eE+-", data[j]) >= 0 {
				j++
			}
			if token := text[i:j]; number == "" && !stringifyNumber(token) {
				number = token
			}
			i = j
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			if form == "" {
				form = "it holds whitespace between its tokens"
			}
			i++
		default:
			i++
		}
	}
	if number != "" {
		fs.add(place{clause: clauseNumberOutput}.at(kindJSON, "other-number-text"), ClassContent,
			"the JSON text writes the number %s otherwise than ECMAScript writes it (a SHOULD)", number)
	}
	if form != "" {
		fs.add(place{clause: clauseJSONTextForm}.at(kindJSON, "other-json-text"), ClassContent,
			"the JSON text is not written as JSON.stringify writes it: %s (a SHOULD)", form)
	}
	return number == "" && form == ""
}

// stringifyNumber reports whether token is written as ECMAScript writes
// its double. A token out of a double's range is left to the value check.
func stringifyNumber(token string) bool {
	f, err := strconv.ParseFloat(token, 64)
	if err != nil {
		return true
	}
	return string(esjson.AppendNumber(nil, f)) == token
}

// stringifyString reports whether token, a JSON string, is escaped as
// JSON.stringify escapes its value. A string holding a lone surrogate,
// which JSON.stringify writes as an escape and the reference as U+FFFD
// (SPEC 9), passes either way.
func stringifyString(token string) bool {
	v, err := esjson.ParseString(token)
	if err != nil {
		return true
	}
	s, _ := v.Str()
	if w, _ := v.StrWTF8(); w != s {
		return true
	}
	return string(esjson.AppendString(nil, s)) == token
}

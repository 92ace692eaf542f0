package gen

import (
	"strconv"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// The generator builds its inputs as esjson values of raw mode, which keep
// what a host must receive exactly as written, and writes them with
// esjson.EncodeRaw:
//
//   - a string may hold lone surrogates, as WTF-8 (Surrogate), each
//     written as a \udxxx escape, so that a lone-surrogate escape reaches a
//     host raw;
//   - a number keeps its text ("1.0", "1e21", "-0");
//   - an object keeps its members in order, a name given twice included.
//
// Inputs are read back with esjson.ParseRaw, which keeps the same.

// Str returns a JSON string holding s (WTF-8: use Surrogate for a lone one).
func Str(s string) esjson.Value { return esjson.RawStringValue(s) }

// Num returns a JSON number written as text (which must be a JSON number).
func Num(text string) esjson.Value { return esjson.RawNumberValue(text) }

// Int returns a JSON number holding n.
func Int(n int64) esjson.Value { return Num(strconv.FormatInt(n, 10)) }

// BoolV returns a JSON boolean.
func BoolV(b bool) esjson.Value { return esjson.BoolValue(b) }

// NullV returns JSON null.
func NullV() esjson.Value { return esjson.NullValue() }

// Arr returns a JSON array.
func Arr(items ...esjson.Value) esjson.Value { return esjson.ArrayValue(items) }

// Obj returns a JSON object with members as written: in their order, a
// name given twice kept twice.
func Obj(members ...esjson.Member) esjson.Value { return esjson.RawObjectValue(members) }

// M returns a member.
func M(name string, v esjson.Value) esjson.Member { return esjson.Member{Name: name, Value: v} }

// textOf returns the text a scalar was written with: a string's value
// (WTF-8), a number's text, "true" or "false"; "" for null, an array or an
// object.
func textOf(v esjson.Value) string {
	switch v.Kind() {
	case esjson.String:
		s, _ := v.StrWTF8()
		return s
	case esjson.Number:
		s, _ := v.NumberText()
		return s
	case esjson.Bool:
		return strconv.FormatBool(v.Bool())
	}
	return ""
}

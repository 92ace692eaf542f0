// Package esjson reads and writes JSON the way ECMAScript's JSON.parse and
// JSON.stringify do, keeping each object's member order.
//
// Go's encoding/json decodes objects into maps, which forget member order, and
// writes strings with HTML escapes that JSON.stringify never makes. The
// reference host must write a tool's structured data exactly as a TypeScript
// host would, so it reads and writes JSON through this package instead:
//
//	v, err := esjson.Parse([]byte(`{"b":1,"a":"<x>"}`))
//	out := esjson.Append(nil, v) // {"b":1,"a":"<x>"}
//
// Strings are always well formed: a lone-surrogate escape such as \uD800, or
// a byte that is not UTF-8, becomes U+FFFD when parsed, as ECMAScript's
// String.prototype.toWellFormed would make it. A parsed string also keeps
// its UTF-16 sequence as sent, lone surrogates included, for a caller that
// must work on that sequence (StrWTF8).
//
// Raw mode (ParseRaw, AppendRaw) keeps what a sender wrote rather than what
// JSON.parse makes of it, for a caller that must build, change and write
// inputs byte for byte: a number keeps its text ("1e400", "-0", "1.0"), an
// object every member in the order written, a name given twice included,
// and names as well as strings keep their lone surrogates, as WTF-8, which
// AppendRaw writes back as \u escapes. A raw value reads as a parsed one
// does (Members, Get, Str and Number are what JSON.parse makes of it); only
// NumberText, Written and StrWTF8 show what was written.
package esjson

// Kind is the kind of a JSON value.
type Kind uint8

// The kinds of JSON value. The zero Value is Null.
const (
	Null Kind = iota
	Bool
	Number
	String
	Array
	Object
)

// String returns the kind's name as JSON Schema spells it.
func (k Kind) String() string {
	switch k {
	case Null:
		return "null"
	case Bool:
		return "boolean"
	case Number:
		return "number"
	case String:
		return "string"
	case Array:
		return "array"
	case Object:
		return "object"
	}
	return "invalid"
}

// Member is one name and value of an object, in the order it was written.
type Member struct {
	Name  string
	Value Value
}

// Value is one JSON value. Objects keep their members in order; a name that
// appears twice keeps the first position and the last value, as JSON.parse
// does.
type Value struct {
	kind    Kind
	boolean bool
	// raw marks an object of raw mode: members holds every member as
	// written, in order, a name given twice included, names WTF-8.
	raw    bool
	number float64
	// str is a string's value, well formed; or a raw number's text ("" for
	// a number that is not raw).
	str string
	// wtf8 is a parsed string as sent, each lone surrogate kept as its
	// WTF-8 bytes; "" when that is str itself (no lone surrogate).
	wtf8    string
	items   []Value
	members []Member
	// overwritten holds an object's members a later duplicate name
	// replaced, in the order written (nil when there are none).
	overwritten *[]Member
}

// NullValue returns JSON null.
func NullValue() Value { return Value{} }

// BoolValue returns a JSON boolean.
func BoolValue(b bool) Value { return Value{kind: Bool, boolean: b} }

// NumberValue returns a JSON number.
func NumberValue(f float64) Value { return Value{kind: Number, number: f} }

// StringValue returns a JSON string. The writer makes it well formed.
func StringValue(s string) Value { return Value{kind: String, str: s} }

// ArrayValue returns a JSON array holding items.
func ArrayValue(items []Value) Value {
	if items == nil {
		items = []Value{}
	}
	return Value{kind: Array, items: items}
}

// ObjectValue returns a JSON object holding members in the order given. The
// caller must not repeat a name.
func ObjectValue(members []Member) Value {
	if members == nil {
		members = []Member{}
	}
	return Value{kind: Object, members: members}
}

// Kind reports the value's kind.
func (v Value) Kind() Kind { return v.kind }

// IsNull reports whether v is JSON null.
func (v Value) IsNull() bool { return v.kind == Null }

// Bool returns a boolean's value, and false for every other kind.
func (v Value) Bool() bool { return v.boolean }

// Number returns a number's value, and 0 for every other kind.
func (v Value) Number() float64 { return v.number }

// Str returns a string's value and true, or "" and false for every other kind.
func (v Value) Str() (string, bool) {
	if v.kind != String {
		return "", false
	}
	return v.str, true
}

// StrWTF8 returns a string's value as sent and true, or "" and false for
// every other kind. It is Str's value except where the JSON text held a
// lone-surrogate escape: there it keeps that surrogate, as the three bytes
// WTF-8 encodes it with (ED A0–BF 80–BF), where Str has U+FFFD. Only an
// escape makes such bytes (raw bytes that are not UTF-8 are U+FFFD in
// both), and never a high surrogate followed by a low one (that is a pair).
// The result is not UTF-8 when it holds a surrogate: a caller that removes
// characters from it and joins the rest can then join a pair the removal
// brought together, as an ECMAScript string would.
func (v Value) StrWTF8() (string, bool) {
	if v.wtf8 != "" {
		return v.wtf8, true
	}
	return v.Str()
}

// Items returns an array's items, and nil for every other kind. The caller
// must not modify them.
func (v Value) Items() []Value { return v.items }

// Members returns an object's members in order, and nil for every other kind.
// The caller must not modify them. For a raw object they are the members
// JSON.parse makes: a name given twice (once made well formed) keeps its
// first place and first spelling, and takes its last value.
func (v Value) Members() []Member {
	if v.raw {
		return effective(v.members)
	}
	return v.members
}

// Overwritten returns the members of an object, as parsed, whose value a
// later member of the same name replaced, in the order they were written;
// nil for every other value. JSON.parse forgets them; a reader that must
// fail closed on everything a sender wrote (SPEC 6, claims) reads them
// too. Names are compared once made well formed, as Members' are. The
// caller must not modify them.
func (v Value) Overwritten() []Member {
	if v.raw {
		return overwritten(v.members)
	}
	if v.overwritten == nil {
		return nil
	}
	return *v.overwritten
}

// Written returns every member an object's text wrote, in the order
// written as far as JSON.parse keeps it: each member a later duplicate
// overwrote just before the member that replaced it. Written out in this
// order the object parses to the same members in the same places, and
// what a sender wrote (a claim in an overwritten member included) is all
// there. For an object with no duplicate names it is Members. For a raw
// object it is every member exactly as written, in the order written.
func (v Value) Written() []Member {
	if v.raw {
		return v.members
	}
	over := v.Overwritten()
	if len(over) == 0 {
		return v.members
	}
	out := make([]Member, 0, len(v.members)+len(over))
	for _, m := range v.members {
		for _, o := range over {
			if o.Name == m.Name {
				out = append(out, o)
			}
		}
		out = append(out, m)
	}
	return out
}

// Get returns the value of an object's member called name and whether it is
// present. It reports false for every kind but Object. For a raw object
// names are compared once made well formed, and a name given twice gives
// its last value, as JSON.parse reads it.
func (v Value) Get(name string) (Value, bool) {
	if v.raw {
		return getRaw(v.members, name)
	}
	for i := range v.members {
		if v.members[i].Name == name {
			return v.members[i].Value, true
		}
	}
	return Value{}, false
}

// Has reports whether v is an object with a member called name.
func (v Value) Has(name string) bool {
	_, ok := v.Get(name)
	return ok
}

// GetString returns the member called name when it is present and a string.
func (v Value) GetString(name string) (string, bool) {
	m, ok := v.Get(name)
	if !ok {
		return "", false
	}
	return m.Str()
}

// GetStringWTF8 returns the member called name, as StrWTF8 gives it, when
// it is present and a string.
func (v Value) GetStringWTF8(name string) (string, bool) {
	m, ok := v.Get(name)
	if !ok {
		return "", false
	}
	return m.StrWTF8()
}

// Any returns v as encoding/json decodes JSON into an any: objects as
// map[string]any (member order lost), arrays as []any, numbers as float64.
func (v Value) Any() any {
	switch v.kind {
	case Bool:
		return v.boolean
	case Number:
		return v.number
	case String:
		return v.str
	case Array:
		out := make([]any, len(v.items))
		for i, item := range v.items {
			out[i] = item.Any()
		}
		return out
	case Object:
		members := v.Members()
		out := make(map[string]any, len(members))
		for _, m := range members {
			name := m.Name
			if v.raw {
				name = wellFormed(name)
			}
			out[name] = m.Value.Any()
		}
		return out
	}
	return nil
}

// SameObject reports whether v and w are one object in memory, not two
// equal ones: the members of one array, as a value parsed once and passed
// on is (a value built otherwise is another, however equal). An object
// without members is never the same: it holds nothing to know it by.
func (v Value) SameObject(w Value) bool {
	return v.kind == Object && w.kind == Object && v.raw == w.raw &&
		len(v.members) > 0 && len(v.members) == len(w.members) && &v.members[0] == &w.members[0] &&
		v.overwritten == w.overwritten
}

package diff

import (
	"crypto/sha256"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// A Node is one JSON value as a diff prints it: the members and items of
// the observation a host sends, in the order sent, every string whole and
// shortened when long (Abbreviate), or a note standing for what is left
// out ("…(3 more blocks)").
type Node struct {
	kind  nodeKind
	text  string   // a scalar's JSON text, or a note's words
	names []string // an object's member names, in order
	kids  []Node   // an object's member values, or an array's items
}

type nodeKind uint8

const (
	nodeScalar nodeKind = iota
	nodeObject
	nodeArray
	nodeNote
)

// MaxItems is the most items of an array, members of an object and blocks
// of a lane one diff shows: a host that answers with thousands of blocks
// is told how many more there were, and the diff stays cheap to make and
// to read.
const MaxItems = 64

// maxDepth is the most levels of nesting a diff lays out.
const maxDepth = 24

// String returns the node of a JSON string holding s, shortened when long.
func String(s string) Node { return Node{text: quoteJSON(Abbreviate(s))} }

// Literal returns the node of a scalar written as text, its JSON text:
// "true", "null", "3".
func Literal(text string) Node { return Node{text: text} }

// quoteJSON writes s as a JSON string, escaped as JSON.stringify escapes
// it and, so that a reader sees every character, each character that
// prints nothing visible (a control, a format character such as U+FEFF, a
// space other than U+0020, a line or paragraph separator) as its \u
// escape.
//
// A string that is not UTF-8 is a name or text a host wrote with a
// lone-surrogate escape, kept as WTF-8: each surrogate shows as that
// escape.
func quoteJSON(s string) string {
	q := esjson.AppendString(nil, s)
	if !utf8.ValidString(s) {
		q = esjson.AppendRaw(nil, esjson.RawStringValue(s))
	}
	if printableASCII(q) {
		return string(q)
	}
	var b strings.Builder
	for _, r := range string(q) {
		if r == ' ' || unicode.IsGraphic(r) && !unicode.Is(unicode.Zs, r) && !unicode.Is(unicode.Cf, r) {
			b.WriteRune(r)
			continue
		}
		for _, u := range utf16.Encode([]rune{r}) {
			fmt.Fprintf(&b, `\u%04x`, u)
		}
	}
	return b.String()
}

// printableASCII reports whether q holds only printable ASCII.
func printableASCII(q []byte) bool {
	for _, c := range q {
		if c < 0x20 || c >= 0x7f {
			return false
		}
	}
	return true
}

// Note returns a note of words, printed "…(words)": it stands for what a
// diff leaves out, or says what the suite did.
func Note(words string) Node { return Node{kind: nodeNote, text: "…(" + words + ")"} }

// Object returns an object node of the members given as name, value pairs
// (a string, then a Node).
func Object(members ...any) Node {
	n := Node{kind: nodeObject}
	for i := 0; i+1 < len(members); i += 2 {
		n.names = append(n.names, members[i].(string))
		n.kids = append(n.kids, members[i+1].(Node))
	}
	return n
}

// Member returns the document {name: v}: one member of an observation.
func Member(name string, v Node) Node { return Object(name, v) }

// Value returns v as a diff prints it, a member's value of a document.
func Value(v esjson.Value) Node { return valueNode(v, 1) }

// valueNode returns v as a diff prints it, at depth levels below the top.
func valueNode(v esjson.Value, depth int) Node {
	switch v.Kind() {
	case esjson.String:
		s, _ := v.Str()
		return String(s)
	case esjson.Array, esjson.Object:
		if depth >= maxDepth {
			return deepNode(v)
		}
	default:
		return Node{text: esjson.Marshal(v)}
	}
	if v.Kind() == esjson.Array {
		items := v.Items()
		n := Node{kind: nodeArray}
		for i, item := range items {
			if i == MaxItems {
				n.kids = append(n.kids, Note(strconv.Itoa(len(items)-i)+" more items"))
				break
			}
			n.kids = append(n.kids, valueNode(item, depth+1))
		}
		return n
	}
	members := v.Members()
	n := Node{kind: nodeObject}
	for i, m := range members {
		if i == MaxItems {
			n.names = append(n.names, "")
			n.kids = append(n.kids, Note(strconv.Itoa(len(members)-i)+" more members"))
			break
		}
		n.names = append(n.names, m.Name)
		n.kids = append(n.kids, valueNode(m.Value, depth+1))
	}
	return n
}

// deepNode prints a value nested too deep to lay out: its JSON text on one
// line, or when long its length and a hash.
func deepNode(v esjson.Value) Node {
	s := esjson.Marshal(v)
	if len(s) <= abbrevOver {
		return Node{text: s}
	}
	sum := sha256.Sum256([]byte(s))
	return Note(fmt.Sprintf("%d bytes of JSON nested deeper than %d levels, sha256 %x", len(s), maxDepth, sum[:6]))
}

// Layout lays the node out as a diff prints it: one member or item a
// line, each level indented two spaces further, a block (an object with a
// string "type" and only scalar members, as a content block is) on one
// line.
func (n Node) Layout() []string {
	var out []string
	n.layout(&out, "", "", true)
	return out
}

func (n Node) layout(out *[]string, indent, name string, last bool) {
	head := indent
	if name != "" {
		head += quoteJSON(Abbreviate(name)) + ": "
	}
	comma := ","
	if last {
		comma = ""
	}
	if n.oneLine() {
		*out = append(*out, head+n.inline()+comma)
		return
	}
	open, close := "[", "]"
	if n.kind == nodeObject {
		open, close = "{", "}"
	}
	*out = append(*out, head+open)
	for i, kid := range n.kids {
		kidName := ""
		if n.kind == nodeObject {
			kidName = n.names[i]
		}
		kid.layout(out, indent+"  ", kidName, i == len(n.kids)-1)
	}
	*out = append(*out, indent+close+comma)
}

// oneLine reports whether the node prints on one line: a scalar, a note,
// an empty object or array, or a block.
func (n Node) oneLine() bool {
	if n.kind == nodeScalar || n.kind == nodeNote || len(n.kids) == 0 {
		return true
	}
	if n.kind != nodeObject || n.names[0] != "type" || !strings.HasPrefix(n.kids[0].text, `"`) {
		return false
	}
	for _, kid := range n.kids {
		if kid.kind != nodeScalar {
			return false
		}
	}
	return true
}

// inline writes a one-line node.
func (n Node) inline() string {
	switch {
	case n.kind == nodeScalar || n.kind == nodeNote:
		return n.text
	case n.kind == nodeArray && len(n.kids) == 0:
		return "[]"
	case len(n.kids) == 0:
		return "{}"
	}
	parts := make([]string, len(n.kids))
	for i, kid := range n.kids {
		parts[i] = quoteJSON(Abbreviate(n.names[i])) + ": " + kid.text
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// Of returns the line diff of two documents.
func Of(want, got Node) string { return Lines(want.Layout(), got.Layout()) }

// abbrevOver is the length from which a string is shortened in a diff.
const abbrevOver = 200

// Abbreviate shortens a long string for a diff, keeping its start, its
// length and a hash, so two long strings that differ still differ.
func Abbreviate(s string) string {
	if len(s) <= abbrevOver {
		return s
	}
	cut := 80
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	sum := sha256.Sum256([]byte(s))
	return fmt.Sprintf("%s…(%d bytes, sha256 %x)", s[:cut], len(s), sum[:6])
}

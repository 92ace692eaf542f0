package compare

import (
	"crypto/sha256"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf16"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// A node is one JSON value as a diff prints it: the members and items of
// the observation a host sends, in the order sent, every string whole and
// shortened when long (abbreviate), or a note standing for what is left
// out ("…(3 more blocks)").
type node struct {
	kind  nodeKind
	text  string   // a scalar's JSON text, or a note's words
	names []string // an object's member names, in order
	kids  []node   // an object's member values, or an array's items
}

type nodeKind uint8

const (
	nodeScalar nodeKind = iota
	nodeObject
	nodeArray
	nodeNote
)

// The most a diff shows of one value: items of an array and members of an
// object (as maxDiffBlocks for a lane's blocks), and levels of nesting.
const (
	maxDiffItems = maxDiffBlocks
	maxDiffDepth = 24
)

func stringNode(s string) node { return node{text: quoteJSON(abbreviate(s))} }

// quoteJSON writes s as a JSON string, escaped as JSON.stringify escapes
// it and, so that a reader sees every character, each character that
// prints nothing visible (a control, a format character such as U+FEFF, a
// space other than U+0020, a line or paragraph separator) as its \u
// escape.
func quoteJSON(s string) string {
	q := esjson.AppendString(nil, s)
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

func noteNode(words string) node { return node{kind: nodeNote, text: "…(" + words + ")"} }

// object returns an object node of the members given as name, value pairs.
func object(members ...any) node {
	n := node{kind: nodeObject}
	for i := 0; i+1 < len(members); i += 2 {
		n.names = append(n.names, members[i].(string))
		n.kids = append(n.kids, members[i+1].(node))
	}
	return n
}

// valueNode returns v as a diff prints it, at depth levels below the top.
func valueNode(v esjson.Value, depth int) node {
	switch v.Kind() {
	case esjson.String:
		s, _ := v.Str()
		return stringNode(s)
	case esjson.Array, esjson.Object:
		if depth >= maxDiffDepth {
			return deepNode(v)
		}
	default:
		return node{text: esjson.Marshal(v)}
	}
	if v.Kind() == esjson.Array {
		items := v.Items()
		n := node{kind: nodeArray}
		for i, item := range items {
			if i == maxDiffItems {
				n.kids = append(n.kids, noteNode(strconv.Itoa(len(items)-i)+" more items"))
				break
			}
			n.kids = append(n.kids, valueNode(item, depth+1))
		}
		return n
	}
	members := v.Members()
	n := node{kind: nodeObject}
	for i, m := range members {
		if i == maxDiffItems {
			n.names = append(n.names, "")
			n.kids = append(n.kids, noteNode(strconv.Itoa(len(members)-i)+" more members"))
			break
		}
		n.names = append(n.names, m.Name)
		n.kids = append(n.kids, valueNode(m.Value, depth+1))
	}
	return n
}

// deepNode prints a value nested too deep to lay out: its JSON text on one
// line, or when long its length and a hash.
func deepNode(v esjson.Value) node {
	s := esjson.Marshal(v)
	if len(s) <= abbrevOver {
		return node{text: s}
	}
	sum := sha256.Sum256([]byte(s))
	return noteNode(fmt.Sprintf("%d bytes of JSON nested deeper than %d levels, sha256 %x", len(s), maxDiffDepth, sum[:6]))
}

// lines lays the node out as a diff prints it: one member or item a line,
// each level indented two spaces further, a block (an object with a string
// "type" and only scalar members, as a content block is) on one line.
func (n node) lines() []string {
	var out []string
	n.layout(&out, "", "", true)
	return out
}

func (n node) layout(out *[]string, indent, name string, last bool) {
	head := indent
	if name != "" {
		head += quoteJSON(abbreviate(name)) + ": "
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
func (n node) oneLine() bool {
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
func (n node) inline() string {
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
		parts[i] = quoteJSON(abbreviate(n.names[i])) + ": " + kid.text
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// docDiff returns the line diff of two documents.
func docDiff(want, got node) string { return lineDiff(want.lines(), got.lines()) }

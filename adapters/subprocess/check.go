package subprocess

import (
	"bytes"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// checkObservation reports whether raw, one JSON value without whitespace
// around it (as an esjson.RawMember holds it), is an observation
// the protocol schema's observation-<lane> accepts, and when it is, returns
// it decoded. It is the schema written by hand, to be fast: it reads the
// JSON text without building a tree of values, and accepts exactly what the
// schema accepts of the value esjson.Parse makes of raw (a name written
// twice keeping its last value); TestFastCheckAgreesWithTheSchema holds it
// to that. The schema is run only to explain an observation it rejects.
//
// Every observation schema is a oneOf of objects whose members are all
// required, without additional properties, so each branch is told apart by
// its member names, and at most one branch can match.
func checkObservation(lane adapters.Lane, raw []byte) (adapters.Observation, bool) {
	var o adapters.Observation
	var buf [2]member
	members, _ := readMembers(raw, buf[:0]) // none, when raw is no object the checks accept
	if len(members) == 0 {
		return o, false
	}
	first := members[0]
	if len(members) == 1 && first.name == "unsupported" { // every lane's $defs/unsupported
		o.Unsupported = true
		return o, string(first.raw) == "true"
	}
	switch lane {
	case adapters.ToolResultLive, adapters.InjectionUser, adapters.InjectionSystem:
		return checkBlocksObservation(members)
	case adapters.Push, adapters.Channel: // $defs/refusable
		if len(members) == 1 && first.name == "refused" {
			o.Refused, _ = stringValue(first.raw)
			return o, o.Refused == adapters.RefusedEmpty
		}
		return checkBlocksObservation(members)
	case adapters.ToolResultStored:
		s, ok := stringValue(first.raw)
		o.Text = &s
		return o, len(members) == 1 && first.name == "text" && ok
	case adapters.Script:
		if len(members) != 1 || first.name != "view" {
			return o, false
		}
		o.View = normal(first.raw)
		return o, true
	case adapters.Guard:
		if len(members) != 1 || first.name != "kept" {
			return o, false
		}
		o.Kept = normal(first.raw)
		return o, true
	case adapters.Render:
		return checkRender(members)
	}
	return o, false
}

// checkBlocksObservation checks the first branch of $defs/blocks:
// {"blocks": [block, …]} and nothing else.
func checkBlocksObservation(members []member) (adapters.Observation, bool) {
	var o adapters.Observation
	if len(members) != 1 || members[0].name != "blocks" {
		return o, false
	}
	var ok bool
	o.Blocks, ok = checkBlocks(members[0].raw)
	return o, ok
}

// checkRender checks observation-render's first two branches: {"render":
// "shown", "blocks": [block, …]} in either order, or {"render": "refused"}
// or {"render": "nothing"}.
func checkRender(members []member) (adapters.Observation, bool) {
	var o adapters.Observation
	var render, blocks []byte // nil when missing
	for _, m := range members {
		switch m.name {
		case "render":
			render = m.raw
		case "blocks":
			blocks = m.raw
		default:
			return o, false
		}
	}
	o.Render, _ = stringValue(render) // "" when missing or not a string: no branch takes it
	if blocks != nil {
		if o.Render != adapters.RenderShown {
			return o, false
		}
		var ok bool
		o.Blocks, ok = checkBlocks(blocks)
		return o, ok
	}
	return o, o.Render == adapters.RenderRefused || o.Render == adapters.RenderNothing
}

// checkBlocks checks an array of blocks, each $defs/textBlock or
// $defs/mediaBlock, and returns them decoded (never nil, when it is an
// array of blocks).
func checkBlocks(raw []byte) ([]adapters.Block, bool) {
	if raw[0] != '[' {
		return nil, false
	}
	out, ok := make([]adapters.Block, 0, 1), true
	scanned := esjson.ScanArray(raw, func(item []byte) {
		var b adapters.Block
		if ok = ok && checkBlock(item, &b); ok {
			out = append(out, b)
		}
	})
	if !scanned || !ok {
		return nil, false
	}
	return out, true
}

// checkBlock checks one block: {"type": "text", "text": string}, or
// {"type": "image" or "audio", "data": string, "mimeType": string}, its
// members in any order and no others. It fills b as it goes.
func checkBlock(raw []byte, b *adapters.Block) bool {
	var buf [3]member
	members, ok := readMembers(raw, buf[:0])
	if !ok {
		return false
	}
	var seen uint8 // which of the members below were found
	const (
		hasType = 1 << iota
		hasText
		hasData
		hasMime
	)
	for _, m := range members {
		read := stringValue
		if m.name == "type" {
			read = blockType
		}
		s, ok := read(m.raw)
		if !ok {
			return false
		}
		switch m.name {
		case "type":
			b.Type, seen = s, seen|hasType
		case "text":
			b.Text, seen = s, seen|hasText
		case "data":
			b.Data, seen = s, seen|hasData
		case "mimeType":
			b.MimeType, seen = s, seen|hasMime
		default:
			return false
		}
	}
	switch b.Type {
	case "text":
		return seen == hasType|hasText
	case "image", "audio":
		return seen == hasType|hasData|hasMime
	}
	return false
}

// blockType returns the string the value of a block's "type" holds, as
// stringValue does, but without copying the types blocks have.
func blockType(raw []byte) (string, bool) {
	for _, t := range [...]string{`"text"`, `"image"`, `"audio"`} {
		if string(raw) == t {
			return t[1 : len(t)-1], true
		}
	}
	return stringValue(raw)
}

// member is one member of an object, its name decoded, its value as
// written.
type member struct {
	name string
	raw  []byte
}

// readMembers appends the members of the object raw to members, a name
// written twice keeping its first place and its last value, as esjson
// does. It reports false when raw is not a JSON object (as esjson's
// scanner reads it), or has more distinct names than members has room for
// (no object the checks accept has more).
func readMembers(raw []byte, members []member) ([]member, bool) {
	if raw[0] != '{' {
		return nil, false
	}
	ok := true
	scanned := esjson.ScanObject(raw, func(quoted, value []byte) {
		name := nameOf(quoted)
		for k := range members {
			if members[k].name == name {
				members[k].raw = value
				return
			}
		}
		if len(members) == cap(members) {
			ok = false
			return
		}
		members = append(members, member{name, value})
	})
	if !scanned || !ok {
		return nil, false
	}
	return members, true
}

// nameOf returns the name a quoted member name holds (esjson.Name),
// without allocating for the names the observation schemas know.
func nameOf(quoted []byte) string {
	name := esjson.Name(quoted)
	for _, known := range knownNames {
		if string(name) == known {
			return known
		}
	}
	return string(name)
}

// knownNames are the member names of the observation schemas.
var knownNames = [...]string{"blocks", "type", "text", "data", "mimeType", "unsupported", "refused", "render", "view", "kept"}

// stringValue returns the string the JSON value raw holds, as esjson.Parse
// decodes it, and false when raw holds another kind of value (or none).
func stringValue(raw []byte) (string, bool) {
	if len(raw) < 2 || raw[0] != '"' {
		return "", false
	}
	inner := raw[1 : len(raw)-1]
	if bytes.IndexByte(inner, '\\') < 0 && utf8.Valid(inner) {
		return string(inner), true
	}
	v, err := esjson.Parse(raw)
	if err != nil {
		return "", false
	}
	return v.Str()
}

// normal returns the JSON value raw as JSON.stringify writes it.
func normal(raw []byte) []byte {
	v, _ := esjson.Parse(raw)
	return esjson.Append(nil, v)
}

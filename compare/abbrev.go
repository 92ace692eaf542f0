package compare

import (
	"crypto/sha256"
	"fmt"
	"unicode/utf8"
)

// abbrevOver is the length from which a string is shortened in a diff.
const abbrevOver = 200

// abbreviate shortens a long string for a diff, keeping its start, its
// length and a hash, so two long strings that differ still differ.
func abbreviate(s string) string {
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

func abbreviated(o outcome) outcome {
	blocks := make([]shown, len(o.Blocks))
	for i, b := range o.Blocks {
		blocks[i] = shown{Type: b.Type, Text: abbreviate(b.Text), Data: abbreviate(b.Data), MimeType: abbreviate(b.MimeType)}
	}
	o.Blocks = blocks
	return o
}

// abbreviatedValue shortens every long string in a decoded JSON value.
func abbreviatedValue(v any) any {
	switch x := v.(type) {
	case string:
		return abbreviate(x)
	case []any:
		out := make([]any, len(x))
		for i, item := range x {
			out[i] = abbreviatedValue(item)
		}
		return out
	case map[string]any:
		out := make(map[string]any, len(x))
		for k, item := range x {
			out[k] = abbreviatedValue(item)
		}
		return out
	}
	return v
}

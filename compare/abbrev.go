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

// Package mutatebytes changes a text in a few random places, for tests
// that hold a reader of JSON lines to an oracle on lines near the right
// ones: the esjson scanner to its parser, the subprocess adapter's answer
// reading to the reading it replaced.
package mutatebytes

import "math/rand/v2"

// Mutate returns a copy of b changed in one to three places: a byte
// deleted, doubled, or replaced by one of alphabet (at least one byte).
func Mutate(rng *rand.Rand, b []byte, alphabet string) []byte {
	b = append([]byte(nil), b...)
	for range 1 + rng.IntN(3) {
		if len(b) == 0 {
			return []byte{alphabet[rng.IntN(len(alphabet))]}
		}
		i := rng.IntN(len(b))
		switch rng.IntN(3) {
		case 0:
			b = append(b[:i], b[i+1:]...)
		case 1:
			b = append(b[:i+1], b[i:]...)
		default:
			b[i] = alphabet[rng.IntN(len(alphabet))]
		}
	}
	return b
}

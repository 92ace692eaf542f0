package spec

import (
	"math"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/estext"
)

// FieldMax is the longest name or mimeType, in UTF-16 code units, that an
// MCPL reference's stub shows; a longer one fails RFC-005's schema and is
// absent (SPEC 6).
const FieldMax = 255

// MaxSizeBytes is the largest valid sizeBytes, 2^53−1 (SPEC 6).
const MaxSizeBytes = 1<<53 - 1

// ValidField reports whether v is a name or mimeType an MCPL reference's
// stub shows (RFC-005 sections 3 and 8, SPEC 6): a string of at most
// FieldMax UTF-16 code units. An invalid one is absent, never shown cut.
func ValidField(v esjson.Value) bool {
	s, ok := v.Str()
	return ok && !estext.UTF16LenOver(s, FieldMax)
}

// ValidSizeBytes reports whether v is a sizeBytes an MCPL reference's stub
// shows (SPEC 6): a whole number from 0 to MaxSizeBytes.
func ValidSizeBytes(v esjson.Value) bool { return SizeAtMost(v, MaxSizeBytes) }

// SizeAtMost reports whether v is a whole JSON number from 0 to most.
func SizeAtMost(v esjson.Value, most float64) bool {
	f := v.Number()
	return v.Kind() == esjson.Number && f >= 0 && f == math.Trunc(f) && f <= most
}

package derive

import (
	"math"
	"strconv"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/gen"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
)

// What a marker must name is read from the input through the reference's
// own label and size (refhost.Label, DecodedSize, Size), the one place
// SPEC 3 is written: a host that labels otherwise then fails the derived
// check. Whether the reference itself labels right is the corpus's and the
// mutation run's to pin.

// claimedSize returns a reference's sizeBytes when RFC-005 takes it: an
// integer from 0 to 2^53−1 (3.0 is 3).
func claimedSize(v esjson.Value) (int64, bool) {
	text, isNumber := v.NumberText()
	if !isNumber {
		return 0, false
	}
	f, err := strconv.ParseFloat(text, 64)
	if err != nil || f < 0 || f != math.Trunc(f) || f > spec.MaxSizeBytes {
		return 0, false
	}
	return int64(f), true
}

// validField returns a reference's name or mimeType when RFC-005 takes it:
// a string of at most 255 UTF-16 units.
func validField(v esjson.Value, ok bool) (string, bool) {
	s, isString := v.StrWTF8()
	// Every 3 bytes are at least one unit: a long text is not counted.
	if !ok || !isString || len(s) > 3*spec.FieldMax || gen.UTF16Len(s) > spec.FieldMax {
		return "", false
	}
	return s, true
}

// wtf8 returns a string of the input as written, WTF-8 (StrWTF8), or "" for
// a value that is no string.
func wtf8(v esjson.Value) string {
	s, _ := v.StrWTF8()
	return s
}

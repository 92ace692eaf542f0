package coverage

import (
	"strconv"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/rfcvec"
)

// vectorPrefix is what an RFC-005 vector clause starts with: the words
// rfcvec.Clause writes before the number.
var vectorPrefix = strings.TrimSuffix(rfcvec.Clause(1), "1")

// IsVectorClause reports whether clause names one of RFC-005's conformance
// vectors as rfcvec.Clause writes it: "RFC-005 vector " and a number
// of at least 1, in decimal with no sign or leading zero ("RFC-005 vector
// 9"). "RFC-005 vector 0", "RFC-005 vector 09" and "RFC-005 vector x" are
// not.
func IsVectorClause(clause string) bool {
	digits, ok := strings.CutPrefix(clause, vectorPrefix)
	if !ok {
		return false
	}
	n, err := strconv.Atoi(digits)
	return err == nil && n >= 1 && rfcvec.Clause(n) == clause
}

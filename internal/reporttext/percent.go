package reporttext

import (
	"fmt"
	"math"
)

// Percent writes a score (a share from 0 to 1) as a percentage with one
// decimal, rounded down: a host that failed anything never reads
// "100.0%", however many observations it passed (2999 of 3000 read
// "99.9%"). Every report and the badge write scores with it.
func Percent(score float64) string {
	if score >= 1 {
		return "100.0%"
	}
	return fmt.Sprintf("%.1f%%", math.Floor(1000*score)/10)
}

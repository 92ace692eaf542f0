package compare

import (
	"math"
	"regexp"
	"strconv"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
)

// sizePattern finds the sizes a text names: a number (with thousands
// separators or a decimal part, in any case) and a unit of bytes, KB/KiB,
// MB/MiB or GB/GiB.
var sizePattern = regexp.MustCompile(`(?i)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?\s*(bytes|byte|kib|kb|k|mib|mb|gib|gb|b)(?:[^a-z]|$)`)

// namesSize reports whether text names the byte count n by meaning: as
// bytes exactly ("3072 bytes", "3,072 B"), or in KB, MB or GB of 1,024
// (KiB and the like too) at whatever precision the text writes, rounded as
// SPEC section 3 rounds (half up): 3,072 bytes is "~3KB", "3 KB", "3.0 KB"
// or "3 KiB", and 1,536 bytes is "1.5 KB" or "2KB", never "1KB".
func namesSize(text string, n int64) bool {
	for _, m := range sizePattern.FindAllStringSubmatch(text, -1) {
		whole, frac, unit := strings.ReplaceAll(m[1], ",", ""), m[2], strings.ToLower(m[3])
		var mult float64
		switch unit {
		case "b", "byte", "bytes":
			mult = 1
		case "k", "kb", "kib":
			mult = 1 << 10
		case "mb", "mib":
			mult = 1 << 20
		case "gb", "gib":
			mult = 1 << 30
		}
		v, err := strconv.ParseFloat(whole+"."+frac+"0", 64)
		if err != nil {
			continue
		}
		if mult == 1 {
			if strings.Trim(frac, "0") == "" && v == float64(n) {
				return true
			}
			continue
		}
		scale := math.Pow(10, float64(len(frac)))
		want := math.Floor(float64(n)/mult*scale+0.5) / scale
		if math.Abs(v-want) < 1e-9*math.Max(1, want) {
			return true
		}
	}
	return false
}

// sizeWords writes n as a reader would look for it in a failure message,
// its thousands separated: "3,072 bytes".
func sizeWords(n int64) string {
	if n == 1 {
		return "1 byte"
	}
	return reporttext.Thousands(n) + " bytes"
}

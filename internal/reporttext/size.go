package reporttext

import "strconv"

// Size writes a byte count as people read it (a limit, a file's size): "512 bytes", "3.5 KiB",
// "500 MiB", "1.2 GiB".
func Size(n int64) string {
	const unit = 1 << 10
	if n < unit {
		if n == 1 {
			return "1 byte"
		}
		return strconv.FormatInt(n, 10) + " bytes"
	}
	v, suffix := float64(n)/unit, "KiB"
	for _, s := range []string{"MiB", "GiB", "TiB"} {
		if v < unit {
			break
		}
		v, suffix = v/unit, s
	}
	s := strconv.FormatFloat(v, 'f', 1, 64)
	if len(s) > 2 && s[len(s)-2:] == ".0" {
		s = s[:len(s)-2]
	}
	return s + " " + suffix
}

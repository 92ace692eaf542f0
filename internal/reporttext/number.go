package reporttext

import "strconv"

// Thousands writes n with a comma between each group of three digits, as
// every report writes a count or a size: "2,167,386", "-3,072".
func Thousands[N int | int64](n N) string {
	s := strconv.FormatInt(int64(n), 10)
	for i := len(s) - 3; i > 0 && s[i-1] != '-'; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

package reporttext

import "strconv"

// QuoteCut quotes s for a message about a file (a vector file, a baseline), cut to its first 77
// characters and "…" when longer than 80.
func QuoteCut(s string) string {
	if r := []rune(s); len(r) > 80 {
		return strconv.Quote(string(r[:77])) + "…"
	}
	return strconv.Quote(s)
}

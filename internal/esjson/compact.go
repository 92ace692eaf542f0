package esjson

// Compact returns a JSON text with the whitespace between its tokens
// removed and every string kept byte for byte, escapes included, so it fits
// on one line of the adapter protocol. It does not check that data is JSON.
func Compact(data []byte) []byte {
	out := make([]byte, 0, len(data))
	inString := false
	for i := 0; i < len(data); i++ {
		c := data[i]
		switch {
		case inString:
			out = append(out, c)
			if c == '\\' && i+1 < len(data) {
				i++
				out = append(out, data[i])
			} else if c == '"' {
				inString = false
			}
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
		default:
			out = append(out, c)
			inString = c == '"'
		}
	}
	return out
}

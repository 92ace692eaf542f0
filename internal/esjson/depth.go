package esjson

import "fmt"

// CheckDepth returns an error saying "too deep" when the JSON text data
// nests arrays and objects more than max levels, naming the byte offset
// and line where it does; strings are skipped, and nothing else is
// checked (a syntax error is the parser's to report).
func CheckDepth(data []byte, max int) error {
	depth, line := 0, 1
	inString := false
	for i := 0; i < len(data); i++ {
		c := data[i]
		if inString {
			switch c {
			case '\\':
				i++
			case '"':
				inString = false
			case '\n':
				line++
			}
			continue
		}
		switch c {
		case '"':
			inString = true
		case '\n':
			line++
		case '[', '{':
			depth++
			if depth > max {
				return &DepthError{Offset: i, Line: line, Max: max}
			}
		case ']', '}':
			depth--
		}
	}
	return nil
}

// DepthError is the error of a JSON text nested deeper than the limit.
type DepthError struct {
	Offset, Line, Max int
}

func (e *DepthError) Error() string {
	return fmt.Sprintf("too deep: arrays and objects nest more than %d levels at byte %d (the limit is %d levels)", e.Max, e.Offset, e.Max)
}

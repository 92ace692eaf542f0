// Package hostcmd reads a host's command as the runner starts it: its
// words, split as a POSIX shell splits them (Split), and its environment,
// without the CI credentials a host under test never needs (Withheld,
// Env). The subprocess adapter starts hosts with them; rfc005 run,
// conformance.RunCommand and the tests read --host with Split and check
// --host-env against Withheld.
package hostcmd

import (
	"errors"
	"strings"
)

// Split splits a command line into words as a POSIX shell does, without
// expanding anything: words are separated by blanks; single quotes keep
// everything literally; double quotes keep everything but \", \\, \$ and
// \`; a backslash outside quotes keeps the next character.
//
//	Split(`python3 "my host.py" --flag='a b'`) // [python3 my host.py --flag=a b]
func Split(command string) ([]string, error) {
	var words []string
	var word strings.Builder
	inWord := false
	for i := 0; i < len(command); i++ {
		c := command[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n':
			if inWord {
				words = append(words, word.String())
				word.Reset()
				inWord = false
			}
		case c == '\'':
			end := strings.IndexByte(command[i+1:], '\'')
			if end < 0 {
				return nil, errors.New("unterminated single quote in the host command")
			}
			word.WriteString(command[i+1 : i+1+end])
			i += end + 1
			inWord = true
		case c == '"':
			i++
			for ; i < len(command) && command[i] != '"'; i++ {
				if command[i] == '\\' && i+1 < len(command) && strings.IndexByte("\"\\$`", command[i+1]) >= 0 {
					i++
				}
				word.WriteByte(command[i])
			}
			if i >= len(command) {
				return nil, errors.New("unterminated double quote in the host command")
			}
			inWord = true
		case c == '\\':
			if i+1 < len(command) {
				i++
				word.WriteByte(command[i])
			}
			inWord = true
		default:
			word.WriteByte(c)
			inWord = true
		}
	}
	if inWord {
		words = append(words, word.String())
	}
	if len(words) == 0 {
		return nil, errors.New("the host command is empty")
	}
	return words, nil
}

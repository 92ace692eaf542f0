package reporttext

import "strings"

// ShellWord returns w as a POSIX shell (and hostcmd.Split) reads it
// back: as it is when it holds only characters a shell reads as
// themselves anywhere in a word, else in single quotes (” for "").
func ShellWord(w string) string {
	if w == "" {
		return "''"
	}
	for _, c := range []byte(w) {
		if !shellSafe(c) {
			return "'" + strings.ReplaceAll(w, "'", `'\''`) + "'"
		}
	}
	return w
}

// shellSafe reports whether a shell reads c as itself anywhere in a word.
func shellSafe(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' ||
		strings.IndexByte("@%+=:,./_-", c) >= 0
}

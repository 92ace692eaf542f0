package fuzz

import (
	"bytes"
	"io"

	"github.com/rfc005-lanes/rfc005-lanes/internal/derive"
)

// fileTitle begins the title of every file File writes.
const fileTitle = "Found by rfc005 fuzz: "

// IsFile reports whether r begins as every file File writes begins: the
// corpus's format, family Family, and a title saying rfc005 fuzz found
// its cases. rfc005 fuzz --out replaces such a file, and no other.
func IsFile(r io.Reader) bool {
	head := fileHead()
	got := make([]byte, len(head))
	if _, err := io.ReadFull(r, got); err != nil {
		return false
	}
	return bytes.Equal(got, head)
}

// fileHead is how every file File writes begins, up to the end of
// fileTitle: what derive.File writes before the title's own words.
func fileHead() []byte {
	data, err := derive.File(Family, fileTitle, nil)
	i := bytes.Index(data, []byte(fileTitle))
	if err != nil || i < 0 {
		panic("fuzz: derive.File does not write its title")
	}
	return data[:i+len(fileTitle)]
}

package vectors

import (
	"io/fs"

	"github.com/rfc005-lanes/rfc005-lanes/internal/regularfile"
)

// The bounds of a file the suite reads: a vector file, a baseline.
const (
	// MaxFileSize is the largest vector file (and baseline) the suite reads:
	// a bigger one is refused before it is read, and so is anything that is
	// not a regular file (a FIFO, a device, a symlink to one).
	MaxFileSize = 64 << 20
	// MaxDepth is how deeply arrays and objects may nest in a vector file (or
	// a baseline) as written: encoding/json's own limit. An input or an
	// expectation may nest deeper once expanded: {"$repeat": s, "count": n}
	// repeats a text, and {"$nest": [open, close], "count": n, "in": v} wraps
	// v in n copies of open and close ({"$nest": ["{\"a\":", "}"], "count":
	// 9998, "in": 0} is 9,998 levels of {"a": …}), as the 10,000-level cases
	// of SPEC 5 (revision 3) are written.
	MaxDepth = 10_000
)

// readVectorFile reads name from fsys for Load: a regular file (a symlink
// to one is fine) of at most MaxFileSize bytes, checked before it is
// opened and again once it is.
func readVectorFile(fsys fs.FS, name string) ([]byte, error) {
	return regularfile.ReadFS(fsys, name, MaxFileSize)
}

package vectors

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"syscall"
)

// MaxFileSize is the largest vector file (and baseline) the suite reads:
// a bigger one is refused before it is read, and so is anything that is
// not a regular file (a FIFO, a device, a symlink to one).
const MaxFileSize = 64 << 20

// MaxDepth is how deeply arrays and objects may nest in a vector file (or
// a baseline) as written: encoding/json's own limit. An input or an
// expectation may nest deeper once expanded: {"$repeat": s, "count": n}
// repeats a text, and {"$nest": [open, close], "count": n, "in": v} wraps
// v in n copies of open and close ({"$nest": ["{\"a\":", "}"], "count":
// 9998, "in": 0} is 9,998 levels of {"a": …}), as the 10,000-level cases
// of SPEC 5 (revision 3) are written.
const MaxDepth = 10_000

// ReadRegular reads the file at path, refusing, before it reads a byte,
// anything that is not a regular file and any file over limit bytes. A
// FIFO is opened without waiting for a writer, so it never hangs the
// caller.
func ReadRegular(path string, limit int64) ([]byte, error) {
	if err := checkRegular(os.Stat(path)); err != nil {
		return nil, withLink(path, err)
	}
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readBounded(f, limit)
}

// readBounded checks that the open file f is regular and at most limit
// bytes, then reads it, never more than limit bytes.
func readBounded(f fs.File, limit int64) ([]byte, error) {
	st, err := f.Stat()
	if err := checkRegular(st, err); err != nil {
		return nil, err
	}
	if err := checkSize(st.Size(), limit); err != nil {
		return nil, err
	}
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit { // it grew while being read
		return nil, checkSize(int64(len(data)), limit)
	}
	return data, nil
}

// checkRegular says what a file is when it is not a regular file.
func checkRegular(st fs.FileInfo, err error) error {
	if err != nil {
		return err
	}
	m := st.Mode()
	var what string
	switch {
	case m.IsRegular():
		return nil
	case m.IsDir():
		what = "a directory"
	case m&fs.ModeNamedPipe != 0:
		what = "a named pipe (FIFO)"
	case m&fs.ModeSocket != 0:
		what = "a socket"
	case m&fs.ModeCharDevice != 0:
		what = "a character device"
	case m&fs.ModeDevice != 0:
		what = "a device"
	default:
		return fmt.Errorf("not a regular file (%s)", m.Type())
	}
	return errors.New(what + ", not a regular file")
}

func checkSize(size, limit int64) error {
	if size > limit {
		return fmt.Errorf("%s, the limit is %s", Size(size), Size(limit))
	}
	return nil
}

// withLink adds where a symlink points to err, for a path that is one.
func withLink(path string, err error) error {
	if target, lerr := os.Readlink(path); lerr == nil {
		return fmt.Errorf("%w (a symlink to %s)", err, target)
	}
	return err
}

// Size writes a byte count as people read it: "512 bytes", "3.5 KiB",
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

// DirFS returns the files of the directory dir, as os.DirFS does, except
// that a file is opened without waiting (a FIFO does not block the
// opener): Load then refuses what is not a regular file.
func DirFS(dir string) fs.FS { return dirFS(dir) }

type dirFS string

func (d dirFS) join(name, op string) (string, error) {
	if !fs.ValidPath(name) {
		return "", &fs.PathError{Op: op, Path: name, Err: fs.ErrInvalid}
	}
	return filepath.Join(string(d), filepath.FromSlash(name)), nil
}

func (d dirFS) Open(name string) (fs.File, error) {
	p, err := d.join(name, "open")
	if err != nil {
		return nil, err
	}
	f, err := os.OpenFile(p, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	return f, nil
}

func (d dirFS) Stat(name string) (fs.FileInfo, error) {
	p, err := d.join(name, "stat")
	if err != nil {
		return nil, err
	}
	return os.Stat(p)
}

func (d dirFS) Lstat(name string) (fs.FileInfo, error) {
	p, err := d.join(name, "lstat")
	if err != nil {
		return nil, err
	}
	return os.Lstat(p)
}

func (d dirFS) ReadLink(name string) (string, error) {
	p, err := d.join(name, "readlink")
	if err != nil {
		return "", err
	}
	return os.Readlink(p)
}

func (d dirFS) ReadDir(name string) ([]fs.DirEntry, error) {
	p, err := d.join(name, "readdir")
	if err != nil {
		return nil, err
	}
	return os.ReadDir(p)
}

// readVectorFile reads name from fsys for Load: a regular file (a symlink
// to one is fine) of at most MaxFileSize bytes, checked before it is
// opened and again once it is.
func readVectorFile(fsys fs.FS, name string) ([]byte, error) {
	if err := checkRegular(fs.Stat(fsys, name)); err != nil {
		if target, lerr := fs.ReadLink(fsys, name); lerr == nil {
			return nil, fmt.Errorf("%w (a symlink to %s)", err, target)
		}
		return nil, err
	}
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readBounded(f, MaxFileSize)
}

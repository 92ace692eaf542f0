// Package regularfile reads files only when they are regular files of a
// bounded size: a vector file, a baseline, a report read back. Anything
// else (a FIFO, a device, a directory, a file over the limit) is refused
// before a byte is read, and a FIFO is opened without waiting for a
// writer, so that a path given to the suite never hangs it.
package regularfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"

	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
)

// Read reads the file at path, refusing, before it reads a byte,
// anything that is not a regular file and any file over limit bytes. A
// FIFO is opened without waiting for a writer, so it never hangs the
// caller.
func Read(path string, limit int64) ([]byte, error) {
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

// ReadFS reads name from fsys as Read reads a path: a regular file (a
// symlink to one is fine) of at most limit bytes, checked before it is
// opened and again once it is.
func ReadFS(fsys fs.FS, name string, limit int64) ([]byte, error) {
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
		return fmt.Errorf("%s, the limit is %s", reporttext.Size(size), reporttext.Size(limit))
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

// DirFS returns the files of the directory dir, as os.DirFS does, except
// that a file is opened without waiting (a FIFO does not block the
// opener): ReadFS then refuses what is not a regular file.
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

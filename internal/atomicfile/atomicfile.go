// Package atomicfile writes a file so that a reader finds either its old
// contents or its new ones, whole, whatever happens while it is written:
// a full disk, a file size limit, a signal, a crash, or a second writer
// of the same path.
//
//	if err := atomicfile.Write("baseline.json", data, 0o644); err != nil {
//		return err // baseline.json is as it was
//	}
//
// The data goes to a temporary file in the same directory, is synced,
// and is renamed over the path; the temporary file is removed when any
// step fails. A path that is not a regular file (/dev/stdout, a FIFO) is
// written in place, since renaming over it would replace it, and a
// symbolic link is followed, so that the link stays and its target is
// replaced.
package atomicfile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// Write writes data to path, all of it or none. A file already at path
// keeps its permission bits; a new one gets perm.
func Write(path string, data []byte, perm fs.FileMode) error {
	target, mode, err := resolve(path, perm)
	if err != nil {
		return err
	}
	if target == "" { // not a regular file: written as it is
		return os.WriteFile(path, data, perm)
	}
	dir, base := filepath.Split(target)
	if dir == "" {
		dir = "."
	}
	tmp, err := os.CreateTemp(dir, "."+base+".tmp-*")
	if err != nil {
		return failed(path, fmt.Errorf("a temporary file in its directory: %w", underlying(err)))
	}
	done := false
	defer func() {
		if !done {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err := tmp.Write(data); err != nil {
		return failed(path, err)
	}
	if err := tmp.Chmod(mode); err != nil {
		return failed(path, err)
	}
	if err := tmp.Sync(); err != nil {
		return failed(path, err)
	}
	if err := tmp.Close(); err != nil {
		return failed(path, err)
	}
	if err := os.Rename(tmp.Name(), target); err != nil {
		return failed(path, err)
	}
	done = true
	syncDir(dir)
	return nil
}

// resolve returns the regular file path names (through any symbolic
// links; "" when it is something else: a device, a FIFO, a dangling
// link) and the mode
// the new file gets: the old one's permission bits, else perm.
func resolve(path string, perm fs.FileMode) (target string, mode fs.FileMode, err error) {
	st, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if lst, lerr := os.Lstat(path); lerr == nil && lst.Mode()&fs.ModeSymlink != 0 {
			return "", 0, nil // a dangling link: written through, as os.WriteFile does
		}
		return path, perm, nil
	case err != nil:
		return "", 0, err
	case !st.Mode().IsRegular():
		return "", 0, nil
	}
	target, err = filepath.EvalSymlinks(path)
	if err != nil {
		return "", 0, err
	}
	return target, st.Mode().Perm(), nil
}

// syncDir syncs dir, so that the rename outlives a crash of the machine;
// where a directory cannot be synced, the rename still holds.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}

// failed is the error of a write of path that did not happen: a
// *fs.PathError whose Err says why and that the file is as it was.
func failed(path string, err error) error {
	return &fs.PathError{Op: "write", Path: path, Err: fmt.Errorf("%w (the file there is as it was)", underlying(err))}
}

// underlying returns the system's words of a path error, without the
// temporary file's name.
func underlying(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}

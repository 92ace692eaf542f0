package fuzz

import "io/fs"

func fsRead(fsys fs.FS, name string) ([]byte, error) { return fs.ReadFile(fsys, name) }

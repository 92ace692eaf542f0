package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
)

// named is a path a flag names: {"--json", "r.json"}; a positional
// argument's flag is how the usage calls it ("REPORT.json").
type named struct{ flag, path string }

// checkOutputsNotInputs returns a usage error for the first output that
// is one of the inputs: the same path, or the same file through a link
// or another spelling, so that no run replaces what it reads (--baseline
// b.json --json b.json would have made the baseline a report). An empty
// path is not given. allowed says which output may be which input:
// rfc005 run's --update-baseline X may be its --baseline X, an update in
// place.
func checkOutputsNotInputs(outputs, inputs []named, allowed func(out, in named) bool) error {
	for _, out := range outputs {
		if out.path == "" {
			continue
		}
		for _, in := range inputs {
			if in.path == "" || !sameFile(out.path, in.path) || allowed != nil && allowed(out, in) {
				continue
			}
			what := "the " + in.flag + " file"
			if in.path != out.path {
				what += " " + reporttext.Printable(in.path)
			}
			return fmt.Errorf("%s %s is %s, which this run reads: give the output a file of its own", out.flag, reporttext.Printable(out.path), what)
		}
	}
	return nil
}

// sameFile reports whether a and b name one file: both exist and are the
// same file (links followed), or, when one is not there yet, they are the
// same absolute path once every link is followed (canonical).
func sameFile(a, b string) bool {
	sa, errA := os.Stat(a)
	sb, errB := os.Stat(b)
	if errA == nil && errB == nil {
		return os.SameFile(sa, sb)
	}
	return canonical(a) == canonical(b)
}

// canonical is path made absolute, its directory's links followed, and
// its own, even to a file not there yet (a dangling link names where a
// write through it lands).
func canonical(path string) string {
	abs, err := filepath.Abs(path)
	if err != nil {
		return filepath.Clean(path)
	}
	for range 40 { // as many links as a system follows
		dir, base := filepath.Split(abs)
		if d, err := filepath.EvalSymlinks(dir); err == nil {
			dir = d
		}
		abs = filepath.Join(dir, base)
		target, err := os.Readlink(abs)
		if err != nil {
			return abs // not a link
		}
		if !filepath.IsAbs(target) {
			target = filepath.Join(dir, target)
		}
		abs = filepath.Clean(target)
	}
	return abs
}

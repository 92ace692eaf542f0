package pymutant

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

// Set is a directory of mutants, the host they patch and the SPEC whose
// anchors their headers name.
type Set struct {
	Dir    string // the <id>.patch files and kills.json
	Host   string // host.py
	Spec   string // SPEC.md
	Python string // the interpreter; "" is python3
}

// Builtin is the repository's set of independent mutants, its paths from
// the repository's root.
var Builtin = Set{Dir: Dir, Host: HostFile, Spec: "SPEC.md"}

// loaded is a set read and checked: each mutant with the host.py it makes.
type loaded struct {
	set     Set
	sound   []byte
	mutants []*Mutant         // in id order
	sources map[string][]byte // the mutated host.py, by mutant id
}

// load reads every patch of the set, checks its header (its Anchor must
// be an anchor of SPEC.md) and applies it to host.py. It returns every
// problem it finds, each naming its file, and loads nothing when there
// is one.
func (s Set) load() (*loaded, []error) {
	sound, err := os.ReadFile(s.Host)
	if err != nil {
		return nil, []error{err}
	}
	anchors, err := readAnchors(s.Spec)
	if err != nil {
		return nil, []error{err}
	}
	names, err := filepath.Glob(filepath.Join(s.Dir, "*.patch"))
	if err != nil {
		return nil, []error{err}
	}
	sort.Strings(names)
	l := &loaded{set: s, sound: sound, sources: map[string][]byte{}}
	var problems []error
	for _, path := range names {
		data, err := os.ReadFile(path)
		if err != nil {
			problems = append(problems, err)
			continue
		}
		m, err := ParsePatch(filepath.Base(path), data)
		if err != nil {
			problems = append(problems, err)
			continue
		}
		if !anchors[m.Anchor] {
			problems = append(problems, fmt.Errorf("%s: Anchor %s is no anchor of %s", m.File(), m.Anchor, s.Spec))
		}
		src, err := m.Apply(sound)
		if err != nil {
			problems = append(problems, err)
			continue
		}
		l.mutants = append(l.mutants, m)
		l.sources[m.ID] = src
	}
	if len(problems) > 0 {
		return nil, problems
	}
	return l, nil
}

// anchorID is an anchor of SPEC.md: <a id="clause-…">.
var anchorID = regexp.MustCompile(`<a id="(clause-[a-z0-9-]+)">`)

// readAnchors returns the clause anchors of the SPEC file at path.
func readAnchors(path string) (map[string]bool, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	anchors := map[string]bool{}
	for _, m := range anchorID.FindAllStringSubmatch(string(data), -1) {
		anchors[m[1]] = true
	}
	if len(anchors) == 0 {
		return nil, fmt.Errorf("%s has no clause anchors", path)
	}
	return anchors, nil
}

// localImport is a line of host.py that imports a module by name.
var localImport = regexp.MustCompile(`(?m)^\s*(?:import|from)\s+([A-Za-z_][A-Za-z0-9_]*)`)

// writeHost writes src as host.py in a new temporary directory, beside a
// copy of each module it imports from the sound host's directory
// (unicode15.py), and returns the directory; the caller removes it.
func (l *loaded) writeHost(src []byte) (string, error) {
	dir, err := os.MkdirTemp("", "rfc005-mutant-")
	if err != nil {
		return "", err
	}
	err = os.WriteFile(filepath.Join(dir, "host.py"), src, 0o644)
	for _, m := range localImport.FindAllStringSubmatch(string(src), -1) {
		module, readErr := os.ReadFile(filepath.Join(filepath.Dir(l.set.Host), m[1]+".py"))
		switch {
		case errors.Is(readErr, os.ErrNotExist):
			continue // a module of Python's own
		case readErr != nil:
			err = errors.Join(err, readErr)
		default:
			err = errors.Join(err, os.WriteFile(filepath.Join(dir, m[1]+".py"), module, 0o644))
		}
	}
	if err != nil {
		os.RemoveAll(dir)
		return "", err
	}
	return dir, nil
}

// argv is the command that runs the host.py in dir, with the program the
// set's interpreter runs (interpreter: a shim on PATH is not paid for
// every mutant).
func (s Set) argv(dir string) []string {
	python := s.Python
	if python == "" {
		python = "python3"
	}
	return []string{interpreter(python), filepath.Join(dir, "host.py")}
}

// escapeGlob makes a case id a glob of runner.Selection that matches it
// alone.
func escapeGlob(id string) string {
	var b strings.Builder
	for _, r := range id {
		if strings.ContainsRune(`*?[\`, r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// Package pymutant measures how well the corpus bites on a host it did not
// write: each independent mutant of the Python example
// (adapters/examples/python/host.py) is a small patch, written from SPEC
// alone, that breaks one behaviour one SPEC sentence states. The package
// reads a patch (a header and a unified diff), applies it to host.py
// exactly, writes the mutated host to a temporary directory beside a copy
// of the modules it imports, and scores it with package runner through
// adapters/subprocess (python3 DIR/host.py), gated at SHOULD.
//
// Search runs every mutant against the whole corpus and gives the index,
// mutants/kills.json, which cases kill each (go run ./cmd/rfc005 mutate
// --independent --update writes it); Verify, which go test runs, checks
// the index against the patches and runs each mutant on its recorded
// killing cases only. The planted faults of internal/mutate are the other
// mutation set: faults in the Go reference, written by the suite's
// authors; these are faults in a host the judge never saw.
package pymutant

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
)

// Levels a mutant's Level header may name: what a careful SPEC reader says
// the mutant breaks. A wording mutant breaks only the reference profile's
// exact strings, and is the only kind a wording verdict kills.
const (
	LevelMust    = "must"
	LevelShould  = "should"
	LevelWording = "wording"
)

// headerKeys are the header's keys, in the order a patch writes them; each
// is required, once.
var headerKeys = []string{"Mutant", "Anchor", "Sentence", "Breaks", "Level", "Lane", "Input", "Sound", "Mutated"}

// noteKeys are keys a header may add, once each, as notes for its reader:
// Rebased says what changed when a mutant was rewritten against a later
// host.py, Note anything else (a level changed, and why).
var noteKeys = []string{"Rebased", "Note"}

// idPattern is a mutant's id: its writer's letter, three digits, a slug.
var idPattern = regexp.MustCompile(`^[a-z]-[0-9]{3}-[a-z0-9]+(-[a-z0-9]+)*$`)

// anchorPattern is the form of a SPEC.md clause anchor.
var anchorPattern = regexp.MustCompile(`^clause-[a-z0-9]+(-[a-z0-9]+)*$`)

// Mutant is one patch file: its header and its hunks.
type Mutant struct {
	ID       string
	Anchor   string // the SPEC.md anchor of the sentence it breaks
	Sentence string
	Breaks   string
	Level    string // LevelMust, LevelShould or LevelWording
	Lane     adapters.Lane
	Input    adapters.Input  // an input on which it differs from host.py
	Sound    json.RawMessage // host.py's observation of Input on Lane
	Mutated  json.RawMessage // the mutant's
	Hunks    []Hunk
}

// File is the name of the mutant's patch file.
func (m *Mutant) File() string { return m.ID + ".patch" }

// ParsePatch reads the patch file called name (<id>.patch): its header of
// "Key: value" lines, a blank line, and a unified diff of a/host.py into
// b/host.py. Every header key is required; the id must be the file's name;
// the Input, Sound and Mutated must be JSON (Input an object) and Sound and
// Mutated must differ.
func ParsePatch(name string, data []byte) (*Mutant, error) {
	head, diff, ok := bytes.Cut(data, []byte("\n\n"))
	if !ok {
		return nil, fmt.Errorf("%s: no blank line after the header: a patch is a header of Key: value lines, a blank line, then the diff", name)
	}
	fields, err := readHeader(name, string(head))
	if err != nil {
		return nil, err
	}
	m := &Mutant{ID: fields["Mutant"], Anchor: fields["Anchor"], Sentence: fields["Sentence"],
		Breaks: fields["Breaks"], Level: fields["Level"]}
	if want := strings.TrimSuffix(name, ".patch"); m.ID != want || !strings.HasSuffix(name, ".patch") {
		return nil, fmt.Errorf("%s: the header names the mutant %q: the file must be called <Mutant>.patch", name, m.ID)
	}
	if !idPattern.MatchString(m.ID) {
		return nil, fmt.Errorf("%s: the id %q is not <writer letter>-<3 digits>-<slug> (a-007-padding-after-trim)", name, m.ID)
	}
	if !anchorPattern.MatchString(m.Anchor) {
		return nil, fmt.Errorf("%s: Anchor %q is not a SPEC.md clause anchor (clause-…)", name, m.Anchor)
	}
	switch m.Level {
	case LevelMust, LevelShould, LevelWording:
	default:
		return nil, fmt.Errorf("%s: Level %q: want must, should or wording", name, m.Level)
	}
	if m.Lane, err = adapters.ParseLane(fields["Lane"]); err != nil {
		return nil, fmt.Errorf("%s: Lane: %v", name, err)
	}
	if err := m.readExample(fields); err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	if m.Hunks, err = parseDiff(string(diff)); err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	return m, nil
}

// readHeader returns the header's fields by key: each of headerKeys once,
// with a value, and no other key.
func readHeader(name, head string) (map[string]string, error) {
	fields := map[string]string{}
	for i, line := range strings.Split(head, "\n") {
		key, value, ok := strings.Cut(line, ":")
		if !ok || strings.ContainsAny(key, " \t") {
			return nil, fmt.Errorf("%s: header line %d is not Key: value: %q", name, i+1, line)
		}
		known := false
		for _, k := range append(headerKeys[:len(headerKeys):len(headerKeys)], noteKeys...) {
			known = known || k == key
		}
		if !known {
			return nil, fmt.Errorf("%s: header line %d: unknown key %q; the keys are %s", name, i+1, key, strings.Join(headerKeys, ", "))
		}
		if _, dup := fields[key]; dup {
			return nil, fmt.Errorf("%s: the header gives %s twice", name, key)
		}
		fields[key] = strings.TrimSpace(value)
	}
	var missing []string
	for _, k := range headerKeys {
		if fields[k] == "" {
			missing = append(missing, k)
		}
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("%s: the header lacks %s: every mutant says %s", name, strings.Join(missing, ", "), strings.Join(headerKeys, ", "))
	}
	return fields, nil
}

// readExample reads the Input, Sound and Mutated headers.
func (m *Mutant) readExample(fields map[string]string) error {
	for _, k := range []string{"Input", "Sound", "Mutated"} {
		if !json.Valid([]byte(fields[k])) {
			return fmt.Errorf("the header %s is not JSON: %s", k, fields[k])
		}
	}
	if !strings.HasPrefix(fields["Input"], "{") {
		return fmt.Errorf(`the header Input is not a JSON object: it is the protocol's "input" member, {"content":[…]} or {"data":…}`)
	}
	m.Input = adapters.Input(fields["Input"])
	m.Sound, m.Mutated = json.RawMessage(fields["Sound"]), json.RawMessage(fields["Mutated"])
	if sameJSON(m.Sound, m.Mutated) {
		return fmt.Errorf("the headers Sound and Mutated are the same observation: a mutant must answer its Input otherwise than host.py")
	}
	return nil
}

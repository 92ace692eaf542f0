package pymutant

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
)

// IndexFormat is the "format" of a mutants directory's kills.json.
const IndexFormat = "rfc005-lanes-independent-kills/1"

// IndexFile is the index's name in the mutants directory.
const IndexFile = "kills.json"

// Dir is the independent mutants' directory, from the repository's root.
const Dir = "adapters/examples/python/mutants"

// HostFile is the Python example the mutants patch, from the repository's
// root.
const HostFile = "adapters/examples/python/host.py"

// IndexCommand rewrites the index from the repository's root.
const IndexCommand = "go run ./cmd/rfc005 mutate --independent --update"

// Index is what the search found, as kills.json holds it: alike
// internal/coverage/kills.json, the digest of the corpus it ran and, for
// each mutant, the cases that kill it, here with their lanes.
type Index struct {
	Format  string        `json:"format"`
	Vectors string        `json:"vectors"` // the digest of the corpus that ran
	Mutants []MutantKills `json:"mutants"`
}

// MutantKills is one mutant of the index: its id, anchor and level, as
// its header says, and the cases that kill it, in case id order.
type MutantKills struct {
	ID       string     `json:"id"`
	Anchor   string     `json:"anchor"`
	Level    string     `json:"level"`
	KilledBy []CaseKill `json:"killedBy"`
}

// CaseKill is a case that kills a mutant, and the lanes on which it does,
// in SPEC section 1's order.
type CaseKill struct {
	Case  string          `json:"case"`
	Lanes []adapters.Lane `json:"lanes"`
}

// ParseIndex reads a kills.json of the independent mutants.
func ParseIndex(data []byte) (*Index, error) {
	var ix Index
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&ix); err != nil {
		return nil, fmt.Errorf("%s: %v", IndexFile, err)
	}
	if ix.Format != IndexFormat {
		return nil, fmt.Errorf("%s: format %q, want %q", IndexFile, ix.Format, IndexFormat)
	}
	return &ix, nil
}

// Marshal writes the index as kills.json holds it.
func (ix *Index) Marshal() []byte {
	data, err := json.MarshalIndent(ix, "", "  ")
	if err != nil {
		panic(err) // plain strings and slices always marshal
	}
	return append(data, '\n')
}

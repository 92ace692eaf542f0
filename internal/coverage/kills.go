package coverage

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
)

// KillsFormat is the "format" of kills.json.
const KillsFormat = "rfc005-lanes-kills/1"

// KillsCommand regenerates kills.json from the repository's root.
const KillsCommand = "go run -tags mutate ./cmd/rfc005 mutate --kills internal/coverage/kills.json --update"

// Kills is what a mutation run found: for each fault of internal/refhost/fault,
// the rule it weakens and the cases that kill it. The built-in corpus's is
// kills.json, written by KillsCommand and checked by go test -tags long ./internal/mutate.
type Kills struct {
	Format  string       `json:"format"`
	Vectors string       `json:"vectors"` // the digest of the corpus that ran
	Faults  []FaultKills `json:"faults"`
}

// FaultKills is one fault and the cases that kill it.
type FaultKills struct {
	Name        string   `json:"name"`
	Rule        string   `json:"rule"`
	WordingOnly bool     `json:"wordingOnly,omitempty"`
	KilledBy    []string `json:"killedBy"`
}

//go:embed kills.json
var killsJSON []byte

// BuiltinKills returns kills.json.
func BuiltinKills() (*Kills, error) { return ParseKills(killsJSON) }

// ParseKills reads a kills file.
func ParseKills(data []byte) (*Kills, error) {
	var k Kills
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&k); err != nil {
		return nil, fmt.Errorf("kills: %v", err)
	}
	if k.Format != KillsFormat {
		return nil, fmt.Errorf("kills: format %q, want %q", k.Format, KillsFormat)
	}
	return &k, nil
}

// Marshal writes the kills as kills.json holds them.
func (k *Kills) Marshal() []byte {
	data, err := json.MarshalIndent(k, "", "  ")
	if err != nil {
		panic(err) // plain strings and slices always marshal
	}
	return append(data, '\n')
}

// Pin is one fault of a rule and the cases that kill it.
type Pin struct {
	Fault    string
	KilledBy []string
}

// pins returns, for each rule, its faults (from fault.All) and their
// killers (from kills), and the problems of joining the two: a fault
// kills does not know, or knows under another rule, is stale.
func pins(kills *Kills) (map[string][]Pin, []string) {
	byName := map[string]FaultKills{}
	if kills != nil {
		for _, f := range kills.Faults {
			byName[f.Name] = f
		}
	}
	out := map[string][]Pin{}
	var stale []string
	for _, f := range fault.All {
		k, ok := byName[f.Name]
		if kills != nil && (!ok || k.Rule != f.Rule) {
			stale = append(stale, f.Name)
		}
		out[f.Rule] = append(out[f.Rule], Pin{Fault: f.Name, KilledBy: k.KilledBy})
	}
	var problems []string
	if len(stale) > 0 {
		problems = append(problems, fmt.Sprintf("internal/coverage/kills.json does not know the faults %s as internal/refhost/fault has them: regenerate it with %s",
			strings.Join(stale, ", "), KillsCommand))
	}
	return out, problems
}

// Killers returns the cases that kill some fault of the rule, each once.
func (r Report) Killers(rule string) []string {
	var out []string
	for _, p := range r.Pins[rule] {
		for _, id := range p.KilledBy {
			out = appendOnce(out, id)
		}
	}
	return out
}

// Package coverage tells which rules of SPEC the corpus pins, and by which
// cases. A rule (internal/coverage/rules.txt, one a line) is pinned by the cases that
// kill one of its faults when the mutation run plants the faults of
// internal/refhost/fault one by one (internal/coverage/kills.json); a case that merely
// cites a rule pins nothing. Beside the rules, each marker of section 3 is
// pinned by the cases that expect it, and each cell of section 4's table by
// the cases whose embedded resource shows as that row on that lane.
//
//	report := coverage.Of(corpus)
//	fmt.Print(report)          // the tables
//	missing := report.Missing() // what no case pins
package coverage

import (
	_ "embed"
	"fmt"
	"strings"
)

// Rules lists every rule and sub-rule of SPEC (and the decisions the README
// records), in the order of rules.txt, the file they are written in.
var Rules = parseRules(rulesText)

//go:embed rules.txt
var rulesText string

// Rule is one rule: the id vectors cite and faults name, and what it says.
type Rule struct {
	Clause string // as a case writes it in "spec" and a fault in its Rule
	About  string
}

// parseRules reads rules.txt: "id | what it says" a line, # comments and
// blank lines left out. A malformed line is a programmer's mistake.
func parseRules(text string) []Rule {
	var out []Rule
	seen := map[string]bool{}
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		id, about, ok := strings.Cut(line, " | ")
		id, about = strings.TrimSpace(id), strings.TrimSpace(about)
		if !ok || id == "" || about == "" || seen[id] {
			panic(fmt.Sprintf("internal/coverage/rules.txt:%d: want \"<id> | <what it says>\" with a new id, got %q", i+1, line))
		}
		seen[id] = true
		out = append(out, Rule{Clause: id, About: about})
	}
	return out
}

// Markers lists the markers of SPEC section 3 by the ids vectors give them.
var Markers = []string{
	"no-link", "withheld", "unsupported-type", "no-media-type", "unreadable",
	"tool-result-audio", "system-image", "system-audio", "image-no-data",
	"audio-no-data", "stored-image",
}

// Rows are the rows of SPEC section 4's table: what an embedded resource
// shows as.
var Rows = []string{"text", "image", "image, blob \"\"", "audio", "audio, blob \"\"", "withheld", "any other marker"}

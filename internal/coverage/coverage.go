package coverage

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// TableLanes are the lanes of SPEC section 4's table, push, channel and
// injection/user each a column of its own.
var TableLanes = []adapters.Lane{
	adapters.ToolResultLive, adapters.ToolResultStored, adapters.Script, adapters.Push,
	adapters.Channel, adapters.InjectionUser, adapters.InjectionSystem, adapters.Render,
}

// Cell is one cell of SPEC section 4's table.
type Cell struct {
	Row  string
	Lane adapters.Lane
}

// Report says which cases pin each rule, marker and cell. A rule is pinned
// by the cases that kill one of its faults in the mutation run (Pins, from
// kills.json); Rules only records which cases cite each clause.
type Report struct {
	Cases    int
	Pins     map[string][]Pin    // rule → its faults and their killing cases
	Rules    map[string][]string // clause → the cases that cite it
	Markers  map[string][]string // marker id → case ids
	Cells    map[Cell][]string   // cell → case ids
	Problems []string            // kills.json is stale or unreadable
}

// Of computes the coverage of the built-in corpus, with the mutation run's
// kills.json.
func Of(corpus *vectors.Corpus) Report {
	kills, err := BuiltinKills()
	r := OfWith(corpus, kills)
	if err != nil {
		r.Problems = append(r.Problems, "internal/coverage/kills.json: "+err.Error())
	} else if kills.Vectors != corpus.Digest {
		r.Problems = append(r.Problems, fmt.Sprintf("internal/coverage/kills.json ran vectors %s, the corpus is %s: regenerate it with %s",
			kills.Vectors, corpus.Digest, KillsCommand))
	}
	return r
}

// OfWith computes the coverage of a corpus with the kills of a mutation run
// over it (nil for none).
func OfWith(corpus *vectors.Corpus, kills *Kills) Report {
	r := Report{
		Cases: len(corpus.Cases), Rules: map[string][]string{},
		Markers: map[string][]string{}, Cells: map[Cell][]string{},
	}
	r.Pins, r.Problems = pins(kills)
	inCorpus := map[string]bool{}
	for _, c := range corpus.Cases {
		inCorpus[c.ID] = true
	}
	for rule, ps := range r.Pins {
		for i := range ps {
			var kept []string
			for _, id := range ps[i].KilledBy {
				if inCorpus[id] {
					kept = append(kept, id)
				}
			}
			r.Pins[rule][i].KilledBy = kept
		}
	}
	for _, c := range corpus.Cases {
		for _, clause := range c.Spec {
			r.Rules[clause] = appendOnce(r.Rules[clause], c.ID)
		}
		for _, id := range expectedMarkers(c) {
			r.Markers[id] = appendOnce(r.Markers[id], c.ID)
		}
		for _, row := range embeddedRows(c) {
			for _, lane := range c.Lanes() {
				if isTableLane(lane) {
					cell := Cell{row, lane}
					r.Cells[cell] = appendOnce(r.Cells[cell], c.ID)
				}
			}
		}
	}
	return r
}

// Missing lists every rule, marker and cell no case pins.
func (r Report) Missing() []string {
	out := append([]string(nil), r.Problems...)
	known := map[string]bool{}
	for _, rule := range Rules {
		known[rule.Clause] = true
		switch {
		case len(r.Pins[rule.Clause]) == 0:
			out = append(out, "rule "+rule.Clause+" ("+rule.About+"): no fault of internal/refhost/fault weakens it")
		case len(r.Killers(rule.Clause)) == 0:
			out = append(out, "rule "+rule.Clause+" ("+rule.About+"): no case kills its faults ("+faultNames(r.Pins[rule.Clause])+")")
		}
	}
	for rule, ps := range r.Pins {
		if !known[rule] {
			out = append(out, fmt.Sprintf("faults %s name the rule %q, which internal/coverage/rules.txt does not list", faultNames(ps), rule))
		}
	}
	for _, m := range Markers {
		if len(r.Markers[m]) == 0 {
			out = append(out, "marker "+m)
		}
	}
	for _, row := range Rows {
		for _, lane := range TableLanes {
			if len(r.Cells[Cell{row, lane}]) == 0 {
				out = append(out, fmt.Sprintf("cell %s × %s", row, lane))
			}
		}
	}
	return out
}

// String prints the coverage as three tables: rules (with their faults,
// killing cases and citing cases), markers and cells, each with the number
// of cases that pin it.
func (r Report) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d cases\n\nrules: faults, cases that kill them, cases that cite the rule\n", r.Cases)
	for _, rule := range Rules {
		fmt.Fprintf(&b, "  %3d %3d %3d  %s\n", len(r.Pins[rule.Clause]), len(r.Killers(rule.Clause)), len(r.Rules[rule.Clause]), rule.Clause)
	}
	b.WriteString("\nmarkers (SPEC section 3)\n")
	for _, m := range Markers {
		fmt.Fprintf(&b, "  %3d  %s\n", len(r.Markers[m]), m)
	}
	b.WriteString("\ncells (SPEC section 4: rows by lanes)\n")
	fmt.Fprintf(&b, "  %-18s", "")
	for _, lane := range TableLanes {
		fmt.Fprintf(&b, " %8s", short(lane))
	}
	b.WriteByte('\n')
	for _, row := range Rows {
		fmt.Fprintf(&b, "  %-18s", row)
		for _, lane := range TableLanes {
			fmt.Fprintf(&b, " %8d", len(r.Cells[Cell{row, lane}]))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func short(lane adapters.Lane) string {
	s := string(lane)
	s = strings.Replace(s, "tool-result/", "tr/", 1)
	return strings.Replace(s, "injection/", "inj/", 1)
}

func isTableLane(lane adapters.Lane) bool {
	for _, l := range TableLanes {
		if l == lane {
			return true
		}
	}
	return false
}

// embeddedRows returns the section 4 row of each embedded resource that is
// a block of the case's content, as the reference's classifier reads it.
func embeddedRows(c *vectors.Case) []string {
	in, err := esjson.Parse(c.Input)
	if err != nil {
		return nil
	}
	content, ok := in.Get("content")
	if !ok {
		return nil
	}
	var rows []string
	for _, b := range content.Items() {
		sh := refhost.Classify(b)
		if !sh.Embedded {
			continue
		}
		rows = appendOnce(rows, rowOf(sh))
	}
	return rows
}

func rowOf(sh refhost.Shown) string {
	switch sh.Kind {
	case refhost.ShowsText:
		return Rows[0]
	case refhost.ShowsImage:
		if sh.Data == "" {
			return Rows[2]
		}
		return Rows[1]
	case refhost.ShowsAudio:
		if sh.Data == "" {
			return Rows[4]
		}
		return Rows[3]
	}
	if sh.Marker == spec.MarkerWithheld {
		return Rows[5]
	}
	return Rows[6]
}

// expectedMarkers returns the id of every marker a case expects on any lane.
func expectedMarkers(c *vectors.Case) []string {
	var ids []string
	add := func(id string) {
		if id != "" {
			ids = appendOnce(ids, id)
		}
	}
	for _, e := range c.Expect {
		for _, b := range append(append([]vectors.Block{}, e.Blocks...), e.Parts...) {
			add(b.Marker)
		}
		add(e.Marker)
		for _, raw := range []json.RawMessage{e.JSON, e.View, e.Kept} {
			if v, err := esjson.Parse(raw); err == nil {
				walkMarkers(v, add)
			}
		}
	}
	sort.Strings(ids)
	return ids
}

// walkMarkers finds {"$marker": id} and text blocks with "marker" at any
// depth of an expected JSON value.
func walkMarkers(v esjson.Value, add func(string)) {
	esjson.Walk(v, struct{}{}, func(v esjson.Value, _ esjson.Place, _ struct{}) (struct{}, bool) {
		for _, name := range []string{"$marker", "marker"} {
			if id, ok := v.GetString(name); ok {
				add(id)
			}
		}
		return struct{}{}, true
	})
}

func appendOnce(list []string, s string) []string {
	for _, x := range list {
		if x == s {
			return list
		}
	}
	return append(list, s)
}

func faultNames(ps []Pin) string {
	names := make([]string, len(ps))
	for i, p := range ps {
		names[i] = p.Fault
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

package main

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// TestListText lists the built-in corpus as a table: a header, one
// aligned row per case in corpus order, then the count.
func TestListText(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	code, out, errOut := rfc005("list")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %s", code, errOut)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != len(corpus.Cases)+2 {
		t.Fatalf("%d lines for %d cases:\n%s", len(lines), len(corpus.Cases), out)
	}
	header, rows, count := lines[0], lines[1:len(lines)-1], lines[len(lines)-1]
	if strings.Join(strings.Fields(header), " ") != "ID LEVEL TAGS LANES" {
		t.Errorf("header %q", header)
	}
	if want := len(corpus.Cases); count != strconv.Itoa(want)+" cases" {
		t.Errorf("last line %q, want %q", count, strconv.Itoa(want)+" cases")
	}
	cols := []int{0, strings.Index(header, "LEVEL"), strings.Index(header, "TAGS"), strings.Index(header, "LANES")}
	for i, row := range rows {
		c := corpus.Cases[i]
		for j, col := range cols {
			if len(row) <= col || (col > 0 && row[col-1] != ' ') || row[col] == ' ' {
				t.Fatalf("row %q: column %d does not start at %d, under its heading", row, j, col)
			}
		}
		f := strings.Fields(row)
		if f[0] != c.ID || f[1] != c.Level || !strings.Contains(","+f[2]+",", ",@family-"+c.Family+",") || !strings.Contains(","+f[2]+",", ",@"+c.Level+",") {
			t.Errorf("row %q: want the id %s, level %s, tags with %s and %s", row, c.ID, c.Level, c.Family, c.Level)
		}
		if c.Security != strings.Contains(","+f[2]+",", ",@security,") {
			t.Errorf("row %q: security %v", row, c.Security)
		}
	}
	for _, want := range []string{
		"image/png-blob must @family-image,@must,@image,@all-lanes all but guard",
	} {
		if !slices.ContainsFunc(rows, func(r string) bool { return strings.Join(strings.Fields(r), " ") == want }) {
			t.Errorf("no row %q", want)
		}
	}
}

// TestListLaneText pins the LANES column: every lane "all", all but one
// or two "all but", else the ids.
func TestListLaneText(t *testing.T) {
	t.Parallel()
	all := adapters.AllLanes()
	for _, tt := range []struct {
		lanes []adapters.Lane
		want  string
	}{
		{all, "all"},
		{all[:len(all)-1], "all but guard"},
		{all[2:], "all but tool-result/live,tool-result/stored"},
		{all[3:], strings.Join(laneStrings(all[3:]), ",")},
		{[]adapters.Lane{adapters.Guard, adapters.Push}, "push,guard"},
		{nil, ""},
	} {
		if got := laneText(tt.lanes); got != tt.want {
			t.Errorf("laneText(%v) = %q, want %q", tt.lanes, got, tt.want)
		}
	}
}

func laneStrings(lanes []adapters.Lane) []string {
	var s []string
	for _, l := range lanes {
		s = append(s, string(l))
	}
	return s
}

// TestListJSON lists the built-in corpus as JSON: one object per case,
// every key present, the tags rfc005 run --tags matches.
func TestListJSON(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	code, out, errOut := rfc005("list", "--json")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %s", code, errOut)
	}
	var raw []map[string]json.RawMessage
	if err := json.Unmarshal([]byte(out), &raw); err != nil {
		t.Fatalf("not a JSON array: %v\n%.300s", err, out)
	}
	var entries []listEntry
	json.Unmarshal([]byte(out), &entries)
	if len(entries) != len(corpus.Cases) || len(entries) < 200 {
		t.Fatalf("%d entries for %d cases", len(entries), len(corpus.Cases))
	}
	for i, e := range entries {
		for _, key := range []string{"id", "family", "title", "level", "security", "tags", "lanes", "spec", "file"} {
			if _, ok := raw[i][key]; !ok {
				t.Errorf("%s: no %q", e.ID, key)
			}
		}
		c := corpus.Cases[i]
		if e.ID != c.ID || e.Family != c.Family || e.Level != c.Level || e.Security != c.Security || e.Title != c.Title {
			t.Errorf("entry %d is %+v, case %s", i, e, c.ID)
		}
		if !slices.Equal(e.Lanes, c.Lanes()) || len(e.Lanes) == 0 {
			t.Errorf("%s: lanes %v, want %v", e.ID, e.Lanes, c.Lanes())
		}
		for _, l := range e.Lanes {
			if _, err := adapters.ParseLane(string(l)); err != nil {
				t.Errorf("%s: %v", e.ID, err)
			}
		}
		if !slices.Contains(e.Tags, "@family-"+c.Family) || !slices.Contains(e.Tags, "@"+c.Level) || slices.Contains(e.Tags, "@security") != c.Security {
			t.Errorf("%s: tags %v", e.ID, e.Tags)
		}
		for _, tag := range c.Tags {
			if !slices.Contains(e.Tags, "@"+tag) {
				t.Errorf("%s: tags %v, without its own %s", e.ID, e.Tags, tag)
			}
		}
		if len(slices.Compact(slices.Sorted(slices.Values(e.Tags)))) != len(e.Tags) {
			t.Errorf("%s: tags %v repeat", e.ID, e.Tags)
		}
		if e.File != "(built-in vectors)/"+c.Family+".json" {
			t.Errorf("%s: file %q", e.ID, e.File)
		}
	}
}

// TestListSelects: --case, --tags, --level and --vectors choose the
// cases as rfc005 run does; none chosen is exit 1.
func TestListSelects(t *testing.T) {
	t.Parallel()
	var builtin []listEntry
	for _, c := range testcorpus.Builtin(t).Cases {
		builtin = append(builtin, entryOf(c, c.Lanes()))
	}
	fixture := []listEntry{{ID: "text/one"}, {ID: "text/two"}}
	fixtureDir := filepath.Join(writeFixture(t, "", same), "vectors")
	for _, tt := range []struct {
		args   []string
		corpus []listEntry // the cases the arguments choose from
		want   func(listEntry) bool
	}{
		{[]string{"--case", "image/*"}, builtin, func(e listEntry) bool { return strings.HasPrefix(e.ID, "image/") }},
		{[]string{"--case", "image/*,audio/*", "--level", "should"}, builtin, func(e listEntry) bool {
			return (e.Family == "image" || e.Family == "audio") && e.Level == "should"
		}},
		{[]string{"--tags", "@security"}, builtin, func(e listEntry) bool { return e.Security }},
		{[]string{"--tags", "@family-image && ~@must"}, builtin, func(e listEntry) bool { return slices.Contains(e.Tags, "@family-image") && e.Level != "must" }},
		{[]string{"--profile", "mcp"}, builtin, func(e listEntry) bool {
			return e.MCP && (slices.Contains(e.Lanes, adapters.ToolResultLive) || slices.Contains(e.Lanes, adapters.ToolResultStored))
		}},
		{[]string{"--profile", "full"}, builtin, func(e listEntry) bool { return true }},
		{[]string{"--builtin=false", "--vectors", fixtureDir}, fixture, func(e listEntry) bool { return true }},
		{[]string{"--builtin=false", "--vectors", fixtureDir, "--case", "*/two"}, fixture, func(e listEntry) bool { return e.ID == "text/two" }},
	} {
		var want []string
		for _, e := range tt.corpus {
			if tt.want(e) {
				want = append(want, e.ID)
			}
		}
		if len(want) == 0 {
			t.Fatalf("rfc005 list %q: the test expects no case", tt.args)
		}
		code, out, errOut := rfc005(append([]string{"list", "--json"}, tt.args...)...)
		var entries []listEntry
		if err := json.Unmarshal([]byte(out), &entries); code != 0 || err != nil {
			t.Errorf("rfc005 list --json %q: exit %d, %v\n%s", tt.args, code, err, errOut)
			continue
		}
		var got []string
		for _, e := range entries {
			got = append(got, e.ID)
		}
		if !slices.Equal(got, want) {
			t.Errorf("rfc005 list --json %q lists %v, want %v", tt.args, got, want)
		}
		code, out, _ = rfc005(append([]string{"list"}, tt.args...)...)
		lines := strings.Split(strings.TrimSpace(out), "\n")
		last := strconv.Itoa(len(want)) + " of " + strconv.Itoa(len(tt.corpus)) + " cases"
		if len(want) == len(tt.corpus) {
			last = strconv.Itoa(len(want)) + " cases"
		}
		if code != 0 || len(lines) != len(want)+2 || lines[len(lines)-1] != last {
			t.Errorf("rfc005 list %q: exit %d, %d lines, the last %q; want %d and %q", tt.args, code, len(lines), lines[len(lines)-1], len(want)+2, last)
		}
	}
	code, out, errOut := rfc005("list", "--case", "nothing/*")
	if code != 1 || out != "" || !strings.Contains(errOut, "rfc005 list: none of the ") {
		t.Errorf("a selection of no case: exit %d, stdout %q, stderr %q; want exit 1", code, out, errOut)
	}
	if code, out, _ := rfc005("list", "--json", "--tags", "@nothing"); code != 1 || out != "[]\n" {
		t.Errorf("--json of no case: exit %d, stdout %q; want exit 1 and []", code, out)
	}
}

func TestListUsageErrors(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{
		{"--level", "may"}, {"--tags", "a &"}, {"--case", "["}, {"image/*"}, {"--builtin=false"},
		{"--vectors", filepath.Join(t.TempDir(), "missing")},
	} {
		code, out, errOut := rfc005(append([]string{"list"}, args...)...)
		if code != 2 || out != "" || errOut == "" {
			t.Errorf("rfc005 list %q: exit %d, stdout %q, stderr %q; want exit 2 and why", args, code, out, errOut)
		}
	}
}

// TestBrokenCorpusIsBounded: a broken corpus's first 20 problems are
// printed, then how many more, not all 30.
func TestBrokenCorpusIsBounded(t *testing.T) {
	t.Parallel()
	var problems []vectors.Problem
	for i := range 30 {
		problems = append(problems, vectors.Problem{Path: "v.json", Pointer: fmt.Sprintf("/cases/%d", i), Msg: "bad"})
	}
	var b strings.Builder
	printBroken(&b, "rfc005 run: the corpus", problems)
	lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	if len(lines) != 22 || !strings.Contains(lines[19], "/cases/19") ||
		lines[20] != "and 10 more problem(s), not listed (rfc005 validate lists them all)" ||
		!strings.HasPrefix(lines[21], "rfc005 run: the corpus is broken (30 problem(s), the first 20 above)") {
		t.Errorf("printed:\n%s", b.String())
	}
}

// TestListProfileMCP: rfc005 list --profile mcp lists the cases whose
// input is valid MCP, each with its tool-result lanes only, and says so in
// --json ("mcp": true); an unknown profile is a usage error naming the
// choices.
func TestListProfileMCP(t *testing.T) {
	t.Parallel()
	code, out, errOut := rfc005("list", "--json", "--profile", "mcp")
	var entries []listEntry
	if err := json.Unmarshal([]byte(out), &entries); code != 0 || err != nil || len(entries) == 0 {
		t.Fatalf("rfc005 list --json --profile mcp: exit %d, %v, %d cases\n%s", code, err, len(entries), errOut)
	}
	for _, e := range entries {
		if !e.MCP || len(e.Lanes) == 0 || slices.ContainsFunc(e.Lanes, func(l adapters.Lane) bool {
			return l != adapters.ToolResultLive && l != adapters.ToolResultStored
		}) {
			t.Errorf("%s: mcp %v, lanes %v; want valid MCP on tool-result lanes only", e.ID, e.MCP, e.Lanes)
		}
	}
	code, out, errOut = rfc005("list", "--profile", "mpc")
	want := `rfc005 list: --profile "mpc": want full or mcp (rfc005 list -h lists the flags)` + "\n"
	if code != 2 || out != "" || errOut != want {
		t.Errorf("rfc005 list --profile mpc: exit %d, stdout %q, stderr %q; want exit 2 and %q", code, out, errOut, want)
	}
}

package coverage_test

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/coverage"
)

// readSpec reads the repository's SPEC.md.
func readSpec(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", coverage.SpecFile))
	if err != nil {
		t.Fatalf("the repository has no %s: %v", coverage.SpecFile, err)
	}
	return string(data)
}

var anchorTag = regexp.MustCompile(`<a id="([^"]*)"></a>`)

func TestAnchor(t *testing.T) {
	t.Parallel()
	for clause, want := range map[string]string{
		"SPEC 2.1 text":              "clause-spec-2-1-text",
		"SPEC 2.1 uri never shown":   "clause-spec-2-1-uri-never-shown",
		`SPEC 4 image, blob ""`:      "clause-spec-4-image-blob",
		"SPEC 6 too-long uri claims": "clause-spec-6-too-long-uri-claims",
		"SPEC 4":                     "clause-spec-4",
		"RFC-005 8.1":                "clause-rfc-005-8-1",
		"README number output":       "clause-readme-number-output",
	} {
		if got := coverage.Anchor(clause); got != want {
			t.Errorf("Anchor(%q) = %q, want %q", clause, got, want)
		}
	}
	seen := map[string]string{}
	for _, c := range coverage.Clauses() {
		a := coverage.Anchor(c)
		if other, ok := seen[a]; ok {
			t.Errorf("clauses %q and %q share the anchor %s", other, c, a)
		}
		seen[a] = c
	}
}

func TestSpecLink(t *testing.T) {
	t.Parallel()
	if link, ok := coverage.SpecLink("SPEC 2.1 text"); !ok || link != "SPEC.md#clause-spec-2-1-text" {
		t.Errorf(`SpecLink("SPEC 2.1 text") = %q, %v`, link, ok)
	}
	if link, ok := coverage.SpecLink("SPEC 3 markers"); !ok || link != "SPEC.md#clause-spec-3-markers" {
		t.Errorf(`SpecLink("SPEC 3 markers") = %q, %v`, link, ok)
	}
	if link, ok := coverage.SpecLink("SPEC 11 ceiling"); !ok || link != "SPEC.md#clause-spec-11-ceiling" {
		t.Errorf(`SpecLink("SPEC 11 ceiling") = %q, %v`, link, ok)
	}
	for _, bad := range []string{"SPEC 2.1 textt", "RFC-005 6", "", "SPEC 13", "SPEC 11 celing"} {
		if link, ok := coverage.SpecLink(bad); ok || link != "" {
			t.Errorf("SpecLink(%q) = %q, %v; want no link", bad, link, ok)
		}
	}
}

// TestSpecAnchors pins that SPEC.md has one anchor for each clause of
// coverage.Clauses and no clause anchor besides, each in the part of
// SPEC.md that states it: a "SPEC N …" clause in section N, a README
// clause among the README's decisions, an RFC-005 clause among RFC-005's.
func TestSpecAnchors(t *testing.T) {
	t.Parallel()
	spec := readSpec(t)
	count := map[string]int{}
	heading := map[string]string{} // anchor → the "## " heading it stands under
	current := ""
	for _, line := range strings.Split(spec, "\n") {
		if strings.HasPrefix(line, "## ") {
			current = strings.TrimSpace(anchorTag.ReplaceAllString(strings.TrimPrefix(line, "## "), ""))
		}
		for _, m := range anchorTag.FindAllStringSubmatch(line, -1) {
			count[m[1]]++
			heading[m[1]] = current
		}
	}
	known := map[string]bool{}
	for _, c := range coverage.Clauses() {
		a := coverage.Anchor(c)
		known[a] = true
		switch n := count[a]; {
		case n == 0:
			t.Errorf("%s has no anchor %q for the clause %q", coverage.SpecFile, a, c)
			continue
		case n > 1:
			t.Errorf("%s has the anchor %q %d times", coverage.SpecFile, a, n)
		}
		var want string
		switch {
		case strings.HasPrefix(c, "SPEC "):
			num, _, _ := strings.Cut(strings.TrimPrefix(c, "SPEC "), " ")
			num, _, _ = strings.Cut(num, ".")
			want = num + ". "
		case strings.HasPrefix(c, "README "):
			want = "Decisions the reference makes"
		case strings.HasPrefix(c, "RFC-005 "):
			want = "Clauses of RFC-005"
		default:
			t.Errorf("clause %q is neither SPEC's, the README's nor RFC-005's", c)
			continue
		}
		if !strings.HasPrefix(heading[a], want) {
			t.Errorf("the anchor of %q stands under %q, want the section %q…", c, heading[a], want)
		}
	}
	for a := range count {
		if strings.HasPrefix(a, "clause-") && !known[a] {
			t.Errorf("%s anchors %q, which is no clause of coverage.Clauses", coverage.SpecFile, a)
		}
	}
}

// indexRow is a row of SPEC.md's rules index: a link to a clause's anchor.
var indexRow = regexp.MustCompile(`^\| \[((?:\\.|[^\]\\])*)\]\(#([^)]*)\) \|`)

var mdEscape = regexp.MustCompile(`\\(.)`)

// indexTable returns the clauses and anchors of the table that follows
// heading in SPEC.md.
func indexTable(t *testing.T, spec, heading string) (clauses, anchors []string) {
	t.Helper()
	_, rest, ok := strings.Cut(spec, "\n"+heading+"\n")
	if !ok {
		t.Fatalf("%s has no heading %q", coverage.SpecFile, heading)
	}
	inTable := false
	for _, line := range strings.Split(rest, "\n") {
		if !strings.HasPrefix(line, "|") {
			if inTable {
				break
			}
			continue
		}
		inTable = true
		if m := indexRow.FindStringSubmatch(line); m != nil {
			clauses = append(clauses, mdEscape.ReplaceAllString(m[1], "$1"))
			anchors = append(anchors, m[2])
		}
	}
	return clauses, anchors
}

// TestSpecRulesIndex pins that SPEC.md's rules index lists the rules of
// internal/coverage/rules.txt in their order, its other clauses table
// coverage.OtherClauses, and its table of the rules of sections 11 and 12
// coverage.DereferenceClauses, each linked to its anchor.
func TestSpecRulesIndex(t *testing.T) {
	t.Parallel()
	spec := readSpec(t)
	var rules []string
	for _, r := range coverage.Rules {
		rules = append(rules, r.Clause)
	}
	for _, table := range []struct {
		heading string
		want    []string
	}{
		{"## Rules index", rules},
		{"### Other clauses", coverage.OtherClauses},
		{"### Rules of dereference and the registry, pinned once the fetch cases land (issue 42)", coverage.DereferenceClauses},
	} {
		got, anchors := indexTable(t, spec, table.heading)
		if strings.Join(got, "\n") != strings.Join(table.want, "\n") {
			t.Errorf("%s %q lists %d clauses, coverage %d; they differ from %s",
				coverage.SpecFile, table.heading, len(got), len(table.want), firstDifference(got, table.want))
			continue
		}
		for i, c := range got {
			if anchors[i] != coverage.Anchor(c) {
				t.Errorf("%s %q links %q to #%s, want #%s", coverage.SpecFile, table.heading, c, anchors[i], coverage.Anchor(c))
			}
		}
	}
}

func firstDifference(got, want []string) string {
	for i := range max(len(got), len(want)) {
		g, w := "nothing", "nothing"
		if i < len(got) {
			g = strconv.Quote(got[i])
		}
		if i < len(want) {
			w = strconv.Quote(want[i])
		}
		if g != w {
			return fmt.Sprintf("row %d: SPEC.md has %s, coverage %s", i+1, g, w)
		}
	}
	return "no row"
}

package pymutant

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
)

// readKilledIndex returns testdata/killed's kills.json, written by the
// search on the built-in corpus.
func readKilledIndex(t *testing.T) *Index {
	t.Helper()
	data, err := os.ReadFile("testdata/killed/" + IndexFile)
	if err != nil {
		t.Fatal(err)
	}
	ix, err := ParseIndex(data)
	if err != nil {
		t.Fatal(err)
	}
	return ix
}

// TestVerifyKilledSet: testdata/killed, a MUST mutant and a wording one
// with the index the search wrote, passes the check on the built-in
// corpus.
func TestVerifyKilledSet(t *testing.T) {
	needPython(t)
	start := time.Now()
	if problems := Verify(context.Background(), testSet("killed"), testcorpus.Builtin(t), 2); len(problems) > 0 {
		t.Error(joined(problems))
	}
	t.Logf("checked 2 mutants in %s", time.Since(start).Round(time.Millisecond))
}

// TestVerifyCatches: each check of Verify, seen failing on a copy of
// testdata/killed broken one way.
func TestVerifyCatches(t *testing.T) {
	for _, tt := range []struct {
		name    string
		process bool                             // the check runs a host
		index   func(ix *Index)                  // breaks the index
		patch   func(t001, t002 string) []string // breaks the patches
		want    string
	}{
		{name: "a patch the index lacks", index: func(ix *Index) { ix.Mutants = ix.Mutants[1:] },
			want: "t-001-disposition-on-block-only.patch: " + "%DIR%/kills.json does not list it: run go run ./cmd/rfc005 mutate --independent --update"},
		{name: "an index entry with no patch", patch: func(a, b string) []string { return []string{a} },
			want: "%DIR%/kills.json lists t-002-no-link-own-words, which has no patch %DIR%/t-002-no-link-own-words.patch"},
		{name: "an entry twice", index: func(ix *Index) { ix.Mutants = append(ix.Mutants, ix.Mutants[0]) },
			want: "%DIR%/kills.json lists t-001-disposition-on-block-only twice"},
		{name: "another anchor", index: func(ix *Index) { ix.Mutants[0].Anchor = "clause-spec-2-1-disposition-on-block" },
			want: "t-001-disposition-on-block-only.patch: %DIR%/kills.json has it at clause-spec-2-1-disposition-on-block, must; its header says clause-spec-2-1-disposition-on-resource, must"},
		{name: "a case the corpus lacks", index: func(ix *Index) { ix.Mutants[1].KilledBy[0].Case = "render/no-such-case" },
			want: "t-002-no-link-own-words: %DIR%/kills.json records it killed by render/no-such-case, which the corpus does not have"},
		{name: "a lane the case lacks", index: func(ix *Index) { ix.Mutants[1].KilledBy[0].Lanes = []adapters.Lane{"guard"} },
			want: "t-002-no-link-own-words: %DIR%/kills.json records it killed by depth/no-link-at-depth on guard, a lane the case does not expect anything of"},
		{name: "a kill on no lane", index: func(ix *Index) { ix.Mutants[1].KilledBy[0].Lanes = nil },
			want: "t-002-no-link-own-words: %DIR%/kills.json records it killed by depth/no-link-at-depth on no lane"},
		{name: "an anchor SPEC.md lacks", patch: func(a, b string) []string {
			return []string{strings.Replace(a, "Anchor: clause-spec-2-1-disposition-on-resource", "Anchor: clause-spec-2-1-disposition-on-rsrc", 1), b}
		}, want: "t-001-disposition-on-block-only.patch: Anchor clause-spec-2-1-disposition-on-rsrc is no anchor of ../../SPEC.md"},
		{name: "a case that does not kill", process: true,
			index: func(ix *Index) {
				ix.Mutants[0].KilledBy = append([]CaseKill{{Case: "text/plain", Lanes: []adapters.Lane{"push"}}}, ix.Mutants[0].KilledBy...)
			},
			want: "t-001-disposition-on-block-only: text/plain no longer kills it on push (pass): run go run ./cmd/rfc005 mutate --independent --update, and if no case kills it, add one"},
		{name: "a lane that does not kill", process: true,
			index: func(ix *Index) {
				for _, k := range ix.Mutants[1].KilledBy {
					if k.Case == "render/no-link" { // killed on push, not on render: now checked first
						k.Lanes = append(k.Lanes, "render")
						ix.Mutants[1].KilledBy = []CaseKill{k}
					}
				}
			},
			want: "t-002-no-link-own-words: render/no-link no longer kills it on render (pass)"},
		{name: "a Mutated header the mutant does not give", process: true, patch: func(a, b string) []string {
			return []string{a, strings.Replace(b, "no link came with it.]", "no link came.]", 1)}
		}, want: `t-002-no-link-own-words.patch: its Mutated header is {"blocks":[{"type":"text","text":"[Reference not shown: no link came.]"}]}, but on push its Input gives {"blocks":[{"type":"text","text":"[Reference not shown: no link came with it.]"}]}`},
		{name: "a Sound header host.py does not give", process: true, patch: func(a, b string) []string {
			return []string{strings.Replace(a, `Sound: {"blocks":[{"type":"text","text":"[inline`, `Sound: {"blocks":[{"type":"text","text":"[Inline`, 1), b}
		}, want: `t-001-disposition-on-block-only.patch: its Sound header is {"blocks":[{"type":"text","text":"[Inline content withheld`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if tt.process {
				needPython(t)
			}
			set := copySet(t)
			a, _ := os.ReadFile("testdata/killed/" + t001)
			b, _ := os.ReadFile("testdata/killed/" + t002)
			patches := []string{string(a), string(b)}
			if tt.patch != nil {
				patches = tt.patch(patches[0], patches[1])
			}
			for i, p := range patches {
				os.WriteFile(filepath.Join(set.Dir, []string{t001, t002}[i]), []byte(p), 0o644)
			}
			ix := readKilledIndex(t)
			if tt.index != nil {
				tt.index(ix)
			}
			writeIndex(t, set, ix)
			problems := Verify(context.Background(), set, testcorpus.Builtin(t), 2)
			want := strings.ReplaceAll(tt.want, "%DIR%", set.Dir)
			if len(problems) != 1 || !strings.Contains(problems[0].Error(), want) {
				t.Errorf("got:\n%s\nwant the one problem %s", joined(problems), want)
			}
		})
	}
	t.Run("only the first kills are run", func(t *testing.T) {
		needPython(t)
		set := copySet(t, "killed/"+t001)
		ix := readKilledIndex(t)
		ix.Mutants = ix.Mutants[:1]
		ix.Mutants[0].KilledBy = append(ix.Mutants[0].KilledBy[:CheckedKills], CaseKill{Case: "text/plain", Lanes: []adapters.Lane{"push"}})
		writeIndex(t, set, ix)
		if problems := Verify(context.Background(), set, testcorpus.Builtin(t), 1); len(problems) > 0 {
			t.Errorf("a kill after the first %d was run: %s", CheckedKills, joined(problems))
		}
	})
	t.Run("no index", func(t *testing.T) {
		set := copySet(t, "killed/"+t001)
		problems := Verify(context.Background(), set, testcorpus.Builtin(t), 1)
		if len(problems) != 1 || !strings.Contains(problems[0].Error(), "kills.json: no such file or directory: write it with go run ./cmd/rfc005 mutate --independent --update") {
			t.Errorf("got %v", problems)
		}
	})
}

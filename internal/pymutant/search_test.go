package pymutant

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
)

const (
	t002 = "t-002-no-link-own-words.patch"
	t004 = "t-004-empty-media-type-unsupported.patch"
)

// TestSearch: on a corpus of four cases, the case that pins each
// mutant's sentence kills it, on the lanes where it shows; the wording
// mutant is killed by a wording verdict alone.
func TestSearch(t *testing.T) {
	needPython(t)
	set := copySet(t, "killed/"+t001, "killed/"+t002, "survivor/"+t004)
	corpus := subCorpus(t, "text/plain", "disposition/resource-never", "render/no-link", "bad-mime/empty-media-type")
	report, err := Search(context.Background(), set, corpus, 2)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("\n%s", report)
	want := map[string][]CaseKill{
		"t-001-disposition-on-block-only": {{Case: "disposition/resource-never",
			Lanes: []adapters.Lane{"tool-result/live", "tool-result/stored", "script", "push", "render"}}},
		"t-002-no-link-own-words": {{Case: "render/no-link", Lanes: []adapters.Lane{"push"}}},
		"t-004-empty-media-type-unsupported": {{Case: "bad-mime/empty-media-type",
			Lanes: []adapters.Lane{"tool-result/live", "tool-result/stored", "script", "push"}}},
	}
	if len(report.Outcomes) != len(want) {
		t.Fatalf("%d outcomes, want %d", len(report.Outcomes), len(want))
	}
	for _, o := range report.Outcomes {
		if !reflect.DeepEqual(o.KilledBy, want[o.Mutant.ID]) || o.Broken != "" {
			t.Errorf("%s: killed by %+v (broken %q), want %+v", o.Mutant.ID, o.KilledBy, o.Broken, want[o.Mutant.ID])
		}
	}
	if !strings.Contains(report.String(), "killed 3 of 3 independent mutants (100.0%) with 4 cases") {
		t.Errorf("the table's figure:\n%s", report)
	}
	again, err := ParseIndex(report.Index().Marshal())
	if err != nil || !reflect.DeepEqual(again, report.Index()) || again.Vectors != corpus.Digest {
		t.Errorf("the index does not read back: %v\n%s", err, report.Index().Marshal())
	}
}

// TestWordingKillsOnlyAWordingMutant: the no-link marker in its own words
// is killed by wording verdicts alone, so the same patch at Level must
// survives the corpus that kills it at Level wording.
func TestWordingKillsOnlyAWordingMutant(t *testing.T) {
	needPython(t)
	set := copySet(t, "killed/"+t002)
	path := filepath.Join(set.Dir, t002)
	data, _ := os.ReadFile(path)
	os.WriteFile(path, []byte(strings.Replace(string(data), "Level: wording", "Level: must", 1)), 0o644)
	report, err := Search(context.Background(), set, subCorpus(t, "render/no-link", "recognition/resource-null"), 1)
	if err != nil {
		t.Fatal(err)
	}
	if s := report.Survivors(); len(s) != 1 || !strings.Contains(report.String(), "SURVIVED") {
		t.Errorf("the wording patch at Level must was killed:\n%s", report)
	}
}

// TestSurvivorGoesRed: a mutant that no case of a corpus kills survives
// the search (the table says SURVIVED), and Verify fails on the index
// that records it surviving.
func TestSurvivorGoesRed(t *testing.T) {
	needPython(t)
	set := copySet(t, "survivor/"+t004)
	tiny := subCorpus(t, "text/plain")
	report, err := Search(context.Background(), set, tiny, 1)
	if err != nil {
		t.Fatal(err)
	}
	if s := report.Survivors(); len(s) != 1 || s[0].Mutant.ID != "t-004-empty-media-type-unsupported" ||
		!strings.Contains(report.String(), "SURVIVED") || !strings.Contains(report.String(), "killed 0 of 1 independent mutants") {
		t.Fatalf("want t-004 to survive a corpus of text/plain alone:\n%s", report)
	}
	writeIndex(t, set, report.Index())
	problems := Verify(context.Background(), set, tiny, 1)
	if len(problems) != 1 || !strings.Contains(problems[0].Error(), "t-004-empty-media-type-unsupported: no case kills it") ||
		!strings.Contains(problems[0].Error(), "a surviving mutant is a missing case, never a dropped mutant") {
		t.Errorf("Verify of a surviving mutant: %v", problems)
	}
}

// TestStalePatch: a patch that no longer applies to host.py stops the
// search and the check, naming the mutant and the hunk and saying to
// rewrite it.
func TestStalePatch(t *testing.T) {
	set := testSet("stale")
	want := "t-003-stale-disposition.patch: hunk 1 (@@ -725,7 +725,7 @@) no longer applies: its lines are not in host.py, at line 725 or anywhere after the hunk before it: rewrite the patch against the current host.py"
	_, err := Search(context.Background(), set, nil, 1)
	if err == nil || err.Error() != want {
		t.Errorf("Search: %v\nwant %s", err, want)
	}
	if problems := Verify(context.Background(), set, nil, 1); len(problems) != 1 || problems[0].Error() != want {
		t.Errorf("Verify: %v\nwant %s", problems, want)
	}
}

// TestSoundHostMustPass: a host.py that fails the corpus is refused, by
// the search and by the check, before any mutant is judged.
func TestSoundHostMustPass(t *testing.T) {
	needPython(t)
	dir := t.TempDir()
	for _, name := range []string{"host.py", "unicode15.py"} {
		data, err := os.ReadFile(filepath.Join("../../adapters/examples/python", name))
		if err != nil {
			t.Fatal(err)
		}
		if name == "host.py" { // the sound host shows a disposition on R
			data = []byte(strings.Replace(string(data), `if "disposition" in block or "disposition" in resource:`, `if "disposition" in block:`, 1))
		}
		os.WriteFile(filepath.Join(dir, name), data, 0o644)
	}
	set := copySet(t, "killed/"+t002)
	set.Host = filepath.Join(dir, "host.py")
	corpus := subCorpus(t, "render/no-link", "disposition/resource-never")
	_, err := Search(context.Background(), set, corpus, 1)
	if err == nil || !strings.Contains(err.Error(), "does not pass 5 of 7 observations, so no mutant of it can be judged: fix it first; the first: [disposition/resource-never on tool-result/live: fail: leak: shows the hidden string") {
		t.Errorf("Search with a failing host.py: %v", err)
	}
	writeIndex(t, set, &Index{Format: IndexFormat, Mutants: []MutantKills{{ID: "t-002-no-link-own-words", Anchor: "clause-spec-3-markers", Level: LevelWording,
		KilledBy: []CaseKill{{Case: "disposition/resource-never", Lanes: []adapters.Lane{"push"}}}}}})
	problems := Verify(context.Background(), set, corpus, 1)
	if len(problems) != 1 || !strings.Contains(problems[0].Error(), "so no mutant of it can be judged") {
		t.Errorf("Verify with a failing host.py: %v", problems)
	}
}

// TestBrokenMutant: a mutant that does not start is judged neither
// killed nor surviving: the table says so.
func TestBrokenMutant(t *testing.T) {
	needPython(t)
	set := copySet(t)
	patch := strings.Replace(strings.Replace(readT001(t), "t-001-disposition-on-block-only", "t-005-does-not-start", 1),
		"+    if \"disposition\" in block:\n", "+    if \"disposition\" in block\n", 1)
	os.WriteFile(filepath.Join(set.Dir, "t-005-does-not-start.patch"), []byte(patch), 0o644)
	report, err := Search(context.Background(), set, subCorpus(t, "text/plain"), 1)
	if err != nil {
		t.Fatal(err)
	}
	if b := report.Broken(); len(b) != 1 || len(report.Survivors()) != 0 || !strings.Contains(report.String(), "NOT JUDGED: does not start") {
		t.Errorf("a mutant with a syntax error:\n%s", report)
	}
}

package pymutant

import (
	"os"
	"strings"
	"testing"
)

const t001 = "t-001-disposition-on-block-only.patch"

// readT001 returns the text of testdata/killed's t-001, a well-formed
// patch.
func readT001(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile("testdata/killed/" + t001)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// TestParsePatch reads a well-formed patch whole.
func TestParsePatch(t *testing.T) {
	m, err := ParsePatch(t001, []byte(readT001(t)))
	if err != nil {
		t.Fatal(err)
	}
	if m.ID != "t-001-disposition-on-block-only" || m.Anchor != "clause-spec-2-1-disposition-on-resource" ||
		m.Level != LevelMust || m.Lane != "push" || len(m.Hunks) != 1 {
		t.Errorf("read %+v", m)
	}
	h := m.Hunks[0]
	if h.OldStart != 725 || len(h.Old) != 7 || len(h.New) != 7 || h.Old[3] != `    if "disposition" in block or "disposition" in resource:`+"\n" {
		t.Errorf("hunk %+v", h)
	}
}

// TestParsePatchRefuses: each way a patch can be incomplete or malformed
// is refused, naming the file and what is wrong.
func TestParsePatchRefuses(t *testing.T) {
	good := readT001(t)
	for _, tt := range []struct {
		name, from, to, want string
	}{
		{"a header key missing", "Breaks: a disposition on the resource object R is ignored; only one on the block withholds\n", "", "the header lacks Breaks"},
		{"a header value empty", "Lane: push", "Lane: ", "the header lacks Lane"},
		{"an unknown key", "Lane: push", "Lane: push\nRemark: x", `unknown key "Remark"`},
		{"a note twice", "Lane: push", "Lane: push\nNote: x\nNote: y", "gives Note twice"},
		{"a key twice", "Lane: push", "Lane: push\nLane: push", "gives Lane twice"},
		{"another id", "Mutant: t-001-disposition-on-block-only", "Mutant: t-009-other", "must be called <Mutant>.patch"},
		{"a level not known", "Level: must", "Level: may", `Level "may"`},
		{"a lane not known", "Lane: push", "Lane: pull", `unknown lane id "pull"`},
		{"an anchor of no form", "Anchor: clause-spec-2-1-disposition-on-resource", "Anchor: SPEC 2.1", "not a SPEC.md clause anchor"},
		{"an input not JSON", `Input: {"content"`, `Input: {content`, "Input is not JSON"},
		{"an input not an object", `Input: {"content":[{"type":"resource","resource":{"uri":"memo://notes/1","mimeType":"text/plain","text":"hi","disposition":"never"}}]}`, `Input: []`, "Input is not a JSON object"},
		{"the same observation", `Mutated: {"blocks":[{"type":"text","text":"hi"}]}`,
			`Mutated: {"blocks": [{"text":"[inline content withheld: nonconformant bulk disposition on inline data]","type":"text"}]}`, "Sound and Mutated are the same observation"},
		{"no blank line", "\n\n--- a/host.py", "\n--- a/host.py", "no blank line after the header"},
		{"another file", "+++ b/host.py", "+++ b/unicode15.py", "does not start with --- a/host.py and +++ b/host.py"},
		{"a count wrong", "@@ -725,7 +725,7 @@", "@@ -725,8 +725,7 @@", "has 7 old and 7 new lines, its header says 8 and 7"},
		{"a line of no kind", "     # 2.1 rule 2", "*    # 2.1 rule 2", "a hunk line starts with ' ', '-' or '+'"},
		{"no change", "-    if \"disposition\" in block or \"disposition\" in resource:\n+    if \"disposition\" in block:\n",
			"     if \"disposition\" in block or \"disposition\" in resource:\n", "the diff changes nothing"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if !strings.Contains(good, tt.from) {
				t.Fatalf("the patch has no %q", tt.from)
			}
			bad := strings.Replace(good, tt.from, tt.to, 1)
			_, err := ParsePatch(t001, []byte(bad))
			if err == nil || !strings.HasPrefix(err.Error(), t001+": ") || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %v, want an error of %s saying %q", err, t001, tt.want)
			}
		})
	}
	for _, note := range []string{"Rebased: moved", "Note: relevelled"} {
		if _, err := ParsePatch(t001, []byte(strings.Replace(good, "Lane: push", "Lane: push\n"+note, 1))); err != nil {
			t.Errorf("a header with the note %q: %v, want it read", note, err)
		}
	}
	if _, err := ParsePatch("t-001-disposition-on-block-only.diff", []byte(good)); err == nil {
		t.Error("a file not called .patch was read")
	}
}

// TestApply applies a hunk at its line, and where host.py has moved it,
// exactly; a hunk whose lines are nowhere, or in two places, is an error
// naming the mutant and the hunk, saying to rewrite the patch.
func TestApply(t *testing.T) {
	m := &Mutant{ID: "t-100-x", Hunks: []Hunk{{Header: "@@ -2,3 +2,3 @@", OldStart: 2,
		Old: []string{"b\n", "c\n", "d\n"}, New: []string{"b\n", "C\n", "d\n"}}}}
	for _, tt := range []struct{ name, src, want, err string }{
		{"at its line", "a\nb\nc\nd\ne\n", "a\nb\nC\nd\ne\n", ""},
		{"moved down", "0\na\nb\nc\nd\ne\n", "0\na\nb\nC\nd\ne\n", ""},
		{"moved up", "b\nc\nd\ne\n", "b\nC\nd\ne\n", ""},
		{"no line end at the end", "a\nb\nc\nd", "", "no longer applies"},
		{"context changed", "a\nb\nc\nD\ne\n", "", "t-100-x.patch: hunk 1 (@@ -2,3 +2,3 @@) no longer applies: its lines are not in host.py, at line 2 or anywhere after the hunk before it: rewrite the patch against the current host.py"},
		{"in two places", "b\nc\nd\nx\nb\nc\nd\n", "", "its lines are at both line 1 and line 5"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, err := m.Apply([]byte(tt.src))
			switch {
			case tt.err == "" && (err != nil || string(got) != tt.want):
				t.Errorf("got %q, %v; want %q", got, err, tt.want)
			case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)):
				t.Errorf("got %q, %v; want an error saying %q", got, err, tt.err)
			}
		})
	}
}

// TestNoNewlineAtEnd: "\ No newline at end of file" takes the line end
// off the line before it, on its side.
func TestNoNewlineAtEnd(t *testing.T) {
	hunks, err := parseDiff("--- a/host.py\n+++ b/host.py\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+B\n")
	if err != nil {
		t.Fatal(err)
	}
	m := &Mutant{ID: "t-100-x", Hunks: hunks}
	got, err := m.Apply([]byte("a\nb"))
	if err != nil || string(got) != "a\nB\n" {
		t.Errorf("got %q, %v", got, err)
	}
	if _, err := m.Apply([]byte("a\nb\n")); err == nil {
		t.Error("a hunk whose last line has no end matched a line that has one")
	}
}

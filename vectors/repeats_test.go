package vectors

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// repeatFile writes dir/name: the built-in text/plain case as the one
// case of a file, its resource's text the JSON text given.
func repeatFile(t *testing.T, dir, name, text string) string {
	t.Helper()
	data, err := os.ReadFile("text.json")
	if err != nil {
		t.Fatal(err)
	}
	var file map[string]any
	if err := json.Unmarshal(data, &file); err != nil {
		t.Fatal(err)
	}
	c := file["cases"].([]any)[0].(map[string]any)
	file["cases"] = []any{c}
	out, err := json.Marshal(file)
	if err != nil {
		t.Fatal(err)
	}
	out = []byte(strings.Replace(string(out), `"mimeType":"text/plain","text":"hello from the server"`, `"mimeType":"text/plain","text":`+text, 1))
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, out, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestRepeatBounds: a repeat whose size overflows a 64-bit product, and
// one over the file's 64 MiB, are problems naming the file, the case and
// the JSON pointer of the $repeat object, not a panic or a gigabyte; a
// count over 2^53 is no repeat, and its object is checked as written.
func TestRepeatBounds(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for _, tc := range []struct {
		name, text, want string
	}{
		// 2048 × 2^53 bytes is 2^64: an int64 product of them is 0.
		{"overflow.json", `{"$repeat":"` + strings.Repeat("A", 2048) + `","count":9007199254740992}`, "a $repeat of 9007199254740992 × 2048 bytes is over what the file's repeats (64 MiB in all) have left"},
		{"big.json", `{"$repeat":"AAAA","count":16777217}`, "a $repeat of 16777217 × 4 bytes is over what the file's repeats (64 MiB in all) have left"},
	} {
		path := repeatFile(t, dir, tc.name, tc.text)
		_, problems := LoadFile(path)
		if len(problems) != 1 || problems[0].Path != path || problems[0].Case != "text/plain" ||
			problems[0].Pointer != "/cases/0/input/content/0/resource/text" || !strings.Contains(problems[0].Msg, tc.want) {
			t.Errorf("%s: problems %+v; want one at /cases/0/input/content/0/resource/text saying %q", tc.name, problems, tc.want)
		}
	}
	path := repeatFile(t, dir, "huge-count.json", `{"$repeat":"AAAA","count":4611686018427387904}`)
	corpus, problems := LoadFile(path)
	if len(problems) != 0 || len(corpus.Cases) != 1 || !strings.Contains(string(corpus.Cases[0].Input), `"count":4611686018427387904`) || len(corpus.Cases[0].Input) > 500 {
		t.Errorf("a count of 2^62: %+v; want the object kept as written, a case whose input is what the file says", problems)
	}
}

// TestCorpusRepeatsShared: the --vectors paths of one load share one
// budget of maxCorpusRepeats, so that many files each under their own
// bound cannot add up to more.
func TestCorpusRepeatsShared(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	// Each file asks for 48 MiB, under its own 64 MiB: three are 144 MiB,
	// over the corpus's 128 MiB. The repeats are checked before they are
	// expanded, so only the first two are made.
	const text = `{"$repeat":"AAAAAAAAAAAAAAAA","count":3145728}`
	var paths []string
	for _, name := range []string{"a.json", "b.json", "c.json"} {
		paths = append(paths, repeatFile(t, dir, name, text))
	}
	_, _, problems := LoadAll(false, paths)
	var over []Problem
	for _, p := range problems {
		if strings.Contains(p.Msg, "over what the corpus's repeats (128 MiB in all) have left") {
			over = append(over, p)
		}
	}
	if len(over) != 1 || over[0].Path != paths[2] {
		t.Errorf("problems %+v; want one, of %s, over the corpus's repeats", problems, paths[2])
	}
}

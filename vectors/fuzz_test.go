package vectors

import (
	"os"
	"strings"

	"path/filepath"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// fuzzSeeds adds to f each file of paths, as its seeds.
func fuzzSeeds(f *testing.F, paths ...string) {
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
}

// loadNoPanic reads data as a vector file of either format, as --vectors
// does; whatever data is, the reader returns, with problems or a file.
// Its repeats may expand to 1 MiB (a corpus budget of that), not the
// 64 MiB of a file: a mutated count would otherwise make most inputs
// megabytes, and the fuzzer slow to find anything else.
func loadNoPanic(t *testing.T, data []byte) {
	if len(data) > MaxFileSize {
		return // refused before it is read (files.go)
	}
	f, problems := readAnyFile("fuzz.json", data, &esjson.Budget{Left: 1 << 20, What: "the fuzzed file's repeats (1 MiB in all)"})
	if f == nil && len(problems) == 0 {
		t.Fatalf("neither a file nor a problem for %q", data)
	}
}

// FuzzLoadNative reads mutations of the built-in vector files: none may
// panic, hang or take more than the repeat budgets allow. CI runs it for
// a fixed time (.ci/run); go test runs its seeds.
func FuzzLoadNative(f *testing.F) {
	// Small files, so that the fuzzer mutates many inputs a second: the
	// large ones (10,000 levels of depth, megabytes of repeats) take it
	// a second each.
	fuzzSeeds(f, "text.json", "guard.json", "render.json")
	text, err := os.ReadFile("text.json")
	if err != nil {
		f.Fatal(err)
	}
	for _, repeat := range []string{
		`{"$repeat":"AAAA","count":4611686018427387904}`,                           // a count over 2^53
		`{"$repeat":"` + strings.Repeat("A", 2048) + `","count":9007199254740992}`, // 2^64 bytes: 0 in an int64
	} {
		// The first case's text, in its input and its expectations.
		f.Add([]byte(strings.ReplaceAll(string(text), `"text": "hello from the server"`, `"text": `+repeat)))
	}
	f.Fuzz(loadNoPanic)
}

// FuzzLoadMCPL reads mutations of MCPL's RFC-005 vector file, as
// FuzzLoadNative does the suite's own.
func FuzzLoadMCPL(f *testing.F) {
	fuzzSeeds(f, filepath.Join("testdata", "rfc005-bulk-references.json"))
	f.Fuzz(loadNoPanic)
}

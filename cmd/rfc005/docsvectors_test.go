package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/rfcvec"
	"github.com/rfc005-lanes/rfc005-lanes/internal/specbook"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// fakeMCPL is the path the fake loader reads as an MCPL RFC-005 vector
// file, until vectors.LoadAll reads one.
const fakeMCPL = "testdata/bulk-reference-vectors.json"

// rfcCorpus is what reading fakeMCPL gives: a render case and a fetch
// case out of scope, as vectors.LoadFile reads them.
func rfcCorpus() *vectors.Corpus {
	expect := map[adapters.Lane]vectors.Expectation{}
	for _, l := range rfcvec.Lanes() {
		expect[l] = vectors.Expectation{}
	}
	yes := true
	cases := []*vectors.Case{
		{ID: "rfc-005/09-signed-never", Title: "A signed uri marked never", Level: vectors.LevelMust, Security: true,
			Spec:   []string{rfcvec.Clause(9)},
			Input:  adapters.Input(`{"content":[{"type":"resource","uri":"https://files.example/signed?sig=abc12345","disposition":"never"}]}`),
			Hidden: []string{"https://files.example/signed?sig=abc12345"}, Expect: expect,
			Vector: &vectors.RFCVector{Number: 9, Operation: vectors.OperationRender, Stub: &yes, Includes: []string{"claimed"}},
			Family: rfcvec.Family, Path: fakeMCPL, Index: 0},
		{ID: "rfc-005/11-fetch-expired", Level: vectors.LevelMust, Spec: []string{rfcvec.Clause(11)}, Expect: expect,
			Vector:     &vectors.RFCVector{Number: 11, Operation: vectors.OperationFetch, Unchecked: []string{"status"}},
			OutOfScope: "operation fetch is out of scope",
			Family:     rfcvec.Family, Path: fakeMCPL, Index: 1},
	}
	f := &vectors.File{Format: vectors.FormatMCPL, Family: rfcvec.Family, Cases: cases}
	return &vectors.Corpus{Files: []*vectors.File{f}, Cases: cases}
}

// withFakeMCPL makes loadVectors read fakeMCPL as rfcCorpus, and every
// other path as vectors.LoadAll does, for the rest of the test.
func withFakeMCPL(t *testing.T) {
	real := loadVectors
	t.Cleanup(func() { loadVectors = real })
	loadVectors = func(builtin bool, paths []string) (*vectors.Corpus, []*vectors.Corpus, []vectors.Problem) {
		var rest []string
		var extra []*vectors.Corpus
		for _, p := range paths {
			if p == fakeMCPL {
				extra = append(extra, rfcCorpus())
			} else {
				rest = append(rest, p)
			}
		}
		if len(rest) == 0 && !builtin {
			merged, problems := vectors.Merge(extra...)
			return merged, extra, problems
		}
		corpus, more, problems := real(builtin, rest)
		extra = append(more, extra...)
		if corpus == nil {
			return nil, extra, problems
		}
		merged, p := vectors.Merge(append([]*vectors.Corpus{corpus}, extra[len(more):]...)...)
		return merged, extra, append(problems, p...)
	}
}

// sameAsDocs checks that every file of the committed docs/ is in dir, byte
// for byte, and that dir holds only those and the extra names. The
// guides of docs/ (specbook.Guides), written by hand, are not the book's.
func sameAsDocs(t *testing.T, dir string, extra ...string) {
	t.Helper()
	committed, err := os.ReadDir("../../docs")
	must(t, err)
	written, err := os.ReadDir(dir)
	must(t, err)
	names := map[string]bool{}
	for _, e := range written {
		names[e.Name()] = true
	}
	for _, e := range committed {
		if e.IsDir() || slices.Contains(specbook.Guides, e.Name()) {
			continue
		}
		want, err := os.ReadFile(filepath.Join("../../docs", e.Name()))
		must(t, err)
		got, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Errorf("docs/%s not written: %v", e.Name(), err)
			continue
		}
		delete(names, e.Name())
		if e.Name() == "README.md" && len(extra) > 0 {
			continue // it lists the extra families
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s differs from the committed docs/%s", filepath.Join(dir, e.Name()), e.Name())
		}
	}
	for _, name := range extra {
		if !names[name] {
			t.Errorf("%s not written", name)
		}
		delete(names, name)
	}
	for name := range names {
		t.Errorf("%s written, which docs/ does not have", name)
	}
}

// TestDocsBookUnchanged: without --vectors the book written into a
// checkout's docs/ (as go run ./cmd/rfc005 docs --out docs writes it) is
// the committed docs/, byte for byte.
func TestDocsBookUnchanged(t *testing.T) {
	t.Parallel()
	dir := checkoutDocs(t)
	if code, _, stderr := runDocs(t, "--out", dir); code != 0 {
		t.Fatalf("exit %d; stderr:\n%s", code, stderr)
	}
	sameAsDocs(t, dir)
}

// TestDocsVectorsRFC: docs --vectors with MCPL's RFC-005 vectors writes
// rfc-005.md, each case linked to its RFC-005 vector and the cases out of
// scope listed with why, lists it in the index as not built in, and
// leaves every other page as it was.
func TestDocsVectorsRFC(t *testing.T) {
	t.Parallel()
	withFakeMCPL(t)
	dir := t.TempDir()
	code, stdout, stderr := runDocs(t, "--out", dir, "--vectors", fakeMCPL, "--book-url", "")
	if code != 0 {
		t.Fatalf("exit %d; stderr:\n%s", code, stderr)
	}
	page, err := os.ReadFile(filepath.Join(dir, "rfc-005.md"))
	must(t, err)
	for _, want := range []string{
		"[RFC-005 vector 9](" + rfcvec.Link + ")",
		"[RFC-005 vector 11](" + rfcvec.Link + ")",
		" · operation `render` · ",
		"| `stub: true` | **kind** |",
		"| `includes: \"claimed\"` | **profile** |",
		"| operation fetch is out of scope | `status` |",
	} {
		if !strings.Contains(string(page), want) {
			t.Errorf("rfc-005.md does not hold %q:\n%s", want, page)
		}
	}
	index, err := os.ReadFile(filepath.Join(dir, "README.md"))
	must(t, err)
	if !strings.Contains(string(index), "| [rfc-005](rfc-005.md) (not built in) |") {
		t.Errorf("the index does not list rfc-005 as not built in")
	}
	if !strings.Contains(stdout, "wrote "+filepath.Join(dir, "rfc-005.md")+"\n") {
		t.Errorf("stdout does not name rfc-005.md:\n%s", stdout)
	}
	sameAsDocs(t, dir, "rfc-005.md")
}

// oneCaseFamily writes dir/<family>.json: the first case of the built-in
// text family as the one case of a family of that name and title, with
// the id <family>/plain, and returns the file and its cases as decoded.
func oneCaseFamily(t *testing.T, dir, family, title string) (file map[string]any, cases []any) {
	t.Helper()
	data, err := os.ReadFile("../../vectors/text.json")
	must(t, err)
	must(t, json.Unmarshal(data, &file))
	file["family"], file["title"] = family, title
	cases = file["cases"].([]any)[:1]
	cases[0].(map[string]any)["id"] = family + "/plain"
	file["cases"] = cases
	data, err = json.Marshal(file)
	must(t, err)
	must(t, os.WriteFile(filepath.Join(dir, family+".json"), data, 0o644))
	return file, cases
}

// TestDocsVectorsDir: a directory of the suite's own vector files gets a
// page a family; a path that is not there, or an id the built-in corpus
// has, is exit 2 naming it.
func TestDocsVectorsDir(t *testing.T) {
	t.Parallel()
	vecs := t.TempDir()
	file, cases := oneCaseFamily(t, vecs, "extra", "Extra text cases")

	dir := t.TempDir()
	code, stdout, stderr := runDocs(t, "--out", dir, "--vectors", vecs, "--book-url", "")
	if code != 0 {
		t.Fatalf("exit %d; stderr:\n%s", code, stderr)
	}
	page, err := os.ReadFile(filepath.Join(dir, "extra.md"))
	must(t, err)
	if !strings.Contains(string(page), "**not built in**: read from `"+filepath.ToSlash(filepath.Join(vecs, "extra.json"))+"`") ||
		!strings.Contains(string(page), `## <a id="extra-plain"></a>extra/plain: `) {
		t.Errorf("extra.md does not show its case, not built in:\n%s", page)
	}
	builtin := testcorpus.Builtin(t)
	if want := "the spec book, " + strconv.Itoa(len(builtin.Files)+1) + " families and " + strconv.Itoa(len(builtin.Cases)+1) + " cases"; !strings.Contains(stdout, want) {
		t.Errorf("stdout does not say %q:\n%s", want, stdout)
	}
	sameAsDocs(t, dir, "extra.md")

	missing := filepath.Join(t.TempDir(), "nowhere")
	if code, stdout, stderr := runDocs(t, "--out", t.TempDir(), "--vectors", missing); code != 2 || !strings.Contains(stderr, missing) || stdout != "" {
		t.Errorf("docs --vectors %s: exit %d, stdout %q, stderr %q; want exit 2 naming it", missing, code, stdout, stderr)
	}
	cases[0].(map[string]any)["id"] = "text/plain"
	file["family"] = "text"
	data, err := json.Marshal(file)
	must(t, err)
	must(t, os.WriteFile(filepath.Join(vecs, "extra.json"), data, 0o644))
	if code, _, stderr := runDocs(t, "--out", t.TempDir(), "--vectors", vecs); code != 2 || !strings.Contains(stderr, "duplicate id") {
		t.Errorf("docs --vectors with a built-in id: exit %d, stderr %q; want exit 2 and the duplicate", code, stderr)
	}
}

// TestDocsRefusesAGuidesName: a family whose page would overwrite a
// hand-written guide of docs/ (cli.md) is refused, exit 2, and nothing
// is written; a family of another name (TestDocsVectorsDir's extra) is
// not.
func TestDocsRefusesAGuidesName(t *testing.T) {
	t.Parallel()
	vecs := t.TempDir()
	oneCaseFamily(t, vecs, "cli", "A family named like a guide")
	dir := t.TempDir()
	code, _, stderr := runDocs(t, "--out", dir, "--vectors", vecs)
	if code != 2 || !strings.Contains(stderr, "the book's page cli.md would overwrite the guide docs/cli.md") {
		t.Errorf("exit %d, stderr %s", code, stderr)
	}
	if entries, _ := os.ReadDir(dir); len(entries) > 0 {
		t.Errorf("%d files written", len(entries))
	}
}

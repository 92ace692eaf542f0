package specbook

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/rfcvec"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// rfcCorpus is a corpus read from an MCPL RFC-005 vector file, built by
// hand as vectors.LoadFile reads one: two render cases and a fetch case
// out of scope.
func rfcCorpus() *vectors.Corpus {
	const path = "testdata/bulk-reference-vectors.json"
	expect := map[adapters.Lane]vectors.Expectation{}
	for _, l := range rfcvec.Lanes() {
		expect[l] = vectors.Expectation{}
	}
	no := false
	long := strings.Repeat("n", 300)
	cases := []*vectors.Case{
		{
			ID: "rfc-005/09-signed-never", Title: "A signed uri marked never shows no stub", Level: vectors.LevelMust, Security: true,
			Spec:   []string{rfcvec.Clause(9)},
			Input:  adapters.Input(`{"content":[{"type":"resource","uri":"https://files.example/signed?sig=abc12345","name":"` + long + "\u202e" + `.pdf","sizeBytes":"12","disposition":"never"}]}`),
			Hidden: []string{"https://files.example/signed?sig=abc12345"},
			Expect: expect,
			Vector: &vectors.RFCVector{Number: 9, Operation: vectors.OperationRender, Stub: &no,
				Includes: []string{"claimed", ".pdf"}, MissingFields: []string{"sizeBytes"}, Bounded: true,
				TruncationMarked: true, CleanLabel: true, Unchecked: []string{"registry"}},
			Family: rfcvec.Family, Path: path, Index: 0,
		},
		{
			ID: "rfc-005/03-not-a-reference", Level: vectors.LevelMust, Spec: []string{rfcvec.Clause(3)},
			Input:  adapters.Input(`{"content":[{"type":"resource","uri":42}]}`),
			Expect: expect,
			Vector: &vectors.RFCVector{Number: 3, Operation: vectors.OperationRender, Kind: "invalid"},
			Family: rfcvec.Family, Path: path, Index: 1,
		},
		{
			ID: "rfc-005/11-fetch-expired", Level: vectors.LevelMust, Spec: []string{rfcvec.Clause(11)},
			Expect:     expect,
			Vector:     &vectors.RFCVector{Number: 11, Operation: vectors.OperationFetch, Unchecked: []string{"error", "status"}},
			OutOfScope: "operation fetch is out of scope",
			Family:     rfcvec.Family, Path: path, Index: 2,
		},
	}
	f := &vectors.File{Format: vectors.FormatMCPL, Family: rfcvec.Family, Cases: cases}
	return &vectors.Corpus{Files: []*vectors.File{f}, Cases: cases}
}

// TestExtraRFCPage pins the page of MCPL's RFC-005 vectors read with
// --vectors: each case's vector linked to RFC-005, its operation, input
// (long strings cut, invisible ones escaped), hidden strings and the check
// each expect key maps onto; the cases out of scope listed with why and
// what they leave unchecked; and the index listing the family beside the
// built-in ones, not built in.
func TestExtraRFCPage(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	files := FilesWith(corpus, []*vectors.Corpus{rfcCorpus()}, "")
	page := string(files["rfc-005.md"])
	if page == "" {
		t.Fatalf("no rfc-005.md in the book: %v", Names(files))
	}
	link := "[RFC-005 vector 9](" + rfcvec.Link + ")"
	holds(t, "rfc-005.md", page,
		"<!-- Generated from testdata/bulk-reference-vectors.json by `rfc005 docs --out DIR --vectors testdata/bulk-reference-vectors.json`",
		"\n# MCPL's RFC-005 conformance vectors\n",
		"· family `rfc-005` · 3 cases · 1 out of scope · **not built in**: read from `testdata/bulk-reference-vectors.json` · ",
		"\n- [rfc-005/09-signed-never](#rfc-005-09-signed-never): "+link+", `render`: A signed uri marked never shows no stub (security)\n",
		"\n- [rfc-005/11-fetch-expired](#rfc-005-11-fetch-expired): [RFC-005 vector 11]("+rfcvec.Link+"), `fetch` (out of scope)\n",
		"\n| case | vector | operation | why | not checked |\n",
		"\n| <a id=\"rfc-005-11-fetch-expired\"></a>rfc-005/11-fetch-expired | [RFC-005 vector 11]("+rfcvec.Link+") | `fetch` | operation fetch is out of scope | `error`, `status` |\n",
	)
	signed := section(t, page, "rfc-005/09-signed-never")
	holds(t, "rfc-005/09-signed-never's section", signed,
		"\n"+link+" · operation `render` · **MUST** · **security**\n",
		"\nObserved on `tool-result/live`, `push`, `channel`, `injection/user`, `render`.\n",
		"\n      \"name\": \"nnnnnnnnnn",
		"… (305 characters),\n",
		"\n| `hidden` | **leak** | no lane shows a hidden string",
		"\n| `stub: false` | **kind** | no stub is shown |\n",
		"\n| `includes: \"claimed\"` | **profile** | ",
		"\n| `includes: \".pdf\"` | **content** | every lane that shows the content shows `\".pdf\"`, which the input carries |\n",
		"\n| `missingFields` | **content** | the values of `sizeBytes` in the input's MCPL references",
		"\n| `bounded: true` | **content** |",
		"\n| `truncationMarked: true` | **mention** |",
		"\n| `cleanLabel: true` | **mention** |",
		"\nNot checked here: `registry`.\n",
		"\n- `\"https://files.example/signed?sig=abc12345\"`\n",
	)
	if strings.Contains(signed, "\u202e") {
		t.Errorf("rfc-005/09-signed-never's section shows a bidi mark as is:\n%s", signed)
	}
	invalid := section(t, page, "rfc-005/03-not-a-reference")
	if !strings.Contains(invalid, "\n| `kind: \"invalid\"` | **kind** | the block is no reference: no stub and no uri line stands for it |\n") ||
		!strings.Contains(invalid, "\nHidden: none.\n") {
		t.Errorf("rfc-005/03-not-a-reference's section does not map kind \"invalid\" onto a kind check:\n%s", invalid)
	}
	if strings.Contains(page, "## <a id=\"rfc-005-11-fetch-expired\"></a>") {
		t.Errorf("the out-of-scope case has a section of its own:\n%s", page)
	}

	index := string(files[Index])
	if !strings.Contains(index, "\n| [rfc-005](rfc-005.md) (not built in) | MCPL's RFC-005 conformance vectors | 3 | 3 | 0 | 1 |\n") ||
		!strings.Contains(index, "The family marked *not built in* was read with `rfc005 docs --vectors PATH`") {
		t.Errorf("the index does not list rfc-005 as not built in:\n%s", index)
	}
	// Every other page is the built-in book's, byte for byte.
	plain := Files(corpus)
	for name, data := range plain {
		if name != Index && !bytes.Equal(files[name], data) {
			t.Errorf("%s differs once an extra corpus is read", name)
		}
	}
	if len(files) != len(plain)+1 {
		t.Errorf("%d files with one extra family, want %d", len(files), len(plain)+1)
	}
	// Every link within the page names an anchor it has.
	anchors := map[string]bool{}
	for _, m := range regexp.MustCompile(`<a id="([^"]+)"></a>`).FindAllStringSubmatch(page, -1) {
		anchors[m[1]] = true
	}
	for _, c := range rfcCorpus().Cases {
		if !anchors[Anchor(c.ID)] {
			t.Errorf("rfc-005.md has no anchor for %s", c.ID)
		}
	}
	for _, m := range regexp.MustCompile(`\]\(#([^)]*)\)`).FindAllStringSubmatch(page, -1) {
		if !anchors[m[1]] {
			t.Errorf("rfc-005.md links to #%s, which it does not have", m[1])
		}
	}
}

// TestExtraPageNames pins that an extra family whose name a built-in
// family has gets a page of its own, and that FilesWith with no extra is
// Files.
func TestExtraPageNames(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	text := *corpus.Files[0]
	for _, f := range corpus.Files {
		if f.Family == "text" {
			text = *f
		}
	}
	text.Title = "More text cases"
	files := FilesWith(corpus, []*vectors.Corpus{{Files: []*vectors.File{&text}}}, "")
	if files["text-2.md"] == nil || !strings.Contains(string(files[Index]), "| [text](text-2.md) (not built in) | More text cases |") {
		t.Errorf("the extra text family has no page text-2.md listed in the index: %v", Names(files))
	}
	if !strings.Contains(string(files["text-2.md"]), "**not built in**: read from `vectors/text.json`") ||
		strings.Contains(string(files["text-2.md"]), "features/") {
		t.Errorf("text-2.md does not say it is not built in, or links to a feature file:\n%.600s", files["text-2.md"])
	}
	plain, with := Files(corpus), FilesWith(corpus, nil, "")
	for name, data := range plain {
		if !bytes.Equal(with[name], data) {
			t.Errorf("FilesWith(corpus, nil, \"\") differs from Files(corpus) in %s", name)
		}
	}
}

package runner

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
)

// TestBaselineRecordsSuiteAndVectors pins that a baseline records the
// suite's version and the vectors' digest, reads them back, and that one
// written before they were recorded still reads, with neither.
func TestBaselineRecordsSuiteAndVectors(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	path := filepath.Join(t.TempDir(), "baseline.json")
	r := Run(context.Background(), pushOnly, corpus, Selection{Lanes: lanes(adapters.Push)})
	if r.Suite != Version || r.Digest != corpus.Digest || !isDigest(r.Digest) {
		t.Fatalf("the report's suite %q and digest %q, want %q and %q", r.Suite, r.Digest, Version, corpus.Digest)
	}
	if _, err := r.WriteBaseline(path, ""); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	for _, want := range []string{`"suite": "` + Version + `"`, `"vectors": "` + corpus.Digest + `"`} {
		if !strings.Contains(string(data), want) {
			t.Errorf("the baseline written does not hold %s:\n%s", want, data)
		}
	}
	b, err := ReadBaseline(path)
	if err != nil || b.Suite != Version || b.Vectors != corpus.Digest {
		t.Fatalf("read back: %+v, %v", b, err)
	}

	digest := "sha256:" + strings.Repeat("ab", 32)
	for _, tt := range []struct {
		name, text     string
		suite, vectors string
		err            string
	}{
		{"older_without_either", `{"format":"rfc005-lanes-baseline/1","host":"h 1","lanes":["push"],"failures":[]}`, "", "", ""},
		{"both", `{"format":"rfc005-lanes-baseline/1","suite":"0.0.9","vectors":"` + digest + `","failures":[]}`, "0.0.9", digest, ""},
		{"suite_only", `{"format":"rfc005-lanes-baseline/1","suite":"0.0.9","failures":[]}`, "0.0.9", "", ""},
		{"vectors_not_a_digest", `{"format":"rfc005-lanes-baseline/1","vectors":"abcd","failures":[]}`, "", "", `vectors "abcd": want a digest`},
		{"vectors_upper_case", `{"format":"rfc005-lanes-baseline/1","vectors":"` + strings.ToUpper(digest) + `","failures":[]}`, "", "", `want a digest`},
		{"suite_not_printable", `{"format":"rfc005-lanes-baseline/1","suite":"0.1\u001b[2J","failures":[]}`, "", "", `suite "0.1\x1b[2J": want a suite version`},
		{"suite_not_a_string", `{"format":"rfc005-lanes-baseline/1","suite":1,"failures":[]}`, "", "", `not a baseline file`},
	} {
		if err := os.WriteFile(path, []byte(tt.text), 0o644); err != nil {
			t.Fatal(err)
		}
		b, err := ReadBaseline(path)
		switch {
		case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)):
			t.Errorf("%s: error %v, want one saying %q", tt.name, err, tt.err)
		case tt.err == "" && err != nil:
			t.Errorf("%s: %v", tt.name, err)
		case tt.err == "" && (b.Suite != tt.suite || b.Vectors != tt.vectors):
			t.Errorf("%s: suite %q vectors %q, want %q and %q", tt.name, b.Suite, b.Vectors, tt.suite, tt.vectors)
		}
	}
}

// TestBaselineEntryErrors: an entry with no case, or a lane that is not
// one, is refused saying which entry it is and what it lacks.
func TestBaselineEntryErrors(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ entry, want string }{
		{`{"lane":"push"}`, `failures[1] (case "", lane "push"): the case is missing or empty: each entry names a case id`},
		{`{"case":"text/plain","lane":"sidebar"}`, `failures[1] (case "text/plain", lane "sidebar"): `},
	} {
		path := filepath.Join(t.TempDir(), "b.json")
		data := `{"format":"` + baselineFormat + `","failures":[{"case":"text/plain","lane":"push"},` + tt.entry + `]}`
		if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := ReadBaseline(path)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error %v, want it to say %q", tt.entry, err, tt.want)
		}
	}
}

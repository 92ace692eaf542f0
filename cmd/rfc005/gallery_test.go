package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/reportfile"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/wronghost"

	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/longrun"
)

// galleryWant is what a run of one gallery host must end in.
type galleryWant struct {
	exit    int
	classes []string // classes some failed check must have
	check   func(t *testing.T, s reportfile.Summary, cov *reportfile.Coverage)
}

// TestGallery scores the hosts of internal/testkit/wronghost through the
// whole `rfc005 run` command and pins their verdicts and exit status: the
// wrong hosts gate (exit 1, leaks reported as LEAKS), the right but
// different ones do not (exit 0). Each host costs a run of the whole
// corpus, so go test ./... scores gallerySample, one host of each way to
// end (every observation an error, a lane missing, kind and content
// failures, a leak, a right host); -tags long scores every host.
func TestGallery(t *testing.T) {
	t.Parallel()
	everyError := func(t *testing.T, s reportfile.Summary, _ *reportfile.Coverage) {
		if s.Error != s.Observations || s.Pass+s.Wording+s.Skip != 0 {
			t.Errorf("want every observation an error: %+v", s)
		}
	}
	fails := func(t *testing.T, s reportfile.Summary, _ *reportfile.Coverage) {
		if s.Fail == 0 || s.Error != 0 || s.Skip != 0 {
			t.Errorf("want failures, no error, no skip: %+v", s)
		}
	}
	leaks := func(t *testing.T, s reportfile.Summary, cov *reportfile.Coverage) {
		fails(t, s, cov)
		if s.Leaks == 0 {
			t.Errorf("want leaks: %+v", s)
		}
	}
	wants := map[string]galleryWant{
		"unsupported-everywhere": {1, nil, everyError},
		"one-lane": {1, nil, func(t *testing.T, s reportfile.Summary, cov *reportfile.Coverage) {
			if s.Fail+s.Error != 0 || s.Skip == 0 || len(cov.LanesServed) != 1 || len(cov.LanesMissing) != 8 {
				t.Errorf("want one lane served, eight missing, nothing failed: %+v %+v", s, cov)
			}
		}},
		"error-everywhere":     {1, nil, everyError},
		"empty-markers":        {1, []string{"kind"}, fails},
		"repeated-markers":     {1, []string{"kind"}, fails},
		"uri-upper-cased":      {1, []string{"leak"}, leaks},
		"uri-percent-encoded":  {1, []string{"leak"}, leaks},
		"uri-query-token":      {1, []string{"leak"}, leaks},
		"withholds-everything": {1, []string{"kind", "content"}, fails},
		"sizes-in-kib": {0, []string{"profile"}, func(t *testing.T, s reportfile.Summary, _ *reportfile.Coverage) {
			if s.Fail+s.Error+s.Skip != 0 || s.Wording == 0 || s.NormativeScore != 1 || s.WordingScore >= 1 {
				t.Errorf("want every normative check passed and wording below 100%%: %+v", s)
			}
		}},
		"no-uri-line": {0, []string{"profile"}, func(t *testing.T, s reportfile.Summary, _ *reportfile.Coverage) {
			if s.Fail+s.Error+s.Skip != 0 || s.NormativeScore != 1 {
				t.Errorf("want no failure at any level: %+v", s)
			}
		}},
	}
	dir := t.TempDir()
	for _, w := range wronghost.Gallery() {
		want, ok := wants[w.Name]
		if !ok {
			t.Errorf("gallery host %s has no expectation here", w.Name)
			continue
		}
		if !longrun.Enabled && !slices.Contains(gallerySample, w.Name) {
			continue
		}
		t.Run(w.Name, func(t *testing.T) {
			report := filepath.Join(dir, w.Name+".json")
			args := []string{"--json", report}
			if !longrun.Enabled {
				// The cases nested ten thousand levels deep are most of a
				// run's time and end no host another way.
				args = append(args, "--tags", "~@deep")
			}
			code, stdout, stderr := runAgainst(t, w.New(), args...)
			if code != want.exit {
				t.Fatalf("%s: exit %d, want %d\nstdout: %s\nstderr: %s", w.What, code, want.exit, tail(stdout), stderr)
			}
			if code != 0 && !strings.Contains(stdout, "FAIL: the gate did not pass") {
				t.Errorf("the gate's failure is not said:\n%s", tail(stdout))
			}
			if w.Leaks != strings.Contains(stdout, "· LEAKS ") {
				t.Errorf("leaks reported %v, want %v:\n%s", !w.Leaks, w.Leaks, tail(stdout))
			}
			f := readReport(t, report)
			want.check(t, f.Summary, f.Coverage)
			seen := map[string]bool{}
			for _, r := range f.Results {
				for _, c := range r.Checks {
					seen[c.Class] = true
				}
			}
			for _, c := range want.classes {
				if !seen[c] {
					t.Errorf("no failed check of class %s; classes seen: %v", c, seen)
				}
			}
		})
	}
}

// gallerySample is the gallery hosts TestGallery scores in go test ./...:
// the others end the same ways, and -tags long scores them too.
var gallerySample = []string{"error-everywhere", "one-lane", "withholds-everything", "uri-percent-encoded", "sizes-in-kib"}

// TestGalleryErrorsWithABaseline records the error-everywhere host's
// failures and gates on them: errors on security cases are recorded
// without a link, so the baseline cannot make the run pass until each
// has one.
func TestGalleryErrorsWithABaseline(t *testing.T) {
	t.Parallel()
	var h wronghost.Host
	for _, w := range wronghost.Gallery() {
		if w.Name == "error-everywhere" {
			h = w
		}
	}
	baseline := filepath.Join(t.TempDir(), "baseline.json")
	code, stdout, stderr := runAgainst(t, h.New(), "--update-baseline", baseline)
	if code != 1 || !strings.Contains(stderr, `of its entries, security failures, have "link": ""`) || !strings.Contains(stdout, "an error (a security case); the baseline lists it without the link") {
		t.Fatalf("--update-baseline: exit %d, want 1 saying the security errors need a link\nstdout: %s\nstderr: %s", code, tail(stdout), tail(stderr))
	}
	code, stdout, _ = runAgainst(t, h.New(), "--baseline", baseline)
	if code != 1 || !strings.Contains(stdout, "UNTRACKED ") || !strings.Contains(stdout, "an error (a security case); the baseline lists it without the link of the issue tracking it") {
		t.Fatalf("--baseline: exit %d, want 1 naming the security errors:\n%s", code, tail(stdout))
	}
}

func readReport(t *testing.T, path string) reportfile.File {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var f reportfile.File
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	if f.Coverage == nil {
		t.Fatalf("%s has no coverage", path)
	}
	return f
}

// TestGalleryRFCVectors scores the gallery on the suite's own file of
// MCPL's RFC-005 vectors: a right host (one that gates nowhere on the
// built-in corpus) passes every render case there too, normatively, and a
// host that cannot observe, or blanks its markers and stubs, fails. The
// gallery's other wrong hosts change embedded resources, which the RFC's
// render vectors do not carry.
func TestGalleryRFCVectors(t *testing.T) {
	t.Parallel()
	const file = "../../vectors/testdata/rfc005-bulk-references.json"
	wants := map[string]struct {
		exit  int
		class string // a class some failed check must have, or ""
	}{
		"unsupported-everywhere": {1, ""},
		"error-everywhere":       {1, ""},
		"empty-markers":          {1, "kind"},
		"sizes-in-kib":           {0, ""},
		"no-uri-line":            {0, ""},
	}
	dir := t.TempDir()
	for _, w := range wronghost.Gallery() {
		want, ok := wants[w.Name]
		if !ok {
			continue
		}
		t.Run(w.Name, func(t *testing.T) {
			report := filepath.Join(dir, w.Name+".json")
			code, stdout, stderr := runAgainst(t, w.New(), "--vectors", file, "--builtin=false", "--json", report)
			if code != want.exit {
				t.Fatalf("%s: exit %d, want %d\nstdout: %s\nstderr: %s", w.What, code, want.exit, tail(stdout), stderr)
			}
			f := readReport(t, report)
			if f.Summary.OutOfScope != 6 {
				t.Errorf("%d observations out of scope, want 6 (a fetch case on five lanes and a registry case on push, which a host declaring no operation is never asked)", f.Summary.OutOfScope)
			}
			if want.exit == 0 && (f.Summary.Fail+f.Summary.Error+f.Summary.Skip != 0 || f.Summary.NormativeScore != 1) {
				t.Errorf("a right host fails a vector case: %+v\n%s", f.Summary, tail(stdout))
			}
			seen := map[string]bool{}
			for _, r := range f.Results {
				for _, c := range r.Checks {
					seen[c.Class] = true
				}
			}
			if want.class != "" && !seen[want.class] {
				t.Errorf("no failed check of class %s; classes seen: %v", want.class, seen)
			}
		})
	}
}

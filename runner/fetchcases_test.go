package runner_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/subprocess"
	"github.com/rfc005-lanes/rfc005-lanes/internal/coverage"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/buildtest"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testneeds"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// minFetchCases is the fewest cases the suite's fetch file holds (issue 42).
const minFetchCases = 30

// fetchCaseRules maps each case of the suite's fetch file to the rules of
// SPEC sections 11 and 12 it pins. Its cases cite only their RFC-005
// vector, so this table is where a rule finds the cases that hold it.
var fetchCaseRules = map[string][]string{
	"fetch-plain":                     {"SPEC 11 bearer on dialed origin", "SPEC 11 digest"},
	"fetch-ref-may-inline":            {"SPEC 11 after a fetch"},
	"fetch-claim-over-ceiling":        {"SPEC 11 claimed size", "SPEC 11 stub unchanged", "SPEC 11 fetch on request"},
	"fetch-digest-mismatch":           {"SPEC 11 digest", "SPEC 11 nothing saved on failure"},
	"fetch-stream-past-ceiling":       {"SPEC 11 ceiling", "SPEC 11 nothing saved on failure"},
	"fetch-file-scheme":               {"SPEC 11 schemes"},
	"fetch-cross-origin-redirect":     {"SPEC 11 dialed origin", "SPEC 11 redirects bounded"},
	"fetch-sniffed-type":              {"SPEC 11 saved media type"},
	"fetch-name-is-a-path":            {"SPEC 11 storage name"},
	"fetch-unparseable-expiry":        {"SPEC 11 expiry"},
	"fetch-gzip-identity":             {"SPEC 11 content coding"},
	"registry-eviction":               {"SPEC 12 eviction", "SPEC 12 ids never reused", "SPEC 12 unknown reference"},
	"fetch-never-payload-hidden":      {"SPEC 11 after a fetch", "SPEC 11 security failures"},
	"fetch-claim-at-ceiling":          {"SPEC 11 claimed size"},
	"fetch-payload-at-ceiling":        {"SPEC 11 ceiling"},
	"fetch-payload-over-ceiling":      {"SPEC 11 ceiling", "SPEC 11 nothing saved on failure"},
	"fetch-stream-within-ceiling":     {"SPEC 11 ceiling", "SPEC 11 saved once"},
	"fetch-expired":                   {"SPEC 11 expiry", "SPEC 11 stub unchanged"},
	"fetch-expiry-in-future":          {"SPEC 11 expiry"},
	"fetch-digest-other-form":         {"SPEC 11 digest"},
	"fetch-coding-unknown":            {"SPEC 11 content coding"},
	"fetch-redirect-chain-6":          {"SPEC 11 redirects bounded"},
	"fetch-expiry-lower-case-t":       {"SPEC 11 expiry"},
	"fetch-expiry-not-a-string":       {"SPEC 11 expiry"},
	"fetch-expiry-over-64":            {"SPEC 11 expiry"},
	"fetch-expiry-not-a-calendar-day": {"SPEC 11 expiry"},
	"fetch-userinfo-refused":          {"SPEC 11 schemes"},
	"fetch-data-scheme":               {"SPEC 11 schemes", "SPEC 11 stub unchanged"},
	"fetch-ftp-scheme":                {"SPEC 11 schemes"},
	"fetch-gzip-digest-of-coded":      {"SPEC 11 content coding", "SPEC 11 digest"},
	"fetch-gzip-decoded-ceiling":      {"SPEC 11 content coding", "SPEC 11 ceiling"},
	"fetch-body-shorter-than-claim":   {"SPEC 11 claimed size"},
	"fetch-unknown-octets":            {"SPEC 11 unknown octets"},
	"fetch-sniffed-jpeg":              {"SPEC 11 saved media type"},
	"fetch-sniffed-png":               {"SPEC 11 saved media type"},
	"fetch-sniffed-gif":               {"SPEC 11 saved media type"},
	"fetch-sniffed-ogg":               {"SPEC 11 saved media type"},
	"fetch-two-references":            {"SPEC 11 fetch on request", "SPEC 11 saved once"},
	"fetch-label-controls":            {"SPEC 11 storage name"},
	"fetch-label-device":              {"SPEC 11 storage name"},
	"registry-few":                    {"SPEC 12 same reference"},
	"registry-at-bound":               {"SPEC 12 eviction", "SPEC 12 same reference"},
}

// loadFetchCases loads the suite's fetch file, failing t on any problem.
func loadFetchCases(t *testing.T) *vectors.Corpus {
	t.Helper()
	corpus, problems := vectors.LoadFile(fetchFile)
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	return corpus
}

// TestFetchCasesPinEveryRule checks the table: every case of the file is
// in it and every case in it is in the file, every rule it names is one
// of SPEC 11 and 12, and every such rule has a case.
func TestFetchCasesPinEveryRule(t *testing.T) {
	corpus := loadFetchCases(t)
	if len(corpus.Cases) < minFetchCases {
		t.Errorf("%d cases, want at least %d", len(corpus.Cases), minFetchCases)
	}
	inFile := map[string]bool{}
	for _, c := range corpus.Cases {
		id := c.ID[strings.LastIndex(c.ID, "/")+1:]
		inFile[id] = true
		if _, ok := fetchCaseRules[id]; !ok {
			t.Errorf("case %s pins no rule in fetchCaseRules", id)
		}
	}
	pinned := map[string]bool{}
	for id, rules := range fetchCaseRules {
		if !inFile[id] {
			t.Errorf("fetchCaseRules names %s, which the file does not hold", id)
		}
		for _, r := range rules {
			if !slices.Contains(coverage.DereferenceClauses, r) {
				t.Errorf("%s pins %q, which is no rule of SPEC 11 or 12", id, r)
			}
			pinned[r] = true
		}
	}
	for _, r := range coverage.DereferenceClauses {
		if !pinned[r] {
			t.Errorf("no case pins %s", r)
		}
	}
}

// TestFetchCasesPassOnReference runs every fetch and registry case through
// the reference, in process: each observation passes.
func TestFetchCasesPassOnReference(t *testing.T) {
	t.Parallel()
	allPass(t, runner.Run(context.Background(), reference.New(), loadFetchCases(t), runner.Selection{}))
}

// TestFetchCasesPassOverProtocol runs every fetch and registry case
// through `rfc005 host` behind the subprocess adapter: each passes there
// too, so the operations survive the wire.
func TestFetchCasesPassOverProtocol(t *testing.T) {
	t.Parallel()
	testneeds.Long(t, "builds rfc005 and runs every fetch case through it")
	corpus := loadFetchCases(t)
	h, err := subprocess.New(context.Background(), []string{buildtest.RFC005(t), "host"}, subprocess.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	if d, ok := h.(adapters.Dereferencer); !ok || len(d.Operations()) != 2 {
		t.Fatalf("rfc005 host declares no fetch and registry")
	}
	allPass(t, runner.Run(context.Background(), h, corpus, runner.Selection{}))
}

// allPass fails t for each result of report that is not a pass, and when
// some case of fetchCaseRules has no result.
func allPass(t *testing.T, report runner.Report) {
	t.Helper()
	if report.Incomplete != nil {
		t.Fatalf("incomplete run: %+v", report.Incomplete)
	}
	seen := map[string]bool{}
	for _, res := range report.Results {
		seen[res.Case[strings.LastIndex(res.Case, "/")+1:]] = true
		if res.Verdict != runner.Pass || res.OutOfScope {
			t.Errorf("%s on %s: %s: %s", res.Case, res.Lane, res.Verdict, res.Reason)
		}
	}
	for id := range fetchCaseRules {
		if !seen[id] {
			t.Errorf("%s: no result", id)
		}
	}
}

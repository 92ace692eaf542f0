package runner_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// fetchFile holds the suite's own fetch and registry cases.
const fetchFile = "../vectors/testdata/rfc005-fetch.json"

// habitHost is the reference host with one habit of a fetcher: its Fetch
// is habit's when habit is set, and the reference's otherwise.
type habitHost struct {
	adapters.Dereferencer
	habit func(ctx context.Context, ref adapters.Dereferencer, req adapters.FetchRequest) (adapters.FetchAnswer, error)
}

func (h habitHost) Fetch(ctx context.Context, req adapters.FetchRequest) (adapters.FetchAnswer, error) {
	return h.habit(ctx, h.Dereferencer, req)
}

// The ways naive takes a redirect.
const (
	forwardCredential = iota // follows it, the credential along
	refuseRedirects          // never follows one
)

// naive fetches the input's first uri as a careless client would: with
// the credential, taking a redirect as redirects says, reading the whole
// body. It returns the body, and what the reference showed before and
// after as the answer's views, with a failed outcome.
func naive(ctx context.Context, ref adapters.Dereferencer, req adapters.FetchRequest, redirects int) ([]byte, adapters.FetchAnswer) {
	before, _ := ref.Observe(ctx, req.Lane, req.Input)
	ans := adapters.FetchAnswer{Before: before, After: before, Saves: []adapters.Save{},
		Records: []adapters.FetchRecord{{RefID: "ref_1"}}, Outcome: adapters.FetchOutcome{Error: "refused"}}
	var in struct {
		Content []struct{ URI string } `json:"content"`
	}
	if json.Unmarshal(req.Input, &in) != nil || len(in.Content) == 0 {
		return nil, ans
	}
	bearer := "Bearer " + req.Connection.Token
	client := &http.Client{CheckRedirect: func(r *http.Request, _ []*http.Request) error {
		if redirects == refuseRedirects {
			return http.ErrUseLastResponse
		}
		r.Header.Set("Authorization", bearer)
		return nil
	}}
	r, err := http.NewRequestWithContext(ctx, http.MethodGet, in.Content[0].URI, nil)
	if err != nil {
		return nil, ans
	}
	r.Header.Set("Authorization", bearer)
	resp, err := client.Do(r)
	if err != nil {
		return nil, ans
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return body, ans
}

// runFetchCase runs the fetch case id of fetchFile through h.
func runFetchCase(t *testing.T, h adapters.Host, id string) []runner.Result {
	t.Helper()
	corpus, problems := vectors.LoadFile(fetchFile)
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	report := runner.Run(context.Background(), h, corpus, runner.Selection{Cases: []string{"rfc-005/" + id}})
	if len(report.Results) == 0 {
		t.Fatalf("%s: no result", id)
	}
	return report.Results
}

// TestWrongFetchersFail runs hosts whose fetcher has one wrong habit
// RFC-005 sections 6 and 7 forbid on the case that shows it: each fails
// that case on every lane, as a security failure, with the one check of
// that habit.
func TestWrongFetchersFail(t *testing.T) {
	ref := reference.New().(adapters.Dereferencer)
	tests := []struct {
		name, id string
		habit    func(ctx context.Context, ref adapters.Dereferencer, req adapters.FetchRequest) (adapters.FetchAnswer, error)
		cause    string // the failure's Cause.Want
		leak     bool
	}{
		{"forwards the credential across origins", "fetch-cross-origin-redirect",
			func(ctx context.Context, ref adapters.Dereferencer, req adapters.FetchRequest) (adapters.FetchAnswer, error) {
				_, ans := naive(ctx, ref, req, forwardCredential)
				return ans, nil
			}, "rfc:fetch-credential-crossed", true},
		{"buffers a stream past the ceiling", "fetch-stream-past-ceiling",
			func(ctx context.Context, ref adapters.Dereferencer, req adapters.FetchRequest) (adapters.FetchAnswer, error) {
				_, ans := naive(ctx, ref, req, refuseRedirects) // reads it all, then finds it too large
				return ans, nil
			}, "rfc:fetch-stream", false},
		{"saves a body whose digest failed", "fetch-digest-mismatch",
			func(ctx context.Context, ref adapters.Dereferencer, req adapters.FetchRequest) (adapters.FetchAnswer, error) {
				body, ans := naive(ctx, ref, req, refuseRedirects)
				err := os.WriteFile(filepath.Join(req.Dir, "ref_1.wav"), body, 0o600) // before the digest is checked
				return ans, err
			}, "rfc:fetch-saved-on-failure", false},
		{"names the file after the server's name", "fetch-name-is-a-path",
			func(ctx context.Context, ref adapters.Dereferencer, req adapters.FetchRequest) (adapters.FetchAnswer, error) {
				ans, err := ref.Fetch(ctx, req)
				if err != nil || !ans.Outcome.OK {
					return ans, err
				}
				named := filepath.Join(req.Dir, "authorized_keys") // the basename of "../../.ssh/authorized_keys"
				if err := os.Rename(ans.Outcome.Path, named); err != nil {
					return ans, err
				}
				ans.Outcome.Path, ans.Records[0].FetchedPath, ans.Saves[0].Name = named, &named, "authorized_keys"
				return ans, nil
			}, "rfc:fetch-storage-name", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, res := range runFetchCase(t, habitHost{ref, tt.habit}, tt.id) {
				if res.Verdict != compare.Fail || res.Cause.Want != tt.cause || res.Leak != tt.leak || !res.Security {
					t.Errorf("%s on %s: %s, cause %q, leak %v, security %v; want a security failure, cause %q, leak %v:\n%s",
						res.Case, res.Lane, res.Verdict, res.Cause.Want, res.Leak, res.Security, tt.cause, tt.leak, res.Reason)
				}
				var fetchChecks []string
				for _, f := range res.Findings {
					if !strings.HasPrefix(f.What, "before the fetch: ") {
						fetchChecks = append(fetchChecks, f.What)
					}
				}
				if len(fetchChecks) != 1 {
					t.Errorf("%s on %s: %d checks of the fetch failed, want only the habit's: %q", res.Case, res.Lane, len(fetchChecks), fetchChecks)
				}
			}
		})
	}
}

// TestFetchDirectoryReadSafely runs a host that leaves a FIFO where its
// saved file should be: the run reads no byte of it, never waits for a
// writer, and fails the case.
func TestFetchDirectoryReadSafely(t *testing.T) {
	ref := reference.New().(adapters.Dereferencer)
	fifo := func(ctx context.Context, ref adapters.Dereferencer, req adapters.FetchRequest) (adapters.FetchAnswer, error) {
		ans, err := ref.Fetch(ctx, req)
		if err != nil || !ans.Outcome.OK {
			return ans, err
		}
		if err := os.Remove(ans.Outcome.Path); err != nil {
			return ans, err
		}
		return ans, syscall.Mkfifo(ans.Outcome.Path, 0o600)
	}
	for _, res := range runFetchCase(t, habitHost{ref, fifo}, "fetch-plain") {
		if res.Verdict != compare.Fail || res.Cause.Want != "rfc:fetch-save" {
			t.Errorf("%s on %s: %s, cause %+v; want a failure of the saved file:\n%s", res.Case, res.Lane, res.Verdict, res.Cause, res.Reason)
		}
	}
}

// TestRightFetchersPass runs hosts that fetch otherwise than the
// reference, as SPEC lets them: none fails.
func TestRightFetchersPass(t *testing.T) {
	ref := reference.New().(adapters.Dereferencer)
	tests := []struct {
		name, id string
		habit    func(ctx context.Context, ref adapters.Dereferencer, req adapters.FetchRequest) (adapters.FetchAnswer, error)
		want     compare.Verdict
	}{
		{"refuses every redirect", "fetch-cross-origin-redirect",
			func(ctx context.Context, ref adapters.Dereferencer, req adapters.FetchRequest) (adapters.FetchAnswer, error) {
				_, ans := naive(ctx, ref, req, refuseRedirects)
				return ans, nil
			}, compare.Pass},
		{"inlines a verified ref payload after the fetch", "fetch-ref-may-inline",
			func(ctx context.Context, ref adapters.Dereferencer, req adapters.FetchRequest) (adapters.FetchAnswer, error) {
				ans, err := ref.Fetch(ctx, req)
				if err == nil && ans.Outcome.OK && ans.After.Blocks != nil {
					ans.After.Blocks = []adapters.Block{{Type: "audio", Data: ans.Saves[0].Base64, MimeType: ans.Saves[0].MimeType}}
				}
				return ans, err
			}, compare.Pass},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, res := range runFetchCase(t, habitHost{ref, tt.habit}, tt.id) {
				if res.Verdict != tt.want {
					t.Errorf("%s on %s: %s, want %s:\n%s", res.Case, res.Lane, res.Verdict, tt.want, res.Reason)
				}
			}
		})
	}
}

// TestFetchOutOfScopeWithoutTheOperation runs the fetch cases through a
// host that declares no operation: each is out of scope, never asked.
func TestFetchOutOfScopeWithoutTheOperation(t *testing.T) {
	corpus, problems := vectors.LoadFile(fetchFile)
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	report := runner.Run(context.Background(), observeOnly{reference.New()}, corpus, runner.Selection{})
	for _, res := range report.Results {
		if !res.OutOfScope || !strings.Contains(res.Reason, "does not declare it") {
			t.Errorf("%s on %s: %s (%s), want out of scope", res.Case, res.Lane, res.Verdict, res.Reason)
		}
	}
	if c := report.Count(); c.OutOfScope != c.Observations || c.Observations == 0 {
		t.Errorf("counts %+v: want every observation out of scope", c)
	}
}

// observeOnly is a host that declares no operation.
type observeOnly struct{ adapters.Host }

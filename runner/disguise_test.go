package runner

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// disguisingHost is the reference, but on the lanes of answers it shows
// the answer given there.
type disguisingHost struct {
	adapters.Host
	answers map[adapters.Lane]adapters.Observation
}

func (h disguisingHost) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	if obs, ok := h.answers[lane]; ok {
		return obs, nil
	}
	return h.Host.Observe(ctx, lane, in)
}

func textBlocks(texts ...string) adapters.Observation {
	var b []adapters.Block
	for _, t := range texts {
		b = append(b, adapters.TextBlock(t))
	}
	return adapters.Observation{Blocks: b}
}

// idnCorpus is the built-in text family with the hidden uri of its cases
// on a host that is not ASCII.
func idnCorpus(t *testing.T) *vectors.Corpus {
	t.Helper()
	data, err := fs.ReadFile(vectors.BuiltinFS(), "text.json")
	if err != nil {
		t.Fatal(err)
	}
	data = []byte(strings.ReplaceAll(string(data), "memo://notes/secret-token-7f3a", "https://bücher.example/notes/secret-token-7f3a"))
	corpus, problems := vectors.Load(fstest.MapFS{"text.json": {Data: data}}, "text.json")
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	return corpus
}

// TestDisguisedLeaksCannotBeBaselined runs the five disguises of revision
// 4 (R4-13) of the text/plain case's uri, each on its lane: each is a
// failure with a leak, --update-baseline leaves each out and refuses it,
// and --baseline with that file still fails the gate on each. Observations
// that differ from SPEC's without showing the uri fail too, but the
// baseline excuses them: the refusal is the leak's.
func TestDisguisedLeaksCannotBeBaselined(t *testing.T) {
	t.Parallel()
	const hello = "hello from the server"
	for _, tt := range []struct {
		name            string
		corpus          *vectors.Corpus
		leaky, harmless map[adapters.Lane]adapters.Observation
	}{
		{"memo_uri", testcorpus.Builtin(t),
			map[adapters.Lane]adapters.Observation{
				adapters.Push:           textBlocks(hello + " memo://notes/secret\u200b-token-7f3a"),
				adapters.Channel:        textBlocks(hello + " ｍｅｍｏ：／／ｎｏｔｅｓ／ｓｅｃｒｅｔ－ｔｏｋｅｎ－７ｆ３ａ"),
				adapters.InjectionUser:  textBlocks(hello, "memo://notes/secret-", "token-7f3a"),
				adapters.ToolResultLive: textBlocks(hello + " memo://notes/se\u00adcret-to\u00adken-7f3a"),
			},
			map[adapters.Lane]adapters.Observation{
				adapters.Push:           textBlocks("hello from\u200b the server"),
				adapters.Channel:        textBlocks("ｈｅｌｌｏ from the server"),
				adapters.InjectionUser:  textBlocks(hello, "memo://notes/"),
				adapters.ToolResultLive: textBlocks("hel\u00adlo from the server"),
			}},
		{"idn_uri", idnCorpus(t),
			map[adapters.Lane]adapters.Observation{
				adapters.Push: textBlocks(hello, "https://xn--bcher-kva.example/notes/secret-token-7f3a"),
			},
			map[adapters.Lane]adapters.Observation{
				adapters.Push: textBlocks(hello, "see https://xn--caf-dma.example/notes/"),
			}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var sel []adapters.Lane
			for l := range tt.leaky {
				sel = append(sel, l)
			}
			selection := Selection{Cases: []string{"text/plain"}, Lanes: sel}
			path := filepath.Join(t.TempDir(), "baseline.json")

			// The harmless answers fail, are recorded, and are excused.
			r := Run(context.Background(), disguisingHost{reference.New(), tt.harmless}, tt.corpus, selection)
			if len(r.Results) != len(sel) {
				t.Fatalf("%d results, want %d", len(r.Results), len(sel))
			}
			for _, res := range r.Results {
				if res.Verdict != compare.Fail || res.Leak || res.Unexcusable() {
					t.Fatalf("a harmless answer: %s on %s: %s, leak %v, unexcusable %v", res.Case, res.Lane, res.Verdict, res.Leak, res.Unexcusable())
				}
			}
			if refused, err := r.WriteBaseline(path, ""); err != nil || len(refused) > 0 {
				t.Fatalf("baseline of harmless failures: refused %d, %v", len(refused), err)
			}
			b, err := ReadBaseline(path)
			if err != nil {
				t.Fatal(err)
			}
			if g := r.Gate(b); g.Exit != 0 || len(g.Excused) != len(sel) {
				t.Fatalf("the baseline does not excuse the harmless failures: exit %d, %d excused", g.Exit, len(g.Excused))
			}

			// The disguised uris leak: written without a link, and never
			// excused until their entries have one.
			r = Run(context.Background(), disguisingHost{reference.New(), tt.leaky}, tt.corpus, selection)
			for _, res := range r.Results {
				if res.Verdict != compare.Fail || !res.Leak || !res.Unexcusable() {
					t.Errorf("%s on %s: %s, leak %v, unexcusable %v; want an unexcusable leak", res.Case, res.Lane, res.Verdict, res.Leak, res.Unexcusable())
				}
			}
			untracked, err := r.WriteBaseline(path, "")
			if err != nil || len(untracked) != len(sel) {
				t.Fatalf("--update-baseline left %d of %d leaks untracked (%v)", len(untracked), len(sel), err)
			}
			data, _ := os.ReadFile(path)
			if strings.Count(string(data), `"link": ""`) != len(sel) {
				t.Errorf("the baseline does not list each leak with an empty link:\n%s", data)
			}
			if b, err = ReadBaseline(path); err != nil {
				t.Fatal(err)
			}
			g := r.Gate(b)
			if g.Exit != 1 || len(g.Untracked) != len(sel) || len(g.Excused) != 0 || len(g.KnownLeaks) != 0 {
				t.Errorf("--baseline: exit %d, %d untracked, %d excused, %d known; want exit 1 and every leak untracked", g.Exit, len(g.Untracked), len(g.Excused), len(g.KnownLeaks))
			}
			if s := g.Explain(true); !strings.Contains(s, "the baseline lists it without the link of the issue tracking it") || strings.Contains(s, "token-7f3a") {
				t.Errorf("the gate's words:\n%s", s)
			}
			// Listed with a link, they are known leaks: excused, and
			// the reports lead with them; the uri still never shows.
			for i := range b.Failures {
				b.Failures[i].Link = "https://example.com/issues/1"
			}
			if g := r.Gate(b); g.Exit != 0 || len(g.KnownLeaks) != len(sel) || !strings.HasPrefix(g.Line(), "⚠️ "+plural(len(sel), "known leak", "known leaks")+" · gate passed") ||
				strings.Contains(g.Explain(true), "token-7f3a") {
				t.Errorf("a baseline tracking the leaks: exit %d, %d known, line %q", g.Exit, len(g.KnownLeaks), g.Line())
			}
		})
	}
}

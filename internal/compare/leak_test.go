package compare

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// TestLeakDiffsAreMasked pins that a report of a leak shows the secret
// masked in its diff as in its reason, in whatever form it was shown.
func TestLeakDiffsAreMasked(t *testing.T) {
	t.Parallel()
	const secret = "https://files.example/report.pdf?sig=SECRET-TOKEN-1"
	b64 := base64.StdEncoding.EncodeToString([]byte("xx" + secret + "yy"))
	tests := []struct {
		name   string
		lane   adapters.Lane
		want   string
		obs    adapters.Observation
		absent []string // what the report must not hold
	}{
		{"raw_text", adapters.Push, `{"blocks":[{"type":"text","text":"a"}]}`,
			blocks(text("a"), text("see "+secret)), []string{secret, "SECRET-TOKEN-1"}},
		{"upper_cased", adapters.Push, `{"blocks":[{"type":"text","text":"a"}]}`,
			blocks(text("a SEE " + strings.ToUpper(secret))), []string{strings.ToUpper(secret), "SECRET-TOKEN-1"}},
		{"token_alone", adapters.Push, `{"blocks":[{"type":"text","text":"a"}]}`,
			blocks(text("a"), text("token SECRET-TOKEN-1")), []string{"SECRET-TOKEN-1"}},
		{"in_base64_data", adapters.Push, `{"blocks":[{"type":"text","text":"a"}]}`,
			blocks(text("a"), adapters.Block{Type: "image", Data: b64, MimeType: "image/png"}), []string{b64}},
		{"in_a_view", adapters.Script, `{"view":[]}`,
			adapters.Observation{View: json.RawMessage(`[{"type":"text","text":"` + secret + `"}]`)}, []string{secret}},
		{"in_stored_text", adapters.ToolResultStored, `{"text":"a"}`, stored("a " + secret), []string{secret}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Check(caseWith(t, tt.lane, tt.want, secret), tt.lane, tt.obs, nil)
			if !r.Leak || r.Diff == "" {
				t.Fatalf("want a leak with a diff, got:\n%s", r)
			}
			s := r.String()
			for _, a := range tt.absent {
				if strings.Contains(s, a) {
					t.Errorf("the report holds %q:\n%s", a, s)
				}
			}
			if !strings.Contains(s, "[hidden ") {
				t.Errorf("the diff does not show the mask:\n%s", s)
			}
		})
	}
}

// TestDiffsAreBounded pins that a result keeps at most a bounded diff of a
// huge observation.
func TestDiffsAreBounded(t *testing.T) {
	t.Parallel()
	var many []adapters.Block
	for i := range 20000 {
		many = append(many, text("block "+strings.Repeat("x", i%50)))
	}
	r := Check(caseWith(t, adapters.Push, `{"blocks":[{"type":"text","text":"a"}]}`), adapters.Push, blocks(many...), nil)
	if r.Verdict != Fail || len(r.Diff) > MaxDiff+100 || !strings.Contains(r.Diff, "19936 more blocks") {
		t.Errorf("verdict %s, diff of %d bytes (bound %d):\n%s", r.Verdict, len(r.Diff), MaxDiff, r.Diff)
	}
	long := strings.Repeat("é", MaxDiff)
	if b := Excerpt(long, MaxDiff); len(b) > MaxDiff+40 || !strings.HasSuffix(b, "…(cut: 16384 more bytes)\n") {
		t.Errorf("Excerpt cut %d bytes to %d, ending %q", len(long), len(b), b[len(b)-30:])
	}
	if len(r.Reason) > MaxReason+100 {
		t.Errorf("reason of %d bytes (bound %d)", len(r.Reason), MaxReason)
	}
}

// TestLeakWordsAreMasked pins that a check quoting a text cut short never
// prints the start of a secret the cut left whole neither in nor out: the
// checks' words come from the observation with its secrets masked.
func TestLeakWordsAreMasked(t *testing.T) {
	t.Parallel()
	const secret = "https://media.example/private/recording-0042.wav?token=SECRET-TOKEN-2"
	marker := "[Audio not shown: this host's tool results carry only text and images (audio/wav, 60B).]"
	want := `{"blocks":[{"type":"text","marker":"tool-result-audio","text":"` + marker + `","mentions":["audio/wav"],"bytes":60}]}`
	r := Check(caseWith(t, adapters.ToolResultLive, want, secret), adapters.ToolResultLive,
		blocks(text(marker+"\n(source: "+strings.ToUpper(secret)+")")), nil)
	if !r.Leak || len(r.Findings) < 2 {
		t.Fatalf("want a leak and a kind check:\n%s", r)
	}
	if s := strings.ToLower(r.String()); strings.Contains(s, secret[:12]) {
		t.Errorf("the report shows the start of the secret:\n%s", r)
	}
}

// TestErrorReasonsMasked: an error whose words quote the case's hidden
// uri (a host error echoing its input, stderr that logged it), as written
// or percent-encoded, is still an error, not a leak, and its reason
// shows the uri's mask, never the uri; a reason quoting nothing hidden
// is kept as it is.
func TestErrorReasonsMasked(t *testing.T) {
	t.Parallel()
	corpus, err := vectors.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	c, ok := corpus.Case("text/plain")
	if !ok {
		t.Fatal("no case text/plain")
	}
	const uri = "memo://notes/secret-token-7f3a"
	for _, words := range []string{
		"host error: cannot render " + uri + "\n  host stderr (last lines):\n    request: " + uri,
		"host error: cannot render memo%3A%2F%2Fnotes%2Fsecret-token-7f3a",
	} {
		r := Check(c, adapters.Push, adapters.Observation{}, errors.New(words))
		if r.Verdict != Error || r.Leak || strings.Contains(r.Reason, "secret-token-7f3a") || !strings.Contains(r.Reason, "memo:/…") {
			t.Errorf("%q: verdict %s, leak %v, reason %q; want an error, its uri masked", words, r.Verdict, r.Leak, r.Reason)
		}
	}
	if r := Check(c, adapters.Push, adapters.Observation{}, errors.New("no answer within 5s")); r.Reason != "no answer within 5s" {
		t.Errorf("a reason quoting nothing hidden: %q", r.Reason)
	}
}

package runner

import (
	"bytes"
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reportfile"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
)

// TestProfileMCPSelects: the mcp profile runs the cases whose input is
// valid MCP, on the two tool-result lanes only, and --lanes narrows it
// within them; the full profile (and the zero value) runs everything.
func TestProfileMCPSelects(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	var mcpCases, mcpObservations, allCases, allObservations int
	for _, c := range corpus.Cases {
		allCases++
		allObservations += len(c.Lanes())
		n := 0
		for _, l := range c.Lanes() {
			if l == adapters.ToolResultLive || l == adapters.ToolResultStored {
				n++
			}
		}
		if c.MCP && n > 0 {
			mcpCases++
			mcpObservations += n
		}
	}
	if mcpCases == 0 || mcpCases == allCases {
		t.Fatalf("%d of %d cases valid MCP on a tool-result lane: the test needs some, not all", mcpCases, allCases)
	}
	for _, tc := range []struct {
		sel                 Selection
		cases, observations int
	}{
		{Selection{}, allCases, allObservations},
		{Selection{Profile: ProfileFull}, allCases, allObservations},
		{Selection{Profile: ProfileMCP}, mcpCases, mcpObservations},
	} {
		cases, observations := tc.sel.Planned(corpus)
		if cases != tc.cases || observations != tc.observations {
			t.Errorf("profile %q plans %d cases, %d observations; want %d and %d", tc.sel.Profile, cases, observations, tc.cases, tc.observations)
		}
	}
	sel := Selection{Profile: ProfileMCP, Lanes: []adapters.Lane{adapters.ToolResultStored}}
	r := Run(context.Background(), reference.New(), corpus, sel)
	if r.Profile != ProfileMCP || r.Cases == 0 || len(r.Results) == 0 {
		t.Fatalf("profile %q, %d cases, %d results; want mcp and some", r.Profile, r.Cases, len(r.Results))
	}
	for _, res := range r.Results {
		c, _ := corpus.Case(res.Case)
		if res.Lane != adapters.ToolResultStored || !c.MCP {
			t.Errorf("%s on %s (MCP %v): the mcp profile narrowed to tool-result/stored takes neither", res.Case, res.Lane, c.MCP)
		}
	}
	if !slices.Equal(r.LanesSelected, []adapters.Lane{adapters.ToolResultStored}) {
		t.Errorf("lanes selected %v, want tool-result/stored", r.LanesSelected)
	}
}

// TestProfileParse: "" and the names of the profiles parse; another name
// is an error naming the choices, and so is a lane the mcp profile never
// scores.
func TestProfileParse(t *testing.T) {
	t.Parallel()
	for name, want := range map[string]Profile{"": ProfileFull, "full": ProfileFull, "mcp": ProfileMCP} {
		if p, err := ParseProfile("--profile", name); p != want || err != nil {
			t.Errorf("ParseProfile(%q) = %q, %v; want %q", name, p, err, want)
		}
	}
	if _, err := ParseProfile("--profile", "MCP"); err == nil || err.Error() != `--profile "MCP": want full or mcp` {
		t.Errorf("ParseProfile(MCP): %v", err)
	}
	want := "--lanes guard: the mcp profile scores tool-result/live and tool-result/stored only; leave the lane out, or score the full profile"
	if err := ProfileMCP.CheckLanes("--lanes", []adapters.Lane{adapters.ToolResultLive, adapters.Guard}); err == nil || err.Error() != want {
		t.Errorf("CheckLanes(guard): %v, want %s", err, want)
	}
	if err := ProfileMCP.CheckLanes("--lanes", mcpLanes()); err != nil {
		t.Errorf("CheckLanes(the tool-result lanes): %v", err)
	}
	if err := ProfileFull.CheckLanes("--lanes", adapters.AllLanes()); err != nil {
		t.Errorf("full profile, every lane: %v", err)
	}
}

// TestProfileInReports: a report of the mcp profile says so in its first
// line, its score line, the JSON report (valid under its schema), the
// Markdown and the JUnit properties; one of the full profile says "full"
// in the JSON and JUnit and keeps its lines as they were.
func TestProfileInReports(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	schema := reportSchema(t)
	for _, p := range []Profile{ProfileMCP, ProfileFull} {
		r := Run(context.Background(), reference.New(), corpus, Selection{Profile: p, Cases: []string{"text/*"}})
		header, scores := r.Header(), r.Scores()
		md := string(r.markdownReport(0))
		junit, err := r.junitReport()
		if err != nil {
			t.Fatal(err)
		}
		data, err := r.jsonReport()
		if err != nil {
			t.Fatal(err)
		}
		var file reportfile.File
		if err := json.Unmarshal(data, &file); err != nil {
			t.Fatal(err)
		}
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		if err := schema.Validate(doc); err != nil {
			t.Errorf("%s: the JSON report does not match its schema: %v", p, err)
		}
		if file.Profile != string(p) {
			t.Errorf("%s: JSON profile %q", p, file.Profile)
		}
		if want := `<property name="rfc005.profile" value="` + string(p) + `"></property>`; !strings.Contains(string(junit), want) {
			t.Errorf("%s: JUnit has no %s", p, want)
		}
		mcp := p == ProfileMCP
		if got := strings.HasPrefix(header, "rfc005-lanes "+Version+" · mcp profile · host "); got != mcp {
			t.Errorf("%s: header %q", p, header)
		}
		if got := strings.HasPrefix(scores, "mcp profile: normative "); got != mcp || !mcp && !strings.HasPrefix(scores, "normative ") {
			t.Errorf("%s: scores %q", p, scores)
		}
		want := "**Scored under the mcp profile**: the cases whose input is valid MCP (vectors/mcp.schema.json), on tool-result/live and tool-result/stored only; not a score of every case on every lane."
		if got := strings.Contains(md, "rfc005-lanes mcp profile: ") && strings.Contains(md, want); got != mcp {
			t.Errorf("%s: Markdown:\n%.600s", p, md)
		}
	}
	// A report written before the suite recorded the profile reads as
	// the full profile's, and its schema takes it.
	old := map[string]any{}
	data, _ := Report{Profile: ProfileFull, Digest: "sha256:" + strings.Repeat("0", 64)}.jsonReport()
	if err := json.Unmarshal(data, &old); err != nil {
		t.Fatal(err)
	}
	delete(old, "profile")
	data, _ = json.Marshal(old)
	doc, _ := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err := schema.Validate(doc); err != nil {
		t.Errorf("a report without a profile: %v", err)
	}
}

package runner

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
)

const issue = "https://github.com/you/host/issues/7"

// leakyReport is a report of one excusable failure and one leak on push.
func leakyReport() Report {
	return Report{caseIDs: map[string]bool{"a/fails": true, "a/leaks": true, "a/leaks-too": true}, Results: []Result{
		result("a/fails", adapters.Push, compare.Fail, "must", false, false),
		withChecks(result("a/leaks", adapters.Push, compare.Fail, "must", true, true), compare.ClassLeak),
	}}
}

// TestKnownLeaks pins the gate's rules for a security failure in a
// baseline: listed without a link it fails, saying which entry and what
// to add; listed with one it is a known leak, excused, and the gate's
// line and explanation lead with it; a new leak beside it fails.
func TestKnownLeaks(t *testing.T) {
	t.Parallel()
	r := leakyReport()
	// entries lists both failures, the leak with link, as a file with
	// "link": link would.
	entries := func(link string) *Baseline {
		return &Baseline{Path: "ci/base.json", Failures: []KnownFailure{
			{Case: "a/fails", Lane: adapters.Push}, {Case: "a/leaks", Lane: adapters.Push, Link: link, linked: true}}}
	}

	g := r.Gate(entries(""))
	if g.Exit != 1 || len(g.Untracked) != 1 || len(g.KnownLeaks) != 0 {
		t.Errorf("listed without a link: exit %d, %d untracked, %d known; want exit 1 and it untracked", g.Exit, len(g.Untracked), len(g.KnownLeaks))
	}
	if want := `❌ gate failed: 1 known leak the baseline lists without a link (give each entry the "link" of the issue tracking it)`; g.Line() != want {
		t.Errorf("line without a link:\n%s\nwant\n%s", g.Line(), want)
	}
	g.Command = []string{"rfc005", "run", "--host", "node host.mjs", "--baseline", "ci/base.json"}
	for _, want := range []string{
		"UNTRACKED a/leaks on push: leak (a security case); the baseline lists it without the link of the issue tracking it\n",
		`FIX       give the entry a "link" in ci/base.json ("link": "https://…/issues/12", the issue tracking the leak), or give them all one in place: rfc005 run --host 'node host.mjs' --baseline ci/base.json --update-baseline ci/base.json --track URL` + "\n",
	} {
		if s := g.Explain(true); !strings.Contains(s, want) {
			t.Errorf("explanation without a link:\n%s\nwant a line\n%s", s, want)
		}
	}

	// An entry with no "link" member lists the leak as another
	// failure: it is new.
	unlinked := entries("")
	unlinked.Failures[1].linked = false
	g = r.Gate(unlinked)
	if g.Exit != 1 || len(g.Unexcusable) != 1 || len(g.Untracked) != 0 {
		t.Errorf("listed with no link member: exit %d, %d new, %d untracked; want exit 1 and it new", g.Exit, len(g.Unexcusable), len(g.Untracked))
	}
	if s, want := g.Explain(true), "LEAK      a/leaks on push: leak (a security case); new: the baseline lists it as a known failure, not as a leak (its entry has no \"link\")\n"; !strings.Contains(s, want) {
		t.Errorf("explanation with no link member:\n%s\nwant\n%s", s, want)
	}

	g = r.Gate(entries(issue))
	if g.Exit != 0 || len(g.KnownLeaks) != 1 || g.KnownLeaks[0].Link != issue || len(g.Untracked) != 0 {
		t.Errorf("listed with a link: exit %d, known %v", g.Exit, g.KnownLeaks)
	}
	if want := "⚠️ 1 known leak · gate passed: nothing new fails; 1 known failure excused by the baseline"; g.Line() != want {
		t.Errorf("line with a link:\n%s\nwant\n%s", g.Line(), want)
	}
	if s, want := g.Explain(true), "KNOWN     1 known leak: security failures the baseline lists with the issue tracking each, excused; they still leak, and every report leads with them\n"+
		"KNOWN     1 tracked at "+issue+": a/leaks on push\n"; !strings.HasPrefix(s, want) {
		t.Errorf("explanation with a link:\n%s\nwant it to start\n%s", s, want)
	}

	r.Results = append(r.Results, withChecks(result("a/leaks-too", adapters.Push, compare.Fail, "must", true, true), compare.ClassLeak))
	g = r.Gate(entries(issue))
	if g.Exit != 1 || len(g.Unexcusable) != 1 || len(g.KnownLeaks) != 1 {
		t.Errorf("a new leak: exit %d, %d new, %d known", g.Exit, len(g.Unexcusable), len(g.KnownLeaks))
	}
	if want := "❌ 1 known leak · gate failed: 1 new security failure (leak, withheld or security) the baseline does not list"; g.Line() != want {
		t.Errorf("line with a new leak:\n%s\nwant\n%s", g.Line(), want)
	}
	if s := g.Explain(true); !strings.Contains(s, "LEAK      a/leaks-too on push: leak (a security case); new: the baseline does not list it\n") {
		t.Errorf("explanation with a new leak:\n%s", s)
	}
}

// TestKnownLeaksMany: the explanation names the first few known leaks of
// a link and counts the rest, a line per link.
func TestKnownLeaksMany(t *testing.T) {
	t.Parallel()
	r := Report{caseIDs: map[string]bool{}}
	b := &Baseline{}
	for i := range 9 {
		id := "a/leak-" + string(rune('0'+i))
		r.caseIDs[id] = true
		r.Results = append(r.Results, result(id, adapters.Push, compare.Fail, "must", true, true))
		link := issue
		if i == 8 {
			link = "http://tracker.example/T-1"
		}
		b.Failures = append(b.Failures, KnownFailure{Case: id, Lane: adapters.Push, Link: link})
	}
	s := r.Gate(b).Explain(true)
	for _, want := range []string{
		"KNOWN     9 known leaks: ",
		"KNOWN     8 tracked at " + issue + ": a/leak-0 on push, a/leak-1 on push, a/leak-2 on push, a/leak-3 on push, a/leak-4 on push, and 3 more (the JSON report lists every one)\n",
		"KNOWN     1 tracked at http://tracker.example/T-1: a/leak-8 on push\n",
	} {
		if !strings.Contains(s, want) {
			t.Errorf("explanation:\n%s\nwant\n%s", s, want)
		}
	}
}

// TestBaselineLinks: ReadBaseline takes an entry's link when it is an
// absolute http(s) URL and refuses any other, saying which entry and what
// to write.
func TestBaselineLinks(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ link, err string }{
		{issue, ""},
		{"http://tracker.example/T-1?x=1#c", ""},
		{"", ""}, // no link yet: the gate says so when the entry is a security failure's
		{"github.com/you/host/issues/7", `link: "github.com/you/host/issues/7": want the absolute http(s) URL of the issue that tracks it, such as "https://github.com/you/host/issues/12"`},
		{"ftp://tracker.example/7", `link: "ftp://tracker.example/7": want the absolute http(s) URL`},
		{"https://", `link: "https://": want the absolute http(s) URL`},
		{"https://x.example/a b", `holds white space or a control character`},
		{"https://x.example/a\u3000b", `holds white space or a control character`}, // white space Printable keeps
		{"https://x.example/\x7f", `holds white space or a control character`},
		{"https://x.example/%zz", `link: "https://x.example/%zz": want the absolute http(s) URL`}, // url.Parse refuses it
		{"https:x.example/7", `link: "https:x.example/7": want the absolute http(s) URL`},         // opaque: no host
		{"https://x.example/\u202e", `holds white space or a control character`},
		{"https://x.example/" + strings.Repeat("a", 2100), `more than 2048`},
	} {
		path := filepath.Join(t.TempDir(), "b.json")
		data := `{"format":"` + baselineFormat + `","failures":[{"case":"text/plain","lane":"push","reason":"r","link":` + quote(tt.link) + `}]}`
		if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		b, err := ReadBaseline(path)
		switch {
		case tt.err == "" && err != nil:
			t.Errorf("link %q: %v", tt.link, err)
		case tt.err == "" && (b.Failures[0].Link != tt.link || !b.Failures[0].linked):
			t.Errorf("link %q read as %q (a link member: %v)", tt.link, b.Failures[0].Link, b.Failures[0].linked)
		case tt.err != "" && (err == nil || !strings.Contains(err.Error(), `failures[0] (case "text/plain", lane "push"): `+"link: ") || !strings.Contains(err.Error(), tt.err)):
			t.Errorf("link %q: error %v, want one naming the entry and saying %q", tt.link, err, tt.err)
		}
	}
}

func quote(s string) string { return `"` + strings.ReplaceAll(s, `"`, `\"`) + `"` }

// TestWriteBaselineLinks: WriteBaseline keeps the links Previous gives,
// gives a security failure with none Track, and writes one with neither
// with "link": "", returning it.
func TestWriteBaselineLinks(t *testing.T) {
	t.Parallel()
	r := leakyReport()
	r.Results = append(r.Results, result("a/leaks-too", adapters.Push, compare.Fail, "must", true, true))
	path := filepath.Join(t.TempDir(), "b.json")
	prev := &Baseline{Failures: []KnownFailure{
		{Case: "a/fails", Lane: adapters.Push, Link: "https://x.example/1"},
		{Case: "a/leaks", Lane: adapters.Push, Link: issue},
		{Case: "a/gone", Lane: adapters.Push, Link: "https://x.example/gone"},
	}}
	links := func() map[string]string {
		b, err := ReadBaseline(path)
		if err != nil {
			t.Fatal(err)
		}
		out := map[string]string{}
		for _, f := range b.Failures {
			out[f.Case] = f.Link
		}
		return out
	}

	r.Baseline = prev
	untracked, err := r.WriteBaseline(path, "")
	if err != nil || len(untracked) != 1 || untracked[0].Case != "a/leaks-too" {
		t.Fatalf("untracked %v, %v; want a/leaks-too", untracked, err)
	}
	data, _ := os.ReadFile(path)
	if !strings.Contains(string(data), `"case": "a/leaks-too",
      "lane": "push",
      "reason": "normative mismatch: see the report's diff",
      "link": ""`) || strings.Count(string(data), `"link"`) != 3 {
		t.Errorf("the baseline written:\n%s", data)
	}
	if got := links(); got["a/fails"] != "https://x.example/1" || got["a/leaks"] != issue || got["a/leaks-too"] != "" || len(got) != 3 {
		t.Errorf("links kept: %v", got)
	}

	untracked, err = r.WriteBaseline(path, "https://x.example/new")
	if err != nil || len(untracked) != 0 {
		t.Fatalf("untracked %v, %v; want none", untracked, err)
	}
	if got := links(); got["a/leaks"] != issue || got["a/leaks-too"] != "https://x.example/new" || got["a/fails"] != "https://x.example/1" {
		t.Errorf("--track gives only the security failure without a link its link: %v", got)
	}
	r.Results, r.Baseline = r.Results[:1], nil
	if _, err := r.WriteBaseline(path, ""); err != nil {
		t.Fatal(err)
	}
	if data, _ = os.ReadFile(path); strings.Contains(string(data), `"link"`) {
		t.Errorf("an entry of no security failure and no link has a link member:\n%s", data)
	}
}

package htmlreport

import (
	stdhtml "html"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/reportfile"
)

// TestStaleEntriesToRemove pins how the page shows the baseline's stale
// entries (listed as known failures, passing now): not as a plain ✓ but
// marked "stale" in the grid, opening to what to do, and listed on the
// host's card with the command that updates the baseline in place.
func TestStaleEntriesToRemove(t *testing.T) {
	t.Parallel()
	f := sample()
	f.Gate.Stale = []reportfile.Stale{{Case: "image/png-blob", Lane: "channel", Reason: "kind: old"}, {Case: "text/gone", Lane: "push", Reason: "kind: old"}}
	page := render(t, f)
	html := stdhtml.UnescapeString(page)
	c := stdhtml.UnescapeString(cell(t, page, "image-png-blob--channel--h0-sample-host"))
	holds(t, "the stale cell", c,
		`class="v-pass lane-start right stale"`,
		`<summary title="pass, a stale baseline entry: sample-host on channel">✓ <span class="tag" aria-hidden="true">stale</span><span class="sr"> pass, a stale baseline entry: remove it from the baseline</span></summary>`,
		"image/png-blob on channel, host sample-host: pass\n",
		"\nstale baseline entry: the baseline lists this as a known failure, and it passes now: remove it from the baseline\n",
	)
	card := html[strings.Index(html, `<div class="stale">`):]
	card = card[:strings.Index(card, "</div>")]
	holds(t, "the host's card", card,
		"<h3>stale baseline entries: 2, listed as known failures and passing now: remove them</h3>",
		`<li><a href="#open=image-png-blob--channel--h0-sample-host">image/png-blob on channel</a></li>`,
		"<li>text/gone on push (not in this page)</li>",
		"<code>--baseline FILE --update-baseline FILE</code>",
	)
	if n := strings.Count(page, `<span class="tag" aria-hidden="true">stale</span>`); n != 1 {
		t.Errorf("%d cells marked stale, want 1", n)
	}
	// The same pass without the baseline listing it is a plain ✓.
	plain := render(t, sample())
	for _, bad := range []string{"v-pass stale", `class="stale"`, `id="image-png-blob--channel--h0-sample-host"`} {
		if strings.Contains(plain, bad) {
			t.Errorf("a run without stale entries holds %q", bad)
		}
	}
}

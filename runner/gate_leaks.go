package runner

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
)

// KnownLeak is a security failure (Result.Unexcusable) the baseline lists
// with the link of the issue tracking it: excused, and counted first in
// every report.
type KnownLeak struct {
	Result
	Link string // the entry's link: an absolute http(s) URL
}

// links returns the links of the baseline's entries, by case and lane
// (none for a nil baseline).
func (b *Baseline) links() map[[2]string]string {
	out := map[[2]string]string{}
	if b != nil {
		for _, f := range b.Failures {
			if f.Link != "" {
				out[[2]string{f.Case, string(f.Lane)}] = f.Link
			}
		}
	}
	return out
}

// knownFailureJSON is a KnownFailure as a baseline file holds it: its
// "link" a member of its own, so that reading tells an entry with
// "link": "" (one written for a security failure, waiting for its link)
// from one without the member.
type knownFailureJSON struct {
	Case   string        `json:"case"`
	Lane   adapters.Lane `json:"lane"`
	Reason string        `json:"reason"`
	Link   *string       `json:"link,omitempty"`
}

// MarshalJSON writes the entry, with its "link" when it has one or was
// read with the member, even "".
func (f KnownFailure) MarshalJSON() ([]byte, error) {
	v := knownFailureJSON{Case: f.Case, Lane: f.Lane, Reason: f.Reason}
	if f.Link != "" || f.linked {
		v.Link = &f.Link
	}
	return json.Marshal(v)
}

// UnmarshalJSON reads the entry strictly (no member it does not know),
// noting whether it has a "link" member.
func (f *KnownFailure) UnmarshalJSON(data []byte) error {
	var v knownFailureJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&v); err != nil {
		return err
	}
	*f = KnownFailure{Case: v.Case, Lane: v.Lane, Reason: v.Reason}
	if v.Link != nil {
		f.Link, f.linked = *v.Link, true
	}
	return nil
}

// knownListed is how many known leaks or untracked entries of one link
// Explain names; the others are counted, and the JSON report lists every
// one.
const knownListed = 5

// ExplainKnownLeaks says, first of all, how many known leaks the baseline
// excuses, and then, a line per link, which: the first few by name and
// the rest counted; "" when there are none. Explain starts with it, and
// conformance.Run logs it.
func (g Gate) ExplainKnownLeaks() string {
	if len(g.KnownLeaks) == 0 {
		return ""
	}
	var b strings.Builder
	fmt.Fprintf(&b, "KNOWN     %s: security failures the baseline lists with the issue tracking each, excused; they still leak, and every report leads with them\n",
		plural(len(g.KnownLeaks), "known leak", "known leaks"))
	var order []string
	byLink := map[string][]string{}
	for _, k := range g.KnownLeaks {
		if _, ok := byLink[k.Link]; !ok {
			order = append(order, k.Link)
		}
		byLink[k.Link] = append(byLink[k.Link], reporttext.Printable(k.Case+" on "+string(k.Lane)))
	}
	for _, link := range order {
		fmt.Fprintf(&b, "KNOWN     %d tracked at %s: %s\n", len(byLink[link]), link, firstFew(byLink[link]))
	}
	return b.String()
}

// explainUntracked says which security failures the baseline lists
// without a link, the first few by name and the rest counted, and how to
// give them one; "" when none does.
func (g Gate) explainUntracked() string {
	if len(g.Untracked) == 0 {
		return ""
	}
	var b strings.Builder
	firstLines(&b, len(g.Untracked), knownListed, func(i int) string {
		res := g.Untracked[i]
		return fmt.Sprintf("UNTRACKED %s on %s: %s; the baseline lists it without the link of the issue tracking it", res.Case, res.Lane, res.Why())
	}, func(rest int) string {
		return fmt.Sprintf("UNTRACKED …and %d more entries listed without a link (the JSON report lists every one)", rest)
	})
	entries := "the entry"
	if n := len(g.Untracked); n > 1 {
		entries = fmt.Sprintf("each of these %d entries", n)
	}
	fmt.Fprintf(&b, "FIX       give %s a \"link\" in %s (\"link\": \"https://…/issues/12\", the issue tracking the leak), or give them all one in place: %s --track URL\n",
		entries, g.baselineWord(), g.updateCommand())
	return b.String()
}

// firstLines writes line(i) for each of n items, a line each: all of
// them when there are at most max+1, else the first max and then
// more(rest), the rest counted (a line saying "and 1 more" takes the
// place of the one it counts, so it is never written).
func firstLines(b *strings.Builder, n, max int, line func(i int) string, more func(rest int) string) {
	for i := range n {
		if i == max && n > max+1 {
			b.WriteString(more(n-i) + "\n")
			return
		}
		b.WriteString(line(i) + "\n")
	}
}

// firstFew joins the first knownListed of items, counting the rest.
func firstFew(items []string) string {
	if len(items) <= knownListed+1 {
		return strings.Join(items, ", ")
	}
	return fmt.Sprintf("%s, and %d more (the JSON report lists every one)", strings.Join(items[:knownListed], ", "), len(items)-knownListed)
}

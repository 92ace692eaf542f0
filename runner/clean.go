package runner

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
)

// The most a result keeps of what a host said, so neither memory nor a
// report grows with a host's answers: compare cuts a result's reason and
// diff (compare.Excerpt), and Run keeps every result Bounded, once.
const (
	maxReason   = compare.MaxReason // a result's reason
	maxDiff     = compare.MaxDiff   // a result's diff
	maxCheck    = 512               // one failed check's words
	maxChecks   = 32                // failed checks kept, beyond the first of each class
	maxIdentity = 256               // the host's name, and its version
)

// Bounded returns the result as the runner keeps it and every report
// prints it: its reason, diff and checks made printable (newlines and
// tabs kept in the reason and diff), then cut to 4 KiB, 16 KiB and 512
// bytes a check (maxReason, maxDiff, maxCheck), and at most 32 checks
// (maxChecks), plus the first of every class beyond them
// (so the classes, and what the gate decides, are the same), the last
// kept saying how many more were left out.
func (r Result) Bounded() Result {
	r.Reason = compare.Excerpt(reporttext.PrintableText(r.Reason), maxReason)
	r.Diff = compare.Excerpt(reporttext.PrintableText(r.Diff), maxDiff)
	r.Cause.Want = oneLine(reporttext.Printable(r.Cause.Want), maxCheck)
	r.Cause.Got = oneLine(reporttext.Printable(r.Cause.Got), maxCheck)
	if len(r.Findings) == 0 {
		return r
	}
	kept := r.Findings[:0:0]
	seen := map[string]bool{}
	dropped := 0
	for _, f := range r.Findings {
		what, more := splitMore(f.What)
		dropped += more
		if len(kept) >= maxChecks && seen[string(f.Class)] {
			dropped++
			continue
		}
		seen[string(f.Class)] = true
		f.What = oneLine(reporttext.Printable(what), maxCheck)
		kept = append(kept, f)
	}
	if dropped > 0 {
		last := &kept[len(kept)-1]
		last.What += " (and " + strconv.Itoa(dropped) + " more failed checks, not kept)"
	}
	r.Findings = kept
	return r
}

// oneLine cuts a one-line s to at most max bytes, with a note, as
// Excerpt cuts text.
func oneLine(s string, max int) string {
	body, before := s, 0
	const head, tail = "…(cut: ", " more bytes)"
	if i := strings.LastIndex(s, head); i >= 0 && strings.HasSuffix(s, tail) {
		if n, err := strconv.Atoi(s[i+len(head) : len(s)-len(tail)]); err == nil && n > 0 {
			body, before = s[:i], n
		}
	}
	if len(body) <= max {
		return s
	}
	cut := max
	for cut > 0 && !utf8.RuneStart(body[cut]) {
		cut--
	}
	return body[:cut] + head + strconv.Itoa(len(body)-cut+before) + tail
}

// splitMore splits the note Bounded adds to the last check it keeps from
// what, returning the checks it says were left out.
func splitMore(what string) (string, int) {
	const head, tail = " (and ", " more failed checks, not kept)"
	i := strings.LastIndex(what, head)
	if i < 0 || !strings.HasSuffix(what, tail) {
		return what, 0
	}
	n, err := strconv.Atoi(what[i+len(head) : len(what)-len(tail)])
	if err != nil || n <= 0 {
		return what, 0
	}
	return what[:i], n
}

// identity returns a host's name or version as the reports print it:
// Printable, and at most maxIdentity bytes.
func identity(s string) string { return oneLine(reporttext.Printable(s), maxIdentity) }

package htmlreport

import (
	"fmt"
	"strings"
)

// cellBody is what a failing cell opens to, in two parts around the link
// to the case's section in the spec book: before it, the verdict and the
// SPEC clauses; after it, whether the baseline excuses the failure, its
// cause, each failed check with its clause and level (or, without checks,
// the reason: the host's error) and the diff.
func cellBody(r Result, h hostView) (body, rest string) {
	var b strings.Builder
	fmt.Fprintf(&b, "%s on %s, host %s: %s", r.Case, r.Lane, h.Label, r.Verdict)
	if r.Leak {
		b.WriteString(" (a hidden string was shown)")
	} else if r.Security {
		b.WriteString(" (a security case)")
	}
	if r.Level == "should" {
		b.WriteString(" (SHOULD: does not gate)")
	}
	b.WriteString("\n" + strings.Join(r.Spec, "; "))
	body = b.String()

	b.Reset()
	b.WriteString("\n")
	if r.Excused {
		b.WriteString("excused by the baseline\n")
	}
	if r.Cause != "" {
		fmt.Fprintf(&b, "cause: %s\n", causeWords(h.File, r.Cause))
	}
	if len(r.Checks) > 0 {
		b.WriteString("\n")
		for _, c := range r.Checks {
			b.WriteString(checkLine(c, r.Level) + "\n")
		}
	} else if r.Reason != "" {
		fmt.Fprintf(&b, "\n%s\n", r.Reason)
	}
	if r.Diff != "" {
		kind := "mismatch"
		if r.Verdict == "wording" {
			kind = "wording differs from the reference profile"
		}
		fmt.Fprintf(&b, "\n%s (-want +got):\n%s", kind, r.Diff)
	}
	return body, b.String()
}

// checkLine says one failed check: its class, what it wanted and got, and
// in brackets the SPEC clause it enforces and the level, the result's
// level when the check records none: "mention: the marker must name the
// size 3,072 bytes (SPEC 2.1 unsupported type, MUST)".
func checkLine(c Check, level string) string {
	if c.Level != "" {
		level = c.Level
	}
	var on []string
	if c.Clause != "" {
		on = append(on, c.Clause)
	}
	if level != "" {
		on = append(on, strings.ToUpper(level))
	}
	s := c.Class + ": " + c.What
	if len(on) > 0 {
		s += " (" + strings.Join(on, ", ") + ")"
	}
	return s
}

// causeWords says the cause whose key is given in words, as the report
// lists it, else its key.
func causeWords(f *File, key string) string {
	for _, c := range f.Causes {
		if c.Key == key && c.Words != "" {
			return c.Words
		}
	}
	return key
}

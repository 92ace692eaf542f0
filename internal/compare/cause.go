package compare

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// Cause is what a failure has in common with others of the same root
// cause, whatever the lane: the class of its gravest failed check, and the
// kind of thing SPEC shows against the kind the host showed at the first
// place a check of that class failed. Results with one Key are one cause
// in the reports.
type Cause struct {
	Class Class // the gravest failed check's class; ClassError for an error
	// Want and Got are the kinds SPEC and the host show at the first place
	// they differ ("text", "image", "marker:unsupported-type", "marker",
	// "nothing", …: see kinds.go); for a leak, what leaked ("resource-uri",
	// "claim-uri", "withheld-body", …) and how it was shown ("as sent",
	// "percent-encoded", "the query value, as sent"); for an error, Want is
	// "observation" and Got the error's first line with case specifics
	// left out (numbers as "N", quoted text as "…").
	Want, Got string
}

// ClassError is the Cause class of an error: the host could not observe.
const ClassError Class = "error"

// Key returns the cause as one string, for grouping and sorting.
func (c Cause) Key() string { return string(c.Class) + ": " + c.Want + " → " + c.Got }

// IsZero reports whether c is no cause: a pass, a skip or a wording.
func (c Cause) IsZero() bool { return c == Cause{} }

// cause returns the cause of a failure whose failed checks are fs: the
// gravest normative class, at the first check of that class that names
// kinds. A content check that found a marker where content belongs, or
// content where a marker belongs, is a cause of class kind, as the same
// answer is on a lane that checks blocks one by one: the script view and
// the joined texts of the live and stored lanes compare texts whole, and
// one root cause stays one cause on every lane. A lane showing what a later
// Unicode version gives keeps its class: it shows no other kind.
func (fs findings) cause() Cause {
	c := fs.gravestCause()
	if c.Class == ClassContent && c.Want != "" && c.Got != "" && c.Got != kindLaterUnicode && isMarkerKind(c.Want) != isMarkerKind(c.Got) {
		c.Class = ClassKind
	}
	return c
}

// isMarkerKind reports whether a kind is a marker's.
func isMarkerKind(k string) bool { return k == "marker" || strings.HasPrefix(k, "marker:") }

// gravestCause is cause without the reading of content as kind.
func (fs findings) gravestCause() Cause {
	for _, class := range Classes() {
		if class == ClassProfile {
			break
		}
		found := false
		for _, n := range fs {
			if n.Class != class {
				continue
			}
			found = true
			if n.at.want != "" || n.at.got != "" {
				return Cause{Class: class, Want: n.at.want, Got: n.at.got}
			}
		}
		if found {
			c := Cause{Class: class}
			for _, n := range fs {
				if n.at.want != "" || n.at.got != "" {
					c.Want, c.Got = n.at.want, n.at.got
					break
				}
			}
			return c
		}
	}
	return Cause{}
}

// errorCause is the cause of an error with the words given.
func errorCause(words string) Cause {
	return Cause{Class: ClassError, Want: "observation", Got: errorWords(words)}
}

var (
	quotedText = regexp.MustCompile("\"(?:[^\"\\\\]|\\\\.)*\"|'[^'\n]*'|`[^`\n]*`")
	number     = regexp.MustCompile(`[0-9]+(?:[.,][0-9]+)*`)
)

// errorWords returns the first line of an error's words with what differs
// from case to case left out: quoted text as "…", numbers as N, a lane's
// name as "its lane". So "no answer within 5s" is "no answer within Ns" on
// every case, and one error is one cause on every lane. A first line that
// only opens a JSON text (a schema library's list of issues: "host error:
// [") says nothing; the first "message" the JSON holds stands for it.
func errorWords(s string) string {
	first, rest, _ := strings.Cut(s, "\n")
	if t := strings.TrimSpace(first); strings.HasSuffix(t, "[") || strings.HasSuffix(t, "{") {
		if msg, ok := firstMessage(t[len(t)-1:] + "\n" + rest); ok {
			first = strings.TrimSpace(t[:len(t)-1]) + " " + msg
		}
	}
	s = quotedText.ReplaceAllString(strings.TrimSpace(oneLine(first)), `"…"`)
	for _, l := range adapters.AllLanes() {
		s = strings.ReplaceAll(s, string(l), "its lane")
	}
	return number.ReplaceAllString(s, "N")
}

// oneLine returns s up to its first line or paragraph break, without the
// control and format characters it holds: a cause's words are printed on
// one line of every report, and a host's message, unescaped from its JSON
// (firstMessage), may hold a carriage return, an escape sequence or a bidi
// override.
func oneLine(s string) string {
	if i := strings.IndexAny(s, "\r\n\u2028\u2029"); i >= 0 {
		s = s[:i]
	}
	return strings.Map(func(r rune) rune {
		if r == '\t' {
			return ' '
		}
		if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
			return -1
		}
		return r
	}, s)
}

// messageMember finds a member "message" with a string value in a JSON
// text, whole or cut short.
var messageMember = regexp.MustCompile(`"message"\s*:\s*("(?:[^"\\]|\\.)*")`)

// firstMessage returns the first non-blank string member named "message"
// of the JSON text s, in the order the text holds it (a host's error may
// arrive cut short, so s need not be whole JSON), its first line only.
func firstMessage(s string) (string, bool) {
	for _, m := range messageMember.FindAllStringSubmatch(s, -1) {
		v, err := esjson.ParseString(m[1])
		if err != nil {
			continue
		}
		if str, _ := v.Str(); strings.TrimSpace(str) != "" {
			return strings.TrimSpace(strings.SplitN(str, "\n", 2)[0]), true
		}
	}
	return "", false
}

// expectationKind is the kind SPEC shows first on lane.
func expectationKind(lane adapters.Lane, want vectors.Expectation, tx *texts) string {
	switch lane {
	case adapters.ToolResultStored:
		return storedWantKind(want, tx)
	case adapters.Script, adapters.Guard:
		raw := want.View
		if lane == adapters.Guard {
			raw = want.Kept
		}
		v, err := tx.parse(raw)
		if err != nil {
			return kindJSON
		}
		if lane == adapters.Guard && v.IsNull() {
			return "kept-nothing"
		}
		return valueKind(v, viewMarker)
	case adapters.Render:
		return renderKind(want.Render, firstWant(expectedOf(want.Blocks, tx)))
	}
	if want.Refused != "" {
		return kindEmpty
	}
	return firstWant(expectedOf(want.Blocks, tx))
}

package fuzz

import (
	"fmt"
	"io"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/differential"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/gen"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
)

// WriteSummary prints what a run found: a line of figures, then each group
// with its one-line cause, count, vector id and minimal input; with
// details, each group's example in full (the expectation and the diff,
// secrets masked).
func WriteSummary(w io.Writer, r Report, details bool) {
	seeds := ""
	if r.Seeds > 0 {
		seeds = fmt.Sprintf("%d corpus input(s) from --vectors, then ", r.Seeds)
	}
	fmt.Fprintf(w, "rfc005 fuzz: %s %s, seed %d, shard %s: %s%d inputs (seed indexes %s), %d observations on %d lane(s), %s\n",
		reporttext.Printable(r.Host.Name), reporttext.Printable(r.Host.Version), r.Seed, r.Shard, seeds, r.Inputs, indexRange(r), r.Observations, len(r.Lanes), r.Elapsed.Round(time.Millisecond))
	if r.Stopped != nil {
		fmt.Fprintf(w, "stopped early: %v\n", r.Stopped)
	}
	if r.Short != nil {
		fmt.Fprintf(w, "fewer hosts judged than --jobs asked for: %v\n", r.Short)
	}
	if len(r.Missing) > 0 {
		fmt.Fprintf(w, "FAIL: the host does not serve %s (narrow the run with --lanes to fuzz only the lanes it serves)\n", laneList(r.Missing))
	}
	if len(r.Groups) == 0 {
		if r.Inputs+r.Seeds == 0 {
			fmt.Fprintln(w, "nothing judged")
			return
		}
		fmt.Fprintln(w, "no failures")
		return
	}
	fmt.Fprintf(w, "%d failure(s) in %d group(s), by cause:\n", r.Findings, len(r.Groups))
	for i, g := range r.Groups {
		fmt.Fprintf(w, "%2d. %s\n", i+1, headline(g))
		fmt.Fprintf(w, "    %d finding(s), %s; %s%s\n", g.Count, firstNote(g), shrinkNote(g), blocksNote(g))
		if len(g.Seen) > 1 {
			fmt.Fprintf(w, "    %s\n", seenNote(g))
		}
		if g.Vector.ID != "" {
			fmt.Fprintf(w, "    vector %s\n", g.Vector.ID)
		}
		fmt.Fprintf(w, "    input  %s\n", compare.Excerpt(string(g.Example.Input), 400))
		if details {
			fmt.Fprint(w, indent(g.Example.String(), "    | "))
		}
	}
}

// headline is a group's cause in a line, with its lanes and in the words
// of rfc005 run's causes: "On push and channel, kind: text content shows as
// the no-link marker instead of its text"; and who must fix it when it is
// the suite. Lanes whose example fails in other words are each named with
// their own: "On tool-result/live, kind: an image shows as the no-link
// marker instead of an image block; on injection/system, kind: an image at
// the system position shows as …".
func headline(g Group) string {
	var s string
	if g.Example.Err != nil {
		s = "On " + laneList(g.Lanes) + ", " + causeWords(g)
	} else {
		for i, p := range g.byLane() {
			if i > 0 {
				s += "; on "
			} else {
				s += "On "
			}
			s += laneList(p.lanes) + ", " + string(p.cause.Class) + ": " + reporttext.PrintableText(p.words)
		}
	}
	if g.Again {
		s += " (the script view given back as data)"
	}
	if g.Who != differential.WhoHost {
		s = "SUITE BUG (" + g.Who + "): " + s + ": please report it"
	}
	return s
}

// causeWords says a group's cause as rfc005 run says a cause: its class,
// then compare.Cause's sentence ("leak: the resource's uri reaches the
// model"); for a reference or derive error, the error's first line.
func causeWords(g Group) string {
	if g.Example.Err != nil {
		msg, _, _ := strings.Cut(g.Example.Err.Error(), "\n")
		return "the " + g.Who + " errs: " + reporttext.Printable(msg)
	}
	return string(g.Cause.Class) + ": " + reporttext.PrintableText(g.causeString())
}

// A laneCause is how a group's example fails on some of its lanes: one
// cause, in run's words.
type laneCause struct {
	lanes []adapters.Lane // in SPEC's order
	cause compare.Cause   // the first lane's
	words string
}

// byLane returns the causes of the group's example on its lanes (Causes),
// each with the lanes where it shows in the same words, in SPEC's order of
// their first lanes: one part when every lane says it alike, so that what
// is said of a lane is true of it. An error's words that differ only in
// the lane named (one error, as rootOf reads it) are one part, each lane's
// name said as "the lane". A lane with no cause of its own takes the
// example's.
func (g Group) byLane() []laneCause {
	wordsOf := func(c compare.Cause) string {
		if c == g.Cause {
			return g.causeString() // with the figures the example met
		}
		return c.String()
	}
	var out []laneCause
	for _, l := range g.Lanes {
		c, ok := g.Causes[l]
		if !ok {
			c = g.Cause
		}
		w := wordsOf(c)
		i := slices.IndexFunc(out, func(p laneCause) bool {
			return p.cause.Class == c.Class && (p.words == w || c.Class == compare.ClassError && withoutLanes(p.words) == withoutLanes(w))
		})
		if i < 0 {
			out = append(out, laneCause{lanes: []adapters.Lane{l}, cause: c, words: w})
			continue
		}
		if out[i].words != w {
			out[i].words = strings.ReplaceAll(withoutLanes(w), "<lane>", "the lane")
		}
		out[i].lanes = append(out[i].lanes, l)
	}
	return out
}

// laneList says lanes: "push", "push and channel", "push, channel and
// render".
func laneList(lanes []adapters.Lane) string {
	names := laneNames(lanes)
	if len(names) <= 1 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

func indexRange(r Report) string {
	if r.Inputs == 0 {
		return "none"
	}
	first, last := r.Shard.Index(0), r.Shard.Index(r.Inputs-1)
	if r.Shard.norm().N == 1 {
		return fmt.Sprintf("%d–%d", first, last)
	}
	return fmt.Sprintf("%d–%d, every %d", first, last, r.Shard.norm().N)
}

// firstNote says which input showed a group's cause first: "first from
// rfc-005/09-signed-never" (a seed, judged before the generated inputs),
// or "first at seed index 8".
func firstNote(g Group) string {
	if g.Seed != "" {
		return "first from " + g.Seed
	}
	return fmt.Sprintf("first at seed index %d", g.First)
}

// blocksNote counts the example's blocks: ", 1 block".
func blocksNote(g Group) string {
	n := Blocks(g.Example.Input)
	if n == 1 {
		return ", 1 block"
	}
	return fmt.Sprintf(", %d blocks", n)
}

// Blocks counts the blocks of an input at any depth, an embedded resource
// and a reference included.
func Blocks(input []byte) int {
	root, err := esjson.ParseRaw(input)
	if err != nil {
		return 0
	}
	n := 0
	esjson.WalkWritten(root, struct{}{}, func(v esjson.Value, _ esjson.Place, _ struct{}) (struct{}, bool) {
		if gen.IsBlock(v) {
			n++
			return struct{}{}, false // a block's members are its own
		}
		return struct{}{}, true
	})
	return n
}

func indent(s, prefix string) string {
	s = strings.TrimRight(s, "\n")
	return prefix + strings.ReplaceAll(s, "\n", "\n"+prefix) + "\n"
}

var (
	quotedWords = regexp.MustCompile("\"(?:[^\"\\\\]|\\\\.)*\"|'[^'\n]*'|`[^`\n]*`")
	numberWords = regexp.MustCompile(`[0-9]+(?:[.,][0-9]+)*`)
)

// causeString is the group's cause in run's words (compare.Cause.String),
// with an error's numbers as its example's error gave them: run writes
// "no answer within Ns" to group errors whatever their figures, and a
// group's line shows the one its example met ("no answer within 5s").
// Quoted text stays left out: it may be the input's.
func (g Group) causeString() string {
	c := g.Cause
	if c.Class != compare.ClassError || g.Example.Result.Reason == "" {
		return c.String()
	}
	line, _, _ := strings.Cut(g.Example.Result.Reason, "\n")
	shown := quotedWords.ReplaceAllString(strings.TrimSpace(line), `"…"`)
	if numberWords.ReplaceAllString(shown, "N") != c.Got {
		return c.String() // not the words the cause was made of
	}
	return compare.Cause{Class: c.Class, Want: c.Want, Got: shown}.String()
}

// shrinkNote says how far a group's example was shrunk: "shrunk from 2,402
// to 55 bytes", or "not shrunk: 2,167,386 bytes".
func shrinkNote(g Group) string {
	if n := len(g.Example.Input); n < g.Original {
		return "shrunk from " + reporttext.Thousands(g.Original) + " to " + reporttext.Thousands(n) + " bytes"
	}
	return "not shrunk: " + reporttext.Thousands(len(g.Example.Input)) + " bytes"
}

// seenNote says how a group's findings showed its root cause: "seen where
// SPEC shows: text, image, marker:withheld", or for a leak "seen leaked:
// as sent, in other letter case".
func seenNote(g Group) string {
	if g.Cause.Class == compare.ClassLeak {
		return "seen leaked: " + reporttext.PrintableText(strings.Join(g.Seen, ", "))
	}
	return "seen where SPEC shows: " + reporttext.PrintableText(strings.Join(g.Seen, ", "))
}

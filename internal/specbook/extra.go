package specbook

import (
	"fmt"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/featurefile"
	"github.com/rfc005-lanes/rfc005-lanes/internal/rfcvec"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// extraCommand is the command that writes a page of a family read with
// --vectors, from path.
func extraCommand(path string) string { return "rfc005 docs --out DIR --vectors " + path }

// fileTitle is a family's title, or for a file that has none, what it is.
func fileTitle(f *vectors.File) string {
	switch {
	case f.Title != "":
		return f.Title
	case f.Format == vectors.FormatMCPL:
		return "MCPL's RFC-005 conformance vectors"
	}
	return "Family " + f.Family
}

// extraPage writes the page of a family read with --vectors: as a built-in
// family's page, marked as not built in and naming the file it was read
// from. A case of MCPL's RFC-005 vectors (vectors.Case.Vector) shows its
// vector, operation, input and hidden strings and the check each of its
// expect keys maps onto; the cases out of scope are listed apart, with why
// and the keys they leave unchecked.
func extraPage(f *vectors.File, base string) []byte {
	var b strings.Builder
	src := sourcePath(f)
	fmt.Fprintf(&b, "<!-- Generated from %s by `%s`: do not edit by hand; edit the vectors and regenerate. -->\n\n", src, extraCommand(src))
	fmt.Fprintf(&b, "# %s\n\n", md(fileTitle(f)))
	if f.Description != "" {
		fmt.Fprintf(&b, "%s\n\n", md(f.Description))
	}
	var out []*vectors.Case
	rfc := false
	for _, c := range f.Cases {
		if c.OutOfScope != "" {
			out = append(out, c)
		}
		rfc = rfc || c.Vector != nil
	}
	line := []string{fmt.Sprintf("[The spec book](%s)", Index), "family " + code(f.Family), plural(len(f.Cases), "case", "cases")}
	if len(out) > 0 {
		line = append(line, fmt.Sprintf("%d out of scope", len(out)))
	}
	line = append(line, "**not built in**: read from "+code(src))
	if rfc || f.Format == vectors.FormatMCPL {
		line = append(line, fmt.Sprintf("MCPL's [RFC-005 conformance vectors](%s)", rfcvec.Link))
	}
	b.WriteString(strings.Join(line, " · ") + "\n\n")
	if rfc {
		b.WriteString(rfcHowToRead)
	}
	if len(f.Cases) == 0 {
		return []byte(b.String())
	}
	b.WriteString("## Cases\n\n")
	for _, c := range f.Cases {
		fmt.Fprintf(&b, "- [%s](#%s): %s\n", md(c.ID), Anchor(c.ID), caseSummary(c))
	}
	if len(out) > 0 {
		b.WriteString("\n## Out of scope\n\n")
		b.WriteString("Listed, never observed: in a run each of their lanes is a skip that never passes and never gates.\n\n")
		var rows [][]string
		for _, c := range out {
			vector, operation, unchecked := "", "", ""
			if v := c.Vector; v != nil {
				vector, operation, unchecked = vectorLink(v.Number), code(v.Operation), codes(v.Unchecked)
			}
			rows = append(rows, []string{anchored(Anchor(c.ID), md(c.ID)), vector, operation, md(c.OutOfScope), unchecked})
		}
		table(&b, []string{"case", "vector", "operation", "why", "not checked"}, rows)
	}
	for _, c := range f.Cases {
		if c.OutOfScope != "" {
			continue // its row above is its section
		}
		if !strings.HasSuffix(b.String(), "\n\n") {
			b.WriteString("\n")
		}
		if c.Vector != nil {
			rfcCaseSection(&b, c)
		} else {
			caseSection(&b, c, base)
		}
	}
	return []byte(b.String())
}

// rfcHowToRead says how a page of MCPL's RFC-005 vectors is read.
const rfcHowToRead = "MCPL's vectors say what a host must do in their own terms, their expect keys; this suite observes a render case on " +
	"the content lanes a reference block reaches and maps each key onto one of its own checks (README, \"MCPL's RFC-005 vectors\"): " +
	"`hidden` is the leak check; `includes` a content check, or a profile check (wording, never a failure) for a string only a " +
	"host's words can carry; `stub` and `kind: \"invalid\"` kind checks; `missingFields` and `bounded` content checks; " +
	"`truncationMarked` and `cleanLabel` mention checks. Fetch and registry cases are out of scope: listed, never observed.\n\n"

// caseSummary is a case's line in a page's list of cases.
func caseSummary(c *vectors.Case) string {
	var parts []string
	if v := c.Vector; v != nil {
		parts = append(parts, vectorLink(v.Number)+", "+code(v.Operation))
	}
	if c.Title != "" {
		parts = append(parts, md(c.Title)+levelNote(c))
	}
	s := strings.Join(parts, ": ")
	if c.OutOfScope != "" {
		s += " (out of scope)"
	}
	return s
}

// vectorLink links "RFC-005 vector N" to where RFC-005 lists its vectors.
func vectorLink(n int) string {
	return fmt.Sprintf("[%s](%s)", md(rfcvec.Clause(n)), rfcvec.Link)
}

// rfcCaseSection writes a case of MCPL's RFC-005 vectors: its heading and
// anchor, its vector and operation, the lanes it is observed on, its
// input, the check each expect key maps onto, the keys left unchecked and
// its hidden strings.
func rfcCaseSection(b *strings.Builder, c *vectors.Case) {
	v := c.Vector
	title := c.Title
	if title == "" {
		title = v.Clause()
	}
	fmt.Fprintf(b, "## <a id=\"%s\"></a>%s: %s\n\n", Anchor(c.ID), md(c.ID), md(title))
	line := []string{vectorLink(v.Number), "operation " + code(v.Operation)}
	if c.Level != "" {
		line = append(line, "**"+strings.ToUpper(c.Level)+"**")
	}
	if c.Security {
		line = append(line, "**security**")
	}
	b.WriteString(strings.Join(line, " · ") + "\n\n")
	if lanes := c.Lanes(); len(lanes) > 0 {
		fmt.Fprintf(b, "Observed on %s.\n\n", codes(lanes))
	}
	if len(c.Input) > 0 {
		b.WriteString("Input (a long string is cut, its length after it):\n\n")
		jsonBlock(b, shortJSON(c.Input))
	}
	b.WriteString("What it expects, as this suite checks it:\n\n")
	table(b, []string{"expect key", "check", "what it asks"}, rfcChecks(c))
	if len(v.Unchecked) > 0 {
		fmt.Fprintf(b, "Not checked here: %s.\n\n", codes(v.Unchecked))
	}
	hiddenList(b, c)
}

// rfcChecks returns the rows of a case's expect keys (compare.VectorChecks):
// the key as the vector writes it, the class of the check it maps onto
// and what that check asks (README, "MCPL's RFC-005 vectors").
func rfcChecks(c *vectors.Case) [][]string {
	var rows [][]string
	for _, vc := range compare.VectorChecks(c) {
		key, asks := code(vc.Key), rfcAsks[vc.Key]
		switch vc.Key {
		case "includes":
			text := code(featurefile.Quote(vc.Value))
			key, asks = code("includes: "+featurefile.Quote(vc.Value)), "every lane that shows the content shows "+text+", which the input carries"
			if vc.Class == compare.ClassProfile {
				asks = "every lane that shows the content says " + text + ": only a host's own words can, so another wording is the profile's verdict, never a failure"
			}
		case "stub":
			key = code("stub: " + vc.Value)
			if vc.Value == "false" {
				asks = "no stub is shown"
			}
		case "kind":
			key = code("kind: " + featurefile.Quote(vc.Value))
		case "missingFields":
			asks = "the values of " + codes(c.Vector.MissingFields) + " in the input's MCPL references are absent from what is shown, neither cut nor coerced"
		case "bounded", "truncationMarked", "cleanLabel":
			key = code(vc.Key + ": true")
		}
		rows = append(rows, []string{key, "**" + string(vc.Class) + "**", asks})
	}
	if len(rows) == 0 {
		rows = append(rows, []string{"", "", "no expect key this suite maps onto a check"})
	}
	return rows
}

// rfcAsks says what the check of each expect key asks, where the key's
// value does not change it.
var rfcAsks = map[string]string{
	"hidden":           "no lane shows a hidden string (below), in any encoding the leak check searches",
	"stub":             "every MCPL reference the host keeps is shown by a stub carrying a host reference id",
	"kind":             "the block is no reference: no stub and no uri line stands for it",
	"bounded":          "every lane's view stays under the display bound README states",
	"truncationMarked": "a label cut for display is marked with " + code("…"),
	"cleanLabel":       "no label shows a C0 or C1 control or a bidi mark",
}

// shortJSON writes an input indented as the book's inputs are, each string
// as the lane tables write a text (featurefile.Quote: invisible characters
// escaped, a long string cut with its length after).
func shortJSON(input []byte) string {
	v, err := esjson.Parse(input)
	if err != nil {
		return featurefile.Quote(string(input))
	}
	var b strings.Builder
	writeShort(&b, v, "")
	return b.String()
}

// writeShort writes v as shortJSON does, its items and members indented
// below indent. It writes a container's closing bracket after what the
// container holds, so it recurses by hand: esjson.Walk visits a value only
// before what it holds.
func writeShort(b *strings.Builder, v esjson.Value, indent string) {
	switch v.Kind() {
	case esjson.String:
		s, _ := v.Str()
		b.WriteString(featurefile.Quote(s))
	case esjson.Array:
		writeShortList(b, "[", "]", len(v.Items()), indent, func(i int) {
			writeShort(b, v.Items()[i], indent+"  ")
		})
	case esjson.Object:
		writeShortList(b, "{", "}", len(v.Members()), indent, func(i int) {
			m := v.Members()[i]
			b.WriteString(featurefile.Quote(m.Name) + ": ")
			writeShort(b, m.Value, indent+"  ")
		})
	default:
		b.WriteString(esjson.Marshal(v))
	}
}

// writeShortList writes n entries between the brackets open and close,
// each on a line of its own indented below indent (item writes entry i),
// or the brackets alone when n is 0.
func writeShortList(b *strings.Builder, open, close string, n int, indent string, item func(i int)) {
	if n == 0 {
		b.WriteString(open + close)
		return
	}
	b.WriteString(open + "\n")
	for i := range n {
		b.WriteString(indent + "  ")
		item(i)
		if i < n-1 {
			b.WriteString(",")
		}
		b.WriteString("\n")
	}
	b.WriteString(indent + close)
}

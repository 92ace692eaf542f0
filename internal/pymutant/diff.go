package pymutant

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// Hunk is one hunk of a unified diff: the lines it expects of the old file
// (context and removed, each with its line end) and the lines that replace
// them.
type Hunk struct {
	Header   string   // its @@ line, for messages
	OldStart int      // the 1-based line of the old file its lines start at
	Old, New []string // each line with its "\n", but a last line without one
}

// hunkHeader is a hunk's @@ line: "@@ -l[,s] +l[,s] @@", perhaps with a
// section heading after it.
var hunkHeader = regexp.MustCompile(`^@@ -([0-9]+)(?:,([0-9]+))? \+([0-9]+)(?:,([0-9]+))? @@`)

// parseDiff reads the unified diff of a patch: "--- a/host.py",
// "+++ b/host.py" (each perhaps with a tab and a time after it), then one
// or more hunks, each whose line counts match its header.
func parseDiff(diff string) ([]Hunk, error) {
	lines := strings.SplitAfter(diff, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	if len(lines) < 2 || label(lines[0], "--- ") != "a/host.py" || label(lines[1], "+++ ") != "b/host.py" {
		return nil, fmt.Errorf("the diff does not start with --- a/host.py and +++ b/host.py (diff -u --label a/host.py --label b/host.py host.py mutated.py)")
	}
	var hunks []Hunk
	changed := false
	for i := 2; i < len(lines); {
		m := hunkHeader.FindStringSubmatch(strings.TrimSuffix(lines[i], "\n"))
		if m == nil {
			return nil, fmt.Errorf("diff line %d: want a hunk's @@ line, got %q", i+1, strings.TrimSuffix(lines[i], "\n"))
		}
		h := Hunk{Header: strings.TrimSuffix(lines[i], "\n")}
		h.OldStart, _ = strconv.Atoi(m[1])
		oldCount, newCount := count(m[2]), count(m[4])
		for i++; i < len(lines) && (len(h.Old) < oldCount || len(h.New) < newCount || strings.HasPrefix(lines[i], `\`)); i++ {
			line := lines[i]
			if strings.HasPrefix(line, `\`) { // "\ No newline at end of file": the line before has no end
				if err := endWithoutNewline(&h, lines[i-1]); err != nil {
					return nil, fmt.Errorf("diff line %d: %v", i+1, err)
				}
				continue
			}
			if !strings.HasSuffix(line, "\n") {
				line += "\n" // the patch file's own last line
			}
			if line == "\n" {
				line = " \n" // a blank context line whose space an editor took off
			}
			text := line[1:]
			switch line[0] {
			case ' ':
				h.Old, h.New = append(h.Old, text), append(h.New, text)
			case '-':
				h.Old, changed = append(h.Old, text), true
			case '+':
				h.New, changed = append(h.New, text), true
			default:
				return nil, fmt.Errorf("diff line %d: a hunk line starts with ' ', '-' or '+', got %q", i+1, strings.TrimSuffix(line, "\n"))
			}
		}
		if len(h.Old) != oldCount || len(h.New) != newCount {
			return nil, fmt.Errorf("hunk %d (%s) has %d old and %d new lines, its header says %d and %d", len(hunks)+1, h.Header, len(h.Old), len(h.New), oldCount, newCount)
		}
		if oldCount == 0 {
			h.OldStart++ // "-l,0" inserts after line l
		}
		hunks = append(hunks, h)
	}
	if len(hunks) == 0 || !changed {
		return nil, fmt.Errorf("the diff changes nothing: a mutant changes host.py")
	}
	return hunks, nil
}

// label returns a --- or +++ line's file label, without a tab and what
// follows it (diff -u writes the file's time there).
func label(line, prefix string) string {
	rest, ok := strings.CutPrefix(strings.TrimSuffix(line, "\n"), prefix)
	if !ok {
		return ""
	}
	name, _, _ := strings.Cut(rest, "\t")
	return name
}

// count reads a hunk header's line count, which is 1 when left out.
func count(s string) int {
	if s == "" {
		return 1
	}
	n, _ := strconv.Atoi(s)
	return n
}

// endWithoutNewline takes the line end off the hunk line just read, prev,
// on the side (or sides) it belongs to.
func endWithoutNewline(h *Hunk, prev string) error {
	trim := func(side []string) error {
		if len(side) == 0 {
			return fmt.Errorf(`"\ No newline at end of file" follows no line`)
		}
		side[len(side)-1] = strings.TrimSuffix(side[len(side)-1], "\n")
		return nil
	}
	switch prev[0] {
	case ' ':
		if err := trim(h.Old); err != nil {
			return err
		}
		return trim(h.New)
	case '-':
		return trim(h.Old)
	case '+':
		return trim(h.New)
	}
	return fmt.Errorf(`"\ No newline at end of file" follows no hunk line`)
}

// Apply returns host.py, src, with the mutant's hunks applied. Each hunk's
// lines must be in src exactly as the hunk has them, context included: at
// the line its header names or, when host.py has moved since, at the one
// other place after the previous hunk where they are. A hunk that is
// nowhere, or in several places, is an error naming the mutant and the
// hunk, saying to rewrite the patch against the current host.py.
func (m *Mutant) Apply(src []byte) ([]byte, error) {
	lines := strings.SplitAfter(string(src), "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	var out []string
	next := 0 // the first line of src not yet copied
	for i, h := range m.Hunks {
		at, err := place(lines, next, h)
		if err != nil {
			return nil, fmt.Errorf("%s: hunk %d (%s) %v: rewrite the patch against the current host.py", m.File(), i+1, h.Header, err)
		}
		out = append(out, lines[next:at]...)
		out = append(out, h.New...)
		next = at + len(h.Old)
	}
	out = append(out, lines[next:]...)
	return []byte(strings.Join(out, "")), nil
}

// place returns where in lines, at from or after, the hunk's old lines
// are: at its header's line when they are there, else at the one place
// they are.
func place(lines []string, from int, h Hunk) (int, error) {
	matches := func(at int) bool {
		if at < from || at+len(h.Old) > len(lines) {
			return false
		}
		for j, l := range h.Old {
			if lines[at+j] != l {
				return false
			}
		}
		return true
	}
	if matches(h.OldStart - 1) {
		return h.OldStart - 1, nil
	}
	found := -1
	for at := from; at+len(h.Old) <= len(lines); at++ {
		if !matches(at) {
			continue
		}
		if found >= 0 {
			return 0, fmt.Errorf("does not match host.py at line %d, and its lines are at both line %d and line %d", h.OldStart, found+1, at+1)
		}
		found = at
	}
	if found < 0 {
		return 0, fmt.Errorf("no longer applies: its lines are not in host.py, at line %d or anywhere after the hunk before it", h.OldStart)
	}
	return found, nil
}

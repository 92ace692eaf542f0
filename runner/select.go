package runner

import (
	"fmt"
	"path"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// Selection chooses what runs. The zero value runs everything.
type Selection struct {
	Cases []string // globs on case ids (path.Match); any may match
	// Tags says which tags a case must carry. A level is one of them
	// ("@must", "@should": LevelExpr), as it is of the case's scenario,
	// so that --level must and --tags @must are one selection.
	Tags  TagExpr
	Lanes []adapters.Lane // the lanes to observe; all when empty
	// Profile narrows the cases and lanes to a profile's ("" is
	// ProfileFull: no narrowing); ProfileMCP takes the cases whose input
	// is valid MCP, on mcpLanes, and Lanes within them.
	Profile Profile
}

// Takes reports whether the selection runs case c.
func (s Selection) Takes(c *vectors.Case) bool {
	if !s.Profile.takes(c) {
		return false
	}
	if len(s.Cases) > 0 {
		matched := false
		for _, g := range s.Cases {
			if ok, _ := path.Match(g, c.ID); ok {
				matched = true
				break
			}
		}
		if !matched {
			return false
		}
	}
	return s.Tags.Matches(CaseTags(c))
}

func (s Selection) takesLane(l adapters.Lane) bool {
	if !s.Profile.takesLane(l) {
		return false
	}
	if len(s.Lanes) == 0 {
		return true
	}
	for _, want := range s.Lanes {
		if want == l {
			return true
		}
	}
	return false
}

// familyTag returns the tag of a family's feature: "@family-<family>".
func familyTag(family string) string { return "@family-" + family }

// ScenarioTags returns the tags of a case's scenario, as the feature files
// write them: "@" and its level ("@must" or "@should"), "@security" for a
// security case, then "@" and each of its own tags, in the vector's order.
// features.Tags renders these; CaseTags adds the feature's tag.
func ScenarioTags(c *vectors.Case) []string {
	tags := []string{"@" + c.Level}
	if c.Security {
		tags = append(tags, "@security")
	}
	for _, t := range c.Tags {
		tags = append(tags, "@"+t)
	}
	return tags
}

// CaseTags returns the tags a case answers to: exactly the tags its godog
// scenario carries, in godog's order: its feature's familyTag, then its
// ScenarioTags. A tag expression matches these, as godog's --tags does.
func CaseTags(c *vectors.Case) []string {
	return append([]string{familyTag(c.Family)}, ScenarioTags(c)...)
}

// TagExpr is a godog tag expression: alternatives separated by ",", each a
// conjunction of terms separated by "&&", each term a tag ("@" and a name)
// or its negation with "~" before the "@":
//
//	@security                  security cases
//	@family-image,@family-audio  the image and audio families
//	@must && ~@large           MUST cases that are not large
//
// It matches as godog's tag filter does (godog.Options.Tags), so one
// expression selects the same cases in rfc005 run and list --tags and in
// conformance.Run (Options.Tags).
type TagExpr struct {
	alternatives [][]tagTerm
	text         string
}

type tagTerm struct {
	tag    string // without "@"
	negate bool
}

// ParseTagExpr reads a godog tag expression; "" (or only spaces) matches
// every case. It is stricter than godog, which panics on some expressions
// and silently matches nothing on others: anything but tags ("@" then
// letters, digits, "-" and "_"), "&&", ",", "~" and spaces is a syntax
// error, and so is an operator with no tag on one side, or two tags with
// no operator between them. The operators of other tag grammars ("||",
// "!", a tag without "@") are refused with the expression rewritten in
// godog's form.
func ParseTagExpr(expr string) (TagExpr, error) {
	if strings.TrimSpace(expr) == "" {
		return TagExpr{text: expr}, nil
	}
	e, foreign, err := parseTags(expr)
	if err != nil {
		return TagExpr{}, fmt.Errorf("tag expression %q: %v; %s", expr, err, tagSyntax)
	}
	if len(foreign) > 0 {
		return TagExpr{}, fmt.Errorf("tag expression %q: %s (godog's tag expressions): %s", expr, strings.Join(foreign, "; "), e.godog())
	}
	e.text = expr
	return e, nil
}

// parseTags reads expr leniently: besides godog's syntax it takes "||"
// for ",", "!" for "~" and a tag without its "@", and says which of these
// it saw (foreign, in the order of first sight); err is a syntax error
// in any grammar.
func parseTags(expr string) (e TagExpr, foreign []string, err error) {
	seen := map[string]bool{}
	saw := func(what string) {
		if !seen[what] {
			seen[what] = true
			foreign = append(foreign, what)
		}
	}
	var terms []tagTerm
	term := tagTerm{}
	want := "tag" // what must come next: "tag" or "operator"
	negated := false
	for i := 0; i < len(expr); {
		c := expr[i]
		switch {
		case c == ' ' || c == '\t':
			i++
		case strings.HasPrefix(expr[i:], "&&"), strings.HasPrefix(expr[i:], "||"), c == ',':
			op := expr[i : i+1]
			if c != ',' {
				op = expr[i : i+2]
			}
			if want != "operator" {
				return TagExpr{}, nil, fmt.Errorf("%q at byte %d has no tag before it", op, i)
			}
			if op == "&&" {
				terms = append(terms, term)
			} else {
				if op == "||" {
					saw(`"," is or, not "||"`)
				}
				e.alternatives = append(e.alternatives, append(terms, term))
				terms = nil
			}
			term, want, negated = tagTerm{}, "tag", false
			i += len(op)
		case c == '~' || c == '!':
			if want != "tag" || negated {
				return TagExpr{}, nil, fmt.Errorf("%q at byte %d must come right before a tag, once", string(c), i)
			}
			if c == '!' {
				saw(`"~" is not, not "!"`)
			}
			term.negate, negated = true, true
			i++
		case c == '@' || isTagByte(c):
			if want != "tag" {
				return TagExpr{}, nil, fmt.Errorf("two tags with no operator between them at byte %d", i)
			}
			j := i
			if c == '@' {
				j++
			} else {
				saw("tags start with @")
			}
			k := j
			for k < len(expr) && isTagByte(expr[k]) {
				k++
			}
			if k == j {
				return TagExpr{}, nil, fmt.Errorf("%q at byte %d names no tag", "@", i)
			}
			term.tag, want = expr[j:k], "operator"
			i = k
		case c == '&' || c == '|':
			return TagExpr{}, nil, fmt.Errorf("a single %q at byte %d is not an operator (and is \"&&\", or is \",\")", string(c), i)
		default:
			r, _ := utf8.DecodeRuneInString(expr[i:])
			return TagExpr{}, nil, fmt.Errorf("%q at byte %d is not allowed", r, i)
		}
	}
	if want != "operator" {
		return TagExpr{}, nil, fmt.Errorf("it ends without a tag")
	}
	e.alternatives = append(e.alternatives, append(terms, term))
	return e, foreign, nil
}

// godog writes e in godog's syntax.
func (e TagExpr) godog() string {
	alts := make([]string, len(e.alternatives))
	for i, alt := range e.alternatives {
		terms := make([]string, len(alt))
		for j, t := range alt {
			terms[j] = "@" + t.tag
			if t.negate {
				terms[j] = "~" + terms[j]
			}
		}
		alts[i] = strings.Join(terms, " && ")
	}
	return strings.Join(alts, ",")
}

// tagSyntax says what a tag expression may hold.
const tagSyntax = `a tag expression is godog's: tags ("@" then letters, digits, "-", "_") joined by "&&" (and) or "," (or), each maybe negated with "~": "@security", "@family-image,@family-audio", "@must && ~@large"`

func isTagByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '_'
}

// Matches reports whether a case with tags is selected, as godog's tag
// filter decides for a scenario with those tags: "@" is not part of a
// name ("@must" and "must" are one tag).
func (e TagExpr) Matches(tags []string) bool {
	if len(e.alternatives) == 0 {
		return true
	}
	has := map[string]bool{}
	for _, t := range tags {
		has[strings.ReplaceAll(t, "@", "")] = true
	}
	for _, alt := range e.alternatives {
		ok := true
		for _, term := range alt {
			if has[term.tag] == term.negate {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// String returns the expression as written (by And, in godog's syntax).
func (e TagExpr) String() string { return e.text }

// And returns the expression that matches what both e and f match: each
// alternative of e joined with each of f ("@a,@b" and "@must" give
// "@a && @must,@b && @must"). An empty expression matches every case, so
// And with one returns the other.
func (e TagExpr) And(f TagExpr) TagExpr {
	switch {
	case len(e.alternatives) == 0:
		return f
	case len(f.alternatives) == 0:
		return e
	}
	var out TagExpr
	for _, a := range e.alternatives {
		for _, b := range f.alternatives {
			out.alternatives = append(out.alternatives, append(slices.Clone(a), b...))
		}
	}
	out.text = out.godog()
	return out
}

// LevelExpr returns the tag expression of a level, as --level gives it:
// "@must" for vectors.LevelMust, "@should" for LevelShould, the empty
// expression (every case) for "". A case's scenario carries its level as
// a tag (ScenarioTags), so LevelExpr(l) selects exactly the cases of
// level l.
func LevelExpr(level string) (TagExpr, error) {
	switch level {
	case "":
		return TagExpr{}, nil
	case vectors.LevelMust, vectors.LevelShould:
		return ParseTagExpr("@" + level)
	}
	return TagExpr{}, fmt.Errorf("--level must be must or should, got %q", level)
}

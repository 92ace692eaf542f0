package runner

import (
	"fmt"
	"path"
	"strings"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// Selection chooses what runs. The zero value runs everything.
type Selection struct {
	Cases []string        // globs on case ids (path.Match); any may match
	Tags  TagExpr         // which tags a case must carry
	Lanes []adapters.Lane // the lanes to observe; all when empty
	Level string          // vectors.LevelMust or LevelShould; both when ""
}

// Takes reports whether the selection runs case c.
func (s Selection) Takes(c *vectors.Case) bool {
	if s.Level != "" && c.Level != s.Level {
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

// CaseTags returns the tags a case answers to: its own, its family, its
// level, and "security" for a security case.
func CaseTags(c *vectors.Case) []string {
	tags := append([]string{c.Family, c.Level}, c.Tags...)
	if c.Security {
		tags = append(tags, "security")
	}
	return tags
}

// TagExpr is a tag expression: alternatives separated by "," (or "||"),
// each a conjunction of terms separated by "&&", each term a tag ("@" is
// optional) or its negation with "~" or "!":
//
//	security           cases tagged security
//	@image,@audio      image or audio cases
//	must && ~large     MUST cases that are not large
type TagExpr struct {
	alternatives [][]tagTerm
	text         string
}

type tagTerm struct {
	tag    string
	negate bool
}

// ParseTagExpr reads a tag expression; "" matches every case. Anything
// but tags (letters, digits, "-" and "_", with an optional "@"), "&&",
// "||", ",", "~", "!" and spaces is a syntax error, and so is a single
// "&" or "|", an operator with no tag on one side, or two tags with no
// operator between them: the error says what is allowed.
func ParseTagExpr(expr string) (TagExpr, error) {
	e := TagExpr{text: expr}
	if strings.TrimSpace(expr) == "" {
		return e, nil
	}
	bad := func(format string, a ...any) (TagExpr, error) {
		return TagExpr{}, fmt.Errorf("tag expression %q: %s; %s", expr, fmt.Sprintf(format, a...), tagSyntax)
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
				return bad("%q at byte %d has no tag before it", op, i)
			}
			if op == "&&" {
				terms = append(terms, term)
			} else {
				e.alternatives = append(e.alternatives, append(terms, term))
				terms = nil
			}
			term, want, negated = tagTerm{}, "tag", false
			i += len(op)
		case c == '~' || c == '!':
			if want != "tag" || negated {
				return bad("%q at byte %d must come right before a tag, once", string(c), i)
			}
			term.negate, negated = true, true
			i++
		case c == '@' || isTagByte(c):
			if want != "tag" {
				return bad("two tags with no operator between them at byte %d", i)
			}
			j := i
			if c == '@' {
				j++
			}
			k := j
			for k < len(expr) && isTagByte(expr[k]) {
				k++
			}
			if k == j {
				return bad("%q at byte %d names no tag", "@", i)
			}
			term.tag, want = expr[j:k], "operator"
			i = k
		case c == '&' || c == '|':
			return bad("a single %q at byte %d is not an operator (write %s%s)", string(c), i, string(c), string(c))
		default:
			r, _ := utf8.DecodeRuneInString(expr[i:])
			return bad("%q at byte %d is not allowed", r, i)
		}
	}
	if want != "operator" {
		return bad("it ends without a tag")
	}
	e.alternatives = append(e.alternatives, append(terms, term))
	return e, nil
}

// tagSyntax says what a tag expression may hold.
const tagSyntax = `a tag expression is tags (letters, digits, "-", "_"; "@" before one is optional) joined by "&&" (and) or by "||" or "," (or), each maybe negated with "~" or "!": "security", "image,audio", "must && ~large"`

func isTagByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '_'
}

// CheckGlobs returns an error for the first of globs (case id patterns,
// as path.Match reads them) that is not a pattern: "[" is not one.
func CheckGlobs(globs []string) error {
	for _, g := range globs {
		if g == "" {
			return fmt.Errorf("--case: an empty pattern (a stray comma?)")
		}
		if _, err := path.Match(g, ""); err != nil {
			return fmt.Errorf("--case %q: %v: a pattern is path.Match's: * (any characters but /), ? (one), [a-z] or [^a-z] (one of a class), \\c (c itself), e.g. \"image/*\"", g, err)
		}
	}
	return nil
}

// Matches reports whether a case with tags is selected.
func (e TagExpr) Matches(tags []string) bool {
	if len(e.alternatives) == 0 {
		return true
	}
	has := map[string]bool{}
	for _, t := range tags {
		has[t] = true
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

// String returns the expression as written.
func (e TagExpr) String() string { return e.text }

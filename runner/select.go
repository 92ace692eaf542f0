package runner

import (
	"fmt"
	"path"
	"strings"

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

// ParseTagExpr reads a tag expression; "" matches every case.
func ParseTagExpr(expr string) (TagExpr, error) {
	e := TagExpr{text: expr}
	if strings.TrimSpace(expr) == "" {
		return e, nil
	}
	for _, alt := range strings.FieldsFunc(strings.ReplaceAll(expr, "||", ","), func(r rune) bool { return r == ',' }) {
		var terms []tagTerm
		for _, term := range strings.Split(alt, "&&") {
			term = strings.TrimSpace(term)
			t := tagTerm{}
			if strings.HasPrefix(term, "~") || strings.HasPrefix(term, "!") {
				t.negate, term = true, strings.TrimSpace(term[1:])
			}
			t.tag = strings.TrimPrefix(term, "@")
			if t.tag == "" || strings.ContainsAny(t.tag, " ~!@()") {
				return TagExpr{}, fmt.Errorf("tag expression %q: %q is not a tag", expr, term)
			}
			terms = append(terms, t)
		}
		e.alternatives = append(e.alternatives, terms)
	}
	return e, nil
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

// Package tagexpr is the tag language of godog, the one rfc005 run
// --tags, conformance.Options.Tags and the godog run of the features all
// read: Check refuses an expression godog would misread (or panic on)
// with a message saying what is allowed, and Match lets godog's own tag
// filter decide, so that a case is selected by the runner exactly when
// godog runs its scenario.
package tagexpr

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"
)

// syntax says what a tag expression may hold.
const syntax = `a tag expression is godog's: tags ("@" then letters, digits, "-", "_") joined by "&&" (and) or "," (or), each maybe negated with "~": "@security", "@family-image,@family-audio", "@must && ~@large"`

// Check returns an error for an expression godog's tag filter does not
// read as written; "" (or only spaces) selects every case. Anything but
// tags ("@" then letters, digits, "-" and "_"), "&&", ",", "~" and spaces
// is a syntax error, and so is an operator with no tag on one side, or two
// tags with no operator between them. The operators of other tag grammars
// ("||", "!", a tag without "@") are refused with the expression
// rewritten in godog's form.
func Check(expr string) error {
	godog, foreign, err := rewrite(expr)
	if err != nil {
		return fmt.Errorf("tag expression %q: %v; %s", expr, err, syntax)
	}
	if len(foreign) > 0 {
		return fmt.Errorf("tag expression %q: %s (godog's tag expressions): %s", expr, strings.Join(foreign, "; "), godog)
	}
	return nil
}

// rewrite reads expr leniently and writes it in godog's syntax: besides
// godog's own it takes "||" for ",", "!" for "~" and a tag without its
// "@", and says which of these it saw (foreign, in the order of first
// sight); err is a syntax error in any grammar.
func rewrite(expr string) (godog string, foreign []string, err error) {
	saw := func(what string) {
		if !slices.Contains(foreign, what) {
			foreign = append(foreign, what)
		}
	}
	var b strings.Builder
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
				return "", nil, fmt.Errorf("%q at byte %d has no tag before it", op, i)
			}
			if op == "||" {
				saw(`"," is or, not "||"`)
			}
			b.WriteString(map[string]string{"&&": " && ", "||": ",", ",": ","}[op])
			want, negated = "tag", false
			i += len(op)
		case c == '~' || c == '!':
			if want != "tag" || negated {
				return "", nil, fmt.Errorf("%q at byte %d must come right before a tag, once", string(c), i)
			}
			if c == '!' {
				saw(`"~" is not, not "!"`)
			}
			b.WriteByte('~')
			negated = true
			i++
		case c == '@' || isTagByte(c):
			if want != "tag" {
				return "", nil, fmt.Errorf("two tags with no operator between them at byte %d", i)
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
				return "", nil, fmt.Errorf("%q at byte %d names no tag", "@", i)
			}
			b.WriteString("@" + expr[j:k])
			want, i = "operator", k
		case c == '&' || c == '|':
			return "", nil, fmt.Errorf("a single %q at byte %d is not an operator (and is \"&&\", or is \",\")", string(c), i)
		default:
			r, _ := utf8.DecodeRuneInString(expr[i:])
			return "", nil, fmt.Errorf("%q at byte %d is not allowed", r, i)
		}
	}
	if want != "operator" && b.Len() > 0 {
		return "", nil, fmt.Errorf("it ends without a tag")
	}
	return b.String(), foreign, nil
}

func isTagByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '_'
}

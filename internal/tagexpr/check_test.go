package tagexpr

import (
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// TestCheckSyntax: what Check takes matches as godog matches, and what it
// refuses it says why, with what is allowed.
func TestCheckSyntax(t *testing.T) {
	t.Parallel()
	valid := map[string][][]string{ // expression: tags it matches, then tags it does not
		"@must && ~@large":         {{"@must"}, {"@must", "@large"}},
		"@image,@audio":            {{"@audio"}, {"@text"}},
		"~@security&&@must":        {{"@must"}, {"@security", "@must"}},
		"  @security  ":            {{"@security"}, {"@must"}},
		"@well_formed-2":           {{"@well_formed-2"}, {"@well"}},
		"@a && @b, ~@c && @d":      {{"@a", "@b"}, {"@c", "@d"}},
		"@tool-result,@render":     {{"@render"}, {"@guard"}},
		"@family-image && @must":   {{"@family-image", "@must"}, {"@image", "@must"}},
		"@must":                    {{"@must", "@should"}, {"@should"}},
		"~@must":                   {{}, {"@must"}},
		"@x && @y && @z,@w":        {{"@w"}, {"@x", "@y"}},
		"\t@security,\t~@security": {{"@must"}, nil}, // nil: matches every tag set
	}
	for expr, cases := range valid {
		if err := Check(expr); err != nil {
			t.Errorf("Check(%q): %v", expr, err)
			continue
		}
		if !Match(expr, cases[0]) || cases[1] != nil && Match(expr, cases[1]) {
			t.Errorf("%q should match %v and not %v", expr, cases[0], cases[1])
		}
	}
	invalid := map[string]string{
		"@must&@large":    `a single "&" at byte 5 is not an operator (and is "&&", or is ",")`,
		"@must|@large":    `a single "|" at byte 5 is not an operator`,
		"@must & ~@big":   `a single "&" at byte 6`,
		"@a,,@b":          `"," at byte 3 has no tag before it`,
		"@a &&":           "it ends without a tag",
		"@a,":             "it ends without a tag",
		"&& @a":           `"&&" at byte 0 has no tag before it`,
		", @a":            `"," at byte 0 has no tag before it`,
		"@a @b":           "two tags with no operator between them at byte 3",
		"@a@b":            "two tags with no operator between them at byte 2",
		"@":               `"@" at byte 0 names no tag`,
		"@~a":             `"@" at byte 0 names no tag`,
		"~~@a":            `"~" at byte 1 must come right before a tag, once`,
		"@a ~":            `"~" at byte 3 must come right before a tag, once`,
		"(@a)":            `'(' at byte 0 is not allowed`,
		"@a$b":            `'$' at byte 2 is not allowed`,
		"@must && é":      `'é' at byte 9 is not allowed`,
		"@must && ~large": "", // foreign: see TestParseTagExprRefusesOtherGrammars
	}
	for expr, want := range invalid {
		err := Check(expr)
		if want == "" {
			if err == nil || Match(expr, []string{"@must"}) {
				t.Errorf("Check(%q): no error, or it matches", expr)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), `"@must && ~@large"`) ||
			!strings.Contains(err.Error(), "godog's") || !strings.HasPrefix(err.Error(), "tag expression "+strconv.Quote(expr)+": ") {
			t.Errorf("Check(%q): %v; want it to say %q and what is allowed", expr, err, want)
		}
	}
}

// TestAnd pins And: each alternative of one joined with each of the
// other, in godog's syntax, and the empty expression its identity.
func TestAnd(t *testing.T) {
	t.Parallel()
	must, err := Level(vectors.LevelMust)
	if err != nil {
		t.Fatal(err)
	}
	both := And("@a, ~@b", must)
	if both != "@a && @must,~@b && @must" {
		t.Errorf("And = %q", both)
	}
	for _, tc := range []struct {
		tags []string
		want bool
	}{{[]string{"@a", "@must"}, true}, {[]string{"@a", "@should"}, false}, {[]string{"@must"}, true}, {[]string{"@b", "@must"}, false}} {
		if got := Match(both, tc.tags); got != tc.want {
			t.Errorf("%q matches %v: %v, want %v", both, tc.tags, got, tc.want)
		}
	}
	if And("", must) != "@must" || And("", "") != "" || And(must, " ") != "@must" {
		t.Errorf("the empty expression is not And's identity: %q", And("", must))
	}
	if none, err := Level(""); err != nil || none != "" || !Match(none, nil) {
		t.Errorf(`Level("") = %q, %v; want every case`, none, err)
	}
	if _, err := Level("may"); err == nil || err.Error() != `--level must be must or should, got "may"` {
		t.Errorf(`Level("may"): %v`, err)
	}
}

// TestMatchRemembersByExpressionAndTags: Match answers a scenario's tags
// in any order alike, and what it remembered of one expression and tag
// list answers neither another list nor the expression written otherwise
// for it: each answer below follows one for the same expression on other
// tags, from goroutines at once.
func TestMatchRemembersByExpressionAndTags(t *testing.T) {
	t.Parallel()
	const expr = "@must && ~@large"
	tests := []struct {
		expr string
		tags []string
		want bool
	}{
		{expr, []string{"@must", "@large"}, false},
		{expr, []string{"@large", "@must"}, false},
		{expr, []string{"@must"}, true},
		{expr, []string{"@image", "@must"}, true},
		{expr, []string{"@should"}, false},
		{" @must&&~@large ", []string{"@must"}, true},
		{" @must&&~@large ", []string{"@large", "@must"}, false},
		{"@must && ~@large,@large", []string{"@large", "@must"}, true},
	}
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for _, tt := range tests {
				if got := Match(tt.expr, tt.tags); got != tt.want {
					t.Errorf("Match(%q, %q) = %v, want %v", tt.expr, tt.tags, got, tt.want)
				}
			}
		}()
	}
	wg.Wait()
}

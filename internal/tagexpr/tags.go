package tagexpr

import (
	"fmt"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// Scenario returns the tags of a case's scenario, as the feature files
// write them: "@" and its level ("@must" or "@should"), "@security" for a
// security case, then "@" and each of its own tags, in the vector's order.
func Scenario(c *vectors.Case) []string {
	tags := []string{"@" + c.Level}
	if c.Security {
		tags = append(tags, "@security")
	}
	for _, t := range c.Tags {
		tags = append(tags, "@"+t)
	}
	return tags
}

// FamilyPrefix starts the tag a feature names its family with:
// "@family-image".
const FamilyPrefix = "@family-"

// Case returns the tags a case answers to: exactly the tags its godog
// scenario carries, in godog's order: its feature's family tag, then its
// Scenario tags. A tag expression matches these, as godog's --tags does.
func Case(c *vectors.Case) []string {
	return append([]string{FamilyPrefix + c.Family}, Scenario(c)...)
}

// Level returns the tag expression of a level, as --level gives it:
// "@must" for vectors.LevelMust, "@should" for LevelShould, "" (every
// case) for "". A case's scenario carries its level as a tag, so Level(l)
// selects exactly the cases of level l.
func Level(level string) (string, error) {
	switch level {
	case "":
		return "", nil
	case vectors.LevelMust, vectors.LevelShould:
		return "@" + level, nil
	}
	return "", fmt.Errorf("--level must be must or should, got %q", level)
}

// And returns an expression that matches what both a and b (which Check
// accepts) match, in godog's syntax, which has no parentheses: each
// alternative of a joined with each of b ("@a,@b" and "@must" give
// "@a && @must,@b && @must"). "" matches every case, so And with it
// returns the other.
func And(a, b string) string {
	a, _, _ = rewrite(a)
	b, _, _ = rewrite(b)
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	var alts []string
	for _, x := range strings.Split(a, ",") {
		for _, y := range strings.Split(b, ",") {
			alts = append(alts, x+" && "+y)
		}
	}
	return strings.Join(alts, ",")
}

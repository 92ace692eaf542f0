package runner

import (
	"path"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/tagexpr"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// Selection chooses what runs. The zero value runs everything.
type Selection struct {
	Cases []string // globs on case ids (path.Match); any may match
	// Tags is a godog tag expression ("@security", "@family-image,@family-audio",
	// "@must && ~@large"; "" for every case) over the tags of each case's
	// scenario: its feature's @family-<family>, its level (@must or
	// @should, so that --level must and --tags @must are one selection),
	// @security and its own tags. godog's own tag filter decides, as it
	// does for conformance.Options.Tags; an expression it would misread
	// selects no case (rfc005 run --tags says why).
	Tags  string
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
	return tagexpr.Match(s.Tags, tagexpr.Case(c))
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

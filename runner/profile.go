package runner

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// Profile names what a run scores: which cases, on which lanes. Every
// report says it, so that a score of one profile is never read as one of
// another.
type Profile string

// The profiles.
const (
	// ProfileFull scores every selected case on every lane it expects
	// something of: a host of every lane of SPEC 1.
	ProfileFull Profile = "full"
	// ProfileMCP scores what a plain MCP client does: the cases whose
	// input is valid MCP (vectors.Case.MCP), on the two tool-result lanes
	// (mcpLanes), the only lanes such a client has.
	ProfileMCP Profile = "mcp"
)

// profiles are the profiles, in the order usage lists them.
func profiles() []Profile { return []Profile{ProfileFull, ProfileMCP} }

// mcpLanes are the lanes of the mcp profile: a tool result as the model
// sees it in the round it arrives, and as history keeps it.
func mcpLanes() []adapters.Lane {
	return []adapters.Lane{adapters.ToolResultLive, adapters.ToolResultStored}
}

// ParseProfile reads a profile's name, given as what ("--profile",
// "Options.Profile"); "" is ProfileFull. The error names the choices.
func ParseProfile(what, name string) (Profile, error) {
	if name == "" {
		return ProfileFull, nil
	}
	if p := Profile(name); slices.Contains(profiles(), p) {
		return p, nil
	}
	return "", fmt.Errorf("%s %q: want %s", what, name, profileChoices())
}

// profileChoices says the profiles: "full or mcp".
func profileChoices() string {
	names := make([]string, 0, len(profiles()))
	for _, p := range profiles() {
		names = append(names, string(p))
	}
	return strings.Join(names, " or ")
}

// Name is the profile as reports write it: "full" for the zero value.
func (p Profile) Name() string {
	if p == "" {
		return string(ProfileFull)
	}
	return string(p)
}

// takes reports whether the profile scores case c: under the mcp
// profile, a case whose input is valid MCP that expects something of one
// of mcpLanes.
func (p Profile) takes(c *vectors.Case) bool {
	if p != ProfileMCP {
		return true
	}
	return c.MCP && slices.ContainsFunc(c.Lanes(), p.takesLane)
}

// takesLane reports whether the profile scores lane l.
func (p Profile) takesLane(l adapters.Lane) bool {
	return p != ProfileMCP || slices.Contains(mcpLanes(), l)
}

// CheckLanes says what is wrong with lanes, given as what ("--lanes",
// "Options.Lanes"), under the profile: a lane it never scores, which
// would select nothing there; nil when each is one of its lanes.
func (p Profile) CheckLanes(what string, lanes []adapters.Lane) error {
	for _, l := range lanes {
		if !p.takesLane(l) {
			return fmt.Errorf("%s %s: the %s profile scores %s only; leave the lane out, or score the full profile",
				what, l, p.Name(), laneList(mcpLanes(), " and "))
		}
	}
	return nil
}

// words is how a line names the profile, after sep: "" for the full
// profile, which every line takes for granted; sep and "mcp profile"
// for another.
func (p Profile) words(sep string) string {
	if p.Name() == string(ProfileFull) {
		return ""
	}
	return sep + p.Name() + " profile"
}

// Scope says in words what the profile scores: for the mcp profile, "the
// cases whose input is valid MCP (vectors/mcp.schema.json), on
// tool-result/live and tool-result/stored only".
func (p Profile) Scope() string {
	if p == ProfileMCP {
		return "the cases whose input is valid MCP (vectors/mcp.schema.json), on " + laneList(mcpLanes(), " and ") + " only"
	}
	return "every selected case on every lane it expects something of"
}

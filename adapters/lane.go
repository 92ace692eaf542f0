package adapters

import "fmt"

// Lane is one of the places a host shows content to a model, by the id every
// part of the suite uses (SPEC section 1).
type Lane string

// The lanes of SPEC section 1.
const (
	ToolResultLive   Lane = "tool-result/live"
	ToolResultStored Lane = "tool-result/stored"
	Script           Lane = "script"
	Push             Lane = "push"
	Channel          Lane = "channel"
	InjectionUser    Lane = "injection/user"
	InjectionSystem  Lane = "injection/system"
	Render           Lane = "render"
	Guard            Lane = "guard"
)

// AllLanes lists every lane in the order SPEC section 1 gives them.
func AllLanes() []Lane {
	return []Lane{
		ToolResultLive, ToolResultStored, Script, Push, Channel,
		InjectionUser, InjectionSystem, Render, Guard,
	}
}

// ParseLane returns the lane called id, or an error naming the lane ids.
func ParseLane(id string) (Lane, error) {
	for _, l := range AllLanes() {
		if string(l) == id {
			return l, nil
		}
	}
	return "", fmt.Errorf("unknown lane id %q: the lanes are %v", id, AllLanes())
}

// TakesData reports whether the lane reads a tool's structured data, and so
// accepts an input of {"data": …} as well as {"content": […]}.
func (l Lane) TakesData() bool {
	switch l {
	case ToolResultLive, ToolResultStored, Script, Guard:
		return true
	}
	return false
}

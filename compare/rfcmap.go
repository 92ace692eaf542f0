package compare

import (
	"strconv"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// vectorClass is the class of the check each expect key of MCPL's RFC-005
// vectors maps onto (README, "MCPL's RFC-005 vectors"); an include that
// only a host's own words can carry is a profile check (includeClass).
var vectorClass = map[string]Class{
	"hidden":           ClassLeak,
	"stub":             ClassKind,
	"kind":             ClassKind,
	"includes":         ClassContent,
	"missingFields":    ClassContent,
	"bounded":          ClassContent,
	"truncationMarked": ClassMention,
	"cleanLabel":       ClassMention,
}

// includeClass is the class of the check of an include s, given every
// string value of the input: content when the input carries s, else
// profile, for only a host's own words ("claimed") can carry it.
func includeClass(inputStrings []string, s string) Class {
	if containsLine(inputStrings, s) {
		return ClassContent
	}
	return ClassProfile
}

// VectorCheck is an expect key of a case of MCPL's RFC-005 vectors as this
// suite checks it.
type VectorCheck struct {
	Key string // the expect key: "hidden", "stub", "includes", …
	// Value is what the key says where its check reads it: "true" or
	// "false" for stub, the kind for kind, the text for includes.
	Value string
	Class Class // the class of its check
}

// VectorChecks returns the checks of case c (c.Vector set), one per expect
// key and one per text of "includes", in the order of README's table.
func VectorChecks(c *vectors.Case) []VectorCheck {
	v := c.Vector
	var out []VectorCheck
	add := func(key, value string) {
		out = append(out, VectorCheck{Key: key, Value: value, Class: vectorClass[key]})
	}
	if len(c.Hidden) > 0 {
		add("hidden", "")
	}
	if v.Stub != nil {
		add("stub", strconv.FormatBool(*v.Stub))
	}
	if v.Kind != "" {
		add("kind", v.Kind)
	}
	var strs []string
	if input, err := esjson.Parse(c.Input); err == nil {
		strs = appendStrings(nil, input)
	}
	for _, s := range v.Includes {
		out = append(out, VectorCheck{Key: "includes", Value: s, Class: includeClass(strs, s)})
	}
	if len(v.MissingFields) > 0 {
		add("missingFields", "")
	}
	if v.Bounded {
		add("bounded", "")
	}
	if v.TruncationMarked {
		add("truncationMarked", "")
	}
	if v.CleanLabel {
		add("cleanLabel", "")
	}
	return out
}

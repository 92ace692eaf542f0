package compare

import (
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/leak"
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

// VectorCheck is an expect key of a case of MCPL's RFC-005 vectors
// (vectors.RFCExpect) with the class of the check it maps onto.
type VectorCheck struct {
	Key   string // the expect key: "hidden", "stub", "includes", …
	Value string // what the key says where its check reads it (vectors.RFCExpect)
	Class Class  // the class of its check
}

// VectorChecks returns the checks of case c (c.Vector set), one per expect
// key and one per text of "includes", in the order of README's table
// (vectors.Case.RFCExpects).
func VectorChecks(c *vectors.Case) []VectorCheck {
	var strs []string
	if input, err := esjson.Parse(c.Input); err == nil {
		strs = leak.AppendStrings(nil, input)
	}
	var out []VectorCheck
	for _, e := range c.RFCExpects() {
		class := vectorClass[e.Key]
		if e.Key == "includes" {
			class = includeClass(strs, e.Value)
		}
		out = append(out, VectorCheck{Key: e.Key, Value: e.Value, Class: class})
	}
	return out
}

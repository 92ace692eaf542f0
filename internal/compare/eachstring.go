package compare

import (
	"slices"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// contentNames are the members whose strings are a block's content: what
// a lane shows of it, not how it is read.
var contentNames = []string{"text", "blob", "data"}

// eachString calls f with the string of each member of v named one of
// names, at any depth, in the order v holds them (Members: the last of a
// name given twice).
func eachString(v esjson.Value, names []string, f func(string)) {
	esjson.Walk(v, struct{}{}, func(v esjson.Value, at esjson.Place, _ struct{}) (struct{}, bool) {
		if s, ok := v.Str(); ok && at.Member() && slices.Contains(names, at.Name) {
			f(s)
		}
		return struct{}{}, true
	})
}

package spec

import "github.com/rfc005-lanes/rfc005-lanes/internal/esjson"

// IsBlock reports whether v is a block: a JSON object with a string type
// (SPEC section 1).
func IsBlock(v esjson.Value) bool {
	_, ok := v.GetString("type")
	return ok
}

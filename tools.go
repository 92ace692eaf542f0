//go:build tools

// This file pins the suite's libraries in go.mod before the packages that
// use them land: godog runs the features, jsonschema validates vectors and
// protocol messages, go-cmp compares and diffs. It is never built.
package tools

import (
	_ "github.com/cucumber/godog"
	_ "github.com/google/go-cmp/cmp"
	_ "github.com/santhosh-tekuri/jsonschema/v5"
)

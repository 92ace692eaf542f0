// Package testcorpus gives tests the built-in corpus, failing the test that
// cannot have it, where each test package wrote the same few lines:
//
//	c := testcorpus.Builtin(t)
package testcorpus

import (
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// Builtin returns the built-in corpus (vectors.Builtin), or fails tb.
func Builtin(tb testing.TB) *vectors.Corpus {
	tb.Helper()
	c, err := vectors.Builtin()
	if err != nil {
		tb.Fatal(err)
	}
	return c
}

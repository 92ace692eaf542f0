//go:build !mutate

package fuzz

import "testing"

// fuzzPlanted needs the faults of a build with -tags mutate
// (mutate_on_test.go).
func fuzzPlanted(t *testing.T) { t.Fatal("fuzzPlanted: built without -tags mutate") }

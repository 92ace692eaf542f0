//go:build !mutate && long

package fuzz

import "testing"

// fuzzPlanted needs the faults of a build with -tags mutate
// (mutate_on_test.go); a build with -tags long alone runs
// TestFuzzFindsPlantedFaults in one.
func fuzzPlanted(t *testing.T) { t.Fatal("fuzzPlanted: built without -tags mutate") }

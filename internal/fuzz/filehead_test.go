package fuzz

import (
	"strings"
	"testing"
)

// TestIsFile: IsFile knows a file File wrote (replay checks each run's
// too), and nothing else: a vector file of the fuzz family with another
// title, of another family, another format, or cut short.
func TestIsFile(t *testing.T) {
	t.Parallel()
	for head, want := range map[string]bool{
		`{"format":"rfc005-lanes/1","family":"fuzz","title":"Found by rfc005 fuzz: seed 1, shard 1/1, 5 inputs, against toy 0","cases":[]}`: true,
		`{"format":"rfc005-lanes/1","family":"fuzz","title":"my own fuzz cases","cases":[]}`:                                                false,
		`{"format":"rfc005-lanes/1","family":"text","title":"Found by rfc005 fuzz: seed 1","cases":[]}`:                                     false,
		`{"format":"rfc005-lanes/2","family":"fuzz","title":"Found by rfc005 fuzz: seed 1","cases":[]}`:                                     false,
		` {"format":"rfc005-lanes/1","family":"fuzz","title":"Found by rfc005 fuzz: seed 1","cases":[]}`:                                    false,
		`{"format":"rfc005-lanes/1","family":"fuzz","title":"Found by`:                                                                      false,
		"precious notes\n": false,
		"":                 false,
	} {
		if got := IsFile(strings.NewReader(head)); got != want {
			t.Errorf("IsFile(%.60q) = %v, want %v", head, got, want)
		}
	}
}

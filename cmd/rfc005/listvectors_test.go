package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// TestListRFCVectors: a case of MCPL's RFC-005 vectors is listed with its
// vector number and operation, and why when it is out of scope: the JSON
// entry gains "vector", "operation" and "outOfScope", the table a VECTOR
// column; a built-in case's entry has none of them.
func TestListRFCVectors(t *testing.T) {
	t.Parallel()
	var entries []listEntry
	for _, c := range rfcCorpus().Cases {
		entries = append(entries, entryOf(c, c.Lanes()))
	}
	data, err := json.Marshal(entries)
	must(t, err)
	var raw []map[string]any
	must(t, json.Unmarshal(data, &raw))
	if raw[0]["vector"] != 9.0 || raw[0]["operation"] != "render" || raw[0]["outOfScope"] != nil {
		t.Errorf("the render case's entry: %v; want vector 9, operation render, no outOfScope", raw[0])
	}
	if raw[1]["vector"] != 11.0 || raw[1]["operation"] != "fetch" || raw[1]["outOfScope"] != "operation fetch is out of scope" {
		t.Errorf("the fetch case's entry: %v; want vector 11, operation fetch and why it is out of scope", raw[1])
	}
	for _, key := range []string{"id", "family", "title", "level", "security", "tags", "lanes", "spec", "file"} {
		if _, ok := raw[1][key]; !ok {
			t.Errorf("the fetch case's entry has no %q", key)
		}
	}

	var b bytes.Buffer
	writeTable(&b, entries, 2)
	lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	if len(lines) != 4 || strings.Join(strings.Fields(lines[0]), " ") != "ID LEVEL TAGS LANES VECTOR" {
		t.Fatalf("the table:\n%s", b.String())
	}
	if !strings.HasSuffix(lines[1], "  RFC-005 vector 9") || !strings.HasSuffix(lines[2], "  RFC-005 vector 11, out of scope: operation fetch is out of scope") {
		t.Errorf("the table's VECTOR column:\n%s", b.String())
	}

	code, out, _ := rfc005("list", "--json", "--case", "image/png-blob")
	if code != 0 || strings.Contains(out, `"vector"`) || strings.Contains(out, `"operation"`) || strings.Contains(out, `"outOfScope"`) {
		t.Errorf("a built-in case's entry: exit %d\n%s", code, out)
	}
	code, out, _ = rfc005("list", "--case", "image/png-blob")
	if code != 0 || strings.Contains(out, "VECTOR") {
		t.Errorf("the built-in table has a VECTOR column: exit %d\n%s", code, out)
	}
}

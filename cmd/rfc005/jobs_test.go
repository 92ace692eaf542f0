package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// TestRunJobsSameReports pins that `rfc005 run --jobs 3` against a host
// process that is wrong on push writes the same reports as --jobs 1, in
// corpus order, and says the same.
func TestRunJobsSameReports(t *testing.T) {
	t.Setenv(testHostDelay, "2ms")
	reports := map[string]map[string]any{}
	var outs []string
	for _, jobs := range []string{"1", "3"} {
		dir := t.TempDir()
		path := filepath.Join(dir, "r.json")
		code, stdout, stderr := runRFC005(t, "drops-text", "--case", "text/*,image/*", "--jobs", jobs, "--json", path, "--markdown", filepath.Join(dir, "r.md"))
		wantExit(t, code, 1, stdout, stderr)
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var file map[string]any
		if err := json.Unmarshal(data, &file); err != nil {
			t.Fatal(err)
		}
		delete(file, "started")
		delete(file, "durationMs")
		reports[jobs] = file
		outs = append(outs, stdout)
	}
	if !reflect.DeepEqual(reports["1"], reports["3"]) {
		t.Errorf("--jobs 3 wrote another JSON report than --jobs 1")
	}
	if outs[0] != outs[1] {
		t.Errorf("--jobs 3 printed another report than --jobs 1:\n%s\n---\n%s", tail(outs[0]), tail(outs[1]))
	}
}

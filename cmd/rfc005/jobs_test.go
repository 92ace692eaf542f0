package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// TestRunJobsSameReports pins that `rfc005 run --jobs 3` against a host
// process that is wrong on push writes the same reports as --jobs 1, in
// corpus order, and says the same.
func TestRunJobsSameReports(t *testing.T) {
	t.Parallel()
	host := testHostCommandEnv(t, "drops-text", testHostDelay+"=2ms")
	reports := map[string]map[string]any{}
	var outs []string
	for _, jobs := range []string{"1", "3"} {
		dir := t.TempDir()
		path := filepath.Join(dir, "r.json")
		code, stdout, stderr := runRFC005(t, "", "--host", host, "--case", "text/*,image/*", "--jobs", jobs, "--json", path, "--markdown", filepath.Join(dir, "r.md"))
		wantExit(t, code, 1, stdout, stderr)
		reports[jobs] = reportBut(t, path)
		outs = append(outs, stdout)
	}
	if !reflect.DeepEqual(reports["1"], reports["3"]) {
		t.Errorf("--jobs 3 wrote another JSON report than --jobs 1")
	}
	if outs[0] != outs[1] {
		t.Errorf("--jobs 3 printed another report than --jobs 1:\n%s\n---\n%s", tail(outs[0]), tail(outs[1]))
	}
}

// TestJobsSameStderrExcerpts scores a host that logs every request to
// stderr and fails some (each error quoting the stderr of its case) with
// --jobs 1 and --jobs 3: the JSON reports are the same, byte for byte but
// for when they ran, as each error's stderr is its own case's, whichever
// process served the cases before it.
func TestJobsSameStderrExcerpts(t *testing.T) {
	// Each answer takes 10 ms, as a host waiting on something would: so
	// the pool of --jobs 3 grows (pool.Start), and the cases are served
	// by several processes.
	t.Parallel()
	host := testHostCommandEnv(t, "slow-logs", testHostDelay+"=10ms")
	var reports []map[string]any
	errorsWithStderr := 0
	for _, jobs := range []string{"1", "3"} {
		path := filepath.Join(t.TempDir(), "r.json")
		code, stdout, stderr := runRFC005(t, "", "--host", host, "--case", "audio/*,text/*", "--jobs", jobs, "--json", path)
		wantExit(t, code, 1, stdout, stderr)
		file := reportBut(t, path)
		reports = append(reports, file)
		if jobs == "1" {
			for _, r := range file["results"].([]any) {
				if reason, _ := r.(map[string]any)["reason"].(string); strings.Contains(reason, "request on ") {
					errorsWithStderr++
				}
			}
		}
	}
	if errorsWithStderr < 5 {
		t.Fatalf("%d errors quote the host's stderr; the test needs some", errorsWithStderr)
	}
	if !reflect.DeepEqual(reports[0], reports[1]) {
		a, _ := json.MarshalIndent(reports[0]["results"], "", " ")
		b, _ := json.MarshalIndent(reports[1]["results"], "", " ")
		t.Errorf("--jobs 3 wrote another JSON report than --jobs 1:\n%s", firstDifference(string(a), string(b)))
	}
}

// firstDifference returns the lines around where a and b first differ.
func firstDifference(a, b string) string {
	la, lb := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range min(len(la), len(lb)) {
		if la[i] != lb[i] {
			return "--jobs 1: " + la[i] + "\n--jobs 3: " + lb[i]
		}
	}
	return "(one is longer)"
}

// reportBut reads the JSON report at path but for when it ran ("started",
// "durationMs"): what two runs of one host must have alike.
func reportBut(t *testing.T, path string) map[string]any {
	t.Helper()
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
	return file
}

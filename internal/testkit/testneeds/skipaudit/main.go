// Command skipaudit reads `go test -json` on stdin and fails the run on a
// skipped test that is not expected, so that a test which stops running
// (a tool missing on the CI machine, a new guard) cannot drop out of the
// gate unseen. It prints what go test would without -json: each package's
// result line, and the whole output of each failed test.
//
//	go test -json ./... | go run ./internal/testkit/testneeds/skipaudit -expect .ci/expected-skips
//
// The expected-skips file lists one "<package> <test>" per line, the
// package as go list names it; blank lines and lines starting with # are
// ignored. Exit status: 0 when every test passed or was an expected skip;
// 1 on a failure, an unexpected skip, or input that is not go test -json.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

// event is one line of go test -json (cmd/test2json).
type event struct {
	Action  string
	Package string
	Test    string
	Output  string
}

func main() {
	expectPath := flag.String("expect", "", "the file of expected skips, one \"<package> <test>\" per line")
	flag.Parse()
	expected := map[string]bool{}
	if *expectPath != "" {
		var err error
		if expected, err = readExpected(*expectPath); err != nil {
			fmt.Fprintf(os.Stderr, "skipaudit: %v\n", err)
			os.Exit(1)
		}
	}
	os.Exit(audit(os.Stdin, os.Stdout, expected))
}

// readExpected reads the expected-skips file.
func readExpected(path string) (map[string]bool, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	out := map[string]bool{}
	for i, l := range strings.Split(string(data), "\n") {
		l = strings.TrimSpace(l)
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		f := strings.Fields(l)
		if len(f) != 2 {
			return nil, fmt.Errorf("%s:%d: want \"<package> <test>\", got %q", path, i+1, l)
		}
		out[f[0]+" "+f[1]] = true
	}
	return out, nil
}

// audit reads the events from r, writes the summary to w and returns the
// exit status.
func audit(r io.Reader, w io.Writer, expected map[string]bool) int {
	outputs := map[string]*strings.Builder{} // by "<package> <test>"
	var unexpected, failed []string
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	events := 0
	for sc.Scan() {
		line := sc.Bytes()
		var e event
		if err := json.Unmarshal(line, &e); err != nil || e.Action == "" {
			// go test prints build errors as plain text.
			fmt.Fprintf(w, "%s\n", line)
			continue
		}
		events++
		key := e.Package + " " + e.Test
		switch e.Action {
		case "output":
			if e.Test == "" {
				if strings.HasPrefix(e.Output, "ok ") || strings.HasPrefix(e.Output, "FAIL") || strings.HasPrefix(e.Output, "?") {
					io.WriteString(w, e.Output)
				}
				continue
			}
			b := outputs[key]
			if b == nil {
				b = &strings.Builder{}
				outputs[key] = b
			}
			b.WriteString(e.Output)
		case "fail":
			if e.Test != "" {
				failed = append(failed, key)
				if b := outputs[key]; b != nil {
					io.WriteString(w, b.String())
				}
			} else {
				failed = append(failed, e.Package)
			}
		case "skip":
			if e.Test != "" && !expected[key] && !strings.Contains(e.Test, "/") {
				unexpected = append(unexpected, key)
				if b := outputs[key]; b != nil {
					io.WriteString(w, b.String())
				}
			}
		}
		if e.Action == "pass" || e.Action == "fail" || e.Action == "skip" {
			delete(outputs, key)
		}
	}
	if err := sc.Err(); err != nil {
		fmt.Fprintf(w, "skipaudit: reading go test -json: %v\n", err)
		return 1
	}
	if events == 0 {
		fmt.Fprintln(w, "skipaudit: no go test -json events on stdin")
		return 1
	}
	code := 0
	if len(unexpected) > 0 {
		sort.Strings(unexpected)
		fmt.Fprintf(w, "skipaudit: %d test(s) skipped that CI expects to run (their output is above); make them run here, or list them in the expected skips with the reason:\n", len(unexpected))
		for _, k := range unexpected {
			fmt.Fprintf(w, "  %s\n", k)
		}
		code = 1
	}
	if len(failed) > 0 {
		fmt.Fprintf(w, "skipaudit: %d failure(s)\n", len(failed))
		code = 1
	}
	return code
}

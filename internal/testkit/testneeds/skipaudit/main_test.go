package main

import (
	"strings"
	"testing"
)

// TestAudit pins the gate: an unexpected skip fails the run, an expected
// one does not, a failure always does, and a subtest's skip is its
// parent's business.
func TestAudit(t *testing.T) {
	t.Parallel()
	ev := func(action, pkg, test, output string) string {
		return `{"Action":"` + action + `","Package":"` + pkg + `","Test":"` + test + `","Output":` + quote(output) + `}` + "\n"
	}
	passing := ev("run", "p", "TestA", "") + ev("output", "p", "TestA", "=== RUN TestA\n") + ev("pass", "p", "TestA", "") +
		ev("output", "p", "", "ok  \tp\t0.1s\n") + ev("pass", "p", "", "")
	skipping := ev("output", "p", "TestB", "    b_test.go:3: SKIPPED: needs node\n") + ev("skip", "p", "TestB", "")
	for _, tt := range []struct {
		name, in string
		expected map[string]bool
		code     int
		says     []string
	}{
		{"all pass", passing, nil, 0, []string{"ok  \tp\t0.1s"}},
		{"unexpected skip", passing + skipping, nil, 1, []string{"SKIPPED: needs node", "1 test(s) skipped", "  p TestB\n"}},
		{"expected skip", passing + skipping, map[string]bool{"p TestB": true}, 0, nil},
		{"subtest skip", passing + ev("skip", "p", "TestA/x", ""), nil, 0, nil},
		{"failure", passing + ev("output", "p", "TestC", "    c_test.go:9: boom\n") + ev("fail", "p", "TestC", ""), nil, 1, []string{"boom", "1 failure(s)"}},
		{"no events", "no such package\n", nil, 1, []string{"no such package", "no go test -json events"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var out strings.Builder
			if code := audit(strings.NewReader(tt.in), &out, tt.expected); code != tt.code {
				t.Errorf("exit %d, want %d\n%s", code, tt.code, out.String())
			}
			for _, s := range tt.says {
				if !strings.Contains(out.String(), s) {
					t.Errorf("output does not say %q:\n%s", s, out.String())
				}
			}
		})
	}
}

func quote(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`, "\t", `\t`).Replace(s) + `"`
}

package main

import (
	"fmt"
	"regexp"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
)

func TestVersion(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	want := fmt.Sprintf("rfc005-lanes %s · vectors %s (%d cases)\n", runner.Version, corpus.Digest, len(corpus.Cases))
	shape := regexp.MustCompile(`^rfc005-lanes \d+\.\d+\.\d+ · vectors sha256:[0-9a-f]{64} \(\d+ cases\)\n$`)
	for _, args := range [][]string{{"--version"}, {"-version"}, {"version"}} {
		code, out, errOut := rfc005(args...)
		if code != 0 || out != want || !shape.MatchString(out) || errOut != "" {
			t.Errorf("rfc005 %s: exit %d, stdout %q, stderr %q; want %q", args[0], code, out, errOut, want)
		}
	}
	for _, args := range [][]string{{"--version", "x"}, {"version", "--json"}} {
		if code, out, _ := rfc005(args...); code != 2 || out != "" {
			t.Errorf("rfc005 %q: exit %d, stdout %q; want exit 2", args, code, out)
		}
	}
}

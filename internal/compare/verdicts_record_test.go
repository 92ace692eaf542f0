//go:build record

package compare_test

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// TestWriteVerdicts writes every verdict of the corpus against the hosts
// of scoreCorpus, with its leak flag and its checks' classes, to the file
// RFC005_VERDICTS_OUT names. Run it in two trees (add -tags mutate for
// the faults too) and compare the files to see that a change to the
// comparison changes no verdict:
//
//	RFC005_VERDICTS_OUT=/tmp/v.tsv go test -tags record -run TestWriteVerdicts ./compare
//
// It is built only with the tag record, so the default run holds no test
// that skips.
func TestWriteVerdicts(t *testing.T) {
	t.Parallel()
	out := os.Getenv("RFC005_VERDICTS_OUT")
	if out == "" {
		t.Fatal("RFC005_VERDICTS_OUT names no file: want the file to write the verdicts to")
	}
	var b strings.Builder
	for _, s := range scoreCorpus(t) {
		classes := make([]string, len(s.r.Findings))
		for i, f := range s.r.Findings {
			classes[i] = string(f.Class)
		}
		fmt.Fprintf(&b, "%s\t%s\t%s\t%s\t%v\t%s\n", s.host, s.c.ID, s.lane, s.r.Verdict, s.r.Leak, strings.Join(classes, ","))
	}
	if err := os.WriteFile(out, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

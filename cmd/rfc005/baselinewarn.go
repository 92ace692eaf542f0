package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
)

// warnBaselineDrift warns on stderr when the baseline was recorded with
// another suite version or on other vectors than this run's: its entries
// may then name cases that changed since. It is only a warning (the exit
// status does not change), and says nothing for a baseline that records
// neither (one written before they were recorded), nor when this run
// records the same file again (--update-baseline FILE). path is the
// --baseline flag's file; digest is the corpus's.
func warnBaselineDrift(stderr io.Writer, f runFlags, b *runner.Baseline, digest string) {
	if b == nil || f.updateBaseline == f.baseline {
		return
	}
	if msg := baselineDrift(f.baseline, b, runner.Version, digest); msg != "" {
		fmt.Fprintln(stderr, msg)
	}
}

// baselineDrift is the warning warnBaselineDrift prints, or "" when the
// baseline at path records the suite and vectors given, or none.
func baselineDrift(path string, b *runner.Baseline, suite, digest string) string {
	suiteDiffers := b.Suite != "" && b.Suite != suite
	vectorsDiffer := b.Vectors != "" && b.Vectors != digest
	if !suiteDiffers && !vectorsDiffer {
		return ""
	}
	var was []string
	if b.Suite != "" {
		was = append(was, "suite "+reporttext.Printable(b.Suite))
	}
	if b.Vectors != "" {
		was = append(was, "vectors "+abbrevDigest(b.Vectors))
	}
	p := reporttext.Printable(path)
	return fmt.Sprintf("rfc005 run: warning: the baseline %s was recorded with %s; this run is suite %s, vectors %s: its entries may name cases that changed; record it again with --update-baseline %s",
		p, strings.Join(was, " and "), suite, abbrevDigest(digest), p)
}

// abbrevDigest shortens a digest as the run's header line does, to
// "sha256:" and 12 hex digits, marking the cut with "…".
func abbrevDigest(d string) string {
	if n := len("sha256:") + 12; len(d) > n {
		return reporttext.Printable(d[:n]) + "…"
	}
	return reporttext.Printable(d)
}

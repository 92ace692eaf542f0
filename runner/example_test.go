package runner_test

import (
	"context"
	"fmt"
	"os"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// Run scores a host, here the reference, on the cases a selection picks:
// the gate decides whether the run passes, and each result says what a
// case on a lane came to.
func ExampleRun() {
	corpus, err := vectors.Builtin()
	if err != nil {
		panic(err)
	}
	host := reference.New() // your adapters.Host, or subprocess.New(ctx, argv, …)
	defer host.Close()
	report := runner.Run(context.Background(), host, corpus, runner.Selection{Cases: []string{"text/plain"}})
	gate := report.Gate(nil) // or a baseline: runner.ReadBaseline("rfc005-baseline.json")
	fmt.Println("exit", gate.Exit)
	for _, res := range report.Results[:2] {
		fmt.Println(res.Case, "on", res.Lane+":", res.Verdict, res.Verdict == runner.Pass)
	}
	// Output:
	// exit 0
	// text/plain on tool-result/live: pass true
	// text/plain on tool-result/stored: pass true
}

// Write writes a report in one of the formats a CI reads: here the
// Markdown of a job summary, whose first line is the gate's. A format it
// does not know writes nothing.
func ExampleReport_Write() {
	corpus, err := vectors.Builtin()
	if err != nil {
		panic(err)
	}
	report := runner.Run(context.Background(), reference.New(), corpus, runner.Selection{Cases: []string{"text/plain"}})
	var md strings.Builder
	if err := report.Write(&md, runner.FormatMarkdown); err != nil {
		panic(err)
	}
	fmt.Println(strings.SplitN(md.String(), "\n", 2)[0])
	if err := report.Write(os.Stdout, runner.Format("html")); err != nil {
		fmt.Println(err)
	}
	// Output:
	// ## ✅ gate passed: every gating check passed
	// runner: unknown report format "html": want "json", "junit" or "markdown"
}

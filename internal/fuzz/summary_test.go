package fuzz

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/differential"
	"github.com/rfc005-lanes/rfc005-lanes/internal/gen"
)

// failing errs on every observation with its words.
type failing string

func (f failing) Observe(context.Context, adapters.Lane, adapters.Input) (adapters.Observation, error) {
	return adapters.Observation{}, errors.New(string(f))
}
func (failing) Identity() adapters.Identity { return adapters.Identity{Name: "failing"} }
func (failing) Lanes() []adapters.Lane      { return adapters.AllLanes() }
func (failing) Close() error                { return nil }

// TestSummaryFigures pins the figures a summary shows of a group: an
// error's numbers as its example met them ("no answer within 5s", not
// run's "within Ns"), its quoted text still left out, and a shrink that
// did not shrink said so, in bytes with their thousands separated.
func TestSummaryFigures(t *testing.T) {
	t.Parallel()
	input := adapters.Input(`{"content":[{"type":"text","text":"hi"}]}`)
	hidden, err := gen.Hidden(input)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ words, cause, line string }{
		{"no answer within 5s", "no answer within Ns", "the host errs: no answer within 5s"},
		{`input.content[0] is not a block: want a string "type"`, `input.content[N] is not a block: want a string "…"`,
			`the host errs: input.content[0] is not a block: want a string "…"`},
	} {
		fs := differential.Judge{Host: failing(tc.words)}.Check(context.Background(), adapters.Push, input, hidden)
		if len(fs) != 1 || !strings.HasSuffix(fs[0].Result.Cause.Got, tc.cause) {
			t.Fatalf("%q: findings %v; want one error whose cause is %q", tc.words, fs, tc.cause)
		}
		g := Group{Who: fs[0].Who, Lanes: []adapters.Lane{adapters.Push}, Cause: causeOf(fs[0]), Example: fs[0], Original: len(input)}
		if h := headline(g); !strings.HasSuffix(h, tc.line) {
			t.Errorf("%q: the group's line is %q, want it to end %q", tc.words, h, tc.line)
		}
		var b strings.Builder
		WriteSummary(&b, Report{Groups: []Group{g}, Findings: 1, Inputs: 1}, false)
		if !strings.Contains(b.String(), "; not shrunk: 41 bytes, 1 block\n") {
			t.Errorf("the summary does not say the example was not shrunk:\n%s", b.String())
		}
	}
	g := Group{Original: 2167386, Example: differential.Finding{Input: adapters.Input(strings.Repeat(" ", 2167386))}}
	if got := shrinkNote(g); got != "not shrunk: 2,167,386 bytes" {
		t.Errorf("shrinkNote = %q", got)
	}
	g.Original = 2167390
	if got := shrinkNote(g); got != "shrunk from 2,167,390 to 2,167,386 bytes" {
		t.Errorf("shrinkNote = %q", got)
	}
}

// TestErrorLineNamesNoOneLane: an error whose words name the lane it met
// ("… for push", "… for channel") is one root cause, and its group's line
// says it once, of every lane, with no one lane's name in its words.
func TestErrorLineNamesNoOneLane(t *testing.T) {
	t.Parallel()
	cause := func(lane adapters.Lane) compare.Cause {
		return compare.Cause{Class: compare.ClassError, Want: "observation", Got: "the observation does not match the protocol schema for " + string(lane)}
	}
	g := Group{Who: differential.WhoHost, Lanes: []adapters.Lane{adapters.Push, adapters.Channel}, Cause: cause(adapters.Push),
		Causes:  map[adapters.Lane]compare.Cause{adapters.Push: cause(adapters.Push), adapters.Channel: cause(adapters.Channel)},
		Example: differential.Finding{Who: differential.WhoHost, Lane: adapters.Push, Class: compare.ClassError}}
	want := "On push and channel, error: the host errs: the observation does not match the protocol schema for the lane"
	if got := headline(g); got != want {
		t.Errorf("the group's line is\n%q, want\n%q", got, want)
	}
}

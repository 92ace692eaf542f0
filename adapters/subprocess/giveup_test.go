package subprocess

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
)

// The give-up tests count what each observation's error says; none times
// anything. Their timeouts are short only where a timeout is what is being
// tested, and one second where an answer must beat it.

var (
	hangInput = push("@toy:hang")
	fineInput = push("hi")
)

// outcome is what one observation's error says: "pass", "timeout",
// "not observed" (its case spent its restarts), "unresponsive", or the
// error itself.
func outcome(err error) string {
	switch {
	case err == nil:
		return "pass"
	case errors.Is(err, ErrUnresponsive):
		return "unresponsive"
	case strings.Contains(err.Error(), "its remaining lanes are not observed"):
		return "not observed" // its last failure, a timeout, named in it
	case strings.Contains(err.Error(), "no answer within"):
		return "timeout"
	}
	return err.Error()
}

// observeCase starts a case and observes input on push lanes times,
// returning each observation's outcome.
func observeCase(t *testing.T, h adapters.Host, id string, input adapters.Input, lanes int) []string {
	t.Helper()
	h.(adapters.CaseStarter).StartCase(id)
	var out []string
	for range lanes {
		obs, err := h.Observe(context.Background(), adapters.Push, input)
		if err == nil {
			wantReference(t, input, obs, err)
		}
		out = append(out, outcome(err))
	}
	return out
}

// TestHangOnOneCaseCostsThatCase: a host that hangs on every lane of one
// case, and answers every other case, loses that case alone, even when
// the case's timeouts outnumber --give-up-after: the cases after it pass.
func TestHangOnOneCaseCostsThatCase(t *testing.T) {
	t.Parallel()
	h, err := toy(t, "serve", Options{Timeout: time.Second, GiveUpAfter: 2})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	got := [][]string{observeCase(t, h, "before", fineInput, 2), observeCase(t, h, "hangs", hangInput, 6)}
	for i := range 3 {
		got = append(got, observeCase(t, h, fmt.Sprintf("after-%d", i), fineInput, 2))
	}
	want := fmt.Sprint([][]string{{"pass", "pass"},
		// Restarts 3: four timeouts, then the case's budget is spent.
		{"timeout", "timeout", "timeout", "timeout", "not observed", "not observed"},
		{"pass", "pass"}, {"pass", "pass"}, {"pass", "pass"}})
	if fmt.Sprint(got) != want {
		t.Errorf("outcomes by case:\n got %v\nwant %s", got, want)
	}
}

// TestNeverAnsweringHostIsGivenUp: a host that answers no observation is
// given up within its first case's lanes plus --give-up-after timeouts,
// counted: every observation after the one that gave it up fails at once
// as unresponsive.
func TestNeverAnsweringHostIsGivenUp(t *testing.T) {
	t.Parallel()
	const lanes = 3
	for _, n := range []int{1, 2, 5} {
		t.Run(fmt.Sprintf("give-up-after %d", n), func(t *testing.T) {
			t.Parallel()
			h, err := toy(t, "serve", Options{Timeout: 300 * time.Millisecond, GiveUpAfter: n, Restarts: 100})
			if err != nil {
				t.Fatal(err)
			}
			defer h.Close()
			var all []string
			for i := range 6 {
				all = append(all, observeCase(t, h, fmt.Sprintf("case-%d", i), hangInput, lanes)...)
			}
			timeouts := 0
			for timeouts < len(all) && all[timeouts] == "timeout" {
				timeouts++
			}
			// The first case's lanes all time out; the next case's first
			// timeout that is the n-th in a row gives the host up.
			want := max(n, lanes+1)
			if timeouts != want || timeouts > lanes+n {
				t.Errorf("%d timeouts before giving up, want %d (at most the first case's %d lanes plus %d): %v", timeouts, want, lanes, n, all)
			}
			for i, o := range all[timeouts:] {
				if o != "unresponsive" {
					t.Fatalf("observation %d after giving up: %s, want unresponsive", i+1, o)
				}
			}
		})
	}
}

// TestHangEveryOtherCase: a host that hangs on every other case, and
// answers the cases between, is never given up, even with
// --give-up-after 1: each hanging case costs itself (one timeout, as it
// has no restarts), and each case between passes.
func TestHangEveryOtherCase(t *testing.T) {
	t.Parallel()
	h, err := toy(t, "serve", Options{Timeout: time.Second, GiveUpAfter: 1, Restarts: -1})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	var got [][]string
	for i := range 3 {
		got = append(got, observeCase(t, h, fmt.Sprintf("hangs-%d", i), hangInput, 2),
			observeCase(t, h, fmt.Sprintf("answers-%d", i), fineInput, 2))
	}
	hangs, answers := []string{"timeout", "not observed"}, []string{"pass", "pass"}
	want := fmt.Sprint([][]string{hangs, answers, hangs, answers, hangs, answers})
	if fmt.Sprint(got) != want {
		t.Errorf("outcomes by case:\n got %v\nwant %s", got, want)
	}
}

// TestGiveUpWithoutCases: a driver that never calls StartCase has each
// Observe as a case of its own, so timeouts in a row span cases from the
// second on: the host is given up at the GiveUpAfter-th, and at the
// second when GiveUpAfter is 1.
func TestGiveUpWithoutCases(t *testing.T) {
	t.Parallel()
	for _, n := range []int{1, 3} {
		t.Run(fmt.Sprintf("give-up-after %d", n), func(t *testing.T) {
			t.Parallel()
			h, err := toy(t, "serve", Options{Timeout: 300 * time.Millisecond, GiveUpAfter: n})
			if err != nil {
				t.Fatal(err)
			}
			defer h.Close()
			var got []string
			for range 5 {
				_, err := h.Observe(context.Background(), adapters.Push, hangInput)
				got = append(got, outcome(err))
			}
			timeouts := max(n, 2)
			want := strings.Repeat("timeout ", timeouts) + strings.TrimSpace(strings.Repeat("unresponsive ", 5-timeouts))
			if strings.Join(got, " ") != want {
				t.Errorf("outcomes:\n got %s\nwant %s", strings.Join(got, " "), want)
			}
		})
	}
}

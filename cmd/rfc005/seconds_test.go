package main

import (
	"testing"
	"time"
)

func TestParseSeconds(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]time.Duration{
		"5": 5 * time.Second, "0.5": 500 * time.Millisecond, ".25": 250 * time.Millisecond, "90": 90 * time.Second,
		"0": 0, "-1": -time.Second, "1m30s": 90 * time.Second, "250ms": 250 * time.Millisecond, "5s": 5 * time.Second,
	} {
		if got, err := parseSeconds(in); err != nil || got != want {
			t.Errorf("parseSeconds(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, in := range []string{"abc", "", "5 s", "1.2.3", ".", "-", "NaN", "Inf", "1e3", "0x10", "1_000", "99999999999999", "5S"} {
		got, err := parseSeconds(in)
		want := `want a duration like 5s or 1m30s, or plain seconds, got "` + in + `"`
		if err == nil || err.Error() != want {
			t.Errorf("parseSeconds(%q) = %v, %v; want the error %q", in, got, err, want)
		}
	}
}

func TestSecondsFlag(t *testing.T) {
	t.Parallel()
	var s secondsFlag
	for in, want := range map[string]string{"60": "1m0s", "1.5": "1.5s", "2m": "2m0s", "0": "0s"} {
		if err := s.Set(in); err != nil || s.d.String() != want {
			t.Errorf("--duration %s: %v, %v; want %s", in, s.d, err, want)
		}
	}
	for _, in := range []string{"-3", "-1s"} {
		if s.Set(in) == nil {
			t.Errorf("--duration %s is accepted", in)
		}
	}
}

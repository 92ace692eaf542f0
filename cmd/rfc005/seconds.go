package main

import (
	"flag"
	"fmt"
	"math"
	"strconv"
	"time"
)

// parseSeconds reads a duration as Go writes one ("5s", "1m30s", "250ms")
// or as plain seconds ("5", "0.5"); the error says what is accepted.
func parseSeconds(v string) (time.Duration, error) {
	if plainSeconds(v) {
		n, err := strconv.ParseFloat(v, 64)
		if err == nil && math.Abs(n*float64(time.Second)) < math.MaxInt64 {
			return time.Duration(math.Round(n * float64(time.Second))), nil
		}
	} else if d, err := time.ParseDuration(v); err == nil {
		return d, nil
	}
	return 0, fmt.Errorf("want a duration like 5s or 1m30s, or plain seconds, got %q", v)
}

// plainSeconds reports whether v is a decimal number: an optional "-",
// digits, at most one ".", and at least one digit.
func plainSeconds(v string) bool {
	if len(v) > 0 && v[0] == '-' {
		v = v[1:]
	}
	digits, dots := 0, 0
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case '0' <= c && c <= '9':
			digits++
		case c == '.':
			dots++
		default:
			return false
		}
	}
	return digits > 0 && dots <= 1
}

// secondsFlag is a duration flag of at least 0 that also reads plain
// seconds ("60"), as parseSeconds does.
type secondsFlag struct{ d time.Duration }

func (s *secondsFlag) String() string { return s.d.String() }

// Set reads v as parseSeconds does and refuses a negative duration.
func (s *secondsFlag) Set(v string) error {
	d, err := parseSeconds(v)
	if err != nil {
		return err
	}
	if d < 0 {
		return fmt.Errorf("want a duration of at least 0, got %q", v)
	}
	s.d = d
	return nil
}

// durationValue is a flag.Value writing a duration, read as parseSeconds
// reads one, through to a time.Duration; a negative one is left for the
// command to refuse in its own words.
type durationValue time.Duration

func (d *durationValue) String() string {
	if d == nil {
		return "0s"
	}
	return time.Duration(*d).String()
}

// Set reads v as parseSeconds does.
func (d *durationValue) Set(v string) error {
	x, err := parseSeconds(v)
	if err != nil {
		return err
	}
	*d = durationValue(x)
	return nil
}

// durationVar defines the flag name on fl: a duration (or plain seconds)
// stored in p, value until the flag is given.
func durationVar(fl *flag.FlagSet, p *time.Duration, name string, value time.Duration) {
	*p = value
	fl.Var((*durationValue)(p), name, "")
}

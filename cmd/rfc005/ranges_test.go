package main

import (
	"bytes"
	"io"
	"strconv"
	"strings"
	"testing"
)

// TestNumericFlagRanges holds every numeric flag of every command to the
// range its usage documents: the values at each end of the range are
// taken, the values just past them are usage errors (exit 2) naming the
// flag, the value and the range. Only the flags are read: nothing runs.
func TestNumericFlagRanges(t *testing.T) {
	t.Parallel()
	parsers := map[string]func(args []string, stderr io.Writer) bool{
		"run": func(args []string, stderr io.Writer) bool {
			_, ok := parseRunFlags(args, stderr)
			return ok
		},
		"fuzz": func(args []string, stderr io.Writer) bool {
			f, code := parseFuzzFlags(args, io.Discard, stderr)
			if code < 0 {
				_, code = fuzzOptions(f, stderr)
			}
			return code == 0 || code == -1
		},
	}
	const maxInt64 = "9223372036854775807"
	for _, tt := range []struct {
		cmd, flag, value string
		want             string // what stderr says; "" when taken
	}{
		{"run", "--jobs", "1", ""},
		{"run", "--jobs", "64", ""},
		{"run", "--jobs", "0", "--jobs 0: want 1 to 64 host processes"},
		{"run", "--jobs", "65", "--jobs 65: want 1 to 64 host processes"},
		{"run", "--restarts", "0", ""},
		{"run", "--restarts", maxInt64, ""},
		{"run", "--restarts", "-1", "--restarts -1: want 0 or more (0: no restart)"},
		{"run", "--give-up-after", "0", ""},
		{"run", "--give-up-after", maxInt64, ""},
		{"run", "--give-up-after", "-1", "--give-up-after -1: want 0 or more (0: never)"},
		{"run", "--timeout", "1ns", ""},
		{"run", "--timeout", "0", "--timeout must be positive, got 0s"},
		{"run", "--start-timeout", "1ns", ""},
		{"run", "--start-timeout", "0", "--start-timeout must be positive, got 0s"},
		{"run", "--deadline", "0", ""},
		{"run", "--deadline", "-1ns", "--deadline must be positive (or 0 for none), got -1ns"},

		{"fuzz", "--jobs", "1", ""},
		{"fuzz", "--jobs", "64", ""},
		{"fuzz", "--jobs", "0", "--jobs 0: want 1 to 64 host processes"},
		{"fuzz", "--jobs", "65", "--jobs 65: want 1 to 64 host processes"},
		{"fuzz", "--jobs", "100000", "--jobs 100000: want 1 to 64 host processes"},
		{"fuzz", "--count", "1", ""},
		{"fuzz", "--count", maxInt64, ""},
		{"fuzz", "--count", "0", "--count 0: want 1 or more generated inputs"},
		{"fuzz", "--restarts", "0", ""},
		{"fuzz", "--restarts", "-1", "--restarts -1: want 0 or more (0: no restart)"},
		{"fuzz", "--give-up-after", "0", ""},
		{"fuzz", "--give-up-after", "-1", "--give-up-after -1: want 0 or more (0: never)"},
		{"fuzz", "--shrink", "0", ""},
		{"fuzz", "--shrink", maxInt64, ""},
		{"fuzz", "--shrink", "-1", "--shrink -1: want 0 or more candidate inputs"},
		{"fuzz", "--timeout", "1ns", ""},
		{"fuzz", "--timeout", "0", "--timeout must be positive, got 0s"},
		{"fuzz", "--start-timeout", "1ns", ""},
		{"fuzz", "--start-timeout", "0", "--start-timeout must be positive, got 0s"},
		{"fuzz", "--duration", "0", ""},
		{"fuzz", "--duration", "-1ns", `--duration: want a duration of at least 0, got "-1ns"`},
		{"fuzz", "--seed", "-9223372036854775808", ""},
		{"fuzz", "--seed", maxInt64, ""},
		{"fuzz", "--seed", "9223372036854775808", `--seed: "9223372036854775808" is out of range: want -9223372036854775808 to 9223372036854775807`},
		{"fuzz", "--shard", "1/1", ""},
		{"fuzz", "--shard", "1000000/1000000", ""},
		{"fuzz", "--shard", "1/1000001", `--shard: shard "1/1000001": want K/N with 1 ≤ K ≤ N ≤ 1000000`},
		{"fuzz", "--shard", maxInt64 + "/" + maxInt64, `--shard: shard "` + maxInt64 + "/" + maxInt64 + `": want K/N with 1 ≤ K ≤ N ≤ 1000000`},
		{"fuzz", "--shard", "0/1", `--shard: shard "0/1": want K/N with 1 ≤ K ≤ N ≤ 1000000`},
		{"fuzz", "--shard", "2/1", `--shard: shard "2/1": want K/N with 1 ≤ K ≤ N ≤ 1000000`},
	} {
		if !strings.HasPrefix(tt.flag, "--") {
			t.Fatalf("%s: not a flag", tt.flag)
		}
		var stderr bytes.Buffer
		ok := parsers[tt.cmd]([]string{tt.flag, tt.value}, &stderr)
		switch {
		case tt.want == "" && (!ok || stderr.Len() > 0):
			t.Errorf("rfc005 %s %s %s: refused, want it taken: %s", tt.cmd, tt.flag, tt.value, stderr.String())
		case tt.want != "" && (ok || !strings.HasPrefix(stderr.String(), "rfc005 "+tt.cmd+": "+tt.want)):
			t.Errorf("rfc005 %s %s %s: taken %v, stderr %q; want %q", tt.cmd, tt.flag, tt.value, ok, stderr.String(), tt.want)
		}
	}
	// The defaults are in range too, on a machine of any size.
	if f, code := parseFuzzFlags(nil, io.Discard, io.Discard); code != -1 {
		t.Errorf("rfc005 fuzz: exit %d with no flags", code)
	} else if opt, _ := fuzzOptions(f, io.Discard); opt.Jobs < 1 || opt.Jobs > maxJobs {
		t.Errorf("rfc005 fuzz's default --jobs is %d, out of 1 to %d", opt.Jobs, maxJobs)
	}
	var mf mutateFlags
	mutateFlagSet(&mf)
	if mf.jobs < 1 || mf.jobs > maxJobs {
		t.Errorf("rfc005 mutate's default --jobs is %d, out of 1 to %d", mf.jobs, maxJobs)
	}
	for _, v := range []int{0, maxJobs + 1} {
		code, _, stderr := rfc005("mutate", "--independent", "--jobs", strconv.Itoa(v))
		if want := "rfc005 mutate: --jobs " + strconv.Itoa(v) + ": want 1 to 64 mutants at once"; code != 2 || !strings.HasPrefix(stderr, want) {
			t.Errorf("rfc005 mutate --independent --jobs %d: exit %d, stderr %q; want %q", v, code, stderr, want)
		}
	}
}

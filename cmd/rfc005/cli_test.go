package main

import (
	"flag"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
)

// helpFlags are the ways to ask a command for its usage.
var helpFlags = []string{"-h", "-help", "--help"}

// TestEveryCommandsHelp asks every command for its usage, each way: the
// usage on stdout, nothing on stderr, exit 0; `rfc005 help CMD` the same.
func TestEveryCommandsHelp(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ cmd, first string }{
		{"", "usage: rfc005 <command>"},
		{"run", "usage: rfc005 run [flags]"},
		{"fuzz", "usage: rfc005 fuzz [flags]"},
		{"validate", "usage: rfc005 validate "},
		{"docs", "usage: rfc005 docs --out DIR"},
		{"report", "usage: rfc005 report --html FILE"},
		{"host", "usage: rfc005 host"},
		{"list", "usage: rfc005 list [--json]"},
		{"version", "usage: rfc005 version"},
	} {
		ways := [][]string{{"help"}}
		if tt.cmd != "" {
			ways = [][]string{{"help", tt.cmd}}
		}
		for _, h := range helpFlags {
			if tt.cmd == "" {
				ways = append(ways, []string{h})
			} else {
				ways = append(ways, []string{tt.cmd, h})
			}
		}
		var want string
		for _, args := range ways {
			code, out, errOut := rfc005(args...)
			if code != 0 || !strings.HasPrefix(out, tt.first) || errOut != "" {
				t.Errorf("rfc005 %s: exit %d, stdout %.60q, stderr %q; want exit 0 and the usage on stdout", strings.Join(args, " "), code, out, errOut)
			}
			if want == "" {
				want = out
			} else if out != want {
				t.Errorf("rfc005 %s prints another usage than rfc005 %s", strings.Join(args, " "), strings.Join(ways[0], " "))
			}
		}
	}
}

// TestHelpAfterOtherFlags: -h after flags of the command is still help.
func TestHelpAfterOtherFlags(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{
		{"run", "--case", "image/*", "--timeout", "5", "-h"},
		{"list", "--json", "--help"},
		{"fuzz", "--seed", "3", "-help"},
	} {
		code, out, errOut := rfc005(args...)
		if code != 0 || !strings.HasPrefix(out, "usage: rfc005 "+args[0]) || errOut != "" {
			t.Errorf("rfc005 %q: exit %d, stdout %.40q, stderr %q", args, code, out, errOut)
		}
	}
}

// TestUsagesListEveryFlag: each command's usage names every flag it
// defines, and rfc005's usage every command.
func TestUsagesListEveryFlag(t *testing.T) {
	t.Parallel()
	for _, c := range commands() {
		c.flags().VisitAll(func(f *flag.Flag) {
			if !strings.Contains(c.usage, flagDisplay(f.Name)) {
				t.Errorf("rfc005 %s -h does not list %s", c.name, flagDisplay(f.Name))
			}
		})
		if !strings.Contains(usage, "\n  "+c.name+" ") {
			t.Errorf("rfc005 -h does not list %s", c.name)
		}
	}
}

// TestHelpUnknownCommand: rfc005 help of no command suggests the nearest.
func TestHelpUnknownCommand(t *testing.T) {
	t.Parallel()
	for args, want := range map[string]string{
		"help rnu":      `rfc005 help: unknown command "rnu"; did you mean run? (rfc005 help lists the commands)` + "\n",
		"help lsit":     `rfc005 help: unknown command "lsit"; did you mean list? (rfc005 help lists the commands)` + "\n",
		"help run list": `rfc005 help: takes one command, got ["run" "list"] (rfc005 help lists the commands)` + "\n",
	} {
		code, out, errOut := rfc005(strings.Fields(args)...)
		if code != 2 || out != "" || errOut != want {
			t.Errorf("rfc005 %s: exit %d, stdout %q, stderr %q; want exit 2 and %q", args, code, out, errOut, want)
		}
	}
}

// TestUnknownCommand: a mistyped command or top-level flag suggests the
// nearest, in one line, without the usage.
func TestUnknownCommand(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ arg, want string }{
		{"rnu", `rfc005: unknown command "rnu"; did you mean run?`},
		{"reprot", `rfc005: unknown command "reprot"; did you mean report?`},
		{"valdate", `rfc005: unknown command "valdate"; did you mean validate?`},
		{"Run", `rfc005: unknown command "Run"; did you mean run?`},
		{"frobnicate", `rfc005: unknown command "frobnicate"; the commands are run, list, report, host, fuzz, validate, mutate, docs, version, help`},
		{"--verison", `rfc005: flag provided but not defined: --verison; did you mean --version?`},
		{"--hepl", `rfc005: flag provided but not defined: --hepl; did you mean --help?`},
		{"--host", `rfc005: flag provided but not defined: --host; flags go after their command: rfc005 run --host`},
	} {
		code, out, errOut := rfc005(tt.arg, "x")
		if code != 2 || out != "" || !strings.HasPrefix(errOut, tt.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("rfc005 %s: exit %d, stdout %q, stderr %q; want exit 2 and one line %q…", tt.arg, code, out, errOut, tt.want)
		}
	}
}

// TestFlagSuggestions: a mistyped flag of any command names the nearest
// defined flag, in one line, without the usage.
func TestFlagSuggestions(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"run", "--hots", "x"}, "rfc005 run: flag provided but not defined: --hots; did you mean --host? (rfc005 run -h lists the flags)"},
		{[]string{"run", "-timout", "5"}, "rfc005 run: flag provided but not defined: -timout; did you mean -timeout? (rfc005 run -h lists the flags)"},
		{[]string{"run", "--case", "x", "--jbos=2"}, "rfc005 run: flag provided but not defined: --jbos; did you mean --jobs? (rfc005 run -h lists the flags)"},
		{[]string{"run", "--V"}, "rfc005 run: flag provided but not defined: --V; did you mean -v? (rfc005 run -h lists the flags)"},
		{[]string{"run", "--update"}, "rfc005 run: flag provided but not defined: --update; did you mean --update-baseline? (rfc005 run -h lists the flags)"},
		{[]string{"run", "--zzzzzz"}, "rfc005 run: flag provided but not defined: --zzzzzz (rfc005 run -h lists the flags)"},
		{[]string{"fuzz", "--hots", "x"}, "rfc005 fuzz: flag provided but not defined: --hots; did you mean --host? (rfc005 fuzz -h lists the flags)"},
		{[]string{"fuzz", "--sede", "3"}, "rfc005 fuzz: flag provided but not defined: --sede; did you mean --seed? (rfc005 fuzz -h lists the flags)"},
		{[]string{"report", "--badge", "d"}, "rfc005 report: flag provided but not defined: --badge; did you mean --badges? (rfc005 report -h lists the flags)"},
		{[]string{"report", "--HTML", "p"}, "rfc005 report: flag provided but not defined: --HTML; did you mean --html? (rfc005 report -h lists the flags)"},
		{[]string{"list", "--jsn"}, "rfc005 list: flag provided but not defined: --jsn; did you mean --json? (rfc005 list -h lists the flags)"},
		{[]string{"validate", "--vector", "d"}, "rfc005 validate: flag provided but not defined: --vector; did you mean --vectors? (rfc005 validate -h lists the flags)"},
		{[]string{"docs", "--ou", "d"}, "rfc005 docs: flag provided but not defined: --ou; did you mean --out? (rfc005 docs -h lists the flags)"},
		{[]string{"docs", "--vectros", "d"}, "rfc005 docs: flag provided but not defined: --vectros; did you mean --vectors? (rfc005 docs -h lists the flags)"},
		{[]string{"report", "--zzzz", "d"}, "rfc005 report: flag provided but not defined: --zzzz; its flags are --badges, --html (rfc005 report -h lists the flags)"},
		{[]string{"host", "--hlep"}, "rfc005 host: flag provided but not defined: --hlep; did you mean --help? (rfc005 host -h says how to use it)"},
		{[]string{"version", "--bogus"}, "rfc005 version: flag provided but not defined: --bogus; it takes no flags (rfc005 version -h says how to use it)"},
	} {
		code, out, errOut := rfc005(tt.args...)
		if code != 2 || out != "" || errOut != tt.want+"\n" {
			t.Errorf("rfc005 %q: exit %d, stdout %q\nstderr %q\nwant   %q", tt.args, code, out, errOut, tt.want+"\n")
		}
	}
}

// TestFlagValueErrors: a bad value says what the flag accepts, in one
// line.
func TestFlagValueErrors(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"run", "--timeout", "abc"}, `rfc005 run: --timeout: want a duration like 5s or 1m30s, or plain seconds, got "abc" (rfc005 run -h lists the flags)`},
		{[]string{"run", "--deadline=soon"}, `rfc005 run: --deadline: want a duration like 5s or 1m30s, or plain seconds, got "soon" (rfc005 run -h lists the flags)`},
		{[]string{"fuzz", "--timeout", "5 s"}, `rfc005 fuzz: --timeout: want a duration like 5s or 1m30s, or plain seconds, got "5 s" (rfc005 fuzz -h lists the flags)`},
		{[]string{"fuzz", "--duration", "-3"}, `rfc005 fuzz: --duration: want a duration of at least 0, got "-3" (rfc005 fuzz -h lists the flags)`},
		{[]string{"run", "--jobs", "two"}, `rfc005 run: --jobs: want a whole number, got "two" (rfc005 run -h lists the flags)`},
		{[]string{"fuzz", "--seed", "99999999999999999999"}, `rfc005 fuzz: --seed: "99999999999999999999" is out of range: want -9223372036854775808 to 9223372036854775807 (rfc005 fuzz -h lists the flags)`},
		{[]string{"run", "--json"}, `rfc005 run: --json needs a value (rfc005 run -h lists the flags)`},
		{[]string{"run", "--quiet=maybe"}, `rfc005 run: --quiet takes no value, or =true or =false, got "maybe" (rfc005 run -h lists the flags)`},
		{[]string{"list", "--builtin=no"}, `rfc005 list: --builtin takes no value, or =true or =false, got "no" (rfc005 list -h lists the flags)`},
	} {
		code, out, errOut := rfc005(tt.args...)
		if code != 2 || out != "" || errOut != tt.want+"\n" {
			t.Errorf("rfc005 %q: exit %d, stdout %q\nstderr %q\nwant   %q", tt.args, code, out, errOut, tt.want+"\n")
		}
	}
}

// TestMutateOnlyWithFaults: every build lists mutate, whose independent
// mutants run in any build; a normal build does not run the planted
// faults, and says how to get a build that does; the usage is the
// command table's.
func TestMutateOnlyWithFaults(t *testing.T) {
	t.Parallel()
	_, out, _ := rfc005("help")
	if !strings.Contains(out, "\n  mutate ") {
		t.Errorf("the usage does not list mutate:\n%s", out)
	}
	for _, c := range commands() {
		if !strings.Contains(out, "\n  "+c.name+" ") {
			t.Errorf("the usage does not list %s:\n%s", c.name, out)
		}
	}
	if code, out, _ := rfc005("help", "mutate"); code != 0 || !strings.Contains(out, "--independent") {
		t.Errorf("help mutate: exit %d, %q", code, out)
	}
	if fault.Enabled {
		return
	}
	for _, args := range [][]string{{"mutate"}, {"mutate", "--kills", "f"}} {
		code, out, errOut := rfc005(args...)
		if code != 2 || out != "" || !strings.Contains(errOut, "run only in a build with the faults planted: go run -tags mutate ./cmd/rfc005 mutate (--independent runs the Python example's mutants in any build)") {
			t.Errorf("rfc005 %q: exit %d, stdout %q, stderr %q", args, code, out, errOut)
		}
	}
}

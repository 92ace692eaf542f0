package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
)

// parseFlags parses args with fl, the flags of `rfc005 <fl.Name()>`. It
// returns -1 to go on; 0 after printing usage to stdout on -h, -help or
// --help; 2 after saying on stderr, in one line, what is wrong with a
// flag (the nearest defined flag for one mistyped).
func parseFlags(fl *flag.FlagSet, args []string, usage string, stdout, stderr io.Writer) int {
	fl.SetOutput(io.Discard)
	fl.Usage = func() {}
	err := fl.Parse(args)
	switch {
	case err == nil:
		return -1
	case errors.Is(err, flag.ErrHelp):
		fmt.Fprint(stdout, usage)
		return 0
	}
	problem := flagProblem(fl, args, err)
	if !hasFlags(fl) {
		fmt.Fprintf(stderr, "rfc005 %s: %s (rfc005 %s -h says how to use it)\n", fl.Name(), problem, fl.Name())
		return 2
	}
	return usageError(stderr, fl.Name(), "%s", problem)
}

// helpAsked reports whether args, parsed with fl, ask for the usage
// (-h, -help or --help before any other problem).
func helpAsked(fl *flag.FlagSet, args []string) bool {
	fl.SetOutput(io.Discard)
	fl.Usage = func() {}
	return errors.Is(fl.Parse(args), flag.ErrHelp)
}

// usageError says on stderr, in one line, what is wrong with the
// arguments of `rfc005 cmd` and where its flags are listed, and returns 2.
func usageError(stderr io.Writer, cmd, format string, a ...any) int {
	fmt.Fprintf(stderr, "rfc005 %s: %s (rfc005 %s -h lists the flags)\n", cmd, fmt.Sprintf(format, a...), cmd)
	return 2
}

// flagProblem rewords an error of fl.Parse(args) for a person: a flag
// not defined with the nearest one that is, a bad value with what the
// flag accepts.
func flagProblem(fl *flag.FlagSet, args []string, err error) string {
	msg := err.Error()
	if name, ok := strings.CutPrefix(msg, "flag provided but not defined: -"); ok {
		typed := asTyped(args, name)
		s := "flag provided but not defined: " + reporttext.Printable(typed)
		names := flagNames(fl)
		if near, ok := nearest(name, names); ok {
			s += "; did you mean " + sameDashes(typed, near) + "?"
		} else if len(names) <= fewFlags+1 {
			s += "; " + flagList(names[:len(names)-1])
		}
		return s
	}
	if name, ok := strings.CutPrefix(msg, "flag needs an argument: -"); ok {
		return flagDisplay(name) + " needs a value"
	}
	if value, name, why, ok := invalidValue(msg, "invalid value ", " for flag -"); ok {
		return valueProblem(fl, name, value, why)
	}
	if value, name, _, ok := invalidValue(msg, "invalid boolean value ", " for -"); ok {
		return fmt.Sprintf("%s takes no value, or =true or =false, got %s", flagDisplay(name), value)
	}
	return reporttext.Printable(msg)
}

// fewFlags is how many flags a command may have for a mistyped one to
// list them all when none is near.
const fewFlags = 4

// flagList says which flags names are, as flagDisplay writes them.
func flagList(names []string) string {
	if len(names) == 0 {
		return "it takes no flags"
	}
	shown := make([]string, len(names))
	for i, n := range names {
		shown[i] = flagDisplay(n)
	}
	if len(shown) == 1 {
		return "its one flag is " + shown[0]
	}
	return "its flags are " + strings.Join(shown, ", ")
}

// invalidValue splits the flag package's message of a value it could not
// set, prefix "value" middle "name: why", into its value (Go-quoted),
// the flag's name and why.
func invalidValue(msg, prefix, middle string) (value, name, why string, ok bool) {
	rest, ok := strings.CutPrefix(msg, prefix)
	if !ok {
		return "", "", "", false
	}
	value, err := strconv.QuotedPrefix(rest)
	if err != nil {
		return "", "", "", false
	}
	rest, ok = strings.CutPrefix(rest[len(value):], middle)
	if !ok {
		return "", "", "", false
	}
	name, why, ok = strings.Cut(rest, ": ")
	return value, name, why, ok
}

// valueProblem says what flag name accepts, given the value it refused
// (Go-quoted) and why.
func valueProblem(fl *flag.FlagSet, name, value, why string) string {
	shown := flagDisplay(name)
	whole, lo, hi := false, "", ""
	if f := fl.Lookup(name); f != nil {
		if g, ok := f.Value.(flag.Getter); ok {
			switch g.Get().(type) {
			case int:
				whole, lo, hi = true, strconv.Itoa(math.MinInt), strconv.Itoa(math.MaxInt)
			case int64:
				whole, lo, hi = true, strconv.FormatInt(math.MinInt64, 10), strconv.FormatInt(math.MaxInt64, 10)
			}
		}
	}
	switch {
	case whole && why == "parse error":
		return fmt.Sprintf("%s: want a whole number, got %s", shown, value)
	case whole && why == "value out of range":
		return fmt.Sprintf("%s: %s is out of range: want %s to %s", shown, value, lo, hi)
	}
	return shown + ": " + reporttext.Printable(why)
}

// hasFlags reports whether fl defines a flag.
func hasFlags(fl *flag.FlagSet) bool {
	found := false
	fl.VisitAll(func(*flag.Flag) { found = true })
	return found
}

// flagNames returns the names of fl's flags, and help.
func flagNames(fl *flag.FlagSet) []string {
	var names []string
	fl.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
	return append(names, "help")
}

// asTyped returns the argument that gave flag name, as typed (dashes
// and all, without its value), or the name with one dash.
func asTyped(args []string, name string) string {
	for _, a := range args {
		if a == "--" {
			break
		}
		flagPart, _, _ := strings.Cut(a, "=")
		if strings.HasPrefix(a, "-") && strings.TrimLeft(flagPart, "-") == name {
			return flagPart
		}
	}
	return "-" + name
}

// sameDashes writes flag name with the dashes typed used ("-" or "--"),
// but always one dash for a one-letter flag.
func sameDashes(typed, name string) string {
	if len([]rune(name)) == 1 {
		return "-" + name
	}
	if strings.HasPrefix(typed, "--") {
		return "--" + name
	}
	return "-" + name
}

// flagDisplay writes flag name as the usages do: "-v", "--timeout".
func flagDisplay(name string) string {
	if len([]rune(name)) == 1 {
		return "-" + name
	}
	return "--" + name
}

package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
)

// command is one of rfc005's commands.
type command struct {
	name string
	// summary is its line (or lines) in rfc005's usage.
	summary string
	usage   string
	// flags returns the command's flags, bound to values of their own:
	// the dispatcher asks them whether the arguments ask for the usage.
	flags func() *flag.FlagSet
	run   func(args []string, stdin io.Reader, stdout, stderr io.Writer) int
}

// commands returns rfc005's commands, in the order of its usage.
func commands() []command {
	cs := []command{
		{"run", "score a host on the corpus and gate CI", runUsage,
			func() *flag.FlagSet { return runFlagSet(new(runFlags)) }, noStdin(runCmd)},
		{"list", "list the corpus's cases: id, level, tags and lanes (--json for scripts)", listUsage,
			func() *flag.FlagSet { return listFlagSet(new(runFlags), new(bool)) }, noStdin(listCmd)},
		{"report", "put hosts side by side in one HTML page, from rfc005 run --json reports", reportUsage,
			func() *flag.FlagSet { return reportFlagSet(new(string), new(string)) }, noStdin(reportCmd)},
		{"host", "serve the reference host over adapter protocol version 1:\none JSON request per line on stdin, one answer per line on stdout", hostUsage,
			hostFlagSet, hostCmd},
		{"fuzz", "find a host's bugs beyond the corpus: generated inputs judged\nagainst the reference, each failure shrunk to a minimal vector", fuzzUsage,
			func() *flag.FlagSet { return fuzzFlagSet(new(fuzzFlags)) }, noStdin(fuzzCmd)},
		{"validate", "check every vector file against its schema and the features\nagainst the vectors", validateUsage,
			func() *flag.FlagSet { return validateFlagSet(new(string), new(string)) }, noStdin(validate)},
	}
	return append(cs,
		command{"mutate", "the mutation score: which cases kill each planted fault of the\nreference (a build with -tags mutate) or each independent mutant\nof the Python example (--independent)", mutateUsage,
			func() *flag.FlagSet { return mutateFlagSet(new(mutateFlags)) }, noStdin(mutateCmd)},
		command{"docs", "write the spec book (Markdown) to --out DIR", docsUsage,
			func() *flag.FlagSet { return docsFlagSet(new(string)) }, noStdin(docsCmd)},
		command{"version", "print the suite's version and the built-in vectors' digest and\ncase count (also rfc005 --version)", versionUsage,
			versionFlagSet, noStdin(versionCmd)},
	)
}

// noStdin makes a command that reads no stdin fit command.run.
func noStdin(cmd func(args []string, stdout, stderr io.Writer) int) func([]string, io.Reader, io.Writer, io.Writer) int {
	return func(args []string, _ io.Reader, stdout, stderr io.Writer) int { return cmd(args, stdout, stderr) }
}

// lookupCommand returns the command called name.
func lookupCommand(name string) (command, bool) {
	for _, c := range commands() {
		if c.name == name {
			return c, true
		}
	}
	return command{}, false
}

// commandNames returns the names of the commands, and help.
func commandNames() []string {
	var names []string
	for _, c := range commands() {
		names = append(names, c.name)
	}
	return append(names, "help")
}

// helpCmd runs `rfc005 help [CMD]`: CMD's usage, or rfc005's, on stdout.
func helpCmd(args []string, stdout, stderr io.Writer) int {
	if len(args) > 1 {
		fmt.Fprintf(stderr, "rfc005 help: takes one command, got %q (rfc005 help lists the commands)\n", args)
		return 2
	}
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "-help" || args[0] == "--help" {
		fmt.Fprint(stdout, usage)
		return 0
	}
	c, ok := lookupCommand(args[0])
	if !ok {
		return unknownCommand("rfc005 help", args[0], stderr)
	}
	fmt.Fprint(stdout, c.usage)
	return 0
}

// unknownCommand says, as who, that there is no command name, suggests
// the nearest one, and returns 2.
func unknownCommand(who, name string, stderr io.Writer) int {
	if near, ok := nearest(name, commandNames()); ok {
		fmt.Fprintf(stderr, "%s: unknown command %q; did you mean %s? (rfc005 help lists the commands)\n", who, name, near)
	} else {
		fmt.Fprintf(stderr, "%s: unknown command %q; the commands are %s (rfc005 help CMD describes one)\n",
			who, name, strings.Join(commandNames(), ", "))
	}
	return 2
}

// unknownTopFlag says that rfc005 itself has no flag typed (only -h and
// --version), suggests the nearest, or the command the flag belongs to,
// and returns 2.
func unknownTopFlag(typed string, stderr io.Writer) int {
	flagPart, _, _ := strings.Cut(typed, "=")
	name := strings.TrimLeft(flagPart, "-")
	msg := "flag provided but not defined: " + reporttext.Printable(flagPart)
	if near, ok := nearest(name, []string{"help", "version"}); ok {
		msg += "; did you mean " + sameDashes(flagPart, near) + "?"
	} else {
		for _, c := range commands() {
			if c.flags().Lookup(name) != nil {
				msg += "; flags go after their command: rfc005 " + c.name + " " + flagPart
				break
			}
		}
	}
	fmt.Fprintf(stderr, "rfc005: %s (rfc005 -h lists the commands)\n", msg)
	return 2
}

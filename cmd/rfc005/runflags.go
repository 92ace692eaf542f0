package main

import (
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/adapters/subprocess"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
	"github.com/rfc005-lanes/rfc005-lanes/internal/suite"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

const runUsage = `usage: rfc005 run [flags]

Scores a host on the corpus and gates CI. With no flags it scores the
in-process reference host on the built-in corpus.

  --host CMD              score a host program speaking protocol version 1
                          (adapters/PROTOCOL.md), e.g. --host "python3 host.py"
  --mcpl-adapter FILE     score an adapter module in MCPL's shape (FILE.mjs
                          exporting createAdapter), as it is, through the Node
                          bridge of adapters/mcpl (needs node); not with --host
  --mcpl-root DIR         the root --mcpl-adapter's createAdapter is given
                          (default: FILE's directory)
  --vectors DIR|FILE      also run the cases of DIR, a directory of vector
                          files, or of FILE, one vector file; each file in
                          either format (rfc005-lanes/1 or MCPL's
                          mcpl-bulk-references-1) (repeatable)
  --builtin=false         run only the --vectors cases
  --case GLOB             run the cases whose id matches (repeatable; "image/*")
  --tags EXPR             run the cases whose tags match a godog tag expression:
                          "@security", "@family-image,@family-audio",
                          "@must && ~@large" ("," or, "&&" and, "~" not; a case's
                          tags are its scenario's: @family-<family>, @must or
                          @should, @security, @ and each of its own tags)
  --lanes LIST            observe only these lanes (comma-separated lane ids)
  --allow-missing-lanes LIST
                          let the host not serve these selected lanes (comma-separated
                          lane ids); without it, a selected lane the host does not
                          serve fails the run
  --level must|should     run only the cases of this level: the same as --tags @must
                          or @should, and joined with --tags as by "&&"
  --profile full|mcp      what the run scores (default full: every case on every
                          lane); mcp, for a plain MCP client: only the cases
                          whose input is valid MCP (vectors/mcp.schema.json), on
                          tool-result/live and tool-result/stored; --lanes
                          narrows it further, and naming another lane is a
                          usage error. Every report and badge names the profile
  --timeout DURATION      the host's time to answer each observation (more than 0;
                          default 5s)
  --host-env NAME         give the host the CI credential NAME (repeatable): a
                          host gets the runner's environment without the CI
                          credentials adapters/PROTOCOL.md lists (GITHUB_TOKEN,
                          ACTIONS_RUNTIME_TOKEN, GITHUB_ENV, CI_JOB_TOKEN, …),
                          but those named here
  --start-timeout DURATION
                          the host's time to start: from running its command to
                          its hello answer, at the first start and every restart
                          (more than 0; default 60s; an interpreter may start
                          slowly)
  --restarts N            restarts allowed per case after the host crashes, hangs or
                          breaks the protocol (0 or more, 0 for none; default 3);
                          a later case starts afresh
  --give-up-after N       answers in a row that may time out, not all in one case,
                          before the host is declared unresponsive and every
                          remaining observation is an error at once (0 or more;
                          default 3; 0 never): a host that hangs on one case
                          costs that case; one that never answers costs its
                          first case's lanes and then at most N timeouts
  --deadline DURATION     the whole run's time budget ("10m"; 0 or more, 0 for none,
                          the default): when it passes, the run stops as on a
                          signal (below), exit 1
  --json FILE             write the JSON report (runner/report.schema.json)
  --junit FILE            write a JUnit XML report
  --markdown FILE         write a Markdown report (for a CI job summary)
  --html FILE             write a self-contained HTML report (rfc005 report puts hosts side by side)
  --badge FILE            write an SVG badge of the normative score
  --badges DIR            write the badge into DIR, named after the host's label, as
                          rfc005 report --badges names each of its badges
  --book-url URL          the base the text report and the Markdown, JUnit and
                          HTML reports resolve their SPEC.md and spec-book links
                          against, so they work outside the repository (default
                          the suite's repository at its version:
                          https://github.com/rfc005-lanes/rfc005-lanes/
                          blob/v0.1.0/); "" keeps them relative
  --gate must|should      what fails the run (default must): a failed check of a
                          MUST clause, a leak, withheld content or an error; with
                          should, a failed check of a SHOULD clause too
  --baseline FILE         known failures: exit 0 when every failure is listed (a
                          security failure only with its "link": a known leak)
  --update-baseline FILE  write the current failures to FILE, keeping the links of
                          the entries it keeps (from --baseline, or else from FILE);
                          a security failure with no link gets --track's, or
                          "link": "", which fails the gate until it has one
  --track URL             with --update-baseline: the link (an absolute http(s)
                          URL) of the issue tracking the security failures it
                          records without one: they become known leaks, excused
  --name LABEL            the host's label in every report and its badge file name
                          (default: its name; rfc005 report tells same-named hosts
                          apart by version and a digest of the command); printable,
                          at most 100 bytes
  --jobs N                score with up to N host processes at once (1 to 64,
                          default 1): scoring starts with the first, and more
                          start while it scores, as long as they speed it up,
                          so a host bound by the machine's cores may score
                          with fewer; reports are identical to --jobs 1, in
                          corpus order
  --quiet                 print only the gate's lines and the scores
  -v                      also print every wording difference

A DURATION is written as Go writes one ("5s", "1m30s", "250ms") or in plain
seconds ("5", "0.5"). A value outside a flag's range is a usage error.

Every score states its coverage: "normative 98/98 (100.0%) on 1 of 9 lanes
(98 of 595 observations scored)". Skips never make a run green by themselves.
On a terminal, a run keeps one progress line updated on stderr (cases done
of total, failures so far, elapsed, the slowest case); when stderr is not a
terminal, it prints a plain line every 10 s.

Before any host starts, the run checks its inputs: vector files must be
regular files (not FIFOs or devices, nor symlinks to them) of at most 64 MiB,
nested at most 10000 levels; --case and --tags must parse; the baseline must
be one JSON object naming only cases of the corpus and lanes they observe;
each report path's directory must exist and be writable, and the path must
not be a directory. Any of these is exit 2.

SIGINT or SIGTERM stops the run: the host is closed (its process group
killed), every report asked for is written for what was observed, marked
incomplete, the scores and the gate's lines are printed (an incomplete run
never passes, and --update-baseline is not written), and the exit status is
130 after SIGINT, 143 after SIGTERM. The same signal again within 2 s (as
timeout and CI runners send it, to rfc005 and its process group) is the
same stop; the other signal, or the same one later, exits at once.

Exit status: 0 when every gating check passes (or is listed in the baseline);
1 on a new failure, a listed entry that now passes, a security failure the
baseline does not list with its link (a known leak), a
selected lane the host does not serve (narrow the run with --lanes or name it
in --allow-missing-lanes), a lane the baseline recorded served that the host
no longer serves, a run that scored nothing, a run the --deadline stopped, or
a host that cannot start; 2 on a usage error, a broken corpus or baseline, a
report path that cannot be written, or a report that could not be written
(the others are written, the scores and the gate printed all the same); 130
after SIGINT, 143 after SIGTERM.
`

// listFlag collects a repeatable flag.
type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ",") }
func (l *listFlag) Set(s string) error { *l = append(*l, s); return nil }

type runFlags struct {
	host, tags, lanes, level string
	// mcplAdapter and mcplRoot are --mcpl-adapter FILE and --mcpl-root DIR.
	mcplAdapter, mcplRoot string
	// profile is --profile full|mcp: what the run scores ("" is full).
	profile           string
	allowMissingLanes string
	vectors, cases    listFlag
	builtin           bool
	timeout, deadline time.Duration
	startTimeout      time.Duration
	// hostEnv is --host-env NAME: withheld variables the host gets.
	hostEnv               listFlag
	restarts              int
	giveUpAfter           int
	json, junit, markdown string
	html, badge, badges   string
	// bookURL is --book-url: the base the reports' links resolve against.
	bookURL                  string
	baseline, updateBaseline string
	// track is --track URL: the link --update-baseline gives a security
	// failure it records without one.
	track string
	// args are the arguments as given: the gate repeats them in the
	// command that drops stale baseline entries.
	args []string
	// name is --name LABEL: the host's label in every report and the
	// badge's file name ("" lets the reports choose).
	name string
	// jobs is --jobs N: how many host processes score at once (1 or more).
	jobs int
	// gate is --gate must|should: the level of check that fails the run.
	gate string
	// quiet (--quiet) prints only the summary; verbose (-v) adds the
	// wording diffs.
	quiet, verbose bool
}

// runFlagSet returns the flags of `rfc005 run`, bound to f (with their
// defaults set).
func runFlagSet(f *runFlags) *flag.FlagSet {
	fl := flag.NewFlagSet("run", flag.ContinueOnError)
	fl.StringVar(&f.host, "host", "", "")
	fl.StringVar(&f.mcplAdapter, "mcpl-adapter", "", "")
	fl.StringVar(&f.mcplRoot, "mcpl-root", "", "")
	fl.Var(&f.vectors, "vectors", "")
	fl.BoolVar(&f.builtin, "builtin", true, "")
	fl.Var(&f.cases, "case", "")
	fl.StringVar(&f.tags, "tags", "", "")
	fl.StringVar(&f.lanes, "lanes", "", "")
	fl.StringVar(&f.allowMissingLanes, "allow-missing-lanes", "", "")
	fl.StringVar(&f.level, "level", "", "")
	fl.StringVar(&f.profile, "profile", string(runner.ProfileFull), "")
	durationVar(fl, &f.timeout, "timeout", subprocess.DefaultTimeout)
	durationVar(fl, &f.startTimeout, "start-timeout", subprocess.DefaultStartTimeout)
	fl.Var(&f.hostEnv, "host-env", "")
	fl.IntVar(&f.restarts, "restarts", subprocess.DefaultRestarts, "")
	fl.IntVar(&f.giveUpAfter, "give-up-after", subprocess.DefaultGiveUpAfter, "")
	durationVar(fl, &f.deadline, "deadline", 0)
	fl.StringVar(&f.json, "json", "", "")
	fl.StringVar(&f.junit, "junit", "", "")
	fl.StringVar(&f.markdown, "markdown", "", "")
	fl.StringVar(&f.html, "html", "", "")
	fl.StringVar(&f.badge, "badge", "", "")
	fl.StringVar(&f.badges, "badges", "", "")
	fl.StringVar(&f.bookURL, "book-url", suite.DefaultBookURL, "")
	fl.StringVar(&f.baseline, "baseline", "", "")
	fl.StringVar(&f.updateBaseline, "update-baseline", "", "")
	fl.StringVar(&f.track, "track", "", "")
	fl.StringVar(&f.name, "name", "", "")
	fl.IntVar(&f.jobs, "jobs", 1, "")
	fl.StringVar(&f.gate, "gate", vectors.LevelMust, "")
	fl.BoolVar(&f.quiet, "quiet", false, "")
	fl.BoolVar(&f.verbose, "v", false, "")
	return fl
}

// maxJobs is the most host processes --jobs may start.
const maxJobs = 64

// maxNameBytes is the longest --name.
const maxNameBytes = 100

// parseRunFlags reads the flags of `rfc005 run`; on a usage error it says
// so on stderr, in one line, and returns false (exit 2). The command
// answers -h itself (on stdout, exit 0) before it gets here; here -h
// prints the usage on stderr and returns false.
func parseRunFlags(args []string, stderr io.Writer) (runFlags, bool) {
	f := runFlags{args: args}
	fl := runFlagSet(&f)
	if parseFlags(fl, args, runUsage, stderr, stderr) >= 0 {
		return f, false
	}
	if fl.NArg() > 0 {
		runUsageError(stderr, "unexpected argument %q (quote a host command: --host \"python3 host.py\")", fl.Arg(0))
		return f, false
	}
	named := false
	fl.Visit(func(fv *flag.Flag) { named = named || fv.Name == "name" })
	if problem := checkRunFlags(f, named); problem != "" {
		runUsageError(stderr, "%s", problem)
		return f, false
	}
	return f, true
}

// checkRunFlags says what is wrong with --gate, the numeric flags (each
// to the range its usage documents), --name (named: given), --quiet and
// -v, --host-env, --book-url and --track, or "".
func checkRunFlags(f runFlags, named bool) string {
	if problem := checkHostFlags(f.restarts, f.giveUpAfter, f.timeout, f.startTimeout); problem != "" {
		return problem
	}
	switch {
	case f.gate != vectors.LevelMust && f.gate != vectors.LevelShould:
		return fmt.Sprintf("--gate %q: want must or should", f.gate)
	case f.jobs < 1 || f.jobs > maxJobs:
		return fmt.Sprintf("--jobs %d: want 1 to %d host processes", f.jobs, maxJobs)
	case f.deadline < 0:
		return fmt.Sprintf("--deadline must be positive (or 0 for none), got %s", f.deadline)
	case named && strings.TrimSpace(f.name) == "":
		return "--name: want a label, got an empty one"
	case len(f.name) > maxNameBytes:
		return fmt.Sprintf("--name: want at most %d bytes, got %d", maxNameBytes, len(f.name))
	case reporttext.Printable(f.name) != f.name:
		return fmt.Sprintf("--name %q: want printable characters, no control characters", f.name)
	case f.quiet && f.verbose:
		return "--quiet and -v ask for less and more: give one of them"
	case f.mcplAdapter != "" && f.host != "":
		return "--mcpl-adapter and --host each name the host to score: give one of them"
	case f.mcplRoot != "" && f.mcplAdapter == "":
		return "--mcpl-root is the root of --mcpl-adapter's module: give --mcpl-adapter FILE too"
	}
	if problem := checkHostEnv(f.hostEnv); problem != "" {
		return problem
	}
	if f.bookURL != "" {
		if err := suite.CheckBookURL(f.bookURL); err != nil {
			return "--book-url: " + err.Error()
		}
	}
	return checkTrack(f)
}

// checkTrack says what is wrong with --track, or "": it gives a link to
// what --update-baseline records, so it needs that flag, and the link
// must be one a baseline entry may hold.
func checkTrack(f runFlags) string {
	if f.track == "" {
		return ""
	}
	if f.updateBaseline == "" {
		return "--track needs --update-baseline FILE: it gives the security failures that the update records without a link this one"
	}
	if err := suite.CheckLink(f.track); err != nil {
		return "--track: " + err.Error()
	}
	return ""
}

// runUsageError says what is wrong, in one line, on stderr, and returns 2.
func runUsageError(stderr io.Writer, format string, a ...any) int {
	return usageError(stderr, "run", format, a...)
}

package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/inprocess"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/subprocess"
	"github.com/rfc005-lanes/rfc005-lanes/htmlreport"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

const runUsage = `usage: rfc005 run [flags]

Scores a host on the corpus and gates CI. With no flags it scores the
in-process reference host on the built-in corpus.

  --host CMD              score a host program speaking protocol version 1
                          (adapters/PROTOCOL.md), e.g. --host "python3 host.py"
  --vectors DIR           also run the vector files in DIR (repeatable)
  --builtin=false         run only the --vectors directories
  --case GLOB             run the cases whose id matches (repeatable; "image/*")
  --tags EXPR             run the cases whose tags match: "security", "image,audio",
                          "must && ~large" (a case's tags: its own, its family, its
                          level, security)
  --lanes LIST            observe only these lanes (comma-separated lane ids)
  --allow-missing-lanes LIST
                          let the host not serve these selected lanes (comma-separated
                          lane ids); without it, a selected lane the host does not
                          serve fails the run
  --level must|should     run only the cases of this level
  --timeout DURATION      the host's time to answer each request (default 5s)
  --restarts N            restarts allowed after the host crashes or hangs (default 3)
  --json FILE             write the JSON report (runner/report.schema.json)
  --junit FILE            write a JUnit XML report
  --markdown FILE         write a Markdown report (for a CI job summary)
  --html FILE             write a self-contained HTML report (rfc005 report puts hosts side by side)
  --badge FILE            write an SVG badge of the normative score
  --baseline FILE         known failures: exit 0 when every failure is listed
  --update-baseline FILE  write the current failures to FILE (never security ones)

Every score states its coverage: "normative 98/98 (100.0%) on 1 of 9 lanes
(98 of 595 observations scored)". Skips never make a run green by themselves.

Exit status: 0 when every gating check passes (or is listed in the baseline);
1 on a new failure, a listed entry that now passes, a security failure, a
selected lane the host does not serve (narrow the run with --lanes or name it
in --allow-missing-lanes), a lane the baseline recorded served that the host
no longer serves, a run that scored nothing, or a host that cannot start; 2 on
a usage error or a broken corpus.
`

// listFlag collects a repeatable flag.
type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ",") }
func (l *listFlag) Set(s string) error { *l = append(*l, s); return nil }

type runFlags struct {
	host, tags, lanes, level string
	allowMissingLanes        string
	vectors, cases           listFlag
	builtin                  bool
	timeout                  time.Duration
	restarts                 int
	json, junit, markdown    string
	html, badge              string
	baseline, updateBaseline string
}

// runCmd runs `rfc005 run`: it parses the flags, checks them and the
// corpus, starts the host (--host, or the in-process reference) and scores
// it.
func runCmd(args []string, stdout, stderr io.Writer) int {
	f, ok := parseRunFlags(args, stderr)
	if !ok {
		return 2
	}
	p, code := prepareRun(f, stderr)
	if code != 0 {
		return code
	}
	ctx := context.Background()
	h, command, err := startHost(ctx, f)
	if err != nil {
		fmt.Fprintf(stderr, "rfc005 run: the host could not be scored: %v\n", err)
		return 1
	}
	code = p.score(ctx, h, command, stdout, stderr)
	if err := h.Close(); err != nil {
		fmt.Fprintf(stderr, "rfc005 run: %v\n", err)
	}
	return code
}

// execute runs the whole of `rfc005 run` with flags f against h, a host
// the caller supplies and closes (f.host is not used to start one), and
// returns the exit status exactly as the command does: 2 on a usage error
// or a broken corpus, else the gate's 0 or 1. command is what the reports
// name as the host command ("" for a host in process). Tests drive the
// command through it with in-process hosts made wrong on purpose:
//
//	f, ok := parseRunFlags([]string{"--lanes", "push"}, stderr)
//	code := execute(ctx, f, pushOnlyHost{inprocess.New()}, "", stdout, stderr)
func execute(ctx context.Context, f runFlags, h adapters.Host, command string, stdout, stderr io.Writer) int {
	p, code := prepareRun(f, stderr)
	if code != 0 {
		return code
	}
	return p.score(ctx, h, command, stdout, stderr)
}

// parseRunFlags reads the flags of `rfc005 run`; on a usage error it says
// so on stderr and returns false (exit 2).
func parseRunFlags(args []string, stderr io.Writer) (runFlags, bool) {
	var f runFlags
	fl := flag.NewFlagSet("run", flag.ContinueOnError)
	fl.SetOutput(stderr)
	fl.Usage = func() { fmt.Fprint(stderr, runUsage) }
	fl.StringVar(&f.host, "host", "", "")
	fl.Var(&f.vectors, "vectors", "")
	fl.BoolVar(&f.builtin, "builtin", true, "")
	fl.Var(&f.cases, "case", "")
	fl.StringVar(&f.tags, "tags", "", "")
	fl.StringVar(&f.lanes, "lanes", "", "")
	fl.StringVar(&f.allowMissingLanes, "allow-missing-lanes", "", "")
	fl.StringVar(&f.level, "level", "", "")
	fl.DurationVar(&f.timeout, "timeout", subprocess.DefaultTimeout, "")
	fl.IntVar(&f.restarts, "restarts", subprocess.DefaultRestarts, "")
	fl.StringVar(&f.json, "json", "", "")
	fl.StringVar(&f.junit, "junit", "", "")
	fl.StringVar(&f.markdown, "markdown", "", "")
	fl.StringVar(&f.html, "html", "", "")
	fl.StringVar(&f.badge, "badge", "", "")
	fl.StringVar(&f.baseline, "baseline", "", "")
	fl.StringVar(&f.updateBaseline, "update-baseline", "", "")
	if err := fl.Parse(args); err != nil {
		return f, false
	}
	if fl.NArg() > 0 {
		runUsageError(stderr, "unexpected argument %q (quote a host command: --host \"python3 host.py\")", fl.Arg(0))
		return f, false
	}
	return f, true
}

// runUsageError says what is wrong, then the usage, on stderr, and returns 2.
func runUsageError(stderr io.Writer, format string, a ...any) int {
	fmt.Fprintf(stderr, "rfc005 run: "+format+"\n\n%s", append(a, runUsage)...)
	return 2
}

// runPlan is a run whose flags and corpus have been checked: all it needs
// is a host.
type runPlan struct {
	f            runFlags
	sel          runner.Selection
	allowMissing []adapters.Lane
	baseline     *runner.Baseline
	corpus       *vectors.Corpus
}

// prepareRun checks the flags and loads the corpus and the baseline,
// before any host starts; it returns 2 after saying what is wrong.
func prepareRun(f runFlags, stderr io.Writer) (runPlan, int) {
	p := runPlan{f: f}
	var err error
	if p.sel, err = selection(f); err != nil {
		return p, runUsageError(stderr, "%v", err)
	}
	if p.allowMissing, err = laneList("--allow-missing-lanes", f.allowMissingLanes); err != nil {
		return p, runUsageError(stderr, "%v", err)
	}
	if f.timeout <= 0 {
		return p, runUsageError(stderr, "--timeout must be positive, got %s", f.timeout)
	}
	if f.baseline != "" {
		if p.baseline, err = runner.ReadBaseline(f.baseline); err != nil {
			fmt.Fprintf(stderr, "rfc005 run: %v\n", err)
			return p, 2
		}
	}
	var ok bool
	if p.corpus, ok = loadCorpus(f, stderr); !ok {
		return p, 2
	}
	if n := countSelected(p.corpus, p.sel); n == 0 {
		return p, runUsageError(stderr, "no case matches the selection (--case, --tags, --level): nothing to run")
	}
	return p, 0
}

// score runs the plan against h, prints the details, writes the reports
// and applies the gate.
func (p runPlan) score(ctx context.Context, h adapters.Host, command string, stdout, stderr io.Writer) int {
	report := runner.Run(ctx, h, p.corpus, p.sel)
	report.Command = command
	report.AllowMissing = p.allowMissing
	fmt.Fprint(stdout, report.Details())
	if err := writeReports(report, p.f); err != nil {
		fmt.Fprintf(stderr, "rfc005 run: %v\n", err)
		return 2
	}
	return gate(report, p.f, p.baseline, stdout, stderr)
}

// laneList reads a comma-separated list of lane ids given to flag; "" is
// none.
func laneList(flag, list string) ([]adapters.Lane, error) {
	var lanes []adapters.Lane
	if strings.TrimSpace(list) == "" {
		return nil, nil
	}
	for _, id := range strings.Split(list, ",") {
		lane, err := adapters.ParseLane(strings.TrimSpace(id))
		if err != nil {
			return nil, fmt.Errorf("%s: %v", flag, err)
		}
		lanes = append(lanes, lane)
	}
	return lanes, nil
}

func selection(f runFlags) (runner.Selection, error) {
	var sel runner.Selection
	for _, c := range f.cases {
		sel.Cases = append(sel.Cases, strings.Split(c, ",")...)
	}
	var err error
	if sel.Tags, err = runner.ParseTagExpr(f.tags); err != nil {
		return sel, err
	}
	if sel.Lanes, err = laneList("--lanes", f.lanes); err != nil {
		return sel, err
	}
	switch f.level {
	case "", vectors.LevelMust, vectors.LevelShould:
		sel.Level = f.level
	default:
		return sel, fmt.Errorf("--level must be must or should, got %q", f.level)
	}
	return sel, nil
}

// loadCorpus loads the built-in corpus and each --vectors directory, and
// prints every problem found.
func loadCorpus(f runFlags, stderr io.Writer) (*vectors.Corpus, bool) {
	var parts []*vectors.Corpus
	var problems []vectors.Problem
	if f.builtin {
		c, p := vectors.Load(vectors.BuiltinFS(), "(built-in vectors)")
		parts, problems = append(parts, c), append(problems, p...)
	}
	for _, dir := range f.vectors {
		c, p := vectors.LoadDir(dir)
		if c != nil {
			parts = append(parts, c)
		}
		problems = append(problems, p...)
	}
	if len(parts) == 0 && len(problems) == 0 {
		fmt.Fprintf(stderr, "rfc005 run: --builtin=false needs at least one --vectors DIR\n")
		return nil, false
	}
	corpus, p := vectors.Merge(parts...)
	problems = append(problems, p...)
	if len(problems) > 0 {
		for _, p := range problems {
			fmt.Fprintln(stderr, p)
		}
		fmt.Fprintf(stderr, "rfc005 run: the corpus is broken (%d problem(s) above): fix them, then run again; rfc005 validate -vectors DIR checks a directory\n", len(problems))
		return nil, false
	}
	return corpus, true
}

func countSelected(corpus *vectors.Corpus, sel runner.Selection) int {
	n := 0
	for _, c := range corpus.Cases {
		if sel.Takes(c) {
			n++
		}
	}
	return n
}

func startHost(ctx context.Context, f runFlags) (adapters.Host, string, error) {
	if f.host == "" {
		return inprocess.New(), "", nil
	}
	argv, err := subprocess.Split(f.host)
	if err != nil {
		return nil, "", err
	}
	h, err := subprocess.New(ctx, argv, subprocess.Options{Timeout: f.timeout, Restarts: restartsOption(f.restarts)})
	return h, f.host, err
}

// restartsOption maps the flag (0 meaning none) onto subprocess.Options
// (0 meaning the default, negative none).
func restartsOption(n int) int {
	if n <= 0 {
		return -1
	}
	return n
}

func writeReports(r runner.Report, f runFlags) error {
	write := func(path string, data []byte, err error) error {
		if path == "" {
			return nil
		}
		if err != nil {
			return fmt.Errorf("%s: %v", path, err)
		}
		return os.WriteFile(path, data, 0o644)
	}
	data, err := r.JSON()
	if err := write(f.json, data, err); err != nil {
		return err
	}
	if f.html != "" {
		page, err := htmlreport.Render([][]byte{data})
		if err := write(f.html, page, err); err != nil {
			return err
		}
	}
	c, cov := r.Count(), r.Coverage()
	badge := htmlreport.CoverageBadge(r.Host.Name, c.NormativeScore(), len(cov.LanesServed), len(cov.LanesSelected))
	if err := write(f.badge, []byte(badge), nil); err != nil {
		return err
	}
	data, err = r.JUnit()
	if err := write(f.junit, data, err); err != nil {
		return err
	}
	return write(f.markdown, r.Markdown(), nil)
}

// gate applies the baseline, or writes one, and returns the exit status.
// The decision is the runner's Gate: after --update-baseline, Gate with
// the baseline just written, so that what a baseline cannot excuse
// (security failures, lanes the host does not serve, a run that scored
// nothing) still fails.
func gate(r runner.Report, f runFlags, baseline *runner.Baseline, stdout, stderr io.Writer) int {
	if f.updateBaseline != "" {
		refused, err := r.WriteBaseline(f.updateBaseline)
		if err != nil {
			fmt.Fprintf(stderr, "rfc005 run: %v\n", err)
			return 2
		}
		written, err := runner.ReadBaseline(f.updateBaseline)
		if err != nil {
			fmt.Fprintf(stderr, "rfc005 run: %v\n", err)
			return 2
		}
		g := r.Gate(written)
		fmt.Fprint(stdout, g.ExplainCoverage())
		fmt.Fprint(stdout, r.Scores())
		if len(refused) > 0 {
			fmt.Fprintf(stderr, "rfc005 run: wrote %s, leaving out %d result(s) no baseline may list (a leak or withheld check, or a security case's error or failure beyond mention and profile); fix them:\n", f.updateBaseline, len(refused))
			for _, res := range refused {
				fmt.Fprintf(stderr, "  %s on %s: %s\n", res.Case, res.Lane, runner.Why(res))
			}
		} else {
			fmt.Fprintf(stdout, "wrote the current failures to %s\n", f.updateBaseline)
		}
		if g.Exit != 0 && len(refused) == 0 {
			fmt.Fprintln(stdout, "FAIL: the gate did not pass: a baseline cannot excuse the coverage above")
		}
		return g.Exit
	}
	g := r.Gate(baseline)
	fmt.Fprint(stdout, g.Explain(baseline != nil))
	fmt.Fprint(stdout, r.Scores())
	if g.Exit != 0 {
		fmt.Fprintln(stdout, "FAIL: the gate did not pass")
	} else {
		fmt.Fprintln(stdout, "ok: every gating check passed")
	}
	return g.Exit
}

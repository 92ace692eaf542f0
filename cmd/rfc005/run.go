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

Exit status: 0 when every gating check passes (or is listed in the baseline);
1 on a new failure, a listed entry that now passes, a security failure, or a
host that cannot start; 2 on a usage error or a broken corpus.
`

// listFlag collects a repeatable flag.
type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ",") }
func (l *listFlag) Set(s string) error { *l = append(*l, s); return nil }

type runFlags struct {
	host, tags, lanes, level string
	vectors, cases           listFlag
	builtin                  bool
	timeout                  time.Duration
	restarts                 int
	json, junit, markdown    string
	html, badge              string
	baseline, updateBaseline string
}

// runCmd runs `rfc005 run`.
func runCmd(args []string, stdout, stderr io.Writer) int {
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
		return 2
	}
	usage := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "rfc005 run: "+format+"\n\n%s", append(a, runUsage)...)
		return 2
	}
	if fl.NArg() > 0 {
		return usage("unexpected argument %q (quote a host command: --host \"python3 host.py\")", fl.Arg(0))
	}
	sel, err := selection(f)
	if err != nil {
		return usage("%v", err)
	}
	if f.timeout <= 0 {
		return usage("--timeout must be positive, got %s", f.timeout)
	}
	var baseline *runner.Baseline
	if f.baseline != "" {
		if baseline, err = runner.ReadBaseline(f.baseline); err != nil {
			fmt.Fprintf(stderr, "rfc005 run: %v\n", err)
			return 2
		}
	}
	corpus, ok := loadCorpus(f, stderr)
	if !ok {
		return 2
	}
	if n := countSelected(corpus, sel); n == 0 {
		return usage("no case matches the selection (--case, --tags, --level): nothing to run")
	}

	ctx := context.Background()
	h, command, err := startHost(ctx, f)
	if err != nil {
		fmt.Fprintf(stderr, "rfc005 run: the host could not be scored: %v\n", err)
		return 1
	}
	report := runner.Run(ctx, h, corpus, sel)
	report.Command = command
	if err := h.Close(); err != nil {
		fmt.Fprintf(stderr, "rfc005 run: %v\n", err)
	}
	fmt.Fprint(stdout, report.Details())
	if err := writeReports(report, f); err != nil {
		fmt.Fprintf(stderr, "rfc005 run: %v\n", err)
		return 2
	}
	return gate(report, f, baseline, stdout, stderr)
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
	if f.lanes != "" {
		for _, id := range strings.Split(f.lanes, ",") {
			lane, err := adapters.ParseLane(strings.TrimSpace(id))
			if err != nil {
				return sel, fmt.Errorf("--lanes: %v", err)
			}
			sel.Lanes = append(sel.Lanes, lane)
		}
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
	c := r.Count()
	if err := write(f.badge, []byte(htmlreport.Badge(r.Host.Name, c.NormativeScore())), nil); err != nil {
		return err
	}
	data, err = r.JUnit()
	if err := write(f.junit, data, err); err != nil {
		return err
	}
	return write(f.markdown, r.Markdown(), nil)
}

// gate applies the baseline, or writes one, and returns the exit status.
func gate(r runner.Report, f runFlags, baseline *runner.Baseline, stdout, stderr io.Writer) int {
	if f.updateBaseline != "" {
		refused, err := r.WriteBaseline(f.updateBaseline)
		if err != nil {
			fmt.Fprintf(stderr, "rfc005 run: %v\n", err)
			return 2
		}
		if len(refused) > 0 {
			fmt.Fprint(stdout, r.Scores())
			fmt.Fprintf(stderr, "rfc005 run: wrote %s, leaving out %d security failure(s), which no baseline may list; fix them:\n", f.updateBaseline, len(refused))
			for _, res := range refused {
				fmt.Fprintf(stderr, "  %s on %s\n", res.Case, res.Lane)
			}
			return 1
		}
		fmt.Fprint(stdout, r.Scores())
		fmt.Fprintf(stdout, "wrote the current failures to %s\n", f.updateBaseline)
		return 0
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

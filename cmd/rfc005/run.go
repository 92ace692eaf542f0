package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/internal/atomicfile"
	"github.com/rfc005-lanes/rfc005-lanes/internal/hostcmd"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
	"github.com/rfc005-lanes/rfc005-lanes/internal/tagexpr"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/subprocess"
	"github.com/rfc005-lanes/rfc005-lanes/internal/htmlreport"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// runCmd runs `rfc005 run`: it parses the flags, checks them, the
// corpus, the baseline and the report paths, starts the host (--host, or
// the in-process reference) and scores it. SIGINT and SIGTERM stop it
// cleanly (a second one at once).
func runCmd(args []string, stdout, stderr io.Writer) int {
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(sigs)
	return runStoppable(args, sigs, os.Exit, stdout, stderr)
}

// runStoppable is runCmd with the signals it stops on coming from sigs,
// and exit called on a second one.
func runStoppable(args []string, sigs <-chan os.Signal, exit func(int), stdout, stderr io.Writer) int {
	started := time.Now()
	tty := isTerminal(stderr)
	stderr = &lockedWriter{w: stderr}
	f, ok := parseRunFlags(args, stderr)
	if !ok {
		return 2
	}
	st := newStopper(f, sigs, exit, stderr)
	defer st.done()
	p, code := prepareRun(f, stderr)
	if code != 0 {
		return st.exitCode(code)
	}
	st.settle()
	if st.ctx.Err() != nil {
		return st.exitCode(p.scoreUnstarted(st.ctx, f, "before the host started", stdout, stderr))
	}
	prog := newProgress(started, stderr, tty, p.sel.CaseEnds(p.corpus))
	defer prog.stop()
	h, command, err := startHosts(st.ctx, f)
	if err != nil {
		if st.ctx.Err() != nil {
			prog.stop()
			return st.exitCode(p.scoreUnstarted(st.ctx, f, "while the host started", stdout, stderr))
		}
		fmt.Fprintf(stderr, "rfc005 run: the host could not be scored: %s\n", reporttext.PrintableText(err.Error()))
		return 1
	}
	st.setHost(h)
	code = p.score(st.ctx, h, command, prog, stdout, stderr)
	poolShort(h, f.jobs, stderr)
	if err := st.closeHost(); err != nil {
		fmt.Fprintf(stderr, "rfc005 run: %s\n", reporttext.PrintableText(err.Error()))
	}
	return st.exitCode(code)
}

// execute runs the whole of `rfc005 run` with flags f against h, a host
// the caller supplies and closes (f.host is not used to start one), and
// returns the exit status exactly as the command does: 2 on a usage error
// or a broken corpus, else the gate's 0 or 1. command is what the reports
// name as the host command ("" for a host in process). --deadline and the
// progress lines apply; cancelling ctx stops the run as a signal does
// (exit 1, with reports marked incomplete). Tests drive the command through it with in-process
// hosts made wrong on purpose:
//
//	f, ok := parseRunFlags([]string{"--lanes", "push"}, stderr)
//	code := execute(ctx, f, pushOnlyHost{reference.New()}, "", stdout, stderr)
func execute(ctx context.Context, f runFlags, h adapters.Host, command string, stdout, stderr io.Writer) int {
	started := time.Now()
	stderr = &lockedWriter{w: stderr}
	p, code := prepareRun(f, stderr)
	if code != 0 {
		return code
	}
	ctx, cancel := withDeadline(ctx, f.deadline)
	defer cancel()
	prog := newProgress(started, stderr, false, p.sel.CaseEnds(p.corpus))
	defer prog.stop()
	return p.score(ctx, h, command, prog, stdout, stderr)
}

// scoreUnstarted writes the reports of a run stopped (ctx ended) when,
// before the host said hello: every report asked for, marked incomplete,
// with nothing observed, so that a CI job stopped early still finds them.
func (p runPlan) scoreUnstarted(ctx context.Context, f runFlags, when string, stdout, stderr io.Writer) int {
	fmt.Fprintf(stderr, "rfc005 run: %v %s: writing the reports, marked incomplete, with nothing observed\n", context.Cause(ctx), when)
	return p.score(ctx, unstarted{}, f.host, nil, stdout, stderr)
}

// withDeadline returns ctx ended after d, when d is not 0, its cause
// naming --deadline.
func withDeadline(ctx context.Context, d time.Duration) (context.Context, context.CancelFunc) {
	if d <= 0 {
		return context.WithCancel(ctx)
	}
	return context.WithTimeoutCause(ctx, d, fmt.Errorf("the --deadline of %s passed", d))
}

// stopper ends a run cleanly: the first SIGINT or SIGTERM (or the
// deadline) cancels its context, the first signal also closes the host
// (Close kills the host's process group, even with an Observe in
// flight); a second signal exits at once, unless it repeats the first
// within repeatWindow.
type stopper struct {
	ctx    context.Context
	cancel context.CancelCauseFunc
	stopDL context.CancelFunc
	quit   chan struct{}
	exit   func(int)
	stderr io.Writer

	mu        sync.Mutex
	sig       os.Signal
	sigAt     time.Time // when sig came
	host      adapters.Host
	settleReq chan chan struct{} // settle's requests to watch
	closeOnce sync.Once
	closeErr  error
}

func newStopper(f runFlags, sigs <-chan os.Signal, exit func(int), stderr io.Writer) *stopper {
	base, cancel := context.WithCancelCause(context.Background())
	ctx, stopDL := withDeadline(base, f.deadline)
	s := &stopper{ctx: ctx, cancel: cancel, stopDL: stopDL, quit: make(chan struct{}), settleReq: make(chan chan struct{}), exit: exit, stderr: stderr}
	go s.watch(sigs)
	return s
}

func (s *stopper) watch(sigs <-chan os.Signal) {
	var first os.Signal
	for first == nil {
		select {
		case first = <-sigs:
		case reply := <-s.settleReq:
			// A signal already delivered is handled before the reply.
			select {
			case first = <-sigs:
				s.stop(first)
				close(reply)
				s.again(sigs)
				return
			default:
			}
			close(reply)
		case <-s.quit:
			return
		}
	}
	s.stop(first)
	s.again(sigs)
}

// stop stops the run on its first signal.
func (s *stopper) stop(first os.Signal) {
	s.mu.Lock()
	s.sig, s.sigAt = first, time.Now()
	s.mu.Unlock()
	s.cancel(fmt.Errorf("interrupted by %s", signalName(first)))
	fmt.Fprintf(s.stderr, "rfc005 run: %s: stopping; closing the host and writing the reports of what was observed (%s)\n",
		signalName(first), againExits(first))
	go s.closeHost()
}

// again exits at once on a second signal, unless it is a repeat of the
// first (sameStop): the run then goes on writing its reports.
func (s *stopper) again(sigs <-chan os.Signal) {
	var first stop
	s.mu.Lock()
	first = stop{s.sig, s.sigAt}
	s.mu.Unlock()
	for {
		select {
		case again := <-sigs:
			if first.repeated(again, time.Now()) {
				continue
			}
			fmt.Fprintf(s.stderr, "rfc005 run: %s again: exiting at once\n", signalName(again))
			s.exit(signalStatus(again))
			return
		case <-s.quit:
			return
		}
	}
}

// settle returns once every signal delivered before it was called has
// stopped the run: the run checks s.ctx after it.
func (s *stopper) settle() {
	reply := make(chan struct{})
	select {
	case s.settleReq <- reply:
		<-reply
	case <-s.ctx.Done():
	}
}

// setHost tells the stopper the host to close on a signal.
func (s *stopper) setHost(h adapters.Host) {
	s.mu.Lock()
	s.host = h
	stopped := s.sig != nil
	s.mu.Unlock()
	if stopped {
		go s.closeHost()
	}
}

// closeHost closes the host once, whoever asks first, and returns the
// error of that Close.
func (s *stopper) closeHost() error {
	s.mu.Lock()
	h := s.host
	s.mu.Unlock()
	if h == nil {
		return nil
	}
	s.closeOnce.Do(func() { s.closeErr = h.Close() })
	return s.closeErr
}

// exitCode returns the exit status of the run: after a signal, 128 plus
// its number (130 for SIGINT, 143 for SIGTERM); else code.
func (s *stopper) exitCode(code int) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.sig != nil {
		return signalStatus(s.sig)
	}
	return code
}

func (s *stopper) done() {
	close(s.quit)
	s.stopDL()
	s.cancel(nil)
}

// lockedWriter lets the run, the stopper and the progress line share
// stderr.
type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(b []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(b)
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

// prepareRun checks the flags, the report paths, the corpus and the
// baseline, before any host starts; it returns 2 after saying what is
// wrong.
func prepareRun(f runFlags, stderr io.Writer) (runPlan, int) {
	p := runPlan{f: f}
	var err error
	if p.sel, err = selection(f); err != nil {
		return p, runUsageError(stderr, "%v", err)
	}
	if p.allowMissing, err = laneList("--allow-missing-lanes", f.allowMissingLanes); err != nil {
		return p, runUsageError(stderr, "%v", err)
	}
	if err := checkReportPaths(f); err != nil {
		fmt.Fprintf(stderr, "rfc005 run: %v\n", err)
		return p, 2
	}
	if f.baseline != "" {
		if p.baseline, err = runner.ReadBaseline(f.baseline); err != nil {
			fmt.Fprintf(stderr, "rfc005 run: %s\n", reporttext.PrintableText(err.Error()))
			return p, 2
		}
	}
	var ok bool
	if p.corpus, ok = loadCorpus(f, stderr); !ok {
		return p, 2
	}
	if p.baseline != nil {
		warnBaselineDrift(stderr, f, p.baseline, p.corpus.Digest)
		if err := p.baseline.Check(f.baseline, p.corpus); err != nil {
			fmt.Fprintf(stderr, "%v\nrfc005 run: the baseline %s lists entries the corpus cannot hold (above): fix them, or record it anew with --update-baseline\n",
				err, reporttext.Printable(f.baseline))
			return p, 2
		}
	}
	if n := countSelected(p.corpus, p.sel); n == 0 {
		return p, runUsageError(stderr, "no case matches the selection (--case, --tags, --level, --profile): nothing to run")
	}
	return p, 0
}

// reportFlags are the flags naming a file the run writes.
func reportFlags(f runFlags) [][2]string {
	return [][2]string{{"--json", f.json}, {"--junit", f.junit}, {"--markdown", f.markdown},
		{"--html", f.html}, {"--badge", f.badge}, {"--update-baseline", f.updateBaseline}}
}

// checkReportPaths checks, before any host starts, that every report path
// given can be written: it is not a directory, its directory exists and
// takes a new file, and a file already there opens for writing (a FIFO
// with no reader does not); no two flags name one file.
func checkReportPaths(f runFlags) error {
	if f.badges != "" {
		if st, err := os.Stat(f.badges); err != nil || !st.IsDir() {
			return fmt.Errorf("--badges %s: not a directory: name one that exists (--badge FILE names a file)", reporttext.Printable(f.badges))
		}
	}
	var outputs, inputs []named
	for _, fp := range reportFlags(f) {
		flag, path := fp[0], fp[1]
		if path == "" {
			continue
		}
		if err := checkWritable(path); err != nil {
			return fmt.Errorf("%s %s: %v", flag, reporttext.Printable(path), err)
		}
		for _, other := range outputs { // the same file, by any spelling or link
			if sameFile(path, other.path) {
				return fmt.Errorf("%s %s: %s names the same file; give each report its own", flag, reporttext.Printable(path), other.flag)
			}
		}
		outputs = append(outputs, named{flag, path})
	}
	inputs = append(inputs, named{"--baseline", f.baseline})
	for _, v := range f.vectors {
		inputs = append(inputs, named{"--vectors", v})
	}
	return checkOutputsNotInputs(outputs, inputs, func(out, in named) bool {
		return out.flag == "--update-baseline" && in.flag == "--baseline" // an update in place
	})
}

// checkWritable says why path cannot be written as a report, or nil.
func checkWritable(path string) error {
	st, err := os.Stat(path)
	switch {
	case err == nil && st.IsDir():
		return errors.New("is a directory: name a file")
	case err == nil:
		w, err := os.OpenFile(path, os.O_WRONLY|syscall.O_NONBLOCK, 0)
		if err != nil {
			return fmt.Errorf("cannot be written: %v", underlying(err))
		}
		return w.Close()
	case !errors.Is(err, fs.ErrNotExist) && !errors.Is(err, syscall.ENOTDIR):
		return err
	}
	dir := filepath.Dir(path)
	st, err = os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("its directory %s does not exist", reporttext.Printable(dir))
	case err != nil:
		return err
	case !st.IsDir():
		return fmt.Errorf("%s is not a directory", reporttext.Printable(dir))
	}
	probe, err := os.CreateTemp(dir, ".rfc005-write-check-*")
	if err != nil {
		return fmt.Errorf("its directory %s is not writable: %v", reporttext.Printable(dir), underlying(err))
	}
	probe.Close()
	return os.Remove(probe.Name())
}

// underlying returns the system's words of a path error, without the path.
func underlying(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// score runs the plan against h, prints the details, writes every report
// asked for (after a signal or the deadline, of what was observed, marked
// incomplete) and applies the gate. prog, when not nil, is told how far
// the run got.
func (p runPlan) score(ctx context.Context, h adapters.Host, command string, prog *progress, stdout, stderr io.Writer) int {
	if !p.f.quiet {
		fmt.Fprint(stdout, p.sel.Header(h.Identity(), command, p.corpus))
		if command != "" { // a host of the user's, not the reference
			fmt.Fprint(stdout, operationsUnasked(h, p.corpus, p.sel))
		}
	}
	opt := runner.Options{Jobs: p.f.jobs, GateShould: p.f.gate == vectors.LevelShould}
	if prog != nil {
		opt.Progress = prog.update
	}
	report := runner.RunWith(ctx, h, p.corpus, p.sel, opt)
	prog.stop()
	report.Command = command
	report.AllowMissing = p.allowMissing
	report.BookURL = p.f.bookURL
	report.Label = p.f.name
	report.Baseline = p.baseline
	if in := report.Incomplete; in != nil {
		fmt.Fprintf(stderr, "rfc005 run: %s after %d of %d observations: writing the reports of those, marked incomplete\n",
			reporttext.Printable(in.Reason), in.Observed, in.Selected)
	}
	rec := recordBaseline(report, p.f, stderr)
	if rec.written != nil {
		report.Baseline = rec.written
	}
	if !p.f.quiet {
		fmt.Fprint(stdout, report.CauseLines(10)+report.Failures(p.f.verbose))
		if s := report.ScopeLines() + report.RejectedLine(); s != "" {
			fmt.Fprintln(stdout, s)
		}
	}
	failed := writeReports(report, p.f, stderr)
	code := gate(report, rec, p.f.args, stdout, stderr)
	if failed {
		return 2
	}
	return code
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
	if err := sel.Check(); err != nil {
		return sel, err
	}
	if err := tagexpr.Check(f.tags); err != nil {
		return sel, fmt.Errorf("--tags: %v", err)
	}
	var err error
	if sel.Lanes, err = laneList("--lanes", f.lanes); err != nil {
		return sel, err
	}
	if sel.Profile, err = runner.ParseProfile("--profile", f.profile); err != nil {
		return sel, err
	}
	if err := sel.Profile.CheckLanes("--lanes", sel.Lanes); err != nil {
		return sel, err
	}
	level, err := tagexpr.Level(f.level)
	if err != nil {
		return sel, err
	}
	sel.Tags = tagexpr.And(f.tags, level) // --level must is --tags @must
	return sel, nil
}

// loadCorpus loads the built-in corpus and each --vectors path, and
// prints every problem found.
func loadCorpus(f runFlags, stderr io.Writer) (*vectors.Corpus, bool) {
	corpus, _, problems := vectors.LoadAll(f.builtin, f.vectors)
	if corpus == nil && len(problems) == 0 {
		fmt.Fprintf(stderr, "rfc005 run: --builtin=false needs at least one --vectors PATH\n")
		return nil, false
	}
	if len(problems) > 0 {
		printBroken(stderr, "rfc005 run: the corpus", problems)
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
	if f.mcplAdapter != "" {
		return startBridge(ctx, f)
	}
	if f.host == "" {
		return reference.New(), "", nil
	}
	argv, err := hostcmd.Split(f.host)
	if err != nil {
		return nil, "", err
	}
	h, err := subprocess.New(ctx, argv, subprocess.Options{Timeout: f.timeout, StartTimeout: f.startTimeout, Restarts: restartsOption(f.restarts),
		GiveUpAfter: giveUpOption(f.giveUpAfter), PassEnv: f.hostEnv})
	return h, f.host, err
}

// giveUpOption turns --give-up-after N into subprocess.Options.GiveUpAfter
// (whose 0 is the default and negative never): the flag's 0 is never.
func giveUpOption(n int) int {
	if n <= 0 {
		return -1
	}
	return n
}

// restartsOption maps the flag (0 meaning none) onto subprocess.Options
// (0 meaning the default, negative none).
func restartsOption(n int) int {
	if n <= 0 {
		return -1
	}
	return n
}

// writeReports writes every report asked for, each whatever became of
// the others, saying on stderr which could not be written; it returns
// whether any could not. An incomplete run's badge says so.
func writeReports(r runner.Report, f runFlags, stderr io.Writer) (failed bool) {
	write := func(flag, path string, data []byte, err error) {
		if path == "" {
			return
		}
		if err == nil {
			err = atomicfile.Write(path, data, 0o644)
		}
		if err != nil {
			fmt.Fprintf(stderr, "rfc005 run: %s %s: not written: %v\n", flag, reporttext.Printable(path), underlying(err))
			failed = true
		}
	}
	if f.json != "" || f.html != "" || f.badges != "" {
		data, err := reportBytes(r, runner.FormatJSON)
		write("--json", f.json, data, err)
		if f.html != "" && err == nil {
			page, err := htmlreport.Render([][]byte{data})
			write("--html", f.html, page, err)
		} else {
			write("--html", f.html, nil, err)
		}
		if f.badges != "" && err == nil {
			err = writeBadgeFiles([][]byte{data}, f.badges, func(string) {})
		}
		if f.badges != "" && err != nil {
			fmt.Fprintf(stderr, "rfc005 run: --badges %s: not written: %v\n", reporttext.Printable(f.badges), err)
			failed = true
		}
	}
	if f.badge != "" {
		c, cov := r.Count(), r.Coverage()
		label := r.Host.Name
		if r.Label != "" {
			label = r.Label
		}
		if r.Incomplete != nil {
			label += " (incomplete)"
		}
		label = htmlreport.ProfileLabel(label, r.Profile.Name())
		badge := htmlreport.GateBadge(label, c.NormativeScore(), len(cov.LanesServed), len(cov.LanesSelected), len(r.Gate(r.Baseline).KnownLeaks))
		write("--badge", f.badge, []byte(badge), nil)
	}
	if f.junit != "" {
		data, err := reportBytes(r, runner.FormatJUnit)
		write("--junit", f.junit, data, err)
	}
	if f.markdown != "" {
		data, err := reportBytes(r, runner.FormatMarkdown)
		write("--markdown", f.markdown, data, err)
	}
	return failed
}

// reportBytes returns the report r.Write writes in format f.
func reportBytes(r runner.Report, f runner.Format) ([]byte, error) {
	var b bytes.Buffer
	err := r.Write(&b, f)
	return b.Bytes(), err
}

// recording is what became of --update-baseline: asked, written (the
// baseline read back) or not (why).
type recording struct {
	path    string
	written *runner.Baseline
	// untracked are the security failures written with "link": "".
	untracked []runner.Result
	err       error
}

// recordBaseline writes the report's failures to f.updateBaseline, when
// asked and the run is complete, before any report is written: the
// reports then say what the gate decides with the baseline just written.
// It keeps the links of the baseline the run was given (--baseline), or,
// without one, of the file it rewrites, and gives a security failure
// with none --track's. It says nothing yet; gate does.
func recordBaseline(r runner.Report, f runFlags, stderr io.Writer) recording {
	rec := recording{path: f.updateBaseline}
	if rec.path == "" || r.Incomplete != nil {
		return rec
	}
	if r.Baseline == nil {
		r.Baseline = previousBaseline(rec.path, stderr) // its links are kept
	}
	if rec.untracked, rec.err = r.WriteBaseline(rec.path, f.track); rec.err == nil {
		rec.written, rec.err = runner.ReadBaseline(rec.path)
	}
	return rec
}

// previousBaseline returns the baseline at path, which --update-baseline
// is about to rewrite, so that its links are kept; nil when there is no
// file there, and, with a warning, when it is not a baseline.
func previousBaseline(path string, stderr io.Writer) *runner.Baseline {
	if _, err := os.Lstat(path); errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	b, err := runner.ReadBaseline(path)
	if err != nil {
		fmt.Fprintf(stderr, "rfc005 run: warning: --update-baseline %s: rewriting a file that is not a baseline, so no link of its is kept: %s\n",
			reporttext.Printable(path), reporttext.Printable(underlying(err).Error()))
	}
	return b
}

// gate says what the gate decided of the report, with the baseline it was
// given (after --update-baseline, the one just written, so that what it
// cannot excuse — security failures written without a link, lanes the
// host does not serve, a run that scored nothing — still fails), and returns the exit
// status. An incomplete run writes no baseline; a baseline that cannot be
// written is exit 2, after the gate's lines all the same.
func gate(r runner.Report, rec recording, args []string, stdout, stderr io.Writer) int {
	switch {
	case rec.path != "" && r.Incomplete != nil:
		fmt.Fprintf(stderr, "rfc005 run: --update-baseline %s not written: the run is incomplete, and a baseline records a whole run\n", reporttext.Printable(rec.path))
	case rec.path != "" && rec.err != nil:
		fmt.Fprintf(stderr, "rfc005 run: --update-baseline %s: not written: %s\n", reporttext.Printable(rec.path), reporttext.Printable(underlying(rec.err).Error()))
		gateAndSay(r, nil, stdout)
		return 2
	case rec.path != "":
		return sayRecorded(r, rec, stdout, stderr)
	}
	return gateAndSay(r, args, stdout)
}

// gateAndSay applies the report's baseline (nil for none), prints what
// the gate decided and the scores, and returns the gate's exit status.
// args are the run's arguments, repeated in the command that drops stale
// baseline entries.
func gateAndSay(r runner.Report, args []string, stdout io.Writer) int {
	g := r.Gate(r.Baseline)
	if args != nil {
		g.Command = append([]string{"rfc005", "run"}, withoutReports(args)...)
	}
	fmt.Fprint(stdout, g.Explain(r.Baseline != nil))
	fmt.Fprint(stdout, r.Scores())
	sayVerdict(r, g, "", stdout)
	return g.Exit
}

// sayVerdict prints the run's last line: "ok: every gating check passed"
// or "FAIL: the gate did not pass" and why (failed, when not ""), led by
// the known leaks when there are any ("12 known leaks · ok: nothing new
// fails; …"), never a plain pass.
func sayVerdict(r runner.Report, g runner.Gate, failed string, stdout io.Writer) {
	known := g.KnownLeaksLead()
	switch {
	case g.Exit != 0 && r.Incomplete != nil:
		fmt.Fprintln(stdout, known+"FAIL: the gate did not pass: the run is incomplete")
	case g.Exit != 0 && failed != "":
		fmt.Fprintln(stdout, known+"FAIL: the gate did not pass: "+failed)
	case g.Exit != 0:
		fmt.Fprintln(stdout, known+"FAIL: the gate did not pass")
	case known != "":
		fmt.Fprintln(stdout, known+"ok: nothing new fails; each known leak is tracked at its link (above), and every report leads with them")
	default:
		fmt.Fprintln(stdout, "ok: every gating check passed")
	}
}

// sayRecorded says what --update-baseline wrote, and gates on the
// baseline written: it fails on the security failures written without a
// link, saying so in one line on stderr, and on what no baseline
// excuses (coverage).
func sayRecorded(r runner.Report, rec recording, stdout, stderr io.Writer) int {
	g := r.Gate(rec.written)
	g.BaselinePath = rec.path
	fmt.Fprint(stdout, g.Explain(true))
	fmt.Fprint(stdout, r.Scores())
	fmt.Fprintf(stdout, "wrote the current failures to %s\n", reporttext.Printable(rec.path))
	failed := ""
	if n := len(rec.untracked); n > 0 {
		fmt.Fprintf(stderr, "rfc005 run: wrote %s, but %d of its entries, security failures, have \"link\": \"\": the gate fails on them until each has the link of the issue tracking it; add them, or record them again with --track URL\n",
			reporttext.Printable(rec.path), n)
		failed = "known leaks without a link (above)"
	} else if g.Exit != 0 {
		failed = "a baseline cannot excuse the coverage above"
	}
	sayVerdict(r, g, failed, stdout)
	return g.Exit
}

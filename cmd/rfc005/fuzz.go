package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/internal/atomicfile"
	"github.com/rfc005-lanes/rfc005-lanes/internal/hostcmd"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/subprocess"
	"github.com/rfc005-lanes/rfc005-lanes/internal/fuzz"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
)

const fuzzUsage = `usage: rfc005 fuzz [flags]

Finds a host's bugs beyond the corpus. It generates seeded, reproducible
inputs across SPEC's space, judges the host on each lane of each against
the reference host (the same checks as rfc005 run: markers as markers, no
hidden string in any encoding the leak search covers, well-formed answers
within the timeout, and the script view idempotent), groups the failures
by root cause (what the host did wrong, read from the cause rfc005 run
gives, whatever the lane or the input), and shrinks each to a minimal
input that still fails with the same root cause: one minimal example, and
one vector, each.
Wording differences from the reference profile are not failures here.
With --vectors, the inputs of a corpus's cases are judged first, the same
way, and a group found from one names its case.

  --host CMD          the host program (protocol version 1); without it, the
                      in-process reference (a self-check of the suite)
  --seed N            the seed of the inputs, any whole number from
                      -9223372036854775808 to 9223372036854775807 (default 1):
                      the same seed, shard and count always give the same inputs
  --count N           generated inputs to judge, 1 or more (default 1000, or
                      until --duration)
  --duration D        judge generated inputs for this long ("60s", "2m", or
                      plain seconds: "90"; 0 or more, 0 for no bound, the
                      default); with --count, whichever ends first
  --vectors PATH      judge the input of each case in PATH first, before the
                      generated inputs, in corpus order (repeatable): a
                      directory of vector files or an MCPL RFC-005 vector
                      file; a case out of scope is left out. --count and
                      --duration do not bound them; --shard splits them too
  --lanes LIST        observe only these lanes (comma-separated lane ids)
  --shard K/N         judge only the K-th of N shares of the seed's inputs,
                      1 ≤ K ≤ N ≤ 1000000 (default 1/1)
                      (input i when i mod N = K-1), so that N machines with
                      one seed and count judge N times the inputs between them;
                      and of the --vectors cases (case j when j mod N = K-1)
  --jobs N            up to N host processes judging at once, 1 to 64 (default
                      1 with --host, the number of CPUs, at most 64, for the
                      in-process reference):
                      judging starts with the first, and more start while it
                      judges, as long as they speed it up
  --out PATH          write one vector per group (the corpus's format) to PATH,
                      or to PATH/fuzz-seed<N>-shard<K>of<N>.json when PATH ends
                      in / or is a directory (--out fuzz/ creates fuzz when it
                      does not exist); rfc005 run --vectors DIR replays them. A
                      previous run's file there is removed as the run starts,
                      so the file is this run's or there is none; any other
                      file there (one that does not begin as an --out file
                      does) is refused, exit 2, and left as it is. A link is
                      followed: a previous run's file it leads to is removed,
                      the link kept; any other is refused
  --timeout D         the host's time to answer each observation ("5s", "1m30s"
                      or plain seconds; more than 0; default 5s)
  --host-env NAME     give the host the CI credential NAME (repeatable), which
                      it is not given without it, as for rfc005 run
  --start-timeout D   the host's time to start, up to its hello answer, at
                      each start and restart (more than 0; default 60s)
  --give-up-after N   answers in a row that may time out, not all in one input,
                      before the host is declared unresponsive and every
                      remaining observation is an error at once (0 or more;
                      default 3; 0 never): a host that hangs on one input
                      costs that input
  --restarts N        restarts per input after a crash, hang or protocol
                      error (0 or more, 0 for none; default 3)
  --shrink N          candidate inputs tried to shrink one failure (0 or more,
                      0 to keep each as found; default 2000)
  -v                  print each group's example in full: the expectation,
                      the diff and the failed checks

A value outside a flag's range is a usage error.

Exit status: 0 when nothing was found; 1 when a failure was found, the host
cannot start, or it could no longer be started; 2 on a usage error, a
broken --vectors corpus (its problems are printed), an --out file that
cannot be written, or one that a previous run did not write; 130 after SIGINT, 143 after SIGTERM
(what was judged is still grouped, shrunk no further, and printed).
`

type fuzzFlags struct {
	host, lanes, out, shard string
	seed                    int64
	count, jobs, restarts   int
	giveUpAfter             int
	shrink                  int
	duration, timeout       secondsFlag
	startTimeout            secondsFlag
	verbose                 bool
	vectors                 listFlag
	hostEnv                 listFlag // --host-env NAME: withheld variables the host gets
}

func fuzzCmd(args []string, stdout, stderr io.Writer) int {
	f, code := parseFuzzFlags(args, stdout, stderr)
	if code >= 0 {
		return code
	}
	opt, code := fuzzOptions(f, stderr)
	if code != 0 {
		return code
	}
	if opt.Seeds, code = fuzzSeeds(f, stderr); code != 0 {
		return code
	}
	out, code := fuzzOutPath(f, opt, stderr)
	if code != 0 {
		return code
	}
	if code := removeStale(out, stderr); code != 0 {
		return code
	}
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(fuzz.GCPercent)
	}
	ctx, cancel := context.WithCancelCause(context.Background())
	defer cancel(nil)
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(sigs)
	var got atomic.Value // the first signal
	go func() {
		var first stop
		for s := range sigs {
			if first.repeated(s, time.Now()) {
				continue // the same stop: its summary is still printed
			}
			if first.sig != nil {
				fmt.Fprintf(stderr, "rfc005 fuzz: %s again: exiting at once\n", signalName(s))
				os.Exit(signalStatus(s))
			}
			first = stop{s, time.Now()}
			got.Store(s)
			fmt.Fprintf(stderr, "rfc005 fuzz: %s: stopping (%s)\n", signalName(s), againExits(s))
			cancel(fmt.Errorf("stopped by %s", signalName(s)))
		}
	}()
	opt.Progress = fuzzProgress(stderr, time.Now)
	r, err := fuzz.Run(ctx, opt)
	if err != nil {
		if s, ok := got.Load().(os.Signal); ok {
			// Stopped before the host started: the summary says so, as
			// run's reports then say nothing was observed.
			fmt.Fprintf(stdout, "rfc005 fuzz: %v before the host started: nothing judged\n", context.Cause(ctx))
			return signalStatus(s)
		}
		fmt.Fprintf(stderr, "rfc005 fuzz: %v\n", err)
		return 1
	}
	fuzz.WriteSummary(stdout, r, f.verbose)
	code = 0
	if r.Failed() {
		code = 1
	}
	if out != "" {
		if werr := writeFuzzVectors(out, r, stdout); werr != nil {
			fmt.Fprintf(stderr, "rfc005 fuzz: --out: %v\n", werr)
			code = 2
		}
	}
	if s, ok := got.Load().(os.Signal); ok {
		return signalStatus(s)
	}
	return code
}

// fuzzFlagSet returns the flags of `rfc005 fuzz`, bound to f (with their
// defaults set).
func fuzzFlagSet(f *fuzzFlags) *flag.FlagSet {
	*f = fuzzFlags{seed: 1, restarts: subprocess.DefaultRestarts, giveUpAfter: subprocess.DefaultGiveUpAfter, shrink: 2000, timeout: secondsFlag{subprocess.DefaultTimeout},
		startTimeout: secondsFlag{subprocess.DefaultStartTimeout}}
	fl := flag.NewFlagSet("fuzz", flag.ContinueOnError)
	fl.StringVar(&f.host, "host", "", "")
	fl.Int64Var(&f.seed, "seed", 1, "")
	fl.IntVar(&f.count, "count", 0, "")
	fl.Var(&f.duration, "duration", "")
	fl.StringVar(&f.lanes, "lanes", "", "")
	fl.StringVar(&f.shard, "shard", "1/1", "")
	fl.IntVar(&f.jobs, "jobs", 0, "")
	fl.StringVar(&f.out, "out", "", "")
	fl.Var(&f.timeout, "timeout", "")
	fl.Var(&f.startTimeout, "start-timeout", "")
	fl.Var(&f.hostEnv, "host-env", "")
	fl.IntVar(&f.restarts, "restarts", subprocess.DefaultRestarts, "")
	fl.IntVar(&f.giveUpAfter, "give-up-after", subprocess.DefaultGiveUpAfter, "")
	fl.IntVar(&f.shrink, "shrink", 2000, "")
	fl.BoolVar(&f.verbose, "v", false, "")
	fl.Var(&f.vectors, "vectors", "")
	return fl
}

// parseFuzzFlags parses the flags; code is -1 to go on, else the exit code.
func parseFuzzFlags(args []string, stdout, stderr io.Writer) (fuzzFlags, int) {
	var f fuzzFlags
	fl := fuzzFlagSet(&f)
	if code := parseFlags(fl, args, fuzzUsage, stdout, stderr); code >= 0 {
		return f, code
	}
	if fl.NArg() > 0 {
		return f, fuzzUsageError(stderr, "unexpected argument %q (quote a host command: --host \"python3 host.py\")", fl.Arg(0))
	}
	set := given(fl)
	switch {
	case set["count"] && f.count < 1:
		return f, fuzzUsageError(stderr, "--count %d: want 1 or more generated inputs", f.count)
	case set["jobs"] && (f.jobs < 1 || f.jobs > maxJobs):
		return f, fuzzUsageError(stderr, "--jobs %d: want 1 to %d host processes", f.jobs, maxJobs)
	case f.shrink < 0:
		return f, fuzzUsageError(stderr, "--shrink %d: want 0 or more candidate inputs", f.shrink)
	}
	if problem := checkHostFlags(f.restarts, f.giveUpAfter, f.timeout.d, f.startTimeout.d); problem != "" {
		return f, fuzzUsageError(stderr, "%s", problem)
	}
	if problem := checkHostEnv(f.hostEnv); problem != "" {
		return f, fuzzUsageError(stderr, "%s", problem)
	}
	return f, -1
}

// fuzzUsageError says what is wrong, in one line, on stderr, and returns 2.
func fuzzUsageError(stderr io.Writer, format string, a ...any) int {
	return usageError(stderr, "fuzz", format, a...)
}

// fuzzOptions turns the flags into the run's options.
func fuzzOptions(f fuzzFlags, stderr io.Writer) (fuzz.Options, int) {
	shard, err := fuzz.ParseShard(f.shard)
	if err != nil {
		return fuzz.Options{}, fuzzUsageError(stderr, "--shard: %v", err)
	}
	lanes, err := laneList("--lanes", f.lanes)
	if err != nil {
		return fuzz.Options{}, fuzzUsageError(stderr, "%v", err)
	}
	opt := fuzz.Options{Seed: f.seed, Shard: shard, Count: f.count, Duration: f.duration.d, Lanes: lanes,
		Jobs: f.jobs, Shrink: f.shrink}
	if f.shrink == 0 {
		opt.Shrink = 1 // the flag's 0: try one candidate, keep the input as found
	}
	if f.host == "" {
		if opt.Jobs == 0 {
			opt.Jobs = min(runtime.GOMAXPROCS(0), maxJobs)
		}
		opt.Start = func(context.Context) (adapters.Host, error) { return reference.New(), nil }
		return opt, 0
	}
	argv, err := hostcmd.Split(f.host)
	if err != nil {
		return fuzz.Options{}, fuzzUsageError(stderr, "--host: %v", err)
	}
	if opt.Jobs == 0 {
		opt.Jobs = 1
	}
	so := subprocess.Options{Timeout: f.timeout.d, StartTimeout: f.startTimeout.d, Restarts: restartsOption(f.restarts),
		GiveUpAfter: giveUpOption(f.giveUpAfter), PassEnv: f.hostEnv}
	opt.Start = func(ctx context.Context) (adapters.Host, error) {
		h, err := subprocess.New(ctx, argv, so)
		if err != nil {
			return nil, fmt.Errorf("the host %q cannot start: %w", f.host, err)
		}
		return h, nil
	}
	return opt, 0
}

// fuzzSeeds reads the cases of the --vectors paths as rfc005 run does
// (vectors.LoadAll, without the built-in corpus), and returns their inputs
// as seeds, the cases out of scope left out. A broken corpus is exit 2,
// its problems printed, as for rfc005 run.
func fuzzSeeds(f fuzzFlags, stderr io.Writer) ([]fuzz.Seed, int) {
	if len(f.vectors) == 0 {
		return nil, 0
	}
	corpus, _, problems := loadVectors(false, f.vectors)
	if len(problems) > 0 {
		printBroken(stderr, "rfc005 fuzz: the --vectors corpus", problems)
		return nil, 2
	}
	if corpus == nil {
		return nil, 0
	}
	seeds, skipped := fuzz.SeedsOf(corpus.Cases)
	if skipped > 0 {
		fmt.Fprintf(stderr, "rfc005 fuzz: --vectors: %d case(s) out of scope left out, %d judged first\n", skipped, len(seeds))
	}
	return seeds, 0
}

// fuzzOutPath returns the file --out names, checked writable before the
// run starts. A path that ends in a slash, or names a directory, is a
// directory: the file is named in it, and the directory (with any missing
// parents) is created first when it does not exist, as docs --out does.
func fuzzOutPath(f fuzzFlags, opt fuzz.Options, stderr io.Writer) (string, int) {
	if f.out == "" {
		return "", 0
	}
	path := f.out
	if st, err := os.Stat(path); err == nil && st.IsDir() || strings.HasSuffix(path, string(os.PathSeparator)) {
		if code := makeOutDir(path, stderr); code != 0 {
			return "", code
		}
		s := opt.Shard
		if s.N == 0 {
			s = fuzz.Shard{K: 1, N: 1}
		}
		path = filepath.Join(path, fmt.Sprintf("fuzz-seed%d-shard%dof%d.json", opt.Seed, s.K, s.N))
	}
	if err := checkWritable(path); err != nil {
		fmt.Fprintf(stderr, "rfc005 fuzz: --out %s: %v\n", f.out, err)
		return "", 2
	}
	var inputs []named
	for _, v := range f.vectors {
		inputs = append(inputs, named{"--vectors", v})
	}
	if err := checkOutputsNotInputs([]named{{"--out", path}}, inputs, nil); err != nil {
		return "", fuzzUsageError(stderr, "%v", err)
	}
	return path, 0
}

// makeOutDir creates the directory --out names when it does not exist,
// and says so on stderr; a directory that exists is left as it is.
func makeOutDir(dir string, stderr io.Writer) int {
	shown := reporttext.Printable(dir)
	if st, err := os.Stat(dir); err == nil && st.IsDir() {
		return 0
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		if file := notDir(dir); file != "" {
			fmt.Fprintf(stderr, "rfc005 fuzz: --out %s: %s is a file, not a directory: give --out a directory, or a file's path without the trailing slash\n",
				shown, reporttext.Printable(file))
			return 2
		}
		fmt.Fprintf(stderr, "rfc005 fuzz: --out %s: the directory cannot be created: %v\n", shown, underlying(err))
		return 2
	}
	fmt.Fprintf(stderr, "rfc005 fuzz: --out: created the directory %s\n", shown)
	return 0
}

// notDir returns the first of dir and its parents, from the top, that
// exists and is not a directory, or "" when none is.
func notDir(dir string) string {
	clean := filepath.Clean(dir)
	var chain []string
	for p := clean; ; p = filepath.Dir(p) {
		chain = append(chain, p)
		if filepath.Dir(p) == p {
			break
		}
	}
	for i := len(chain) - 1; i >= 0; i-- {
		if st, err := os.Stat(chain[i]); err == nil && !st.IsDir() {
			return chain[i]
		}
	}
	return ""
}

// removeStale removes the file a previous run wrote at path, before this
// run starts, so that whatever becomes of this run (it finds nothing, its
// host cannot start, it is stopped or killed) no file at path is taken for
// its findings: the file there is this run's or there is none. It says so
// on stderr.
//
// It removes only a file it can tell a previous run wrote: one that begins
// as every --out file begins (fuzz.IsFile). Any other regular file is
// refused, exit 2, and left as it is: a mistyped --out never costs a file.
// A symbolic link is followed: the previous run's file it leads to is
// removed, the link kept (this run's file is written through it), and
// anything else it leads to is refused. What is not a regular file
// (/dev/stdout, say) is left to be written in place.
func removeStale(path string, stderr io.Writer) int {
	if path == "" {
		return 0
	}
	st, err := os.Stat(path)
	if err != nil || !st.Mode().IsRegular() {
		return 0
	}
	shown := reporttext.Printable(path)
	target, file := path, "the file there"
	if lst, err := os.Lstat(path); err == nil && lst.Mode()&fs.ModeSymlink != 0 {
		if target, err = filepath.EvalSymlinks(path); err != nil {
			fmt.Fprintf(stderr, "rfc005 fuzz: --out %s: the link cannot be followed: %v\n", shown, underlying(err))
			return 2
		}
		file = "the file it links to, " + reporttext.Printable(target) + ","
	}
	previous, err := isFuzzOutput(target)
	if err != nil {
		fmt.Fprintf(stderr, "rfc005 fuzz: --out %s: %s cannot be read to tell whether a previous run wrote it: %v\n",
			shown, file, underlying(err))
		return 2
	}
	if !previous {
		fmt.Fprintf(stderr, "rfc005 fuzz: --out %s: %s is not one rfc005 fuzz wrote (it does not begin as every --out file does), and is left as it is: "+
			"give --out another path, or remove the file yourself\n", shown, file)
		return 2
	}
	if err := os.Remove(target); err != nil {
		fmt.Fprintf(stderr, "rfc005 fuzz: --out %s: the previous run's file cannot be removed: %v\n", shown, underlying(err))
		return 2
	}
	fmt.Fprintf(stderr, "rfc005 fuzz: --out: removed %s, a previous run's; this run writes it again if it finds something\n",
		reporttext.Printable(target))
	return 0
}

// isFuzzOutput reports whether the regular file at path begins as every
// file rfc005 fuzz --out writes begins (fuzz.IsFile).
func isFuzzOutput(path string) (bool, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0) // a FIFO put there meanwhile does not block
	if err != nil {
		return false, err
	}
	defer f.Close()
	return fuzz.IsFile(f), nil
}

// writeFuzzVectors writes the run's vectors to path, or says why none were.
func writeFuzzVectors(path string, r fuzz.Report, stdout io.Writer) error {
	data, ok, err := fuzz.File(r)
	if err != nil {
		return err
	}
	if !ok {
		fmt.Fprintf(stdout, "no vectors to write: %s not written\n", path)
		return nil
	}
	if err := atomicfile.Write(path, data, 0o644); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "wrote %s: replay it with rfc005 run --vectors %s\n", path, path)
	return nil
}

// fuzzProgress returns what rfc005 fuzz does with fuzz.Run's progress,
// telling the time by now: a line on stderr every 10 s, and one as soon as
// the first failure is found, so a CI log shows early that the run will
// fail; and a line as shrinking starts.
func fuzzProgress(stderr io.Writer, now func() time.Time) func(fuzz.Progress) {
	last, failing := now(), false
	return func(p fuzz.Progress) {
		if p.Shrinking {
			fmt.Fprintf(stderr, "rfc005 fuzz: judged %s: shrinking\n", p)
			return
		}
		first := p.Findings > 0 && !failing
		failing = failing || p.Findings > 0
		if first || now().Sub(last) >= 10*time.Second {
			last = now()
			fmt.Fprintf(stderr, "rfc005 fuzz: %s, %s\n", p, p.Elapsed.Round(time.Second))
		}
	}
}

package differential

import (
	"context"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/subprocess"
	"github.com/rfc005-lanes/rfc005-lanes/internal/derive"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/gen"
	"github.com/rfc005-lanes/rfc005-lanes/internal/hostcmd"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testneeds"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"

	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/longrun"
)

var referenceObserve = refhost.Observe

var (
	flagN    = flag.Int("differential.n", 0, "inputs the differential run generates (default 2000, 200 with -short; or $RFC005_DIFFERENTIAL_N)")
	flagSeed = flag.Int64("differential.seed", 1, "the seed of the differential run's inputs (or $RFC005_DIFFERENTIAL_SEED)")
	flagHost = flag.String("differential.host", "", "the host command to score instead of the Python example, run from this directory")
)

// defaultInputs is how many inputs a run generates unless told otherwise.
const defaultInputs = 2000

// settings returns the run's size and seed: the flags, else the
// environment, else the defaults.
func settings(t *testing.T) (n int, seed int64) {
	n, seed, _ = settingsTold(t)
	return n, seed
}

// settingsTold is settings, and whether the flags or the environment
// chose the size or the seed.
func settingsTold(t *testing.T) (n int, seed int64, told bool) {
	n, seed = defaultInputs, *flagSeed
	told = seed != 1
	if testing.Short() {
		n = 200
	}
	if s := os.Getenv("RFC005_DIFFERENTIAL_N"); s != "" {
		v, err := strconv.Atoi(s)
		if err != nil || v < 0 {
			t.Fatalf("RFC005_DIFFERENTIAL_N=%q: want a count", s)
		}
		n, told = v, true
	}
	if s := os.Getenv("RFC005_DIFFERENTIAL_SEED"); s != "" && *flagSeed == 1 {
		v, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			t.Fatalf("RFC005_DIFFERENTIAL_SEED=%q: want an integer", s)
		}
		seed, told = v, told || v != 1
	}
	if *flagN > 0 {
		n, told = *flagN, true
	}
	return n, seed, told
}

// hostUnderTest starts the host the run scores: the Python example, or the
// command -differential.host names. Without python3 the test is
// skipped, visibly, unless CI is set: then it fails (testneeds.Program).
func hostUnderTest(t *testing.T) adapters.Host {
	t.Helper()
	if *flagHost != "" {
		argv, err := hostcmd.Split(*flagHost)
		if err != nil {
			t.Fatal(err)
		}
		h, err := subprocess.New(context.Background(), argv, subprocess.Options{})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { h.Close() })
		return h
	}
	python := testneeds.Program(t, "python3", "Python 3 to run the differential test against the Python example")
	h, err := subprocess.New(context.Background(), []string{python, "../../adapters/examples/python/host.py"}, subprocess.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

// TestDifferential generates inputs across SPEC's space, derives each
// lane's expectation from the reference host, and requires that the
// reference passes every check of its own expectation (so derive is right)
// and that the Python example fails none (a wording difference is fine).
// Each disagreement is shrunk to a minimal input that fails the same class
// of check on the same lane, and printed. With -tags long (.ci/run), or a
// size or seed chosen, it judges every input of the run (2000 of seed 1
// by default); go test ./... judges a sample of those 2000: the first
// quickFirst, and each later one that is the first to expose a planted
// fault of the reference (quickSample), about a seventh of the CPU.
func TestDifferential(t *testing.T) {
	n, seed, told := settingsTold(t)
	workers := min(2, runtime.GOMAXPROCS(0))
	hosts := make([]adapters.Host, workers)
	for i := range hosts {
		hosts[i] = hostUnderTest(t)
	}
	ctx := context.Background()

	start := time.Now()
	var cases []gen.Case
	what := "inputs"
	if told || longrun.Enabled || testing.Short() {
		cases = gen.Generate(seed, n)
	} else {
		for _, i := range quickSample() {
			cases = append(cases, gen.One(seed, i))
		}
		n, what = len(cases), fmt.Sprintf("inputs of %d (quickSample; -tags long judges them all)", defaultInputs)
	}
	generated := time.Since(start)

	type result struct {
		findings []Finding
		obs      int
	}
	results := make([]result, n)
	next := make(chan int)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func(j Judge) {
			defer wg.Done()
			for i := range next {
				c := cases[i]
				for _, lane := range c.Lanes {
					results[i].findings = append(results[i].findings, j.Check(ctx, lane, c.Input, c.Hidden)...)
					results[i].obs++
				}
			}
		}(Judge{Host: hosts[w]})
	}
	for i := range cases {
		next <- i
	}
	close(next)
	wg.Wait()
	scored := time.Since(start) - generated

	var findings []Finding
	observations := 0
	for _, r := range results {
		observations += r.obs
		findings = append(findings, r.findings...)
	}
	t.Logf("seed %d: %d %s, %d observations per host, generated in %v, scored in %v (%d worker(s))",
		seed, n, what, observations, generated.Round(time.Millisecond), scored.Round(time.Millisecond), workers)
	if len(findings) == 0 {
		return
	}
	for _, g := range (Judge{Host: hosts[0]}).Summarize(ctx, findings, 3, 1500) {
		t.Error(g)
	}
	t.Logf("%d finding(s) in all", len(findings))
}

// TestDerivedVectorsLoad writes the expectations derived for generated
// inputs as vector files and reads them back with vectors.Load, whose
// schema and semantic checks (markers carrying what they must name, sizes
// of something in the input, no uri line required) every derived case
// must pass.
func TestDerivedVectorsLoad(t *testing.T) {
	t.Parallel()
	n, seed := settings(t)
	n = min(n, 1000)
	const perFile = 100
	fsys := fstest.MapFS{}
	var batch []derive.Vector
	flush := func() {
		if len(batch) == 0 {
			return
		}
		data, err := derive.File("fuzz", "generated inputs", batch)
		if err != nil {
			t.Fatal(err)
		}
		fsys[fmt.Sprintf("fuzz-%04d.json", len(fsys))] = &fstest.MapFile{Data: data}
		batch = nil
	}
	skipped, deep := 0, 0
	for i, c := range gen.Generate(seed, n) {
		if len(c.Input) > 64<<10 {
			skipped++ // the schema validator is slow on megabytes; their sizes are checked by the differential run
			continue
		}
		if esjson.Nesting(c.Input) > 9_000 {
			deep++ // a vector file nests at most 10,000 levels, the file's own included: the corpus writes such inputs with $nest
			continue
		}
		v := derive.Vector{ID: "fuzz/seed-" + strconv.FormatInt(seed, 10) + "-" + strconv.Itoa(i), Title: "generated input",
			Spec: []string{"SPEC 2"}, Input: c.Input, Hidden: c.Hidden, Expect: map[adapters.Lane]vectors.Expectation{}}
		for _, lane := range c.Lanes {
			if want, ok := derived(t, lane, c.Input); ok {
				v.Expect[lane] = want
			}
		}
		if len(v.Expect) == 0 {
			continue
		}
		batch = append(batch, v)
		if len(batch) == perFile {
			flush()
		}
	}
	flush()
	fsys[vectors.SchemaFile] = &fstest.MapFile{Data: mustRead(t, vectors.BuiltinFS(), vectors.SchemaFile)}
	corpus, problems := vectors.Load(fsys, "generated")
	for i, p := range problems {
		if i == 20 {
			t.Errorf("… and %d more problems", len(problems)-20)
			break
		}
		t.Errorf("%v", trimProblem(p))
	}
	if corpus != nil {
		t.Logf("%d derived cases load as vectors (%d inputs over 64 KiB and %d nested over 9,000 levels left out)", len(corpus.Cases), skipped, deep)
	}
}

// derived returns the expectation derived from the reference's observation
// of input on lane; a failure to derive is the differential run's to report.
func derived(t *testing.T, lane adapters.Lane, input adapters.Input) (vectors.Expectation, bool) {
	t.Helper()
	obs, err := referenceObserve(lane, input)
	if err != nil {
		return vectors.Expectation{}, false
	}
	want, err := derive.Expect(lane, input, obs)
	return want, err == nil
}

func mustRead(t *testing.T, fsys fs.FS, name string) []byte {
	t.Helper()
	data, err := fs.ReadFile(fsys, name)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// trimProblem shortens a problem's message for the log.
func trimProblem(p vectors.Problem) string {
	s := p.Error()
	if len(s) > 2000 {
		s = s[:2000] + "…"
	}
	return strings.TrimSpace(s)
}

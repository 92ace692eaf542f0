// Package conformance runs the rfc005-lanes suite from a Go test: every
// scenario of the built-in features (one per vector case) becomes a
// subtest, scored on the host you give it. A Go host author writes, in
// their own repository:
//
//	package myhost_test
//
//	import (
//		"testing"
//
//		"github.com/rfc005-lanes/rfc005-lanes/conformance"
//
//		"example.com/myhost"
//	)
//
//	func TestConformance(t *testing.T) {
//		conformance.Run(t, myhost.New(), conformance.Options{
//			Tags:     "@must && ~@large", // godog's tag expressions, as rfc005 run --tags
//			Baseline: "",                 // "testdata/rfc005-baseline.json": known failures
//		})
//	}
//
// and runs one case with go test -run 'TestConformance/image/png-blob'.
// myhost.New returns an adapters.Host. A host in another language is a
// program speaking adapters/PROTOCOL.md, which RunCommand starts:
//
//	conformance.RunCommand(t, "node dist/host.mjs", conformance.Options{})
//
// The module that holds the test needs the suite first:
//
//	go get github.com/rfc005-lanes/rfc005-lanes@latest
//
// Selection is godog's: Options.Tags is a godog tag expression ("," is or,
// "&&" is and, "~" is not, every tag starts with "@") over each
// scenario's tags: @family-<family>, @must or @should, @security, and the
// case's own tags. rfc005 list prints each case's tags.
package conformance

import (
	"context"
	"fmt"
	"io/fs"
	"path"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/cucumber/godog"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/subprocess"
	"github.com/rfc005-lanes/rfc005-lanes/features"
	"github.com/rfc005-lanes/rfc005-lanes/internal/featurefile"
	"github.com/rfc005-lanes/rfc005-lanes/internal/hostcmd"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
	"github.com/rfc005-lanes/rfc005-lanes/internal/tagexpr"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
	"github.com/rfc005-lanes/rfc005-lanes/steps"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// Options says what runs and what passes; the zero value runs every
// scenario of the built-in features on every lane, normative checks only.
type Options struct {
	// Baseline is the path of a baseline file of known failures
	// (rfc005 run --update-baseline writes one): a scenario whose gating
	// failures it all lists passes; it lists a security failure only
	// with the link of the issue tracking it (a known leak). Run logs the
	// known leaks it excused as rfc005 run explains them (runner.Gate's
	// ExplainKnownLeaks: how many, and by link), and a failure's
	// message starts "N known leaks · ": a run that passes with them never
	// reads as a plain pass (go test shows the log with -v, or when the
	// test fails). "" for none.
	Baseline string
	// Tags is a godog tag expression choosing the scenarios, as
	// rfc005 run --tags: "@security", "@family-image,@family-audio",
	// "@must && ~@large". "" runs them all.
	Tags string
	// Lanes narrows the lanes observed, as rfc005 run --lanes; nil for
	// every lane.
	Lanes []adapters.Lane
	// AllowMissing are lanes the host may leave out of its hello, as
	// rfc005 run --allow-missing-lanes.
	AllowMissing []adapters.Lane
	// Profile is what is scored, as rfc005 run --profile: "" or
	// runner.ProfileFull for every scenario on every lane;
	// runner.ProfileMCP, for a plain MCP client, for the scenarios whose
	// input is valid MCP on tool-result/live and tool-result/stored only
	// (every other scenario is skipped, never passed). Lanes may narrow
	// it further, within those two.
	Profile runner.Profile
	// Wording makes a difference from the reference profile's exact text
	// fail a scenario too (rfc005 run -v shows these); without it only
	// normative checks fail.
	Wording bool
	// Gate is what fails a scenario, as rfc005 run --gate: "must" (or "")
	// for a failed check of a MUST clause, a leak, withheld content or an
	// error; "should" for a failed check of a SHOULD clause too.
	Gate string
	// Vectors are directories of more vector files, run beside the
	// built-in ones (rfc005 run --vectors): their scenarios are rendered
	// from them as the built-in features are.
	Vectors []string
	// Timeout and StartTimeout bound a host program's answers and its
	// start (hello included) when RunCommand starts it, as rfc005 run
	// --timeout and --start-timeout; zero for the defaults
	// (subprocess.DefaultTimeout, subprocess.DefaultStartTimeout). Run,
	// which is given a host, does not read them.
	Timeout, StartTimeout time.Duration
	// PassEnv names the CI credentials a host program RunCommand starts
	// is given all the same, as rfc005 run --host-env: without it, it
	// gets the test's environment without those hostcmd.Withheld
	// names (GITHUB_TOKEN, the ACTIONS_* tokens, GITHUB_ENV, CI_JOB_TOKEN,
	// …). Run, which is given a host, does not read it.
	PassEnv []string
}

// RunCommand scores a host program in any language, as rfc005 run --host
// does: it starts command (split as --host splits it: "python3 host.py",
// "node dist/host.mjs") with the subprocess adapter, which speaks the
// protocol of adapters/PROTOCOL.md, runs Run on it, and stops it. A
// command that cannot start stops the test with t.Fatal, saying why and
// what the host wrote to stderr, escaped as reporttext.Inert escapes it
// so that no line of it is a CI runner's command.
//
//	func TestConformance(t *testing.T) {
//		conformance.RunCommand(t, "python3 host.py", conformance.Options{})
//	}
func RunCommand(t *testing.T, command string, opt Options) {
	t.Helper()
	argv, err := hostcmd.Split(command)
	if err != nil {
		t.Fatal(reporttext.Inert("conformance.RunCommand: " + err.Error()))
	}
	h, err := subprocess.New(context.Background(), argv, subprocess.Options{Timeout: opt.Timeout, StartTimeout: opt.StartTimeout,
		PassEnv: opt.PassEnv})
	if err != nil {
		t.Fatal(reporttext.Inert("conformance.RunCommand: " + err.Error()))
	}
	defer h.Close()
	Run(t, h, opt)
}

// Run runs the suite's scenarios on host, each as a subtest of t named
// "<case id>: <title>". A usage problem (a tag expression that does not
// parse or selects nothing, an unknown lane, a baseline or vector
// directory that cannot be read) stops the test with t.Fatalf before any
// scenario runs. What it prints is plain text, never coloured: no ANSI
// escape code reaches go test's output, whatever the terminal.
func Run(t *testing.T, host adapters.Host, opt Options) {
	t.Helper()
	if host == nil {
		t.Fatal("conformance.Run: no host: give it an adapters.Host, such as reference.New() (the reference host) or your own; " +
			`for a program in any language, call conformance.RunCommand(t, "python3 host.py", opt) instead`)
	}
	s, err := prepare(opt)
	if err != nil {
		t.Fatal(reporttext.Inert("conformance.Run: " + err.Error()))
	}
	var out strings.Builder
	var known knownLeaks
	suite := godog.TestSuite{
		Name: "rfc005-lanes",
		ScenarioInitializer: steps.Initializer(steps.Options{
			Host:         host,
			Corpus:       s.corpus,
			Wording:      opt.Wording,
			GateShould:   opt.Gate == vectors.LevelShould,
			Baseline:     s.baseline,
			Lanes:        opt.Lanes,
			AllowMissing: opt.AllowMissing,
			Profile:      s.profile,
			Scored:       known.add,
		}),
		Options: &godog.Options{
			Format:   "progress",
			Output:   &out,
			FS:       s.features,
			Paths:    []string{"."},
			Tags:     s.tags,
			Strict:   true,
			NoColors: true, // go test's output is a log, never a terminal's
			TestingT: t,
		},
	}
	status := suite.Run()
	g := known.gate(s.baseline)
	if words := g.ExplainKnownLeaks(); words != "" {
		t.Log(reporttext.Inert("conformance.Run:\n" + words))
	}
	if status != 0 {
		t.Errorf("conformance.Run: %s%s", g.KnownLeaksLead(), summary(out.String(), status))
	}
}

// setup is what Run runs, read and checked.
type setup struct {
	corpus   *vectors.Corpus
	baseline *runner.Baseline // nil for none
	features fs.FS            // the built-in features and the extra vectors' rendered ones
	tags     string           // the godog tag expression, trimmed
	profile  runner.Profile   // what is scored
	selected int              // how many cases the tags select
}

// prepare reads and checks opt: the tag expression, the lanes, the vector
// directories and the baseline, each problem said as rfc005 run says it.
func prepare(opt Options) (*setup, error) {
	if err := tagexpr.Check(opt.Tags); err != nil {
		return nil, fmt.Errorf("Options.Tags: %v", err)
	}
	for _, field := range []struct {
		name  string
		lanes []adapters.Lane
	}{{"Lanes", opt.Lanes}, {"AllowMissing", opt.AllowMissing}} {
		for _, l := range field.lanes {
			if _, err := adapters.ParseLane(string(l)); err != nil {
				return nil, fmt.Errorf("conformance.Options.%s: %v", field.name, err)
			}
		}
	}
	s := &setup{tags: strings.TrimSpace(opt.Tags), features: features.BuiltinFS()}
	var err error
	if s.profile, err = runner.ParseProfile("Options.Profile", string(opt.Profile)); err != nil {
		return nil, err
	}
	if err := s.profile.CheckLanes("Options.Lanes", opt.Lanes); err != nil {
		return nil, err
	}
	corpus, extra, ps := vectors.LoadAll(true, opt.Vectors)
	var problems []string
	for _, p := range ps {
		problems = append(problems, p.Error())
	}
	s.corpus = corpus
	if len(problems) > 0 {
		return nil, fmt.Errorf("Options.Vectors: the corpus is broken (rfc005 validate --vectors PATH checks a directory or a file):\n%s",
			strings.Join(problems, "\n"))
	}
	if len(extra) > 0 {
		if s.features, err = withRendered(extra, opt.Vectors); err != nil {
			return nil, err
		}
	}
	sel := runner.Selection{Tags: s.tags, Profile: s.profile}
	for _, c := range s.corpus.Cases {
		if sel.Takes(c) {
			s.selected++
		}
	}
	switch {
	case s.selected == 0 && s.profile == runner.ProfileFull:
		return nil, fmt.Errorf("Options.Tags: no case of the %d matches %q: nothing to run (rfc005 list prints each case's tags)",
			len(s.corpus.Cases), opt.Tags)
	case s.selected == 0:
		return nil, fmt.Errorf("Options.Tags: no case of the %d matches %q under the %s profile: nothing to run (rfc005 list --profile %s prints the cases it takes, with their tags)",
			len(s.corpus.Cases), opt.Tags, s.profile, s.profile)
	}
	if opt.Gate != "" && opt.Gate != vectors.LevelMust && opt.Gate != vectors.LevelShould {
		return nil, fmt.Errorf("Options.Gate %q: want \"must\", \"should\" or \"\" (must)", opt.Gate)
	}
	if opt.Baseline != "" {
		b, err := runner.ReadBaseline(opt.Baseline)
		if err != nil {
			return nil, fmt.Errorf("Options.Baseline: %v", err)
		}
		if err := b.Check(opt.Baseline, s.corpus); err != nil {
			return nil, fmt.Errorf("Options.Baseline: %v", err)
		}
		s.baseline = b
	}
	return s, nil
}

// withRendered returns the built-in feature files beside the features of
// the extra corpora, rendered from their vectors: dirs[i]'s in
// "vectors-<i>/".
func withRendered(extra []*vectors.Corpus, dirs []string) (fs.FS, error) {
	all := fstest.MapFS{}
	err := fs.WalkDir(features.BuiltinFS(), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(features.BuiltinFS(), p)
		all[p] = &fstest.MapFile{Data: data}
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("the built-in features: %v", err)
	}
	for i, c := range extra {
		for _, f := range c.Files {
			all[path.Join(fmt.Sprintf("vectors-%d", i), featurefile.FileName(f.Family))] = &fstest.MapFile{
				Data: features.Render(f, path.Join(dirs[i], f.Family+".json")),
			}
		}
	}
	return all, nil
}

// summary says why godog failed: its status and the counts of the
// progress format's last lines ("240 scenarios (3 failed, 237 passed)").
func summary(out string, status int) string {
	var counts []string
	for _, line := range strings.Split(out, "\n") {
		if strings.Contains(line, " scenarios (") || strings.Contains(line, " scenario (") ||
			strings.Contains(line, " steps (") || strings.Contains(line, " step (") {
			counts = append(counts, strings.TrimSpace(line))
		}
	}
	if len(counts) == 0 {
		return fmt.Sprintf("godog exited with status %d", status)
	}
	return fmt.Sprintf("godog exited with status %d: %s", status, strings.Join(counts, "; "))
}

package features_test

import (
	"bytes"
	"context"
	"flag"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cucumber/godog"
	"github.com/google/go-cmp/cmp"
	"github.com/spf13/pflag"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/subprocess"
	"github.com/rfc005-lanes/rfc005-lanes/features"
	"github.com/rfc005-lanes/rfc005-lanes/internal/featurefile"
	"github.com/rfc005-lanes/rfc005-lanes/internal/hostcmd"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/steps"
)

var (
	update   = flag.Bool("update", false, "write the feature files anew from the vectors")
	hostFlag = flag.String("host", "", "run TestFeatures against this host command, a subprocess host speaking the adapter protocol (as rfc005 run --host); default $"+hostEnv+", else the in-process reference")
)

// hostEnv names the environment variable -host defaults to.
const hostEnv = "RFC005_HOST"

// godogOpts are TestFeatures' godog options, which the -godog.* flags set
// (godog.BindCommandLineFlags): -godog.tags, -godog.format, -godog.random,
// -godog.concurrency, -godog.stop-on-failure, -godog.no-colors, …
var godogOpts = godog.Options{Format: "progress", Strict: true}

func init() {
	// godog binds its flags to pflag's command line; go test parses Go's.
	// Each godog flag is registered on both, sharing its value, so
	// `go test ./features -godog.tags=@security` sets it.
	godog.BindCommandLineFlags("godog.", &godogOpts)
	pflag.CommandLine.VisitAll(func(f *pflag.Flag) {
		if strings.HasPrefix(f.Name, "godog.") && flag.CommandLine.Lookup(f.Name) == nil {
			flag.CommandLine.Var(f.Value, f.Name, f.Usage)
		}
	})
}

// TestFeaturesAreGenerated checks that each feature file is what its vector
// file renders to; with -update it writes them, and removes feature files
// whose family has no vector file.
func TestFeaturesAreGenerated(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	want := map[string][]byte{}
	for _, f := range corpus.Files {
		want[featurefile.FileName(f.Family)] = features.Render(f, "vectors/"+f.Family+".json")
	}
	existing, _ := filepath.Glob("*.feature")
	for _, name := range existing {
		if _, ok := want[name]; !ok {
			if *update {
				os.Remove(name)
				continue
			}
			t.Errorf("%s has no vector file: remove it, or run go test ./features -update", name)
		}
	}
	for name, content := range want {
		if *update {
			if err := os.WriteFile(name, content, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(name)
		if err != nil {
			t.Errorf("%s is missing: run go test ./features -update", name)
			continue
		}
		if !bytes.Equal(got, content) {
			t.Errorf("%s is out of date with its vectors: run go test ./features -update\n%s",
				name, cmp.Diff(string(content), string(got)))
		}
	}
}

// TestFeaturesAgreeWithVectors runs the check `rfc005 validate` runs.
func TestFeaturesAgreeWithVectors(t *testing.T) {
	t.Parallel()
	for _, p := range featurefile.Check(testcorpus.Builtin(t), features.BuiltinFS(), "features") {
		t.Error(p)
	}
}

// TestFeatures runs every scenario through godog, each scenario a subtest
// (select one with -run 'TestFeatures/<scenario name>', spaces as
// underscores), against the in-process reference host, which must pass
// every check, its own wording included; or, with -host "<command>" (or
// $RFC005_HOST), against that subprocess host, which must pass what the
// CI gate checks (its wording is not failed). The -godog.* flags choose
// the scenarios (-godog.tags=@security) and the report (-godog.format=
// pretty or cucumber, written to stdout; progress, kept quiet, by default).
func TestFeatures(t *testing.T) {
	h, wording := hostUnderTest(t)
	opts := godogOpts
	opts.Paths, opts.TestingT, opts.Output = []string{"."}, t, io.Writer(&strings.Builder{})
	if flagSet("godog.format") {
		opts.Output = os.Stdout
	}
	suite := godog.TestSuite{
		Name:                "rfc005-lanes",
		ScenarioInitializer: steps.Initializer(steps.Options{Host: h, Corpus: testcorpus.Builtin(t), Wording: wording}),
		Options:             &opts,
	}
	if status := suite.Run(); status != 0 {
		t.Fatalf("godog exited with status %d", status)
	}
}

// hostUnderTest starts the host -host or $RFC005_HOST names (its command
// split as rfc005 run --host splits it; relative paths are relative to
// this directory, features/), with wording not failed; or returns the
// in-process reference, with wording failed.
func hostUnderTest(t *testing.T) (adapters.Host, bool) {
	t.Helper()
	command := *hostFlag
	if command == "" {
		command = os.Getenv(hostEnv)
	}
	if strings.TrimSpace(command) == "" {
		return reference.New(), true
	}
	argv, err := hostcmd.Split(command)
	if err != nil {
		t.Fatalf("-host %q: %v", command, err)
	}
	h, err := subprocess.New(context.Background(), argv, subprocess.Options{})
	if err != nil {
		t.Fatalf("-host %q: %v", command, err)
	}
	t.Cleanup(func() { h.Close() })
	t.Logf("scoring %s %s (%s)", h.Identity().Name, h.Identity().Version, command)
	return h, false
}

// flagSet reports whether the flag called name was given.
func flagSet(name string) bool {
	set := false
	flag.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

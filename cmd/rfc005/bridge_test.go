package main

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters/mcpl"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testneeds"
)

// TestMCPLAdapterFlags refuses --mcpl-adapter beside --host, and
// --mcpl-root alone, as usage errors.
func TestMCPLAdapterFlags(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"--mcpl-adapter", "a.mjs", "--host", "python3 host.py"}, "--mcpl-adapter and --host each name the host to score"},
		{[]string{"--mcpl-root", "."}, "--mcpl-root is the root of --mcpl-adapter's module"},
		{[]string{"--mcpl-adapter", "no-such-adapter.mjs"}, "no-such-adapter.mjs"},
	} {
		code, stdout, stderr := runRFC005(t, "", tt.args...)
		if code == 0 || !strings.Contains(stderr, tt.want) {
			t.Errorf("%q: exit %d, stderr %q; want a failure saying %q\n%s", tt.args, code, stderr, tt.want, tail(stdout))
		}
	}
}

// TestMCPLAdapterScoredAsAHost scores an adapter module in MCPL's shape
// with --mcpl-adapter, on the fetch and registry cases and MCPL-format
// render cases, and the same module over the protocol through the bridge
// run as --host: the two reports give every case the same verdicts and
// checks, and the run leaves no file behind.
func TestMCPLAdapterScoredAsAHost(t *testing.T) {
	node := testneeds.Program(t, "node", "node (Debian: apt-get install nodejs) to score an MCPL adapter module")
	dir := t.TempDir()
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp) // the bridge's own directory, which the run removes
	module, err := filepath.Abs("../../adapters/mcpl/testdata/adapter.mjs")
	if err != nil {
		t.Fatal(err)
	}
	args := []string{"--builtin=false", "--lanes", "push",
		"--vectors", "../../vectors/testdata/rfc005-fetch.json", "--vectors", "../../vectors/testdata/rfc005-bulk-references.json"}
	bridged := filepath.Join(dir, "bridged.json")
	code, stdout, stderr := runRFC005(t, "", append(args, "--mcpl-adapter", module, "--json", bridged)...)
	wantExit(t, code, 0, stdout, stderr)
	bridge, err := mcpl.WriteBridge(dir)
	if err != nil {
		t.Fatal(err)
	}
	direct := filepath.Join(dir, "direct.json")
	code, stdout, stderr = runRFC005(t, "", append(args, "--host", node+" "+bridge+" "+module, "--json", direct)...)
	wantExit(t, code, 0, stdout, stderr)
	a, b := readReport(t, bridged), readReport(t, direct)
	if len(a.Results) == 0 || !reflect.DeepEqual(a.Results, b.Results) {
		t.Errorf("--mcpl-adapter gave %d results, --host through the bridge %d, or they differ", len(a.Results), len(b.Results))
	}
	fetched := 0
	for _, r := range a.Results {
		if strings.HasPrefix(r.Case, "rfc-005/fetch-") || strings.HasPrefix(r.Case, "rfc-005/registry-") {
			fetched++
		}
	}
	if fetched == 0 {
		t.Error("no fetch or registry case was scored")
	}
	if left, _ := os.ReadDir(tmp); len(left) > 0 {
		t.Errorf("the run left %d entries in its temporary directory: %v", len(left), left[0].Name())
	}
}

// TestNoteOperationsUnasked runs a host that declares fetch and registry
// on cases of neither: the run says where such cases are. With one of
// them selected, or with the reference, it says nothing.
func TestNoteOperationsUnasked(t *testing.T) {
	python := testneeds.Program(t, "python3", "python3 (Debian: apt-get install python3) to run the Python example")
	host := "--host=" + python + " ../../adapters/examples/python/host.py"
	const note = "note: the host declares fetch and registry, and this run selects no case of it"
	for _, tt := range []struct {
		args []string
		want bool
	}{
		{[]string{host, "--case", "image/*"}, true},
		{[]string{host, "--builtin=false", "--vectors", "../../vectors/testdata/rfc005-fetch.json", "--case", "rfc-005/fetch-plain"}, false},
		{[]string{"--case", "image/*"}, false},
	} {
		code, stdout, stderr := runRFC005(t, "", tt.args...)
		wantExit(t, code, 0, stdout, stderr)
		if got := strings.Contains(stdout, note); got != tt.want {
			t.Errorf("%q: the note printed %v, want %v:\n%s", tt.args, got, tt.want, tail(stdout))
		}
	}
}

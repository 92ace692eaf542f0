//go:build long

// This file is built only with -tags long (.ci/run's go test -tags long
// line): its test is an expensive external-tool run, headless Chromium over
// a page of three whole-corpus runs, two of them in Python and Node child
// processes (about 10 s of CPU). The package's other tests check the page
// go test ./... renders without a browser.

package htmlreport

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/subprocess"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testneeds"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
)

// pageBytesPerCase bounds the page for three hosts, one of them (the Node
// legacy host) failing most cells: a page grows with the corpus, so its
// budget is a case's. 436 cases made 6,694 bytes a case with html/template's
// escapes in the diffs and a title in every cell; 5,237 without.
const pageBytesPerCase = 6000

// artifacts is where the browser test leaves the page and its screenshot.
const artifacts = "../../.bin/artifacts"

// TestReportInABrowser renders the reference beside the Python example and
// the Node legacy host (one file, at most pageBytesPerCase a case), opens the page in headless Chromium (browser/check.mjs, with Debian's
// chromium and playwright-core) and checks what a person sees: a failing
// cell of the legacy host opens to its diff. The page and a screenshot are
// kept in .bin/artifacts. It runs with -tags long only (this file's build
// line).
func TestReportInABrowser(t *testing.T) {
	t.Parallel()
	chromium := os.Getenv("CHROMIUM")
	if chromium == "" {
		chromium = "/usr/bin/chromium"
	}
	testneeds.File(t, chromium, "chromium", "Debian's chromium (apt-get install chromium), or name one in $CHROMIUM; .ci/run installs it")
	node := testneeds.Program(t, "node", "Node 20 (Debian: apt-get install nodejs)")
	testneeds.File(t, "browser/node_modules/playwright-core", "playwright-core", "it with npm install --prefix internal/htmlreport/browser, as .ci/run does")

	corpus := testcorpus.Builtin(t)
	python := testneeds.Program(t, "python3", "Python 3 (Debian: apt-get install python3)")
	hosts := []adapters.Host{reference.New()}
	for _, argv := range [][]string{{python, "../../adapters/examples/python/host.py"}, {node, "../../adapters/examples/node/legacy-host.mjs"}} {
		h, err := subprocess.New(context.Background(), argv, subprocess.Options{})
		if err != nil {
			t.Fatal(err)
		}
		defer h.Close()
		hosts = append(hosts, h)
	}
	page := renderEach(t, len(hosts), func(i int) ([]byte, error) {
		return jsonReport(runner.Run(context.Background(), hosts[i], corpus, runner.Selection{}))
	})
	if perCase := len(page) / len(corpus.Cases); perCase > pageBytesPerCase {
		t.Errorf("the page for three hosts is %d bytes, %d a case, over %d", len(page), perCase, pageBytesPerCase)
	}
	if err := os.MkdirAll(artifacts, 0o755); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(artifacts, "report.html")
	if err := os.WriteFile(file, []byte(page), 0o644); err != nil {
		t.Fatal(err)
	}
	shot := filepath.Join(artifacts, "report-screenshot.png")
	cmd := exec.Command(node, "browser/check.mjs", file, shot)
	cmd.Env = append(os.Environ(), "CHROMIUM="+chromium)
	out, err := cmd.CombinedOutput()
	t.Logf("%s", out)
	if err != nil {
		t.Fatalf("the browser check failed: %v", err)
	}
	if st, err := os.Stat(shot); err != nil || st.Size() < 10_000 {
		t.Errorf("no real screenshot at %s: %v", shot, err)
	}
}

//go:build mutate

// Package verdictdump writes every verdict of the whole corpus, for the
// reference, every planted fault, the wrong-host gallery and the example
// hosts, to one file, so that a restructuring can show its verdicts are
// byte-identical before and after:
//
//	RFC005_VERDICT_DUMP=/tmp/before.txt go test -tags mutate ./internal/testkit/verdictdump -count=1
package verdictdump

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/subprocess"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/wronghost"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

func TestDump(t *testing.T) {
	out := os.Getenv("RFC005_VERDICT_DUMP")
	if out == "" {
		t.Skip("set RFC005_VERDICT_DUMP to the file to write")
	}
	ctx := context.Background()
	builtin, err := vectors.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	mcpl, problems := vectors.LoadFile("../../../vectors/testdata/rfc005-bulk-references.json")
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	corpora := map[string]*vectors.Corpus{"builtin": builtin, "mcpl": mcpl}
	var b bytes.Buffer
	dump := func(name string, h adapters.Host, corpus string) {
		r := runner.Run(ctx, h, corpora[corpus], runner.Selection{})
		r.Started, r.Duration = time.Time{}, 0
		for _, res := range r.Results {
			line, err := json.Marshal(res)
			if err != nil {
				t.Fatal(err)
			}
			fmt.Fprintf(&b, "%s %s %s\n", name, corpus, line)
			fmt.Fprintf(&b, "%s %s describe %q why %q\n", name, corpus, res.Describe(), res.Why())
		}
		r.MarkdownLimit = 1 << 30
		var md bytes.Buffer
		if err := r.Write(&md, runner.FormatMarkdown); err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "%s %s markdown %q\n", name, corpus, md.Bytes())
		_ = h.Close()
	}
	for _, corpus := range []string{"builtin", "mcpl"} {
		dump("reference", reference.New(), corpus)
		for _, f := range fault.All {
			func() {
				defer func() {
					if p := recover(); p != nil {
						fmt.Fprintf(&b, "fault/%s %s panic %v\n", f.Name, corpus, p)
					}
				}()
				dump("fault/"+f.Name, refhost.New(f.ID), corpus)
			}()
		}
		for _, g := range wronghost.Gallery() {
			dump("wronghost/"+g.Name, g.New(), corpus)
		}
		examples, _ := filepath.Abs("../../../adapters/examples")
		for _, ex := range []struct {
			name string
			argv []string
		}{
			{"python", []string{"python3", filepath.Join(examples, "python", "host.py")}},
			{"node", []string{"node", filepath.Join(examples, "node", "legacy-host.mjs")}},
		} {
			name, argv := ex.name, ex.argv
			if _, err := exec.LookPath(argv[0]); err != nil {
				t.Fatal(err)
			}
			h, err := subprocess.New(ctx, argv, subprocess.Options{})
			if err != nil {
				t.Fatal(err)
			}
			dump("example/"+name, h, corpus)
		}
	}
	if err := os.WriteFile(out, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/mcpl"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/subprocess"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// startBridge starts the host --mcpl-adapter names: MCPL's adapter module,
// loaded as it is by the Node bridge of adapters/mcpl, written into a
// directory of its own that Close removes. The command the reports name
// is the bridge's, with the module and root.
func startBridge(ctx context.Context, f runFlags) (adapters.Host, string, error) {
	module, err := filepath.Abs(f.mcplAdapter)
	if err != nil {
		return nil, "", err
	}
	if _, err := os.Stat(module); err != nil {
		return nil, "", fmt.Errorf("--mcpl-adapter: %w", err)
	}
	root := f.mcplRoot
	if root != "" {
		if root, err = filepath.Abs(root); err != nil {
			return nil, "", err
		}
	}
	dir, err := os.MkdirTemp("", "rfc005-mcpl-")
	if err != nil {
		return nil, "", err
	}
	bridge, err := mcpl.WriteBridge(dir)
	if err != nil {
		os.RemoveAll(dir)
		return nil, "", err
	}
	argv := mcpl.Command(bridge, module, mcpl.Options{Root: root, Bound: mcpl.Bound(f.timeout)})
	h, err := subprocess.New(ctx, argv, subprocess.Options{Timeout: f.timeout, StartTimeout: f.startTimeout, Restarts: restartsOption(f.restarts),
		GiveUpAfter: giveUpOption(f.giveUpAfter), PassEnv: f.hostEnv})
	if err != nil {
		os.RemoveAll(dir)
		return nil, "", err
	}
	command := "node bridge.mjs " + strings.Join(argv[2:], " ")
	return bridged{h.(adapters.Dereferencer), dir}, command, nil
}

// bridged is the bridge's host, which removes the bridge's directory when
// it closes.
type bridged struct {
	adapters.Dereferencer
	dir string
}

// StartCase passes the case's start on to the host (adapters.CaseStarter).
func (b bridged) StartCase(id string) {
	if cs, ok := b.Dereferencer.(adapters.CaseStarter); ok {
		cs.StartCase(id)
	}
}

// Close closes the host, then removes the bridge's directory.
func (b bridged) Close() error {
	err := b.Dereferencer.Close()
	if rmErr := os.RemoveAll(b.dir); err == nil {
		err = rmErr
	}
	return err
}

// operationsUnasked says, when h declares operations and the run selects
// no case of them, where such cases are: the built-in corpus has none.
func operationsUnasked(h adapters.Host, corpus *vectors.Corpus, sel runner.Selection) string {
	d, ok := h.(adapters.Dereferencer)
	if !ok || len(d.Operations()) == 0 {
		return ""
	}
	for _, c := range corpus.Cases {
		if c.Vector != nil && c.Vector.Operation != vectors.OperationRender && sel.Takes(c) {
			return ""
		}
	}
	var ops []string
	for _, op := range d.Operations() {
		ops = append(ops, string(op))
	}
	return fmt.Sprintf("note: the host declares %s, and this run selects no case of it: the built-in corpus has none; "+
		"give --vectors with MCPL's bulk-reference-vectors.json, or the suite's vectors/testdata/rfc005-fetch.json\n", strings.Join(ops, " and "))
}

// Package mcpl scores an adapter module written in MCPL's conformance shape
// (a module exporting createAdapter(root), whose adapter has identity,
// maxViewChars and observe(input, environment)) as a host over the adapter
// protocol, unchanged: bridge.mjs, a Node program embedded in this package,
// loads the module and answers hello, observe, fetch and registry for it.
// README.md beside it says which lane each of MCPL's views is, and why.
//
//	path, err := mcpl.WriteBridge(dir) // dir: a temporary directory
//	argv := mcpl.Command(path, "/abs/adapter.mjs", mcpl.Options{Bound: mcpl.Bound(5 * time.Second)})
//	h, err := subprocess.New(ctx, argv, subprocess.Options{})
package mcpl

import (
	_ "embed"
	"os"
	"path/filepath"
	"strconv"
	"time"
)

//go:embed bridge.mjs
var bridge []byte

// BridgeName is the file name WriteBridge gives the bridge. It ends in
// .mjs so that Node reads it as an ES module wherever it is written.
const BridgeName = "bridge.mjs"

// WriteBridge writes the bridge into dir as BridgeName, readable by its
// owner only, and returns its path. An installed rfc005 has no checkout to
// run it from: it writes the bridge into a temporary directory of its own
// at the start of a run and removes the directory at the end.
func WriteBridge(dir string) (string, error) {
	path := filepath.Join(dir, BridgeName)
	if err := os.WriteFile(path, bridge, 0o600); err != nil {
		return "", err
	}
	return path, nil
}

// Options are how Command runs the bridge. The zero value runs "node"
// from PATH, with the module's directory as its root and the bridge's
// default bound.
type Options struct {
	// Node is the Node program; default "node".
	Node string
	// Root is what createAdapter(root) is given (rfc005 run --mcpl-root);
	// default the module's directory.
	Root string
	// Bound is how long the bridge waits for one call of the adapter's
	// observe before it answers an error for it (the bridge's
	// --timeout-ms); 0 leaves the bridge's default, 4s. See Bound.
	Bound time.Duration
}

// Bound is the bound Options.Bound should be for a runner that waits
// timeout for each answer: four fifths of it, so that an adapter that hangs
// gets an error answer from the bridge, which stays up, before the runner
// gives up on the bridge and restarts it.
func Bound(timeout time.Duration) time.Duration { return timeout * 4 / 5 }

// Command returns the command line that runs the bridge at bridgePath on
// the adapter module: node, the bridge, --timeout-ms when opt.Bound is
// set, the module, and the root when opt.Root is set. A relative module or
// root is read from the host's working directory.
func Command(bridgePath, module string, opt Options) []string {
	node := opt.Node
	if node == "" {
		node = "node"
	}
	argv := []string{node, bridgePath}
	if ms := opt.Bound.Milliseconds(); ms > 0 {
		argv = append(argv, "--timeout-ms", strconv.FormatInt(ms, 10))
	}
	argv = append(argv, module)
	if opt.Root != "" {
		argv = append(argv, opt.Root)
	}
	return argv
}

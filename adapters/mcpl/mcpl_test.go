package mcpl

import (
	"bytes"
	"os"
	"slices"
	"testing"
	"time"
)

func TestCommand(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		opt  Options
		want []string
	}{
		{Options{}, []string{"node", "/tmp/b/bridge.mjs", "a.mjs"}},
		{Options{Node: "/usr/bin/node", Root: "/fw", Bound: Bound(5 * time.Second)},
			[]string{"/usr/bin/node", "/tmp/b/bridge.mjs", "--timeout-ms", "4000", "a.mjs", "/fw"}},
	} {
		if got := Command("/tmp/b/bridge.mjs", "a.mjs", c.opt); !slices.Equal(got, c.want) {
			t.Errorf("Command(%+v) = %q, want %q", c.opt, got, c.want)
		}
	}
}

func TestWriteBridge(t *testing.T) {
	t.Parallel()
	path, err := WriteBridge(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	written, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	source, err := os.ReadFile(BridgeName)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(written, source) {
		t.Errorf("the bridge written (%d bytes) is not %s (%d)", len(written), BridgeName, len(source))
	}
}

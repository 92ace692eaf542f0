package compare

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// TestRepeatedHiddenStringsCostTheirBytes writes an MCPL vector file of a
// few hundred bytes whose case hides four uri-shaped strings of 256 KiB
// each by $repeat (the memory bomb of issue 39, made small), and checks
// the reference's answer on every lane: the check allocates a few times
// the bytes hidden, where every form of every part written at once took
// about five hundred times. It measures bytes, never time.
func TestRepeatedHiddenStringsCostTheirBytes(t *testing.T) {
	// Not parallel: the allocations are measured while no other test runs.
	const unit = "h://u:p%41@x/?q=%41 !'#f%41 é!"
	count := (256 << 10) / len(unit)
	var hidden []any
	for i := range 4 {
		hidden = append(hidden, map[string]any{"$repeat": unit + string(rune('a'+i)), "count": count})
	}
	file := map[string]any{"format": "mcpl-bulk-references-1", "source": "issue 39", "cases": []any{map[string]any{
		"id": "bomb", "rfc": 1, "operation": "render",
		"blocks":      []any{map[string]any{"type": "resource", "uri": "$ORIGIN/p", "name": "p.bin", "mimeType": "application/octet-stream", "sizeBytes": 1, "disposition": "never"}},
		"schemaValid": []any{true},
		"expect":      map[string]any{"stub": true, "hidden": hidden},
	}}}
	data, err := json.Marshal(file)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "bomb.json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	corpus, problems := vectors.LoadFile(path)
	if len(problems) > 0 || len(corpus.Cases) != 1 {
		t.Fatalf("%d bytes of vectors: %v", len(data), problems)
	}
	c := corpus.Cases[0]
	total := 0
	for _, h := range c.Hidden {
		total += len(h)
	}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	p := Prepare(c)
	for _, lane := range c.Lanes() {
		obs, err := reference.New().Observe(context.Background(), lane, c.Input)
		if r := p.Check(lane, obs, err); r.Leak {
			t.Errorf("the reference leaks on %s: %s", lane, r.Reason)
		}
	}
	runtime.ReadMemStats(&after)
	alloc := after.TotalAlloc - before.TotalAlloc
	t.Logf("a %d-byte file hiding %d bytes: its check on %d lanes allocates %d bytes (%.1f times)", len(data), total, len(c.Lanes()), alloc, float64(alloc)/float64(total))
	if alloc > uint64(16*total) {
		t.Errorf("checking a case that hides %d bytes allocates %d bytes (%.1f times), want at most 16 times", total, alloc, float64(alloc)/float64(total))
	}
}

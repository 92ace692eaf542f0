package regularfile

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testneeds"
)

func TestRead(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	fifo := filepath.Join(dir, "baseline.json")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		testneeds.Missing(t, "mkfifo ("+err.Error()+")", "a Unix system whose file system makes FIFOs")
	}
	if _, err := Read(fifo, 10); err == nil || !strings.Contains(err.Error(), "FIFO") {
		t.Errorf("a FIFO: %v", err)
	}
	small := filepath.Join(dir, "small.json")
	os.WriteFile(small, []byte("{}"), 0o644)
	if data, err := Read(small, 2); err != nil || string(data) != "{}" {
		t.Errorf("a small file: %q, %v", data, err)
	}
	if _, err := Read(small, 1); err == nil || err.Error() != "2 bytes, the limit is 1 byte" {
		t.Errorf("a file over the limit: %v", err)
	}
}

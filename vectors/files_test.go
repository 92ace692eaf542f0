package vectors

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testneeds"
)

// TestLoadDirRefusesWhatIsNotAVectorFile pins that a directory of vector
// files holding a FIFO, a device, a directory, a file over the limit or a
// file nested too deep is refused with one clear problem each, and never
// hangs or reads a byte of what it refuses.
func TestLoadDirRefusesWhatIsNotAVectorFile(t *testing.T) {
	t.Parallel()
	good, err := builtin.ReadFile("text.json")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		make func(t *testing.T, path string)
		want string
	}{
		{"fifo", func(t *testing.T, p string) {
			if err := syscall.Mkfifo(p, 0o644); err != nil {
				testneeds.Missing(t, "mkfifo ("+err.Error()+")", "a Unix system whose file system makes FIFOs")
			}
		}, "a named pipe (FIFO), not a regular file"},
		{"symlink_to_dev_zero", func(t *testing.T, p string) {
			if err := os.Symlink("/dev/zero", p); err != nil {
				t.Fatal(err)
			}
		}, "a character device, not a regular file (a symlink to /dev/zero)"},
		{"directory", func(t *testing.T, p string) {
			if err := os.Mkdir(p, 0o755); err != nil {
				t.Fatal(err)
			}
		}, "a directory, not a regular file"},
		{"500_MiB", func(t *testing.T, p string) {
			f, err := os.Create(p)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			if err := f.Truncate(500 << 20); err != nil { // sparse: no disk used
				t.Fatal(err)
			}
		}, "500 MiB, the limit is 64 MiB"},
		{"too_deep", func(t *testing.T, p string) {
			deep := strings.Repeat("[", 1_000_000) + strings.Repeat("]", 1_000_000)
			if err := os.WriteFile(p, []byte(deep), 0o644); err != nil {
				t.Fatal(err)
			}
		}, ":1: too deep: arrays and objects nest more than 10000 levels at byte 10000 (the limit is 10000 levels)"},
		{"deep_in_a_string_is_not_deep", func(t *testing.T, p string) {
			s := strings.Replace(string(good), `"title"`, `"x-ignored":"`+strings.Repeat("[{", 20_000)+`","title"`, 1)
			if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
				t.Fatal(err)
			}
		}, "does not match the schema"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "x.json")
			tt.make(t, path)
			done := make(chan []Problem, 1)
			go func() {
				_, problems := LoadFile(dir)
				done <- problems
			}()
			select {
			case problems := <-done:
				if len(problems) != 1 || !strings.HasPrefix(problems[0].Error(), path) || !strings.Contains(problems[0].Error(), tt.want) {
					t.Errorf("problems %v, want one for %s saying %q", problems, path, tt.want)
				}
			case <-time.After(10 * time.Second):
				t.Fatal("LoadFile hangs on a directory")
			}
		})
	}
}

// TestProblemIsOneLine pins that a problem names a file and a case whose
// names hold line breaks on one line, escaped: a file name cannot start
// a line of its own in rfc005 validate's output.
func TestProblemIsOneLine(t *testing.T) {
	t.Parallel()
	p := Problem{Path: "v/forged\n::error title=FILE::x.json", Pointer: "/cases/0/id", Case: "blank/x\r\n::error::y", Msg: "does not match the schema"}
	want := `v/forged\n::error title=FILE::x.json: /cases/0/id: case blank/x\r\n::error::y: does not match the schema`
	if got := p.Error(); got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
}

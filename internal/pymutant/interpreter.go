package pymutant

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
)

// interpreters holds, for each interpreter named, the func that asks it
// once what program it runs.
var interpreters sync.Map // name → func() string

// interpreter returns the program the interpreter named python runs: the
// sys.executable it gives, asked once a process. A python3 found on PATH
// may be a shim (pyenv's is a shell script that starts several programs
// before Python) costing about a third of a second of CPU a start, and a
// search or a check starts a host for every mutant. When the interpreter
// cannot be asked, or gives no program that exists, it is python itself,
// started as before.
func interpreter(python string) string {
	ask, _ := interpreters.LoadOrStore(python, sync.OnceValue(func() string {
		out, err := exec.Command(python, "-c", "import sys; print(sys.executable)").Output()
		path := strings.TrimSpace(string(out))
		if err != nil || !filepath.IsAbs(path) {
			return python
		}
		if st, err := os.Stat(path); err != nil || st.IsDir() {
			return python
		}
		return path
	}))
	return ask.(func() string)()
}

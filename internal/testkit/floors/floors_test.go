// Package floors holds the house to docs/ARCHITECTURE.md's map: every
// package of the module stands on the floor the map gives it, and imports
// only packages on its own floor or below; the test kit is imported by
// tests alone.
package floors

import (
	"bufio"
	"encoding/json"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

const module = "github.com/rfc005-lanes/rfc005-lanes/"

// floorRow is a row of the map's floor table: "| 3 | `reference`, `internal/refhost` | … |".
var floorRow = regexp.MustCompile(`^\|\s*(\d+|tests)\s*\|([^|]*)\|`)

var pkgName = regexp.MustCompile("`([a-z0-9/_.-]+)`")

// readFloors returns each package the map names, by path within the
// module, with its floor; the test kit's packages are on floor -1.
func readFloors(t *testing.T) map[string]int {
	f, err := os.Open("../../../docs/ARCHITECTURE.md")
	if err != nil {
		t.Fatalf("the map is missing: %v", err)
	}
	defer f.Close()
	floors := map[string]int{}
	s := bufio.NewScanner(f)
	for s.Scan() {
		m := floorRow.FindStringSubmatch(s.Text())
		if m == nil {
			continue
		}
		n := -1
		if m[1] != "tests" {
			n, _ = strconv.Atoi(m[1])
		}
		for _, p := range pkgName.FindAllStringSubmatch(m[2], -1) {
			if _, dup := floors[p[1]]; dup {
				t.Errorf("docs/ARCHITECTURE.md names %s on two floors", p[1])
			}
			floors[p[1]] = n
		}
	}
	if len(floors) == 0 {
		t.Fatal("docs/ARCHITECTURE.md has no floor table")
	}
	return floors
}

type listed struct {
	ImportPath                         string
	Imports, TestImports, XTestImports []string
	GoFiles                            []string
}

// listModule returns the module's packages as go list gives them.
func listModule(t *testing.T) []listed {
	cmd := exec.Command("go", "list", "-json", "-tags", "mutate,record,long", "./...")
	cmd.Dir = "../../.."
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	var pkgs []listed
	d := json.NewDecoder(strings.NewReader(string(out)))
	for d.More() {
		var p listed
		if err := d.Decode(&p); err != nil {
			t.Fatal(err)
		}
		p.ImportPath = strings.TrimPrefix(p.ImportPath, module)
		pkgs = append(pkgs, p)
	}
	return pkgs
}

func TestFloors(t *testing.T) {
	floors := readFloors(t)
	pkgs := listModule(t)
	seen := map[string]bool{}
	for _, p := range pkgs {
		seen[p.ImportPath] = true
		floor, ok := floors[p.ImportPath]
		if !ok {
			t.Errorf("%s is on no floor of docs/ARCHITECTURE.md: add it to the floor table", p.ImportPath)
			continue
		}
		for _, imp := range p.Imports {
			dep, inModule := strings.CutPrefix(imp, module)
			if !inModule {
				continue
			}
			depFloor, ok := floors[dep]
			switch {
			case !ok:
				// reported as a package of its own
			case depFloor == -1 && floor != -1:
				t.Errorf("%s imports %s, which tests alone may import", p.ImportPath, dep)
			case floor != -1 && depFloor > floor:
				t.Errorf("%s (floor %d) imports %s (floor %d): an import runs up a floor", p.ImportPath, floor, dep, depFloor)
			}
		}
	}
	for p := range floors {
		if !seen[p] {
			t.Errorf("docs/ARCHITECTURE.md names %s, which is no package of the module", p)
		}
	}
}

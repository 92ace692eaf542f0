package conformance

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// modulePackages are the packages of this module a message may name, by
// the name a user's code calls them by, and their directories seen from
// this package's.
var modulePackages = map[string]string{
	"adapters":    "../adapters",
	"subprocess":  "../adapters/subprocess",
	"pool":        "../adapters/pool",
	"reference":   "../reference",
	"conformance": ".",
	"runner":      "../runner",
	"vectors":     "../vectors",
}

// qualified is a qualified Go identifier in text: a package name and an
// exported name ("reference.New", "adapters.Host").
var qualified = regexp.MustCompile(`\b([a-z][a-z0-9]*)\.([A-Z]\w*)`)

// TestAdaptersDocNamesRealIdentifiers: every function and type of this
// module the adapters package documentation names (reference.New,
// subprocess.New, pool.New, …) is one a user can call; its code lines are
// adapters' Example, compiled and run.
func TestAdaptersDocNamesRealIdentifiers(t *testing.T) {
	t.Parallel()
	f, err := parser.ParseFile(token.NewFileSet(), "../adapters/host.go", nil, parser.ParseComments|parser.PackageClauseOnly)
	if err != nil {
		t.Fatal(err)
	}
	doc := f.Doc.Text()
	for _, want := range []string{"reference.New", "subprocess.New", "pool.New"} {
		if !strings.Contains(doc, want) {
			t.Errorf("adapters' package documentation does not name %s", want)
		}
	}
	for _, m := range qualified.FindAllStringSubmatch(doc, -1) {
		if dir, ok := modulePackages[m[1]]; ok && !declares(t, dir, m[2]) {
			t.Errorf("adapters' package documentation names %s.%s: package %s declares no %s", m[1], m[2], m[1], m[2])
		}
	}
}

// checkNamed fails t unless every qualified identifier text names is an
// exported function, type, variable or constant of a package of this
// module (modulePackages), and unless it names at least one.
func checkNamed(t *testing.T, text string) {
	t.Helper()
	found := qualified.FindAllStringSubmatch(text, -1)
	if len(found) == 0 {
		t.Errorf("%q names no Go identifier a user can call", text)
	}
	for _, m := range found {
		dir, ok := modulePackages[m[1]]
		if !ok {
			t.Errorf("%q names %s.%s: this module has no package %s", text, m[1], m[2], m[1])
			continue
		}
		if !declares(t, dir, m[2]) {
			t.Errorf("%q names %s.%s: package %s declares no %s", text, m[1], m[2], m[1], m[2])
		}
	}
}

// declares reports whether the package in dir declares name at its top
// level (a function, not a method, or a type, variable or constant),
// outside its tests.
func declares(t *testing.T, dir, name string) bool {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil || len(files) == 0 {
		t.Fatalf("%s: no Go files: %v", dir, err)
	}
	fset := token.NewFileSet()
	for _, path := range files {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parser.ParseFile(fset, path, src, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Recv == nil && d.Name.Name == name {
					return true
				}
			case *ast.GenDecl:
				for _, s := range d.Specs {
					switch s := s.(type) {
					case *ast.TypeSpec:
						if s.Name.Name == name {
							return true
						}
					case *ast.ValueSpec:
						for _, n := range s.Names {
							if n.Name == name {
								return true
							}
						}
					}
				}
			}
		}
	}
	return false
}

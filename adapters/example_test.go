package adapters_test

import (
	"context"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
)

// Example is the package documentation's example, compiled and run: the
// reference host shows an embedded resource on the push lane.
func Example() {
	ctx := context.Background()
	h := reference.New()
	defer h.Close()
	obs, err := h.Observe(ctx, adapters.Push, adapters.Input(`{"content":[{"type":"resource","resource":{"uri":"memo://n","text":"# notes"}}]}`))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%q\n", obs.Blocks[0].Text)
	// Output: "# notes"
}

// TestPackageDocIsTheExample: every code line of the package
// documentation is a line of Example, so that what the documentation
// tells a user to call compiles and runs.
func TestPackageDocIsTheExample(t *testing.T) {
	t.Parallel()
	fset := token.NewFileSet()
	doc, err := parser.ParseFile(fset, "host.go", nil, parser.ParseComments|parser.PackageClauseOnly)
	if err != nil {
		t.Fatal(err)
	}
	example, err := os.ReadFile("example_test.go")
	if err != nil {
		t.Fatal(err)
	}
	body := exampleBody(t, fset, example)
	lines := 0
	for _, line := range strings.Split(doc.Doc.Text(), "\n") {
		code, ok := strings.CutPrefix(line, "\t")
		if !ok {
			continue
		}
		lines++
		if !strings.Contains(body, "\t"+code+"\n") {
			t.Errorf("host.go's package documentation shows %q, which is no line of Example", code)
		}
	}
	if lines == 0 {
		t.Error("host.go's package documentation shows no code")
	}
}

// exampleBody returns the source of the function Example in src.
func exampleBody(t *testing.T, fset *token.FileSet, src []byte) string {
	t.Helper()
	f, err := parser.ParseFile(fset, "example_test.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range f.Decls {
		if fn, ok := d.(*ast.FuncDecl); ok && fn.Name.Name == "Example" {
			return string(src[fset.Position(fn.Body.Pos()).Offset:fset.Position(fn.Body.End()).Offset])
		}
	}
	t.Fatal("example_test.go has no func Example")
	return ""
}

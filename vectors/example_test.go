package vectors_test

import (
	"fmt"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// Builtin is the corpus the suite carries: each case an input, its level,
// the clauses it pins and what each lane must show of it.
func ExampleBuiltin() {
	corpus, err := vectors.Builtin()
	if err != nil {
		panic(err)
	}
	c, ok := corpus.Case("text/plain")
	if !ok {
		panic("no text/plain")
	}
	fmt.Println(c.Family, c.Level, c.Spec[0])
	fmt.Println(c.Expect[adapters.Push].Blocks[0].Type)
	// Output:
	// text must SPEC 2.1 text
	// text
}

// LoadFile reads what rfc005 run --vectors names: a directory of vector
// files, or one file of either format, here MCPL's own file of RFC-005's
// vectors. Every problem found is returned beside the cases that had none.
func ExampleLoadFile() {
	corpus, problems := vectors.LoadFile("testdata/rfc005-bulk-references.json")
	if len(problems) > 0 {
		panic(problems[0])
	}
	c := corpus.Cases[0]
	fmt.Println(c.ID, c.Vector.Number, c.Spec[0], len(c.Lanes()))
	// Output: rfc-005/http-never 1 RFC-005 vector 1 5
}

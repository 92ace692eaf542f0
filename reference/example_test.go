package reference_test

import (
	"context"
	"fmt"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// An embedded text resource reaches the agent as its text, on every lane;
// its uri never does.
func ExampleObserve() {
	obs, err := reference.Observe(adapters.Push, []byte(`{"content":[
	  {"type":"resource","resource":{"uri":"memo://n?token=s3cret","mimeType":"text/markdown","text":"# notes"}}]}`))
	if err != nil {
		panic(err)
	}
	fmt.Printf("%s %q\n", obs.Blocks[0].Type, obs.Blocks[0].Text)
	// Output: text "# notes"
}

// The reference passes the whole built-in corpus.
func ExampleNew() {
	corpus, err := vectors.Builtin()
	if err != nil {
		panic(err)
	}
	report := runner.Run(context.Background(), reference.New(), corpus, runner.Selection{})
	c := report.Count()
	fmt.Println(c.Pass == c.Observations-c.OutOfScope)
	// Output: true
}

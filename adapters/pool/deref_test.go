package pool

import (
	"context"
	"errors"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
)

// observeOnly is a member that declares no operation.
type observeOnly struct{ adapters.Host }

// TestPoolOperations lends a member for each registry request, and says
// what a pool of members that declare no operation cannot do.
func TestPoolOperations(t *testing.T) {
	p, err := New(reference.New(), reference.New())
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	if got := p.Operations(); len(got) != 2 {
		t.Errorf("operations %v, want the members' fetch and registry", got)
	}
	in := adapters.Input(`{"content":[{"type":"resource","uri":"http://127.0.0.1:9/c","name":"c.wav"}]}`)
	ans, err := p.Registry(context.Background(), adapters.RegistryRequest{Input: in, Connection: adapters.Connection{Origin: "http://127.0.0.1:9"}, Registrations: 2})
	if err != nil || ans.FirstID != "ref_1" || len(ans.IDs) != 4 {
		t.Errorf("registry through the pool: %+v, %v", ans, err)
	}
	q, err := New(observeOnly{reference.New()})
	if err != nil {
		t.Fatal(err)
	}
	defer q.Close()
	if _, err := q.Fetch(context.Background(), adapters.FetchRequest{Lane: adapters.Push, Input: in}); !errors.Is(err, errNoOperations) || len(q.Operations()) != 0 {
		t.Errorf("a pool of members that declare none: %v, %v", q.Operations(), err)
	}
}

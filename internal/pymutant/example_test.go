package pymutant

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/rawanswer"
)

// counting is a host whose answer depends on how often it was asked: its
// nth observation shows the stub ref_n, as a host that numbers references
// over its whole process does. With raw set it answers with a protocol
// error that keeps the line it wrote instead.
type counting struct {
	n   int
	raw bool
}

func (*counting) Identity() adapters.Identity { return adapters.Identity{Name: "counting"} }
func (*counting) Lanes() []adapters.Lane      { return adapters.AllLanes() }
func (*counting) Close() error                { return nil }
func (h *counting) Observe(context.Context, adapters.Lane, adapters.Input) (adapters.Observation, error) {
	h.n++
	text := fmt.Sprintf("[Reference ref_%d]", h.n)
	if h.raw {
		line := `{"seq":1,"observation":{"blocks":[{"type":"image","data":"QUJD"}]}}`
		return adapters.Observation{}, rawanswer.With(errors.New("the observation does not match the protocol schema"), []byte(line))
	}
	return adapters.Observation{Blocks: []adapters.Block{adapters.TextBlock(text)}}, nil
}

// TestExampleChecks pins how a mutant's example answer is checked: a
// Mutated header may give the Input's second answer (a mutant that keeps
// state between observations), never its third; an answer the protocol
// refuses matches the header that gives what the host wrote, and no other.
func TestExampleChecks(t *testing.T) {
	t.Parallel()
	m := &Mutant{ID: "b-900-ids-per-process", Lane: adapters.Push, Input: adapters.Input(`{"content":[]}`)}
	ctx := context.Background()
	for _, tt := range []struct {
		name, want string
		raw, ok    bool
	}{
		{"first_answer", `{"blocks":[{"type":"text","text":"[Reference ref_1]"}]}`, false, true},
		{"second_answer", `{"blocks":[{"type":"text","text":"[Reference ref_2]"}]}`, false, true},
		{"third_answer", `{"blocks":[{"type":"text","text":"[Reference ref_3]"}]}`, false, false},
		{"what_the_host_wrote", `{"blocks":[{"type":"image","data":"QUJD"}]}`, true, true},
		{"another_answer_than_it_wrote", `{"blocks":[{"type":"image","data":"QUJE"}]}`, true, false},
	} {
		err := checkExample(ctx, &counting{raw: tt.raw}, m, "Mutated", []byte(tt.want))
		if (err == nil) != tt.ok {
			t.Errorf("%s: %v, want ok %v", tt.name, err, tt.ok)
		}
	}
	// A Sound header gives the first answer only.
	if err := checkExample(ctx, &counting{}, m, "Sound", []byte(`{"blocks":[{"type":"text","text":"[Reference ref_2]"}]}`)); err == nil {
		t.Error("a Sound header giving the second answer passed")
	}
}

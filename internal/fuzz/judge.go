package fuzz

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"reflect"
	"slices"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/subprocess"
	"github.com/rfc005-lanes/rfc005-lanes/internal/differential"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/gen"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
)

// judge judges one host on the lanes of a run.
type judge struct {
	host  adapters.Host
	lanes []adapters.Lane
	fault fault.ID // planted in the reference
}

// recorder remembers what its host showed last.
type recorder struct {
	adapters.Host
	asked bool
	got   adapters.Observation
	err   error
}

func (r *recorder) Observe(ctx context.Context, lane adapters.Lane, input adapters.Input) (adapters.Observation, error) {
	r.asked = true
	r.got, r.err = r.Host.Observe(ctx, lane, input)
	return r.got, r.err
}

// strict holds a host to the lanes it declared: the run observes only
// those, so an answer {"unsupported":true} is an error, never a skip.
type strict struct{ adapters.Host }

func (h strict) Observe(ctx context.Context, lane adapters.Lane, input adapters.Input) (adapters.Observation, error) {
	got, err := h.Host.Observe(ctx, lane, input)
	if err == nil && got.Unsupported {
		return adapters.Observation{}, fmt.Errorf("the host declared %s in its hello but answers {\"unsupported\":true} there", lane)
	}
	return got, err
}

// StartCase tells the host where an input's observations begin, when it
// wants to know (adapters.CaseStarter).
func (h strict) StartCase(id string) {
	if s, ok := h.Host.(adapters.CaseStarter); ok {
		s.StartCase(id)
	}
}

// check judges input on lane, and returns the findings, and what the host
// showed (or its error).
func (j judge) check(ctx context.Context, lane adapters.Lane, input adapters.Input, hidden []string) ([]found, *recorder) {
	rec := &recorder{Host: j.host}
	return founds(differential.Judge{Host: rec, Fault: j.fault}.Check(ctx, lane, input, hidden), false), rec
}

// founds returns fs as a run's findings; again says they come of giving
// the host its own script view again.
func founds(fs []differential.Finding, again bool) []found {
	out := make([]found, len(fs))
	for i, f := range fs {
		out[i] = found{Finding: f, again: again}
	}
	return out
}

// input judges one input (generated, or a seed) on each of its lanes the
// run observes, and checks that the script view is idempotent (SPEC 5:
// treating a view again gives the same view). name is what the host is
// told the input is ("fuzz input 12"). The error says the host can no
// longer be started: the run must stop.
func (j judge) input(ctx context.Context, name string, c gen.Case) (result, error) {
	var res result
	if s, ok := j.host.(adapters.CaseStarter); ok {
		s.StartCase(name)
	}
	for _, lane := range c.Lanes {
		if !slices.Contains(j.lanes, lane) {
			continue
		}
		fs, rec := j.check(ctx, lane, c.Input, c.Hidden)
		res.observations++
		res.findings = append(res.findings, fs...)
		if rec.err != nil && errors.Is(rec.err, subprocess.ErrCannotStart) {
			res.done = ctx.Err() == nil
			return res, rec.err
		}
		if lane == adapters.Script && rec.asked && rec.err == nil && len(fs) == 0 {
			again, n := j.viewAgain(ctx, rec.got)
			res.findings = append(res.findings, again...)
			res.observations += n
		}
	}
	// An input cut short by the run's end is not judged in full.
	res.done = ctx.Err() == nil
	return res, nil
}

// viewAgain checks SPEC 5's idempotence: the host's script view, given
// back to the host as a tool's data, must show as the same view. The
// reference's own view of it must be the same view too, or the expectation
// derived from it cannot be trusted (a reference finding). It returns the
// findings and the observations it asked for.
func (j judge) viewAgain(ctx context.Context, got adapters.Observation) ([]found, int) {
	if got.View == nil {
		return nil, 0
	}
	input := adapters.Input(`{"data":` + string(got.View) + `}`)
	hidden, err := gen.Hidden(input)
	if err != nil {
		return nil, 0 // not an input gen reads: the view is checked by the lane's own check
	}
	ref, err := refhost.ObserveWith(j.fault, adapters.Script, input)
	if err == nil && !sameJSON(ref.View, got.View) {
		f := differential.Finding{Who: differential.WhoReference, Lane: adapters.Script, Class: differential.ClassError,
			Input: input, Hidden: hidden,
			Err: errors.New("the reference's script view of a script view is another view: SPEC 5 has it idempotent")}
		return []found{{Finding: f, again: true}}, 0
	}
	// The reference's view is the one the check derives its expectation
	// from: it is given, not asked for again.
	fs := differential.Judge{Host: j.host, Fault: j.fault}.CheckWith(ctx, adapters.Script, input, hidden, ref, err)
	return founds(fs, true), 1
}

// sameJSON reports whether two JSON texts are the same value, member order
// aside. Texts written alike are, when they are JSON: one is read, not
// both (a host that is the reference writes its view as the reference
// does, and a view may hold megabytes).
func sameJSON(a, b []byte) bool {
	if bytes.Equal(a, b) {
		_, err := esjson.Parse(a)
		return err == nil
	}
	va, err1 := esjson.Parse(a)
	vb, err2 := esjson.Parse(b)
	if err1 != nil || err2 != nil {
		return false
	}
	return reflect.DeepEqual(va.Any(), vb.Any())
}

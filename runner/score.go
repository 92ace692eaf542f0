package runner

import (
	"context"
	"errors"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// Score observes case c on lane through h and scores the answer: the one
// verdict path of the suite, which the runner and the godog steps both
// take. declared says whether h's hello declared the lane: an answer of
// {"unsupported":true} is then an error, else a skip. It returns the
// result (Bounded), how long h took to answer, and false when ctx ended
// before h answered (the observation is then not made, and the result is
// to be dropped). A case out of scope (c.OutOfScope) is never observed:
// its result is a skip whose Reason is c.OutOfScope, h is not called, and
// the duration is 0.
func Score(ctx context.Context, h adapters.Host, c *vectors.Case, lane adapters.Lane, declared bool) (Result, time.Duration, bool) {
	if c.OutOfScope != "" {
		return outOfScope(c, lane).Bounded(), 0, true
	}
	if c.Vector != nil && c.Vector.Operation != vectors.OperationRender {
		return scoreOperation(ctx, h, c, lane)
	}
	began := time.Now()
	obs, err := h.Observe(ctx, lane, c.Input)
	took := time.Since(began)
	if err != nil && ctx.Err() != nil {
		return Result{}, took, false
	}
	if err == nil && obs.Unsupported && declared {
		err = errors.New(unsupportedButDeclared(lane))
	}
	res := judgedResult(compare.Check(c, lane, obs, err))
	res.Family, res.Level, res.Spec, res.Security, res.Vector = c.Family, c.Level, c.Spec, c.Security, vectorNumber(c)
	return res.Bounded(), took, true
}

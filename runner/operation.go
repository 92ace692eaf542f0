package runner

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/fetchfixture"
	"github.com/rfc005-lanes/rfc005-lanes/internal/regularfile"
	"github.com/rfc005-lanes/rfc005-lanes/internal/rfcvec"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// settleBound bounds how long a fetch case waits, after the host's
// answer, for the fixture's handlers to end: a stream the host left open
// ends by itself within its chunks' time.
const settleBound = 10 * time.Second

// scoreOperation scores a fetch or registry case (c.Vector.Operation) on
// lane through h: out of scope when h does not declare the operation;
// otherwise against a loopback fixture of its own, started for this case
// and this lane, whose origin takes the place of $ORIGIN, with a fresh
// directory to save into, both gone when it returns.
func scoreOperation(ctx context.Context, h adapters.Host, c *vectors.Case, lane adapters.Lane) (Result, time.Duration, bool) {
	op := adapters.Operation(c.Vector.Operation)
	d, ok := h.(adapters.Dereferencer)
	if !ok || !slices.Contains(d.Operations(), op) {
		res := outOfScope(c, lane)
		res.Reason = "operation " + string(op) + ": the host does not declare it (adapters/PROTOCOL.md, \"Fetch and registry\")"
		return res.Bounded(), 0, true
	}
	if op == adapters.OpFetch && !slices.Contains(h.Lanes(), lane) {
		res := judgedResult(compare.Check(c, lane, adapters.Observation{Unsupported: true}, nil))
		res.Family, res.Level, res.Spec, res.Security, res.Vector = c.Family, c.Level, c.Spec, c.Security, vectorNumber(c)
		return res.Bounded(), 0, true // the lane it would show the fetch on is one the host does not serve
	}
	judged, took, answered, err := runOperation(ctx, d, op, c, lane)
	if err != nil {
		judged = compare.Result{Case: c.ID, Lane: lane, Verdict: compare.Error, Reason: err.Error(),
			Cause: compare.Cause{Class: compare.ClassError, Want: "observation", Got: "the suite's fixture failed"}}
	}
	if !answered {
		return Result{}, took, false
	}
	res := judgedResult(judged)
	res.Family, res.Level, res.Spec, res.Security, res.Vector = c.Family, c.Level, c.Spec, c.Security, vectorNumber(c)
	return res.Bounded(), took, true
}

// runOperation runs the operation op of case c on lane through d against
// a fixture of its own, and judges the answer. err is the suite's own
// failure (the fixture did not start), never the host's.
func runOperation(ctx context.Context, d adapters.Dereferencer, op adapters.Operation, c *vectors.Case, lane adapters.Lane) (judged compare.Result, took time.Duration, answered bool, err error) {
	resp, err := fetchfixture.ParseResponse(c.Vector.Response)
	if err != nil {
		return judged, 0, true, fmt.Errorf("%s: the case's response: %w", c.ID, err)
	}
	fx, err := fetchfixture.Start(resp)
	if err != nil {
		return judged, 0, true, fmt.Errorf("%s: starting the loopback fixture: %w", c.ID, err)
	}
	defer fx.Close()
	dir, err := os.MkdirTemp("", "rfc005-fetch-")
	if err != nil {
		return judged, 0, true, fmt.Errorf("%s: a directory to save into: %w", c.ID, err)
	}
	defer os.RemoveAll(dir)
	live := withOrigin(c, fx.Origin())
	conn := adapters.Connection{Origin: fx.Origin(), Token: c.Vector.Token}
	began := time.Now()
	var (
		fetched    adapters.FetchAnswer
		registered adapters.RegistryAnswer
		hostErr    error
	)
	if op == adapters.OpFetch {
		fetched, hostErr = d.Fetch(ctx, adapters.FetchRequest{Lane: lane, Input: live.Input, Connection: conn, MaxBytes: c.Vector.MaxBytes, Dir: dir})
	} else {
		registered, hostErr = d.Registry(ctx, adapters.RegistryRequest{Input: live.Input, Connection: conn, Registrations: c.Vector.Registrations})
	}
	took = time.Since(began)
	if hostErr != nil && ctx.Err() != nil {
		return judged, took, false, nil
	}
	settle, cancel := context.WithTimeout(ctx, settleBound)
	defer cancel()
	_ = fx.Settle(settle) // what it saw by then is what is judged
	net := networkOf(fx, resp, dir, c.Vector.MaxBytes)
	if op == adapters.OpFetch {
		return compare.CheckFetch(live, lane, fetched, hostErr, net), took, true, nil
	}
	return compare.CheckRegistry(live, lane, registered, hostErr, net), took, true, nil
}

// networkOf is what fx saw, and what dir holds: each file's bytes, read
// only when it is a regular file of at most most+1 bytes (a host may leave
// a FIFO, or a file past the ceiling), else nil.
func networkOf(fx *fetchfixture.Fixture, resp fetchfixture.Response, dir string, most int64) compare.FetchNetwork {
	net := compare.FetchNetwork{
		Requests: hits(fx.Requests()), Trap: hits(fx.TrapRequests()),
		ChunksSent: fx.ChunksSent(), StreamCutOff: fx.StreamCutOff(), Files: map[string][]byte{},
	}
	if resp.Stream != nil {
		net.Chunks = resp.Stream.Chunks
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if data, err := regularfile.Read(filepath.Join(dir, e.Name()), most+1); err == nil {
			net.Files[e.Name()] = data
		} else {
			net.Files[e.Name()] = nil
		}
	}
	return net
}

// hits are the requests rs as the judge reads them.
func hits(rs []fetchfixture.Request) []compare.FetchHit {
	out := make([]compare.FetchHit, len(rs))
	for i, r := range rs {
		out[i].Path = r.Path
		if r.HasAuthorization {
			a := r.Authorization
			out[i].Authorization = &a
		}
	}
	return out
}

// withOrigin returns a copy of c whose fixture origin (rfcvec.Origin,
// the stand-in for $ORIGIN) is origin, in its input, its hidden strings
// and its vector's blocks and includes.
func withOrigin(c *vectors.Case, origin string) *vectors.Case {
	r := strings.NewReplacer(rfcvec.Origin, origin)
	live := *c
	live.Input = adapters.Input(r.Replace(string(c.Input)))
	live.Hidden = make([]string, len(c.Hidden))
	for i, s := range c.Hidden {
		live.Hidden[i] = r.Replace(s)
	}
	v := *c.Vector
	v.Blocks = []byte(r.Replace(string(c.Vector.Blocks)))
	v.Includes = make([]string, len(c.Vector.Includes))
	for i, s := range c.Vector.Includes {
		v.Includes[i] = r.Replace(s)
	}
	live.Vector = &v
	return &live
}

package judged

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/subprocess"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// Record is one recorded answer and the verdict SPEC gives it.
type Record struct {
	Host    string        `json:"host"`              // "indep-js", "mcpl-ts", …
	Variant string        `json:"variant,omitempty"` // the broken copy's mistake; "" for the host itself
	Case    string        `json:"case"`
	Lane    adapters.Lane `json:"lane"`
	Answer  string        `json:"answer"` // the answer line, as the host wrote it
	Want    Want          `json:"want"`
	// Item is the wrong verdict of issue 24 this record pins ("1" … "11"),
	// or "" for one of the broad sample.
	Item string `json:"item,omitempty"`
	Why  string `json:"why"` // the SPEC reading behind Want
}

// Want is what a careful spec author makes of an answer.
type Want struct {
	Verdict compare.Verdict `json:"verdict"`
	// Class, when set, is the gravest class of check that fails.
	Class compare.Class `json:"class,omitempty"`
	Leak  bool          `json:"leak"`
	// Gating says the result fails the MUST gate; Unexcusable that no
	// baseline may excuse it.
	Gating      bool `json:"gating"`
	Unexcusable bool `json:"unexcusable"`
	// Cause, when set, is a part of the words of the result's cause.
	Cause string `json:"cause,omitempty"`
	// Clause, when set, is a clause some failed check cites.
	Clause string `json:"clause,omitempty"`
	// Avoid lists words no failed check (its class, clause and what it
	// says) and no cause of the result may hold: a wrong clause, the right
	// block blamed, profile wording demanded at MUST, a member the host
	// never sent.
	Avoid []string `json:"avoid,omitempty"`
}

// ReadRecords reads the records of r, one JSON object a line.
func ReadRecords(r io.Reader) ([]Record, error) {
	var out []Record
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, 64<<20)
	for n := 1; sc.Scan(); n++ {
		if len(bytes.TrimSpace(sc.Bytes())) == 0 {
			continue
		}
		var rec Record
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			return nil, fmt.Errorf("line %d: %v", n, err)
		}
		out = append(out, rec)
	}
	return out, sc.Err()
}

// ReadFile reads the records of the file at path.
func ReadFile(path string) ([]Record, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	recs, err := ReadRecords(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return recs, nil
}

// Replay scores the recorded answer of rec to case c as rfc005 run scores
// an answer: read as the subprocess adapter reads it, checked by
// runner.Score.
func Replay(c *vectors.Case, rec Record) runner.Result {
	res, _, _ := runner.Score(context.Background(), answering{rec}, c, rec.Lane, true)
	return res
}

// answering is a host that gives its one recorded answer.
type answering struct{ rec Record }

func (a answering) Identity() adapters.Identity { return adapters.Identity{Name: a.rec.Host} }
func (a answering) Lanes() []adapters.Lane      { return []adapters.Lane{a.rec.Lane} }
func (a answering) Close() error                { return nil }

func (a answering) Observe(_ context.Context, lane adapters.Lane, _ adapters.Input) (adapters.Observation, error) {
	return subprocess.Decode(lane, seqOf(a.rec.Answer), []byte(a.rec.Answer))
}

// seqOf is the seq the answer line says, so that it is read as the answer
// to its own request; 1 when it says none.
func seqOf(answer string) int {
	var a struct {
		Seq *int `json:"seq"`
	}
	if json.Unmarshal([]byte(answer), &a) == nil && a.Seq != nil {
		return *a.Seq
	}
	return 1
}

// Got is what the judge made of a replayed answer, in Want's terms.
func Got(res runner.Result) Want {
	w := Want{Verdict: res.Verdict, Leak: res.Leak, Gating: res.Gating(), Unexcusable: res.Unexcusable()}
	for _, c := range compare.Classes() {
		if c != compare.ClassProfile && res.Has(c) {
			w.Class = c
			break
		}
	}
	return w
}

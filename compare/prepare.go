package compare

import (
	"sync"

	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// prepared is what Check reads of a case on every lane: the forms of its
// hidden strings and its input's content. Building them costs more than a
// comparison, so it is done once per case.
type prepared struct {
	hidden  *hiddenSet
	content []string
}

// preparedCases caches prepared by case, for the few corpora a process
// scores again and again (a mutation run scores one corpus a hundred
// times). It is bounded: past maxPrepared cases it starts afresh.
var preparedCases struct {
	sync.Mutex
	m map[preparedKey]*prepared
}

const maxPrepared = 4096

// preparedKey names a case by its address and the slices Check reads, so a
// case whose hidden strings or input are replaced is prepared again.
type preparedKey struct {
	c      *vectors.Case
	hidden *string
	nHid   int
	input  *byte
	nIn    int
}

func prepare(c *vectors.Case) *prepared {
	k := preparedKey{c: c, nHid: len(c.Hidden), nIn: len(c.Input)}
	if len(c.Hidden) > 0 {
		k.hidden = &c.Hidden[0]
	}
	if len(c.Input) > 0 {
		k.input = &c.Input[0]
	}
	preparedCases.Lock()
	p, ok := preparedCases.m[k]
	preparedCases.Unlock()
	if ok {
		return p
	}
	p = &prepared{hidden: newHiddenSet(c.Hidden), content: contentStrings(c.Input)}
	preparedCases.Lock()
	if preparedCases.m == nil || len(preparedCases.m) >= maxPrepared {
		preparedCases.m = map[preparedKey]*prepared{}
	}
	preparedCases.m[k] = p
	preparedCases.Unlock()
	return p
}

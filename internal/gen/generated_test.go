package gen

import "sync"

var (
	generatedMu sync.Mutex
	generated   = map[int][]Case{}
)

// generatedFirst returns Generate(1, n), made once for the tests that
// count over the same inputs (TestGeneratorReachesRevision3 and 4): the
// cases are only read.
func generatedFirst(n int) []Case {
	generatedMu.Lock()
	defer generatedMu.Unlock()
	cases, ok := generated[n]
	if !ok {
		cases = Generate(1, n)
		generated[n] = cases
	}
	return cases
}

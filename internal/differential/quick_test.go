package differential

// quickFirst is how many of seed 1's first inputs the quick run of
// TestDifferential judges, all of them.
const quickFirst = 200

// quickExposing are the inputs of seed 1, past the first quickFirst, that
// TestDifferentialFindsFaults finds first exposing a planted fault of the
// reference (the earlier ones are judged anyway): each reaches a part of
// the reference, a rule, that the inputs before it do not, so the quick
// run judges the Python example wherever a fault of the reference would
// show. TestDifferentialFindsFaults (-tags mutate) holds this list to its
// run of defaultInputs: a fault first exposed by an input not in the
// sample fails it, naming the list to write.
var quickExposing = []int{224, 238, 307, 343, 444, 492, 607, 692, 900, 980}

// quickSample returns the indexes of seed 1's inputs the quick run
// judges: the first quickFirst, then quickExposing.
func quickSample() []int {
	out := make([]int, 0, quickFirst+len(quickExposing))
	for i := range quickFirst {
		out = append(out, i)
	}
	return append(out, quickExposing...)
}

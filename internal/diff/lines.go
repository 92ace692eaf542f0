package diff

import (
	"strconv"
	"strings"
)

// diffContext is how many unchanged lines a diff keeps on each side of a
// change; a longer run of unchanged lines is cut to a note of how many.
const diffContext = 3

// maxDiffCells bounds the work of the longest-common-subsequence table: past
// it, the lines between the common head and tail are shown as removed, then
// added, without looking for lines they share.
const maxDiffCells = 1 << 20

// Lines returns a line diff of want and got: each line of want only
// prefixed "-", of got only "+", of both " ", lines that differ only by a
// trailing comma counting as the same (and shown as got has them). A run of
// more than 2×diffContext unchanged lines keeps diffContext lines each side
// and notes how many it left out. The diff is the same for the same lines,
// always: a change is its removed lines, then its added ones. When no line
// differs it shows every line of both, so both sides always appear.
func Lines(want, got []string) string {
	ops := diffOps(want, got)
	changed := false
	for _, op := range ops {
		changed = changed || op.kind != ' '
	}
	if !changed {
		ops = ops[:0]
		for _, l := range want {
			ops = append(ops, diffOp{'-', l})
		}
		for _, l := range got {
			ops = append(ops, diffOp{'+', l})
		}
	}
	var b strings.Builder
	for i := 0; i < len(ops); {
		if ops[i].kind != ' ' {
			b.WriteByte(ops[i].kind)
			b.WriteString(ops[i].line)
			b.WriteByte('\n')
			i++
			continue
		}
		j := i
		for j < len(ops) && ops[j].kind == ' ' {
			j++
		}
		keepHead, keepTail := diffContext, diffContext
		if i == 0 {
			keepHead = 0
		}
		if j == len(ops) {
			keepTail = 0
		}
		if j-i <= keepHead+keepTail+1 {
			keepHead, keepTail = j-i, 0
		}
		for _, op := range ops[i : i+keepHead] {
			b.WriteString(" " + op.line + "\n")
		}
		if left := j - i - keepHead - keepTail; left > 0 {
			b.WriteString(" …(" + strconv.Itoa(left) + " unchanged lines)\n")
		}
		for _, op := range ops[j-keepTail : j] {
			b.WriteString(" " + op.line + "\n")
		}
		i = j
	}
	return b.String()
}

// diffOp is one line of a diff: kind ' ', '-' or '+'.
type diffOp struct {
	kind byte
	line string
}

// diffOps returns the lines of want and got in diff order.
func diffOps(want, got []string) []diffOp {
	same := func(i, j int) bool {
		return strings.TrimSuffix(want[i], ",") == strings.TrimSuffix(got[j], ",")
	}
	head := 0
	for head < len(want) && head < len(got) && same(head, head) {
		head++
	}
	tail := 0
	for tail < len(want)-head && tail < len(got)-head && same(len(want)-1-tail, len(got)-1-tail) {
		tail++
	}
	ops := make([]diffOp, 0, len(want)+len(got))
	for _, l := range got[:head] {
		ops = append(ops, diffOp{' ', l})
	}
	w, g := want[head:len(want)-tail], got[head:len(got)-tail]
	if len(w)*len(g) > maxDiffCells {
		for _, l := range w {
			ops = append(ops, diffOp{'-', l})
		}
		for _, l := range g {
			ops = append(ops, diffOp{'+', l})
		}
	} else {
		ops = appendLCS(ops, w, g, func(i, j int) bool { return same(head+i, head+j) })
	}
	for _, l := range got[len(got)-tail:] {
		ops = append(ops, diffOp{' ', l})
	}
	return ops
}

// appendLCS appends the diff of w and g along a longest common subsequence
// of their lines (same says which are equal), a removal before an addition
// where both would do.
func appendLCS(ops []diffOp, w, g []string, same func(i, j int) bool) []diffOp {
	n, m := len(w), len(g)
	// lcs[i*(m+1)+j] is the length of a longest common subsequence of w[i:]
	// and g[j:].
	lcs := make([]int32, (n+1)*(m+1))
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			switch {
			case same(i, j):
				lcs[i*(m+1)+j] = lcs[(i+1)*(m+1)+j+1] + 1
			case lcs[(i+1)*(m+1)+j] >= lcs[i*(m+1)+j+1]:
				lcs[i*(m+1)+j] = lcs[(i+1)*(m+1)+j]
			default:
				lcs[i*(m+1)+j] = lcs[i*(m+1)+j+1]
			}
		}
	}
	i, j := 0, 0
	for i < n && j < m {
		switch {
		case same(i, j):
			ops = append(ops, diffOp{' ', g[j]})
			i, j = i+1, j+1
		case lcs[(i+1)*(m+1)+j] >= lcs[i*(m+1)+j+1]:
			ops = append(ops, diffOp{'-', w[i]})
			i++
		default:
			ops = append(ops, diffOp{'+', g[j]})
			j++
		}
	}
	for ; i < n; i++ {
		ops = append(ops, diffOp{'-', w[i]})
	}
	for ; j < m; j++ {
		ops = append(ops, diffOp{'+', g[j]})
	}
	return ops
}

package leak

import (
	"slices"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
)

// Skips returns, for each lane of shown (what SPEC shows there: the
// reference host's observations), which forms of hs's targets (by ref)
// the lane may show, for On: the forms of a hidden string of spec (one a
// judge found, not one the case lists) that SPEC shows there. A
// reference's own line may hold another block's uri percent-encoded, and
// data keeps its strings as they came (SPEC 5): what SPEC shows is no
// leak, in that form; the uri as sent still is. Where SPEC shows a target
// as sent, every form of it may show (a host may write a line's uri
// percent-encoded). A hidden string the case lists is never skipped. A lane
// that may show none is left out.
func (hs *Set) Skips(spec []string, shown map[adapters.Lane]adapters.Observation) map[adapters.Lane][]bool {
	if len(spec) == 0 {
		return nil
	}
	fromSpec := make([]bool, len(hs.targets))
	anySpec := false
	for i, t := range hs.targets {
		whole := t.s
		if t.part != "" {
			whole = t.uri
		}
		fromSpec[i] = slices.Contains(spec, whole)
		anySpec = anySpec || fromSpec[i]
	}
	if !anySpec {
		return nil
	}
	out := map[adapters.Lane][]bool{}
	for lane, obs := range shown {
		skip := make([]bool, len(hs.refs))
		sent := make([]bool, len(hs.targets))
		any := false
		for _, h := range Haystacks(obs, Strings(obs, nil)) {
			hs.search.search(h, func(n, _ int) {
				r, _ := hs.needle(n)
				ref := hs.refs[r]
				if fromSpec[ref.t] {
					skip[r], any = true, true
					sent[ref.t] = sent[ref.t] || hs.targets[ref.t].forms[ref.f].name == formAsSent
				}
			})
		}
		if !any {
			continue
		}
		for r, ref := range hs.refs {
			skip[r] = skip[r] || sent[ref.t]
		}
		out[lane] = skip
	}
	return out
}

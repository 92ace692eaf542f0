package refhost

import (
	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
)

// The content lanes: push, channel, the two injections and render. Each
// shows a content array block by block.

func contentBlocks(content []esjson.Value, block func(*result, Shown) adapters.Block) []adapters.Block {
	r := newResult(esjson.ArrayValue(content))
	out := make([]adapters.Block, 0, len(content))
	for _, b := range content {
		sh := Classify(b)
		if fault.On(fault.UnknownBlockDropped) && sh.Marker == MarkerUnsupportedBlock {
			continue
		}
		if fault.On(fault.InjectionDropsNonStringText) && sh.Marker == MarkerNonStringText && isVisiblyEmpty(content) {
			continue // push and render refuse such content before they get here
		}
		out = append(out, block(r, sh))
	}
	return out
}

// isVisiblyEmpty reports whether content holds nothing to see (SPEC
// section 7). An empty array holds nothing.
func isVisiblyEmpty(content []esjson.Value) bool {
	for _, b := range content {
		if !isNothingToSee(Classify(b)) {
			return false
		}
	}
	return true
}

// pushLike shows content on the push and channel lanes, which refuse
// visibly empty content.
func pushLike(content []esjson.Value) adapters.Observation {
	if isVisiblyEmpty(content) && !fault.On(fault.PushNeverRefuses) {
		return adapters.Observation{Refused: adapters.RefusedEmpty}
	}
	return adapters.Observation{Blocks: contentBlocks(content, (*result).contentBlock)}
}

func injectionUser(content []esjson.Value) adapters.Observation {
	return adapters.Observation{Blocks: contentBlocks(content, (*result).contentBlock)}
}

func injectionSystem(content []esjson.Value) adapters.Observation {
	return adapters.Observation{Blocks: contentBlocks(content, (*result).systemBlock)}
}

// render checks a render result's content: nothing happened when it is
// visibly empty, refused when any block would show as a marker, a
// placeholder or a reference, and otherwise shown as the push lane shows it.
func render(content []esjson.Value) adapters.Observation {
	if isVisiblyEmpty(content) && !fault.On(fault.RenderRefusesNothing) {
		return adapters.Observation{Render: adapters.RenderNothing}
	}
	for _, b := range content {
		if !showsAsItself(Classify(b)) {
			return adapters.Observation{Render: adapters.RenderRefused}
		}
	}
	return adapters.Observation{
		Render: adapters.RenderShown,
		Blocks: contentBlocks(content, (*result).contentBlock),
	}
}

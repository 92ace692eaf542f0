package refhost

import (
	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// The content lanes: push, channel, the two injections and render. Each
// shows the array given as content element by element (ClassifyElement): a
// block as itself, any other value as the unsupported-block marker.

func (h host) contentBlocks(content []esjson.Value, block func(*result, Shown) adapters.Block) []adapters.Block {
	r := h.newResult(esjson.ArrayValue(content))
	out := make([]adapters.Block, 0, len(content))
	for _, b := range content {
		sh := h.ClassifyElement(b)
		if h.faultyDrops(content, sh) {
			continue
		}
		out = append(out, block(r, sh))
	}
	return out
}

// isVisiblyEmpty reports whether content holds nothing to see (SPEC
// section 7). An empty array holds nothing.
func (h host) isVisiblyEmpty(content []esjson.Value) bool {
	for _, b := range content {
		if !h.isNothingToSee(h.ClassifyElement(b)) {
			return false
		}
	}
	return true
}

// pushLike shows content on the push and channel lanes, which refuse
// visibly empty content.
func (h host) pushLike(content []esjson.Value) adapters.Observation {
	if obs, ok := h.faultyPushLike(content); ok {
		return obs
	}
	if h.isVisiblyEmpty(content) {
		return adapters.Observation{Refused: adapters.RefusedEmpty}
	}
	return adapters.Observation{Blocks: h.contentBlocks(content, (*result).contentBlock)}
}

func (h host) injectionUser(content []esjson.Value) adapters.Observation {
	return adapters.Observation{Blocks: h.contentBlocks(content, (*result).contentBlock)}
}

func (h host) injectionSystem(content []esjson.Value) adapters.Observation {
	return adapters.Observation{Blocks: h.contentBlocks(content, (*result).systemBlock)}
}

// render checks a render result's content: nothing happened when it is
// visibly empty, refused when any block would show as a marker, a
// placeholder or a reference, and otherwise shown as the push lane shows it.
func (h host) render(content []esjson.Value) adapters.Observation {
	if obs, ok := h.faultyRender(content); ok {
		return obs
	}
	if h.isVisiblyEmpty(content) {
		return adapters.Observation{Render: adapters.RenderNothing}
	}
	return h.renderChecked(content)
}

// renderChecked checks a render result's content that is not visibly
// empty: refused when any block would show as a marker, a placeholder or a
// reference, and otherwise shown as the push lane shows it.
func (h host) renderChecked(content []esjson.Value) adapters.Observation {
	for _, b := range content {
		if !h.showsAsItself(h.ClassifyElement(b)) {
			return adapters.Observation{Render: adapters.RenderRefused}
		}
	}
	return adapters.Observation{
		Render: adapters.RenderShown,
		Blocks: h.contentBlocks(content, (*result).contentBlock),
	}
}

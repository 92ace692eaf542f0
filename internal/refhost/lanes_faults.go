package refhost

import (
	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
)

// The faults planted in lanes.go's rules for the content lanes (SPEC 4 and
// 7). Each rule there consults its helper here once: faultyX's answer,
// when ok, replaces X's.

// faultyDrops: contentBlocks' faults; true when the fault drops the block
// sh of content.
func (h host) faultyDrops(content []esjson.Value, sh Shown) bool {
	if !fault.Enabled {
		return false
	}
	switch h.fault {
	case fault.UnknownBlockDropped: // a block of a type no lane shows
		return sh.Marker == spec.MarkerUnsupportedBlock
	case fault.InjectionDropsNonStringText: // push and render refuse such content before they get here
		return sh.Marker == spec.MarkerNonStringText && h.isVisiblyEmpty(content)
	}
	return false
}

// faultyPushLike: pushLike's faults.
func (h host) faultyPushLike(content []esjson.Value) (adapters.Observation, bool) {
	if fault.Enabled && h.fault == fault.PushNeverRefuses {
		return adapters.Observation{Blocks: h.contentBlocks(content, (*result).contentBlock)}, true
	}
	return adapters.Observation{}, false
}

// faultyRender: render's faults.
func (h host) faultyRender(content []esjson.Value) (adapters.Observation, bool) {
	if fault.Enabled && h.fault == fault.RenderRefusesNothing { // visibly empty content is checked too
		return h.renderChecked(content), true
	}
	return adapters.Observation{}, false
}

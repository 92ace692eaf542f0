package conformance

import "github.com/rfc005-lanes/rfc005-lanes/internal/testkit/longrun"

// notDeep returns tags, and in a quick run (without -tags long) only its
// cases not nested ten thousand levels deep (tagged @deep): those cost
// most of a run's time, and TestConformance and internal/compare score
// them in every run.
func notDeep(tags string) string {
	if longrun.Enabled {
		return tags
	}
	return tags + " && ~@deep"
}

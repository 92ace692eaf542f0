package subprocess

import (
	"fmt"
	"sync"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/rawanswer"
)

// Why Decode exists: recorded answers of hosts nobody here wrote are
// judged as rfc005 run judged them when they were sent (internal/judged,
// whose tests read them through it).

// Decode reads line, a host's answer to the observe request seq on lane,
// as the adapter reads every answer (adapters/PROTOCOL.md): the bytes
// checked before they are decoded, the observation against its lane's
// schema, the default bounds. An answer that is no observation is an
// error that keeps line (rawanswer.Error), so that a recorded answer
// is judged, leak search included, as it was when the host sent it.
//
//	obs, err := subprocess.Decode(adapters.Push, 7, []byte(`{"seq":7,"observation":{"blocks":[]}}`))
func Decode(lane adapters.Lane, seq int, line []byte) (adapters.Observation, error) {
	schemas, err := decodeSchemas()
	if err != nil {
		return adapters.Observation{}, err
	}
	if schemas.byLane[lane] == nil {
		return adapters.Observation{}, fmt.Errorf("subprocess.Decode: unknown lane %q", lane)
	}
	h := &host{opt: Options{}.withDefaults(), schemas: schemas, seq: seq}
	obs, _, err := h.readAnswer(lane, line)
	if err != nil {
		return adapters.Observation{}, rawanswer.With(err, line)
	}
	return obs, nil
}

// decodeSchemas compiles the lanes' schemas once for every Decode.
var decodeSchemas = sync.OnceValues(func() (*laneSchemas, error) {
	s, err := compileLaneSchemas()
	if err != nil {
		return nil, fmt.Errorf("subprocess.Decode: %w", err)
	}
	return s, nil
})

package mcpl

import (
	"slices"
	"strconv"
	"testing"
)

type registryRecord struct {
	RefID string `json:"refId"`
}

type registryFailure struct {
	Error string `json:"error"`
}

type registryAnswer struct {
	Seq      int `json:"seq"`
	Registry struct {
		FirstID      string           `json:"firstId"`
		StableID     string           `json:"stableId"`
		IDs          []string         `json:"ids"`
		Evicted      *registryRecord  `json:"evicted"`
		EvictedError *registryFailure `json:"evictedError"`
		Unknown      *registryRecord  `json:"unknown"`
		UnknownError *registryFailure `json:"unknownError"`
		Fresh        struct {
			RefID string `json:"refId"`
			URI   string `json:"uri"`
		} `json:"fresh"`
	} `json:"registry"`
}

func TestRegistryThroughTheBridge(t *testing.T) {
	t.Parallel()
	const uri = "http://127.0.0.1:9/clip"
	_, answers := exchange(t, "adapter.mjs",
		`{"op":"registry","seq":3,"input":{"content":[{"type":"resource","uri":"`+uri+`"}]},"connection":{"origin":"http://127.0.0.1:9","token":"t0ken"},"registrations":1100}`)
	a := decode[registryAnswer](t, answers[0])
	r := a.Registry
	if a.Seq != 3 || r.FirstID != "ref_1" || r.StableID != "ref_1" {
		t.Errorf("seq %d, firstId %q, stableId %q", a.Seq, r.FirstID, r.StableID)
	}
	want := make([]string, 1102) // the first, 1100 more, and the fresh one
	for i := range want {
		want[i] = "ref_" + strconv.Itoa(i+1)
	}
	if !slices.Equal(r.IDs, want) {
		t.Errorf("ids: %d of them, want ref_1 to ref_1102", len(r.IDs))
	}
	if r.Evicted != nil || r.Unknown != nil {
		t.Errorf("evicted %v, unknown %v: want both null", r.Evicted, r.Unknown)
	}
	if r.EvictedError == nil || r.EvictedError.Error != "unknown reference: ref_1" ||
		r.UnknownError == nil || r.UnknownError.Error != "unknown reference: ref_never_issued" {
		t.Errorf("evictedError %v, unknownError %v: want {error} alone, as the protocol writes it", r.EvictedError, r.UnknownError)
	}
	if r.Fresh.RefID != "ref_1102" || r.Fresh.URI != uri {
		t.Errorf("fresh %+v: want ref_1102 with the testimony's uri", r.Fresh)
	}
}

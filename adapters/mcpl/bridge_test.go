package mcpl

import (
	"slices"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
)

func TestHelloNamesTheAdapterAndItsLanes(t *testing.T) {
	t.Parallel()
	h := start(t, "adapter.mjs", Options{})
	if got, want := h.Identity(), (adapters.Identity{Name: "bridge-test-adapter", Version: "1.0.0"}); got != want {
		t.Errorf("identity %+v, want %+v (the adapter's implementation and revision)", got, want)
	}
	if got, want := h.Lanes(), []adapters.Lane{adapters.ToolResultStored, adapters.Push}; !slices.Equal(got, want) {
		t.Errorf("lanes %v, want %v", got, want)
	}
	hello, _ := exchange(t, "adapter.mjs")
	v := decode[struct {
		Operations []string `json:"operations"`
		MCPL       struct {
			MaxViewChars int `json:"maxViewChars"`
		} `json:"mcpl"`
	}](t, hello)
	if !slices.Equal(v.Operations, []string{"fetch", "registry"}) || v.MCPL.MaxViewChars != 2048 {
		t.Errorf("hello %s: want operations fetch and registry, and maxViewChars 2048", hello)
	}
}

const pushInput = `{"content":[{"type":"text","text":"event text"},` +
	`{"type":"resource","uri":"http://127.0.0.1:9/payload?sig=s3cr3t-value","name":"a.wav","mimeType":"audio/wav","sizeBytes":12,"disposition":"never"},` +
	`{"type":"image","data":"QUJD","mimeType":"image/png"}]}`

func TestRenderOnPushAndStored(t *testing.T) {
	t.Parallel()
	h := start(t, "adapter.mjs", Options{})
	obs, err := observe(t, h, adapters.Push, pushInput)
	if err != nil {
		t.Fatal(err)
	}
	want := []adapters.Block{
		adapters.TextBlock("event text"),
		adapters.TextBlock("[Reference ref_1: a.wav, audio/wav, 12B claimed]"),
		{Type: "image", Data: "QUJD", MimeType: "image/png"},
	}
	if !slices.Equal(obs.Blocks, want) {
		t.Errorf("push: %+v, want %+v", obs.Blocks, want)
	}
	obs, err = observe(t, h, adapters.ToolResultStored, pushInput)
	if err != nil {
		t.Fatal(err)
	}
	if want := "event text\n[Reference ref_1: a.wav, audio/wav, 12B claimed]\n[image: image/png, 3B]"; obs.Text == nil || *obs.Text != want {
		t.Errorf("tool-result/stored: %v, want %q", obs.Text, want)
	}
	obs, err = observe(t, h, adapters.Push, `{"content":[{"type":"text","text":" "}]}`)
	if err != nil || obs.Refused != adapters.RefusedEmpty {
		t.Errorf("blank push: %+v, %v; want refused empty", obs, err)
	}
}

func TestUnsupportedLanes(t *testing.T) {
	t.Parallel()
	var requests []string
	for _, lane := range adapters.AllLanes() {
		requests = append(requests, `{"op":"observe","seq":1,"lane":"`+string(lane)+`","input":{"content":[{"type":"text","text":"t"}]}}`)
	}
	_, answers := exchange(t, "adapter.mjs", requests...)
	for i, lane := range adapters.AllLanes() {
		unsupported := answers[i] == `{"seq":1,"observation":{"unsupported":true}}`
		if served := lane == adapters.Push || lane == adapters.ToolResultStored; served == unsupported {
			t.Errorf("%s: %s", lane, answers[i])
		}
	}
	// Structured data has no MCPL form: an error naming the lane.
	_, answers = exchange(t, "adapter.mjs", `{"op":"observe","seq":2,"lane":"tool-result/stored","input":{"data":{"a":1}}}`)
	if !strings.Contains(answers[0], `"error":"seq 2: render on tool-result/stored: the input is structured data`) {
		t.Errorf("data on tool-result/stored: %s", answers[0])
	}
}

// TestDeepInputIsAnErrorAnswer: the bridge answers for an input nested
// 10,000 levels deep (the corpus has one), without a stack overflow in its
// own walk of the input for the strings an error answer masks.
func TestDeepInputIsAnErrorAnswer(t *testing.T) {
	t.Parallel()
	const depth = 10_000
	data := strings.Repeat(`{"a":`, depth) + `{"type":"resource","resource":{"uri":"memo://deep","text":"bottom"}}` + strings.Repeat(`}`, depth)
	_, answers := exchange(t, "adapter.mjs", `{"op":"observe","seq":5,"lane":"tool-result/stored","input":{"data":`+data+`}}`)
	if !strings.HasPrefix(answers[0], `{"seq":5,"error":"seq 5: render on tool-result/stored: the input is structured data`) {
		t.Errorf("answer %.200s", answers[0])
	}
}

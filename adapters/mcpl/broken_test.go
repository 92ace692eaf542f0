package mcpl

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
)

func TestThrowIsAnErrorAnswerWithoutTheURI(t *testing.T) {
	t.Parallel()
	h := start(t, "broken.mjs", Options{})
	input := `{"content":[{"type":"resource","uri":"memo://s3cr3t-location"}]}`
	for range 2 { // the bridge stays up: the same process answers again
		_, err := observe(t, h, adapters.Push, input)
		if err == nil || !strings.Contains(err.Error(), "host error: seq ") ||
			!strings.Contains(err.Error(), "render on push threw: cannot observe [hidden]") {
			t.Fatalf("err = %v, want the bridge's error answer naming the lane, the uri masked", err)
		}
		if strings.Contains(err.Error(), "s3cr3t") {
			t.Errorf("the error answer quotes the input's uri: %v", err)
		}
	}
}

func TestHangIsAnErrorAnswer(t *testing.T) {
	t.Parallel()
	h := start(t, "broken.mjs", Options{Bound: 200e6})
	for range 2 {
		_, err := observe(t, h, adapters.ToolResultStored, `{"content":[{"type":"text","text":"hang"}]}`)
		if err == nil || !strings.Contains(err.Error(), "render on tool-result/stored did not return within 200 ms") {
			t.Fatalf("err = %v, want the bridge's time bound", err)
		}
	}
}

func TestWakeNotOfThePushIsShown(t *testing.T) {
	t.Parallel()
	h := start(t, "broken.mjs", Options{})
	_, err := observe(t, h, adapters.Push, `{"content":[{"type":"text","text":"wake"}]}`)
	if err == nil || !strings.Contains(err.Error(), `push: the adapter's wake text is not the text of its push view, and no lane shows it: wake = "wake, and more"`) {
		t.Errorf("err = %v, want an error quoting the wake text", err)
	}
}

func TestModuleThatDoesNotLoad(t *testing.T) {
	t.Parallel()
	missing := filepath.Join(t.TempDir(), "missing.mjs")
	h := start(t, missing, Options{})
	if id := h.Identity(); id.Name != "mcpl-adapter missing.mjs" || id.Version != "not loaded" {
		t.Errorf("identity %+v", id)
	}
	_, err := observe(t, h, adapters.Push, `{"content":[]}`)
	if err == nil || !strings.Contains(err.Error(), "render on push: the adapter module missing.mjs did not load: ") {
		t.Errorf("err = %v, want the load failure, on the lane", err)
	}
}

func TestSourceFormMediaBlocks(t *testing.T) {
	t.Parallel()
	_, answers := exchange(t, "broken.mjs", `{"op":"observe","seq":4,"lane":"push","input":{"content":[{"type":"text","text":"source"}]}}`)
	want := `{"seq":4,"observation":{"blocks":[` +
		`{"type":"image","data":"QUJD","mimeType":"image/png"},` +
		`{"type":"audio","data":"QUJD","mimeType":"audio/wav"},` +
		`{"type":"image","source":{"type":"url","url":"https://example.invalid/i.png"}}]}}`
	if answers[0] != want {
		t.Errorf("answer\n%s\nwant (base64 sources in the protocol's form, the rest as the adapter gave it)\n%s", answers[0], want)
	}
}

func TestModuleOutputGoesToStderr(t *testing.T) {
	t.Parallel()
	h := start(t, "broken.mjs", Options{})
	for range 2 { // the second would meet the first one's stray lines
		obs, err := observe(t, h, adapters.Push, `{"content":[{"type":"text","text":"print"}]}`)
		if err != nil || len(obs.Blocks) != 1 || obs.Blocks[0].Text != "printed" {
			t.Fatalf("observation %+v, %v; want the view, the module's prints kept off stdout", obs, err)
		}
	}
}

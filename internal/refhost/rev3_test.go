package refhost

import (
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
)

const withheldJSON = `"[inline content withheld: nonconformant bulk disposition on inline data]"`

// TestClaimedObjectInData pins SPEC 5's claimed object (revision 3): an
// object in data that claims its uri is the withheld marker's text, in the
// stored copy, the live copy and the script view, at any depth; one that
// does not claim stays data.
func TestClaimedObjectInData(t *testing.T) {
	t.Parallel()
	claim := `{"uri":"https://h/x?sig=S","disposition":"never","name":"x"}`
	in := data(`{"files":[` + claim + `]}`)
	want := `{"files":[` + withheldJSON + `]}`
	expect(t, adapters.ToolResultStored, in, storedObs(want))
	expect(t, adapters.ToolResultLive, in, blocksObs(text(want)))
	expect(t, adapters.Script, in, viewObs(want))
	deep := data(`{"a":[{"b":{"c":` + claim + `}}]}`)
	expect(t, adapters.Script, deep, viewObs(`{"a":[{"b":{"c":`+withheldJSON+`}}]}`))
	// In the script view of a content array too (T-2).
	expect(t, adapters.Script, data(`[{"type":"resource_link","uri":"memo://q","disposition":"never"}]`), viewObs(`[`+withheldJSON+`]`))
	// A ref disposition claims nothing: the object stays.
	kept := `{"uri":"memo://q","disposition":"ref"}`
	expect(t, adapters.ToolResultStored, data(`{"f":`+kept+`}`), storedObs(`{"f":`+kept+`}`))
	// The data-less image at depth stays data (SPEC 5, depth recognised).
	img := `{"type":"image","mimeType":"image/png"}`
	expect(t, adapters.ToolResultStored, data(`{"f":`+img+`}`), storedObs(`{"f":`+img+`}`))
	// … unless it claims.
	expect(t, adapters.ToolResultStored, data(`{"f":{"type":"image","uri":"memo://q","disposition":"never"}}`), storedObs(`{"f":`+withheldJSON+`}`))
}

// TestNeverClaimWithoutData pins SPEC 6's claims by uri: a data-less image
// with a uri and "never" claims that uri, so the reference shows its stub.
func TestNeverClaimWithoutData(t *testing.T) {
	t.Parallel()
	in := content(`{"type":"image","mimeType":"image/png","uri":"memo://q","disposition":"never"}`, `{"type":"resource","uri":"memo://q"}`)
	got := observe(t, adapters.Push, in)
	if !strings.Contains(got, "[Reference ref_1]") || strings.Contains(got, "memo://q") {
		t.Errorf("push shows %s: want the stub and no memo://q", got)
	}
}

// TestInlineMediaType pins SPEC 2.1's inline media type: an inline block
// shows natively only when its type is its kind.
func TestInlineMediaType(t *testing.T) {
	t.Parallel()
	pdf := "[Resource not shown: this host can't display its data (application/pdf, 3B).]"
	expect(t, adapters.Push, content(`{"type":"image","data":"QUJD","mimeType":"application/pdf"}`), blocksObs(text(pdf)))
	png := "[Resource not shown: this host can't display its data (image/png, 3B).]"
	expect(t, adapters.Push, content(`{"type":"audio","data":"QUJD","mimeType":"image/png"}`), blocksObs(text(png)))
	expect(t, adapters.Render, content(`{"type":"image","data":"QUJD","mimeType":"audio/wav"}`), `{"render":"refused"}`)
	expect(t, adapters.Push, content(`{"type":"image","data":"QUJD","mimeType":"IMAGE/PNG"}`), blocksObs(image("QUJD", "IMAGE/PNG")))
	// A script gets the block as it came (T-3).
	blk := `{"type":"image","data":"QUJD","mimeType":"application/pdf"}`
	expect(t, adapters.Script, data(`[`+blk+`]`), viewObs(`[`+blk+`]`))
}

// TestLoneSurrogateNames pins SPEC 6's claims every member (revision 3):
// names equal once made well formed are one name.
func TestLoneSurrogateNames(t *testing.T) {
	t.Parallel()
	expect(t, adapters.ToolResultStored, data(`{"lone\ud8dd":{},"lone\udef4":{},"lone\ud8dd":[]}`), storedObs(`{"lone`+"\uFFFD"+`":[]}`))
}

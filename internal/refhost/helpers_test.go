package refhost

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// Test inputs are JSON texts built from these pieces, so each table row
// reads as the block it is about.

const (
	secretURI = "https://files.example/doc?sig=SECRET" // an embedded resource's uri
	pngBlob   = "iVBORw0KGgo="                         // 8 bytes
	wavBlob   = "UklGRg=="                             // 4 bytes
)

// embedded returns an embedded resource block whose resource holds secretURI
// and the members given (a JSON object's inside, without braces).
func embedded(members string) string {
	return `{"type":"resource","resource":{"uri":"` + secretURI + `"` + prefixComma(members) + `}}`
}

// embeddedWith is embedded with members on the block too.
func embeddedWith(blockMembers, resourceMembers string) string {
	return `{"type":"resource"` + prefixComma(blockMembers) +
		`,"resource":{"uri":"` + secretURI + `"` + prefixComma(resourceMembers) + `}}`
}

func prefixComma(members string) string {
	if members == "" {
		return ""
	}
	return "," + members
}

func content(blocks ...string) string { return `{"content":[` + strings.Join(blocks, ",") + `]}` }

func data(value string) string { return `{"data":` + value + `}` }

func text(s string) string { return `{"type":"text","text":` + quote(s) + `}` }

// quote writes s as a JSON string, as JSON.stringify writes it.
func quote(s string) string { return string(esjson.AppendString(nil, s)) }

// observe shows input on lane and returns the observation's JSON text.
func observe(t testing.TB, lane adapters.Lane, input string) string {
	t.Helper()
	o, err := Observe(lane, []byte(input))
	if err != nil {
		t.Fatalf("observe %s on %s: %v", input, lane, err)
	}
	b, err := o.MarshalJSON()
	if err != nil {
		t.Fatalf("marshal observation on %s: %v", lane, err)
	}
	return string(b)
}

// expect checks that input shows on lane as want, an observation's JSON text.
func expect(t *testing.T, lane adapters.Lane, input, want string) {
	t.Helper()
	if got := observe(t, lane, input); got != want {
		t.Errorf("on %s: mismatch (-want +got):\n%s", lane, cmp.Diff(want, got))
	}
}

// Observation texts, for readable tables.

func blocksObs(blocks ...string) string { return `{"blocks":[` + strings.Join(blocks, ",") + `]}` }

func storedObs(s string) string { return `{"text":` + quote(s) + `}` }

func viewObs(v string) string { return `{"view":` + v + `}` }

func shownObs(blocks ...string) string {
	return `{"render":"shown","blocks":[` + strings.Join(blocks, ",") + `]}`
}

func image(data, m string) string {
	return `{"type":"image","data":` + quote(data) + `,"mimeType":` + quote(m) + `}`
}

func audio(data, m string) string {
	return `{"type":"audio","data":` + quote(data) + `,"mimeType":` + quote(m) + `}`
}

const (
	refusedObs = `{"refused":"empty"}`
	nothingObs = `{"render":"nothing"}`
	refusedRen = `{"render":"refused"}`
)

// everyLane lists the lanes a content input is shown on.
var everyLane = adapters.AllLanes()

// assertNoSecret fails when any lane shows secretURI, or a part of it.
func assertNoSecret(t *testing.T, input string) {
	t.Helper()
	for _, lane := range everyLane {
		if _, err := Observe(lane, []byte(input)); err != nil {
			continue // a data input on a content lane
		}
		got := observe(t, lane, input)
		for _, part := range []string{secretURI, "files.example", "SECRET"} {
			if strings.Contains(got, part) {
				t.Errorf("on %s: shows %q of the uri: %s", lane, part, got)
			}
		}
	}
}

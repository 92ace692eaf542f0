package subprocess

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// checkCase is one observation, as JSON text, and the lanes whose schema
// accepts it: every other lane's rejects it.
type checkCase struct {
	name  string
	json  string
	lanes []adapters.Lane
}

// Lanes by the observation schema they share.
var (
	blocksLanes    = []adapters.Lane{adapters.ToolResultLive, adapters.InjectionUser, adapters.InjectionSystem}
	refusableLanes = []adapters.Lane{adapters.Push, adapters.Channel}
	anyBlocksLanes = append(append([]adapters.Lane{}, blocksLanes...), refusableLanes...)
	storedLane     = []adapters.Lane{adapters.ToolResultStored}
	scriptLane     = []adapters.Lane{adapters.Script}
	renderLane     = []adapters.Lane{adapters.Render}
	guardLane      = []adapters.Lane{adapters.Guard}
)

// jsonValues are values of every kind, nested ones among them, for view and
// kept, and for members that must be of one kind.
var jsonValues = []string{
	`null`, `true`, `false`, `0`, `-1.5e300`, `1e400`, `""`, `"x"`, `"\u00e9\ud83d\ude00"`,
	`[]`, `[1,"a",null]`, `[[[]]]`, `{}`, `{"a":{"b":[{"c":null}]}}`, `{"blocks":[]}`,
	`{"unsupported":true}`, `{"type":"text","text":"t"}`, `{"b":1,"a":2,"b":3}`,
}

// checkCases are the hand-written cases: every valid shape of every lane,
// and the ways to miss each.
func checkCases() []checkCase {
	none := []adapters.Lane(nil)
	cases := []checkCase{
		// Every lane's unsupported.
		{"unsupported", `{"unsupported":true}`, adapters.AllLanes()},
		{"unsupported_false", `{"unsupported":false}`, none},
		{"unsupported_one", `{"unsupported":1}`, none},
		{"unsupported_string", `{"unsupported":"true"}`, none},
		{"unsupported_null", `{"unsupported":null}`, none},
		{"unsupported_twice_last_true", `{"unsupported":false,"unsupported":true}`, adapters.AllLanes()},
		{"unsupported_twice_last_false", `{"unsupported":true,"unsupported":false}`, none},
		{"unsupported_extra", `{"unsupported":true,"why":"no"}`, none},
		{"unsupported_and_blocks", `{"unsupported":true,"blocks":[]}`, none},
		{"unsupported_and_view", `{"view":1,"unsupported":true}`, none},
		{"unsupported_capitalized", `{"Unsupported":true}`, none},
		// Not objects at all.
		{"empty_object", `{}`, none},
		{"array", `[]`, none},
		{"array_of_blocks", `[{"type":"text","text":"t"}]`, none},
		{"string", `"blocks"`, none},
		{"number", `0`, none},
		{"null", `null`, none},
		{"true", `true`, none},
		// Blocks.
		{"blocks_empty", `{"blocks":[]}`, anyBlocksLanes},
		{"blocks_text", `{"blocks":[{"type":"text","text":"# notes"}]}`, anyBlocksLanes},
		{"blocks_text_empty", `{"blocks":[{"type":"text","text":""}]}`, anyBlocksLanes},
		{"blocks_text_reordered", `{"blocks":[{"text":"t","type":"text"}]}`, anyBlocksLanes},
		{"blocks_image", `{"blocks":[{"type":"image","data":"iVBORw0KGgo=","mimeType":"image/png"}]}`, anyBlocksLanes},
		{"blocks_audio", `{"blocks":[{"type":"audio","data":"","mimeType":""}]}`, anyBlocksLanes},
		{"blocks_media_reordered", `{"blocks":[{"mimeType":"audio/wav","data":"UklGRg==","type":"audio"}]}`, anyBlocksLanes},
		{"blocks_mixed", `{"blocks":[{"type":"text","text":"a"},{"type":"image","data":"d","mimeType":"m"},{"type":"audio","data":"d","mimeType":"m"},{"type":"text","text":"b"}]}`, anyBlocksLanes},
		{"blocks_escapes", `{"blocks":[{"type":"text","text":"\u003c\n\t\"\\/\ud83d\ude00"}]}`, anyBlocksLanes},
		{"blocks_twice_last_wins", `{"blocks":"no","blocks":[]}`, anyBlocksLanes},
		{"blocks_twice_last_wrong", `{"blocks":[],"blocks":"no"}`, none},
		{"block_type_twice", `{"blocks":[{"type":"image","text":"t","type":"text"}]}`, anyBlocksLanes},
		{"blocks_string", `{"blocks":"three blocks"}`, none},
		{"blocks_object", `{"blocks":{"type":"text","text":"t"}}`, none},
		{"blocks_null", `{"blocks":null}`, none},
		{"blocks_extra_member", `{"blocks":[],"extra":1}`, none},
		{"blocks_and_refused", `{"blocks":[],"refused":"empty"}`, none},
		{"blocks_and_text", `{"blocks":[],"text":"t"}`, none},
		{"block_string", `{"blocks":["text"]}`, none},
		{"block_null", `{"blocks":[null]}`, none},
		{"block_array", `{"blocks":[["text","t"]]}`, none},
		{"block_empty", `{"blocks":[{}]}`, none},
		{"block_text_no_text", `{"blocks":[{"type":"text"}]}`, none},
		{"block_text_no_type", `{"blocks":[{"text":"t"}]}`, none},
		{"block_text_number", `{"blocks":[{"type":"text","text":1}]}`, none},
		{"block_text_null", `{"blocks":[{"type":"text","text":null}]}`, none},
		{"block_text_array", `{"blocks":[{"type":"text","text":["t"]}]}`, none},
		{"block_text_extra", `{"blocks":[{"type":"text","text":"t","annotations":{}}]}`, none},
		{"block_text_with_mime", `{"blocks":[{"type":"text","text":"t","mimeType":"text/plain"}]}`, none},
		{"block_text_with_data", `{"blocks":[{"type":"text","text":"t","data":"d"}]}`, none},
		{"block_text_as_media", `{"blocks":[{"type":"text","data":"d","mimeType":"m"}]}`, none},
		{"block_image_no_mime", `{"blocks":[{"type":"image","data":"d"}]}`, none},
		{"block_image_no_data", `{"blocks":[{"type":"image","mimeType":"m"}]}`, none},
		{"block_image_with_text", `{"blocks":[{"type":"image","data":"d","mimeType":"m","text":"t"}]}`, none},
		{"block_image_as_text", `{"blocks":[{"type":"image","text":"t"}]}`, none},
		{"block_image_data_number", `{"blocks":[{"type":"image","data":0,"mimeType":"m"}]}`, none},
		{"block_audio_mime_null", `{"blocks":[{"type":"audio","data":"d","mimeType":null}]}`, none},
		{"block_audio_mime_object", `{"blocks":[{"type":"audio","data":"d","mimeType":{}}]}`, none},
		{"block_type_video", `{"blocks":[{"type":"video","data":"d","mimeType":"m"}]}`, none},
		{"block_type_resource", `{"blocks":[{"type":"resource","resource":{"uri":"u","text":"t"}}]}`, none},
		{"block_type_capitalized", `{"blocks":[{"type":"Text","text":"t"}]}`, none},
		{"block_type_number", `{"blocks":[{"type":1,"text":"t"}]}`, none},
		{"block_type_null", `{"blocks":[{"type":null,"text":"t"}]}`, none},
		{"block_type_missing_media", `{"blocks":[{"data":"d","mimeType":"m"}]}`, none},
		{"block_good_then_bad", `{"blocks":[{"type":"text","text":"t"},{"type":"text"}]}`, none},
		{"block_nested_blocks", `{"blocks":[{"blocks":[]}]}`, none},
		// Refused: push and channel only.
		{"refused_empty", `{"refused":"empty"}`, refusableLanes},
		{"refused_other", `{"refused":"blank"}`, none},
		{"refused_number", `{"refused":0}`, none},
		{"refused_true", `{"refused":true}`, none},
		{"refused_null", `{"refused":null}`, none},
		{"refused_extra", `{"refused":"empty","why":"x"}`, none},
		{"refused_twice", `{"refused":"x","refused":"empty"}`, refusableLanes},
		// Text: tool-result/stored.
		{"text", `{"text":"[image: image/png, 8B]"}`, storedLane},
		{"text_empty", `{"text":""}`, storedLane},
		{"text_number", `{"text":1}`, none},
		{"text_null", `{"text":null}`, none},
		{"text_array", `{"text":["a"]}`, none},
		{"text_object", `{"text":{}}`, none},
		{"text_extra", `{"text":"t","blocks":[]}`, none},
		{"text_capitalized", `{"Text":"t"}`, none},
		// Script: any view.
		{"view_extra", `{"view":1,"kept":1}`, none},
		{"view_capitalized", `{"View":1}`, none},
		// Guard: any kept.
		{"kept_extra", `{"kept":null,"extra":null}`, none},
		{"kept_and_view", `{"kept":1,"view":1}`, none},
		// Render.
		{"render_shown", `{"render":"shown","blocks":[{"type":"text","text":"t"}]}`, renderLane},
		{"render_shown_empty", `{"render":"shown","blocks":[]}`, renderLane},
		{"render_shown_reordered", `{"blocks":[{"type":"image","data":"d","mimeType":"m"}],"render":"shown"}`, renderLane},
		{"render_refused", `{"render":"refused"}`, renderLane},
		{"render_nothing", `{"render":"nothing"}`, renderLane},
		{"render_shown_no_blocks", `{"render":"shown"}`, none},
		{"render_refused_with_blocks", `{"render":"refused","blocks":[]}`, none},
		{"render_nothing_with_blocks", `{"render":"nothing","blocks":[]}`, none},
		{"render_other", `{"render":"hidden"}`, none},
		{"render_number", `{"render":1}`, none},
		{"render_null", `{"render":null}`, none},
		{"render_shown_bad_block", `{"render":"shown","blocks":[{"type":"text"}]}`, none},
		{"render_shown_blocks_string", `{"render":"shown","blocks":"t"}`, none},
		{"render_shown_extra", `{"render":"shown","blocks":[],"extra":1}`, none},
		{"render_refused_extra", `{"render":"refused","why":"x"}`, none},
		{"render_shown_blocks_twice", `{"render":"shown","blocks":[],"blocks":[{"type":"text","text":"t"}]}`, renderLane},
		{"render_twice", `{"render":"shown","render":"nothing"}`, renderLane},
		{"render_and_unsupported", `{"render":"nothing","unsupported":true}`, none},
		{"blocks_and_render_missing", `{"blocks":[],"shown":true}`, none},
		// Spelled otherwise: whitespace, escapes, names written thrice.
		{"spaced", " { \"blocks\" :\t[ {\n\"type\" : \"text\" ,\r\"text\":\"t\" } , { \"type\":\"image\",\"data\":\"\",\"mimeType\":\"m\"} ] } ", anyBlocksLanes},
		{"spaced_unsupported", `{ "unsupported" : true }`, adapters.AllLanes()},
		{"spaced_empty_blocks", `{"blocks":[ ]}`, anyBlocksLanes},
		{"escaped_names", `{"bl\u006fcks":[{"t\u0079pe":"te\u0078t","\u0074ext":"\ud83d\ude00"}]}`, anyBlocksLanes},
		{"escaped_render", `{"render":"sh\u006fwn","blocks":[]}`, renderLane},
		{"escaped_refused", `{"refused":"\u0065mpty"}`, refusableLanes},
		{"escaped_unsupported_name", `{"\u0075nsupported":true}`, adapters.AllLanes()},
		{"escaped_type_wrong", `{"blocks":[{"type":"te\u0078t2","text":"t"}]}`, none},
		{"name_near_known", `{"blocks ":[]}`, none},
		{"name_prefix_of_known", `{"block":[]}`, none},
		{"name_not_utf8", "{\"blocks\xff\":[]}", none},
		{"text_not_utf8", "{\"blocks\":[{\"type\":\"text\",\"text\":\"a\xffb\"}]}", anyBlocksLanes},
		{"lone_surrogate_text", `{"blocks":[{"type":"text","text":"a\ud800b"}]}`, anyBlocksLanes},
		{"blocks_thrice", `{"blocks":1,"blocks":{},"blocks":[]}`, anyBlocksLanes},
		{"three_names", `{"render":"shown","blocks":[],"view":1}`, none},
		{"block_four_names", `{"blocks":[{"type":"image","data":"d","mimeType":"m","text":"t"}]}`, none},
		{"block_type_thrice", `{"blocks":[{"type":"x","text":"t","type":"y","type":"text"}]}`, anyBlocksLanes},
		{"many_blocks", `{"blocks":[` + strings.Repeat(`{"type":"text","text":"t"},`, 50) + `{"type":"audio","data":"d","mimeType":"m"}]}`, anyBlocksLanes},
		{"view_spaced_and_escaped", `{"view": { "b" : [ 1 , "\u0041" ] , "a" : 1e2 }}`, scriptLane},
		{"kept_duplicates", `{"kept":{"a":1,"a":2}}`, guardLane},
	}
	for _, v := range jsonValues {
		cases = append(cases,
			checkCase{"view_" + v, `{"view":` + v + `}`, scriptLane},
			checkCase{"kept_" + v, `{"kept":` + v + `}`, guardLane},
			checkCase{"unsupported_" + v, `{"unsupported":` + v + `}`, lanesIf(v == `true`, adapters.AllLanes())},
			checkCase{"blocks_" + v, `{"blocks":` + v + `}`, lanesIf(v == `[]`, anyBlocksLanes)},
			checkCase{"text_" + v, `{"text":` + v + `}`, lanesIf(strings.HasPrefix(v, `"`), storedLane)},
			checkCase{"refused_" + v, `{"refused":` + v + `}`, nil},
			checkCase{"render_" + v, `{"render":` + v + `}`, nil},
			checkCase{"block_text_" + v, `{"blocks":[{"type":"text","text":` + v + `}]}`, lanesIf(strings.HasPrefix(v, `"`), anyBlocksLanes)},
			checkCase{"block_data_" + v, `{"blocks":[{"type":"image","data":` + v + `,"mimeType":"m"}]}`, lanesIf(strings.HasPrefix(v, `"`), anyBlocksLanes)},
			checkCase{"block_mime_" + v, `{"blocks":[{"type":"audio","data":"d","mimeType":` + v + `}]}`, lanesIf(strings.HasPrefix(v, `"`), anyBlocksLanes)},
			checkCase{"block_" + v, `{"blocks":[` + v + `]}`, lanesIf(v == `{"type":"text","text":"t"}`, anyBlocksLanes)},
			checkCase{"shown_blocks_" + v, `{"render":"shown","blocks":` + v + `}`, lanesIf(v == `[]`, renderLane)},
		)
	}
	return cases
}

func lanesIf(cond bool, lanes []adapters.Lane) []adapters.Lane {
	if cond {
		return lanes
	}
	return nil
}

// TestObservationSchema holds the lanes' observation schemas, which
// readAnswer checks every observation by, to the hand-written table: each
// observation is accepted on the lanes the table names, and refused on
// every other lane.
func TestObservationSchema(t *testing.T) {
	t.Parallel()
	schemas, err := compileLaneSchemas()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range checkCases() {
		v, err := esjson.Parse([]byte(tc.json))
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		accepts := map[adapters.Lane]bool{}
		for _, lane := range tc.lanes {
			accepts[lane] = true
		}
		for _, lane := range adapters.AllLanes() {
			if err := schemas.validate(lane, v); (err == nil) != accepts[lane] {
				t.Errorf("%s on %s: %v, want accepted: %t: %s", tc.name, lane, err, accepts[lane], tc.json)
			}
		}
	}
}

// TestDecodeObservation holds decodeObservation, which readAnswer and
// readAnswerBefore share, to the value it decodes: every observation a
// lane's schema accepts, of the hand-written cases and of random ones,
// decoded and written again (adapters.Observation.AppendJSON) is the same
// JSON value, written as JSON.stringify writes it, its members in any
// order.
func TestDecodeObservation(t *testing.T) {
	t.Parallel()
	schemas, err := compileLaneSchemas()
	if err != nil {
		t.Fatal(err)
	}
	texts := []string{}
	for _, tc := range checkCases() {
		texts = append(texts, tc.json)
	}
	rng := rand.New(rand.NewPCG(7, 2026))
	for range 2000 {
		texts = append(texts, respell(rng, randomObservation(rng)))
	}
	decoded := 0
	for _, text := range texts {
		v, err := esjson.Parse([]byte(text))
		if err != nil {
			t.Fatalf("not JSON: %v: %s", err, text)
		}
		want := normalValue(t, esjson.Append(nil, v))
		for _, lane := range adapters.AllLanes() {
			if schemas.validate(lane, v) != nil {
				continue
			}
			decoded++
			back, err := decodeObservation(v).AppendJSON(nil)
			if err != nil {
				t.Errorf("on %s: %s decodes to an observation that cannot be written: %v", lane, text, err)
				continue
			}
			if diff := cmp.Diff(want, normalValue(t, back)); diff != "" {
				t.Errorf("on %s: %s decodes to %s (-want +got):\n%s", lane, text, back, diff)
			}
		}
	}
	if decoded < len(texts)/4 {
		t.Errorf("only %d observations accepted on a lane of %d texts: the test decodes too few", decoded, len(texts))
	}
}

// normalValue is the JSON text as a tree of Go values, its members in no
// order.
func normalValue(t *testing.T, text []byte) any {
	t.Helper()
	v, err := esjson.Parse(text)
	if err != nil {
		t.Fatalf("not JSON: %v: %s", err, text)
	}
	return v.Any()
}

// randomObservation returns a random observation-like JSON text: an object
// whose members are drawn from the names the observation schemas know, and
// a few others, with values near to or far from what those take; now and
// then a name written twice, or no object at all.
func randomObservation(rng *rand.Rand) string {
	if rng.IntN(40) == 0 {
		return randomValue(rng, 2)
	}
	names := []string{"blocks", "unsupported", "refused", "text", "view", "kept", "render"}
	var b strings.Builder
	b.WriteByte('{')
	n := 1 + rng.IntN(2)
	if rng.IntN(10) == 0 {
		n += 1 + rng.IntN(2)
	}
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		name := names[rng.IntN(len(names))]
		if n == 2 && rng.IntN(3) == 0 { // render's two members
			name = [2]string{"render", "blocks"}[i]
		}
		if rng.IntN(30) == 0 {
			name = pick(rng, "type", "data", "Blocks", "extra", "")
		}
		b.WriteString(esjson.Marshal(esjson.StringValue(name)) + ":" + randomMember(rng, name))
	}
	b.WriteByte('}')
	return b.String()
}

// randomMember returns a value for the member name: mostly one of the kind
// it takes, often a wrong one.
func randomMember(rng *rand.Rand, name string) string {
	if rng.IntN(6) == 0 {
		return randomValue(rng, 3)
	}
	switch name {
	case "blocks":
		return randomBlocks(rng)
	case "unsupported":
		return pick(rng, "true", "true", "false", `"true"`, "1")
	case "refused":
		return pick(rng, `"empty"`, `"empty"`, `"Empty"`, `""`, "true")
	case "text":
		return pick(rng, `"t"`, `""`, `"[image: image/png, 8B]"`, "1", "null")
	case "render":
		return pick(rng, `"shown"`, `"refused"`, `"nothing"`, `"hidden"`, "0")
	}
	return randomValue(rng, 4)
}

// randomBlocks returns an array of blocks, most of them right.
func randomBlocks(rng *rand.Rand) string {
	n := rng.IntN(4)
	items := make([]string, n)
	for i := range items {
		items[i] = randomBlock(rng)
	}
	return "[" + strings.Join(items, ",") + "]"
}

// randomBlock returns a block of a random type, sometimes with a member
// missing, one too many, or one of the wrong kind.
func randomBlock(rng *rand.Rand) string {
	if rng.IntN(25) == 0 {
		return randomValue(rng, 2)
	}
	typ := pick(rng, "text", "text", "image", "audio", "video", "Text")
	members := map[string]string{"type": `"` + typ + `"`}
	if typ == "text" || rng.IntN(8) == 0 {
		members["text"] = `"t"`
	}
	if typ != "text" || rng.IntN(8) == 0 {
		members["data"] = `"ZGF0YQ=="`
		members["mimeType"] = `"image/png"`
	}
	if rng.IntN(10) == 0 {
		members[pick(rng, "annotations", "uri", "Type")] = randomValue(rng, 1)
	}
	names := []string{"type", "text", "data", "mimeType", "annotations", "uri", "Type"}
	if rng.IntN(10) == 0 {
		delete(members, names[rng.IntN(len(names))])
	}
	if rng.IntN(10) == 0 {
		name := names[rng.IntN(len(names))]
		if _, ok := members[name]; ok {
			members[name] = randomValue(rng, 1)
		}
	}
	var parts []string
	for _, i := range rng.Perm(len(names)) {
		if value, ok := members[names[i]]; ok {
			parts = append(parts, `"`+names[i]+`":`+value)
		}
	}
	if rng.IntN(20) == 0 && len(parts) > 0 { // a name twice: the last value counts
		parts = append(parts, parts[rng.IntN(len(parts))])
	}
	return "{" + strings.Join(parts, ",") + "}"
}

// randomValue returns any JSON value, nested up to depth.
func randomValue(rng *rand.Rand, depth int) string {
	k := rng.IntN(8)
	if depth <= 0 {
		k = rng.IntN(6)
	}
	switch k {
	case 0:
		return "null"
	case 1:
		return pick(rng, "true", "false")
	case 2:
		return pick(rng, "0", "-1", "3.25", "1e400", "-0")
	case 3:
		return pick(rng, `""`, `"text"`, `"empty"`, `"shown"`, `"\u00e9"`, `"a\"b"`)
	case 4, 5:
		return pick(rng, `[]`, `{}`, `{"type":"text","text":"t"}`, `{"unsupported":true}`)
	case 6:
		n := rng.IntN(4)
		items := make([]string, n)
		for i := range items {
			items[i] = randomValue(rng, depth-1)
		}
		return "[" + strings.Join(items, ",") + "]"
	}
	n := rng.IntN(4)
	parts := make([]string, n)
	for i := range parts {
		parts[i] = `"` + pick(rng, "a", "b", "type", "text", "blocks") + `":` + randomValue(rng, depth-1)
	}
	return "{" + strings.Join(parts, ",") + "}"
}

func pick(rng *rand.Rand, choices ...string) string { return choices[rng.IntN(len(choices))] }

// respell writes the JSON text again as another writer might: whitespace
// around its tokens, and letters of its strings, member names among them,
// as \u escapes.
func respell(rng *rand.Rand, text string) string {
	var b strings.Builder
	space := func() {
		if rng.IntN(4) == 0 {
			b.WriteString(pick(rng, " ", "\n", "\t", "\r", "  "))
		}
	}
	inString := false
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case inString && c == '\\':
			n := 2 // the backslash and the character it escapes, or \uXXXX
			if text[i+1] == 'u' {
				n = 6
			}
			b.WriteString(text[i : i+n])
			i += n - 1
		case inString && c == '"':
			b.WriteByte(c)
			inString = false
		case inString && 'a' <= c && c <= 'z' && rng.IntN(8) == 0:
			b.WriteString(`\u00` + strconv.FormatInt(int64(c), 16))
		case inString:
			b.WriteByte(c)
		case c == '"':
			space()
			b.WriteByte(c)
			inString = true
		case strings.IndexByte("{}[],:", c) >= 0:
			space()
			b.WriteByte(c)
			space()
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

package refhost

import (
	"bytes"
	"strconv"
	"testing"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// fuzzSeeds are JSON values that reach every rule: each is tried as a
// content array and as a tool's data.
var fuzzSeeds = []string{
	`[]`,
	`[` + embedded(`"mimeType":"text/markdown","text":"# notes"`) + `]`,
	`[` + embedded(`"mimeType":"image/png","blob":"`+pngBlob+`"`) + `,` + embedded(`"mimeType":"audio/wav","blob":""`) + `]`,
	`[` + embeddedWith(`"disposition":"never"`, `"text":"t"`) + `,{"type":"resource","uri":"` + secretURI + `"}]`,
	`[` + embedded(`"mimeType":"application/pdf\u202e\uD800","blob":"AAAA"`) + `,` + embedded(``) + `,` + embedded(`"blob":"A="`) + `]`,
	`[{"type":"text","text":" \ufeff"},{"type":"text","text":1},{"type":"image","data":"","mimeType":"image/png","uri":"x"}]`,
	`[{"type":"resource","uri":"memo://a","disposition":"never","name":"n","sizeBytes":3072},{"type":"resource","uri":"memo://a"}]`,
	`{"a":[{"b":` + embedded(`"text":"deep"`) + `}],"c":{"type":"resource","resource":null},"d":{"type":"image","data":"AA==","mimeType":"Image/GIF"}}`,
	`{"type":"resource","uri":null,"resource":{"uri":"","text":"whole","_meta":{"type":"resource","uri":"memo://a","disposition":"never"}}}`,
	`[{"type":"text","text":"x","meta":[` + embedded(`"text":"in"`) + `]},{"type":"video"}]`,
	`"str"`, `1e400`, `null`, `{"b":1,"a":[true,false,-0.0]}`,
}

// secretPrefix starts every sentinel uri the fuzz target plants.
const secretPrefix = "zq-fuzz-secret-"

// FuzzObserve shows arbitrary JSON on every lane, as content and as data,
// and checks on every input: no panic; every string shown is well formed
// UTF-8; the script view of a script view is the same view; and no
// embedded resource's uri appears on any lane (each is replaced by a fresh
// sentinel string that nothing else in the input holds).
func FuzzObserve(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, value []byte) {
		for _, input := range inputsFor(value) {
			for _, lane := range adapters.AllLanes() {
				checkLane(t, lane, input)
			}
		}
		planted, ok := plantSecrets(value)
		if !ok {
			return
		}
		for _, input := range inputsFor(planted) {
			for _, lane := range adapters.AllLanes() {
				o, err := Observe(lane, input)
				if err != nil {
					continue
				}
				b, _ := o.MarshalJSON()
				if i := bytes.Index(b, []byte(secretPrefix)); i >= 0 {
					t.Fatalf("%s on %s: an embedded resource's uri is shown: %s", input, lane, b)
				}
			}
		}
	})
}

func inputsFor(value []byte) [][]byte {
	return [][]byte{
		append(append([]byte(`{"content":`), value...), '}'),
		append(append([]byte(`{"data":`), value...), '}'),
	}
}

// checkLane checks the invariants that hold for any input on lane.
func checkLane(t *testing.T, lane adapters.Lane, input []byte) {
	o, err := Observe(lane, input)
	if err != nil {
		if !utf8.ValidString(err.Error()) {
			t.Fatalf("%q on %s: error is not UTF-8: %q", input, lane, err)
		}
		return
	}
	for _, b := range o.Blocks {
		for _, s := range []string{b.Type, b.Text, b.Data, b.MimeType} {
			if !utf8.ValidString(s) {
				t.Fatalf("%q on %s: block %+v is not well formed", input, lane, b)
			}
		}
	}
	if o.Text != nil && !utf8.ValidString(*o.Text) {
		t.Fatalf("%q on %s: stored text %q is not well formed", input, lane, *o.Text)
	}
	for _, raw := range [][]byte{o.View, o.Kept} {
		if raw == nil {
			continue
		}
		if !utf8.Valid(raw) {
			t.Fatalf("%q on %s: %q is not well formed", input, lane, raw)
		}
		if _, err := esjson.Parse(raw); err != nil {
			t.Fatalf("%q on %s: %q is not JSON: %v", input, lane, raw, err)
		}
	}
	if _, err := o.MarshalJSON(); err != nil {
		t.Fatalf("%q on %s: %v", input, lane, err)
	}
	if lane == adapters.Script {
		again, err := Observe(lane, append(append([]byte(`{"data":`), o.View...), '}'))
		if err != nil {
			t.Fatalf("%q: the view %s cannot be viewed again: %v", input, o.View, err)
		}
		if !bytes.Equal(again.View, o.View) {
			t.Fatalf("%q: the script view is not idempotent:\nonce:  %s\ntwice: %s", input, o.View, again.View)
		}
	}
}

// plantSecrets parses value and gives every embedded resource's uri (the
// string uri of the object under a resource block's "resource", whatever
// the classifier makes of it) a fresh sentinel value. It reports false when
// value is not JSON, or already holds the sentinel's prefix.
func plantSecrets(value []byte) ([]byte, bool) {
	if bytes.Contains(value, []byte(secretPrefix)) {
		return nil, false
	}
	v, err := esjson.Parse(value)
	if err != nil {
		return nil, false
	}
	n := 0
	return esjson.Append(nil, plant(v, &n)), n > 0
}

func plant(v esjson.Value, n *int) esjson.Value {
	switch v.Kind() {
	case esjson.Array:
		items := make([]esjson.Value, len(v.Items()))
		for i, item := range v.Items() {
			items[i] = plant(item, n)
		}
		return esjson.ArrayValue(items)
	case esjson.Object:
		typ, _ := v.GetString("type")
		members := make([]esjson.Member, len(v.Members()))
		for i, m := range v.Members() {
			value := plant(m.Value, n)
			if typ == "resource" && m.Name == "resource" && value.Kind() == esjson.Object {
				value = withSecretURI(value, n)
			}
			members[i] = esjson.Member{Name: m.Name, Value: value}
		}
		return esjson.ObjectValue(members)
	}
	return v
}

func withSecretURI(r esjson.Value, n *int) esjson.Value {
	members := append([]esjson.Member(nil), r.Members()...)
	for i, m := range members {
		if _, ok := m.Value.Str(); ok && m.Name == "uri" {
			*n++
			members[i].Value = esjson.StringValue(secretPrefix + strconv.Itoa(*n))
		}
	}
	return esjson.ObjectValue(members)
}

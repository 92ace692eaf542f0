package compare

import (
	"encoding/json"

	"github.com/google/go-cmp/cmp"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// markerForm recognises a marker placeholder in an expected JSON value. It
// returns what the placeholder stands for in the profile's wording and the
// mentions its normative check asks for.
type markerForm func(v esjson.Value) (stands esjson.Value, mentions []string, ok bool)

// storedMarker recognises {"$marker": id, "text": T, "mentions"?: […]} in
// structured stored text: it stands for the string T.
func storedMarker(v esjson.Value) (esjson.Value, []string, bool) {
	if !v.Has("$marker") {
		return esjson.Value{}, nil, false
	}
	text, _ := v.GetString("text")
	return esjson.StringValue(text), mentionsOf(v), true
}

// viewMarker recognises a text block with "marker" in a script view or a
// guard's kept value: it stands for {"type":"text","text":T}.
func viewMarker(v esjson.Value) (esjson.Value, []string, bool) {
	typ, _ := v.GetString("type")
	if typ != "text" || !v.Has("marker") {
		return esjson.Value{}, nil, false
	}
	text, _ := v.GetString("text")
	return esjson.ObjectValue([]esjson.Member{
		{Name: "type", Value: esjson.StringValue("text")},
		{Name: "text", Value: esjson.StringValue(text)},
	}), mentionsOf(v), true
}

func mentionsOf(v esjson.Value) []string {
	m, _ := v.Get("mentions")
	var out []string
	for _, item := range m.Items() {
		if s, ok := item.Str(); ok {
			out = append(out, s)
		}
	}
	return out
}

// compareJSON compares an expected JSON value with the JSON text a host
// gave (member is the observation's member, for messages): normatively as
// values, member order ignored and markers matched by kind; exactly as
// JSON.stringify text.
func compareJSON(wantRaw, gotRaw json.RawMessage, member string, form markerForm) (norm, exact string) {
	want, err := esjson.Parse(wantRaw)
	if err != nil {
		return "the vector's expectation is not JSON: " + err.Error(), ""
	}
	if gotRaw == nil {
		return cmp.Diff(map[string]any{member: replaceMarkers(want, form).Any()}, map[string]any{}), ""
	}
	got, err := esjson.Parse(gotRaw)
	if err != nil {
		return cmp.Diff(member+" as JSON", member+" that is not JSON: "+err.Error()), ""
	}
	return compareValues(want, got, form)
}

func compareValues(want, got esjson.Value, form markerForm) (norm, exact string) {
	wn, gn := normalize(want, got, form)
	if !cmp.Equal(wn, gn) {
		return cmp.Diff(abbreviatedValue(wn), abbreviatedValue(gn)), ""
	}
	wantExact := replaceMarkers(want, form)
	if w, g := wantExact.Any(), got.Any(); !cmp.Equal(w, g) {
		return "", cmp.Diff(abbreviatedValue(w), abbreviatedValue(g))
	}
	if w, g := esjson.Marshal(wantExact), esjson.Marshal(got); w != g {
		return "", cmp.Diff(abbreviate(w), abbreviate(g)) // member order, or how a number is written
	}
	return "", ""
}

// normalize returns want and got as decoded values, where got takes want's
// value at every place whose normative check it passes by kind (a marker).
func normalize(want, got esjson.Value, form markerForm) (wantNorm, gotNorm any) {
	if stands, mentions, ok := form(want); ok {
		w := stands.Any()
		if standsFor(stands, got, mentions) {
			return w, w
		}
		return w, got.Any()
	}
	switch {
	case want.Kind() == esjson.Object && got.Kind() == esjson.Object:
		wm, gm := map[string]any{}, map[string]any{}
		for _, m := range want.Members() {
			if g, ok := got.Get(m.Name); ok {
				wm[m.Name], gm[m.Name] = normalize(m.Value, g, form)
			} else {
				wm[m.Name] = replaceMarkers(m.Value, form).Any()
			}
		}
		for _, m := range got.Members() {
			if !want.Has(m.Name) {
				gm[m.Name] = m.Value.Any()
			}
		}
		return wm, gm
	case want.Kind() == esjson.Array && got.Kind() == esjson.Array:
		wl, gl := make([]any, len(want.Items())), make([]any, len(got.Items()))
		for i, w := range want.Items() {
			if i < len(got.Items()) {
				wl[i], gl[i] = normalize(w, got.Items()[i], form)
			} else {
				wl[i] = replaceMarkers(w, form).Any()
			}
		}
		for i := len(want.Items()); i < len(got.Items()); i++ {
			gl[i] = got.Items()[i].Any()
		}
		return wl, gl
	}
	return replaceMarkers(want, form).Any(), got.Any()
}

// standsFor reports whether got passes a marker's normative check: a string
// (or a text block holding only a string text) that contains each mention.
func standsFor(stands, got esjson.Value, mentions []string) bool {
	if stands.Kind() == esjson.String {
		s, ok := got.Str()
		return ok && containsAll(s, mentions)
	}
	typ, _ := got.GetString("type")
	text, ok := got.GetString("text")
	return typ == "text" && ok && len(got.Members()) == 2 && containsAll(text, mentions)
}

// replaceMarkers returns want with each marker placeholder replaced by what
// it stands for.
func replaceMarkers(want esjson.Value, form markerForm) esjson.Value {
	if stands, _, ok := form(want); ok {
		return stands
	}
	switch want.Kind() {
	case esjson.Object:
		members := make([]esjson.Member, len(want.Members()))
		for i, m := range want.Members() {
			members[i] = esjson.Member{Name: m.Name, Value: replaceMarkers(m.Value, form)}
		}
		return esjson.ObjectValue(members)
	case esjson.Array:
		items := make([]esjson.Value, len(want.Items()))
		for i, item := range want.Items() {
			items[i] = replaceMarkers(item, form)
		}
		return esjson.ArrayValue(items)
	}
	return want
}

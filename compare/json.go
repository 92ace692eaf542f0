package compare

import (
	"encoding/json"
	"strconv"
	"strings"

	"github.com/google/go-cmp/cmp"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
)

// markerForm recognises a marker placeholder in an expected JSON value. It
// returns what the placeholder stands for in the profile's wording and
// what its normative check asks for.
type markerForm func(v esjson.Value) (stands esjson.Value, m markerWant, ok bool)

// storedMarker recognises {"$marker": id, "text": T, "mentions"?: […],
// "bytes"?: n} in structured stored text: it stands for the string T.
func storedMarker(v esjson.Value) (esjson.Value, markerWant, bool) {
	kind, ok := v.GetString("$marker")
	if !ok && !v.Has("$marker") {
		return esjson.Value{}, markerWant{}, false
	}
	text, _ := v.GetString("text")
	return esjson.StringValue(text), markerOf(kind, text, v), true
}

// viewMarker recognises a text block with "marker" in a script view or a
// guard's kept value: it stands for {"type":"text","text":T}.
func viewMarker(v esjson.Value) (esjson.Value, markerWant, bool) {
	typ, _ := v.GetString("type")
	if typ != "text" || !v.Has("marker") {
		return esjson.Value{}, markerWant{}, false
	}
	kind, _ := v.GetString("marker")
	text, _ := v.GetString("text")
	return esjson.ObjectValue([]esjson.Member{
		{Name: "type", Value: esjson.StringValue("text")},
		{Name: "text", Value: esjson.StringValue(text)},
	}), markerOf(kind, text, v), true
}

func markerOf(kind, text string, v esjson.Value) markerWant {
	m := markerWant{kind: kind, text: text}
	list, _ := v.Get("mentions")
	for _, item := range list.Items() {
		if s, ok := item.Str(); ok {
			m.mentions = append(m.mentions, s)
		}
	}
	if b, ok := v.Get("bytes"); ok && b.Kind() == esjson.Number {
		n := int64(b.Number())
		m.bytes = &n
	}
	return m
}

// compareJSON compares an expected JSON value with the JSON text a host
// gave (member is the observation's member, for messages): normatively as
// values, member order ignored and markers matched by kind; exactly as
// JSON.stringify text.
func compareJSON(wantRaw, gotRaw json.RawMessage, member string, form markerForm, fs *findings, tx *texts) (norm, exact string) {
	want, err := tx.parse(wantRaw)
	if err != nil {
		fs.add(ClassContent, "the vector's expectation is not JSON: %v", err)
		return "the vector's expectation is not JSON: " + err.Error(), ""
	}
	if gotRaw == nil {
		fs.add(ClassKind, "the observation has no %q", member)
		return cmp.Diff(map[string]any{member: replaceMarkers(want, form).Any()}, map[string]any{}), ""
	}
	got, err := tx.parse(gotRaw)
	if err != nil {
		fs.add(ClassKind, "the observation's %q is not JSON: %v", member, err)
		return cmp.Diff(member+" as JSON", member+" that is not JSON: "+err.Error()), ""
	}
	return compareValues(want, got, form, fs)
}

func compareValues(want, got esjson.Value, form markerForm, fs *findings) (norm, exact string) {
	wn, gn := normalize(want, got, form, "", fs)
	if !equalValues(wn, gn) {
		return cmp.Diff(abbreviatedValue(wn), abbreviatedValue(gn)), ""
	}
	wantExact := replaceMarkers(want, form)
	if w, g := wantExact.Any(), got.Any(); !equalValues(w, g) {
		return "", cmp.Diff(abbreviatedValue(w), abbreviatedValue(g))
	}
	if sameText(wantExact, got) {
		return "", ""
	}
	if w, g := esjson.Marshal(wantExact), esjson.Marshal(got); w != g {
		fs.add(ClassProfile, "the JSON text differs from the reference's (member order, or how a number is written)")
		return "", cmp.Diff(abbreviate(w), abbreviate(g)) // member order, or how a number is written
	}
	return "", ""
}

// normalize returns want and got as decoded values, where got takes want's
// value at every place whose normative check it passes by kind (a marker),
// adding each failed check to fs; at names the place, for messages.
func normalize(want, got esjson.Value, form markerForm, at string, fs *findings) (wantNorm, gotNorm any) {
	if stands, m, ok := form(want); ok {
		w := stands.Any()
		if standsFor(stands, got, m, at, fs) {
			return w, w
		}
		return w, got.Any()
	}
	switch {
	case want.Kind() == esjson.Object && got.Kind() == esjson.Object:
		wm, gm := map[string]any{}, map[string]any{}
		for _, m := range want.Members() {
			if g, ok := got.Get(m.Name); ok {
				wm[m.Name], gm[m.Name] = normalize(m.Value, g, form, at+"/"+m.Name, fs)
			} else {
				wm[m.Name] = replaceMarkers(m.Value, form).Any()
				fs.add(valueClass(m.Value, form), "%s: the member %q is missing", place(at), m.Name)
			}
		}
		for _, m := range got.Members() {
			if !want.Has(m.Name) {
				gm[m.Name] = m.Value.Any()
				fs.add(ClassKind, "%s: a member %q SPEC does not show", place(at), m.Name)
			}
		}
		return wm, gm
	case want.Kind() == esjson.Array && got.Kind() == esjson.Array:
		wl, gl := make([]any, len(want.Items())), make([]any, len(got.Items()))
		if len(want.Items()) != len(got.Items()) {
			fs.add(ClassKind, "%s: %d item(s) where SPEC shows %d", place(at), len(got.Items()), len(want.Items()))
		}
		for i, w := range want.Items() {
			if i < len(got.Items()) {
				wl[i], gl[i] = normalize(w, got.Items()[i], form, at+"/"+strconv.Itoa(i), fs)
			} else {
				wl[i] = replaceMarkers(w, form).Any()
			}
		}
		for i := len(want.Items()); i < len(got.Items()); i++ {
			gl[i] = got.Items()[i].Any()
		}
		return wl, gl
	}
	w, g := replaceMarkers(want, form).Any(), got.Any()
	if !equalValues(w, g) {
		switch {
		case want.Kind() != got.Kind():
			fs.add(ClassKind, "%s: %s where SPEC shows %s", place(at), kindName(got), kindName(want))
		default:
			fs.add(ClassContent, "%s: %s, want %s", place(at), quoteShort(esjson.Marshal(got)), quoteShort(esjson.Marshal(want)))
		}
	}
	return w, g
}

// valueClass is the class of a missing expected value: a marker or any
// value holding one is a kind, plain content is content.
func valueClass(v esjson.Value, form markerForm) Class {
	if esjson.Marshal(replaceMarkers(v, form)) != esjson.Marshal(v) {
		return ClassKind
	}
	return ClassContent
}

func place(at string) string {
	if at == "" {
		return "the value"
	}
	return "at " + at
}

func kindName(v esjson.Value) string {
	switch v.Kind() {
	case esjson.Object:
		if t, ok := v.GetString("type"); ok {
			if t != "" && strings.ContainsRune("aeiou", rune(t[0])) {
				return "an " + t + " block"
			}
			return "a " + t + " block"
		}
		return "an object"
	case esjson.Array:
		return "an array"
	case esjson.String:
		return "a string"
	case esjson.Null:
		return "null"
	}
	return "a " + v.Kind().String()
}

// standsFor reports whether got passes a marker's normative checks: a
// string (or a text block holding only a string text) that is one marker
// naming its mentions. It adds each failed check to fs.
func standsFor(stands, got esjson.Value, m markerWant, at string, fs *findings) bool {
	var text string
	if stands.Kind() == esjson.String {
		s, ok := got.Str()
		if !ok {
			fs.add(ClassKind, "%s: the %s marker (a string) belongs here, got %s", place(at), m.kind, kindName(got))
			return false
		}
		text = s
	} else {
		typ, _ := got.GetString("type")
		s, ok := got.GetString("text")
		if typ != "text" || !ok || len(got.Members()) != 2 {
			if m.kind == reference.MarkerWithheld && typ != "text" {
				fs.add(ClassWithheld, "%s: SPEC withholds this block (a withheld marker), got %s", place(at), kindName(got))
			} else {
				fs.add(ClassKind, "%s: the %s marker (a text block with type and text only) belongs here, got %s", place(at), m.kind, quoteShort(esjson.Marshal(got)))
			}
			return false
		}
		text = s
	}
	var mine findings
	m.check(text, &mine)
	*fs = append(*fs, mine...)
	return !mine.normative()
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

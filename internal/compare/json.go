package compare

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/diff"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
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

// viewMarker recognises a marker in a script view or a guard's kept value:
// a text block with "marker", which stands for {"type":"text","text":T},
// or {"$marker": id, "text": T, …}, which stands for the string T, as an
// object a claim replaces is its marker's text as a JSON string (SPEC 5,
// claimed object) in a view as in stored text.
func viewMarker(v esjson.Value) (esjson.Value, markerWant, bool) {
	if v.Has("$marker") {
		return storedMarker(v)
	}
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

// jsonAt is where a JSON value is compared: the place of its checks, the
// kinds every check below it names when it lies in a block the host shows
// as another kind (kinds), and the observation's member the diffs show it
// under ("view", "kept", "text"; "" for none: no diff is made, only "differs").
type jsonAt struct {
	place  place
	kinds  *[2]string
	member string
	// text is the JSON text a tool result's copy shows the model, when
	// the value compared is one: how it is written is checked too
	// (checkTextForm).
	text string
}

// placeAt returns the place of a check of want against got.
func (jc jsonAt) placeAt(want, got string) place {
	if jc.kinds != nil {
		want, got = jc.kinds[0], jc.kinds[1]
	}
	return jc.place.at(want, got)
}

// compareJSON compares an expected JSON value with the JSON text a host
// gave (jc.member is the observation's member, for messages): normatively
// as values, member order ignored and markers matched by kind; exactly as
// JSON.stringify text.
func compareJSON(wantRaw, gotRaw json.RawMessage, obs adapters.Observation, jc jsonAt, form markerForm, fs *findings, tx *texts) (norm, exact string) {
	want, err := tx.parse(wantRaw)
	if err != nil {
		fs.add(jc.place.at(kindJSON, ""), ClassContent, "the vector's expectation is not JSON: %v", err)
		return "the vector's expectation is not JSON: " + err.Error(), ""
	}
	wantKind := valueKind(want, form)
	if jc.member == "kept" && want.IsNull() {
		wantKind = "kept-nothing"
	}
	wantDoc := diff.Member(jc.member, diff.Value(replaceMarkers(want, form)))
	if gotRaw == nil {
		fs.add(jc.place.at(wantKind, kindNothing), ClassKind, "the observation has no %q", jc.member)
		return diff.Of(wantDoc, diff.Observation(obs)), ""
	}
	got, err := tx.parse(gotRaw)
	if err != nil {
		fs.add(jc.place.at(wantKind, kindOtherText), ClassKind, "the observation's %q is not JSON: %v", jc.member, err)
		return diff.Of(wantDoc, diff.Member(jc.member, diff.NotJSON(string(gotRaw)))), ""
	}
	if wantKind == "kept-nothing" && !got.IsNull() {
		jc.kinds = &[2]string{wantKind, "kept"}
	}
	return compareValues(want, got, form, fs, jc)
}

// compareValues compares two JSON values, normatively and exactly, adding
// each failed check to fs; it returns the diffs under jc.member, or
// "differs" for a difference when it has none.
func compareValues(want, got esjson.Value, form markerForm, fs *findings, jc jsonAt) (norm, exact string) {
	wn, gn := normalize(want, got, form, nil, jc, fs)
	if !equalJSON(wn, gn) {
		return jc.valuesDiff(wn, gn), ""
	}
	wantExact := replaceMarkers(want, form)
	// How the text is written (SPEC 5 json text form, a SHOULD) is
	// checked whatever words its markers have: an indented text is the
	// same failure on both tool-result copies, never a wording matter.
	formOK := jc.text == "" || checkTextForm(jc.text, fs)
	if path, ok := sameOrder(want, got, form); !ok {
		// SPEC 5 member order, a SHOULD (SPEC revision 3, R3-11): a
		// failure of its own, which gates under --gate should only.
		fs.add(place{clause: clauseMemberOrder}.at(kindJSON, "other-order"), ClassContent,
			"the members of %s are not in the data's own order (a SHOULD)", jsonPath(path))
		return jc.textDiff(wantExact, got, formOK), ""
	}
	if !formOK {
		return jc.textDiff(wantExact, got, false), ""
	}
	if !equalJSON(wantExact, got) {
		return "", jc.valuesDiff(wantExact, got)
	}
	if sameText(wantExact, got) {
		return "", ""
	}
	if w, g := esjson.Marshal(wantExact), esjson.Marshal(got); w != g {
		p := place{clause: "README number output"}
		fs.add(p.at(kindJSON, kindJSON), ClassProfile, "the JSON text differs from the reference's (how a number is written)")
		return "", jc.valuesDiff(wantExact, got) // how a number is written
	}
	return "", ""
}

// clauseMemberOrder is SPEC 5's rule that structured data keeps its own
// member order: a SHOULD (ClauseLevel).
const clauseMemberOrder = "SPEC 5 member order"

// sameOrder reports whether got, a value equal to want (an expectation,
// whose markers form recognises), holds every object of the data in
// want's order; when not, path is where first (a JSON pointer).
// A marker is a block the host makes, not the data's: the order of its
// members is the host's own.
func sameOrder(want, got esjson.Value, form markerForm) (path string, ok bool) {
	var at []string
	if inOrder(want, got, form, &at) {
		return "", true
	}
	if len(at) == 0 {
		return "", false
	}
	return "/" + strings.Join(at, "/"), false
}

// inOrder is sameOrder below the place whose pointer tokens are *at: when
// it reports false, *at holds the tokens of the object out of order. The
// tokens are pushed and popped as it descends, so that a deep value costs
// no path of its own at every level (the string of each level's path
// made the check quadratic in the depth).
func inOrder(want, got esjson.Value, form markerForm, at *[]string) bool {
	if _, _, marker := form(want); marker {
		return true
	}
	switch want.Kind() {
	case esjson.Array:
		wi, gi := want.Items(), got.Items()
		for i := range min(len(wi), len(gi)) {
			*at = append(*at, strconv.Itoa(i))
			if !inOrder(wi[i], gi[i], form, at) {
				return false
			}
			*at = (*at)[:len(*at)-1]
		}
	case esjson.Object:
		wm, gm := want.Members(), got.Members()
		if len(wm) != len(gm) {
			return true // not equal values: another check says so
		}
		for i := range wm {
			if nameKey(wm[i].Name) != nameKey(gm[i].Name) {
				return false
			}
			*at = append(*at, esjson.PointerToken(wm[i].Name))
			if !inOrder(wm[i].Value, gm[i].Value, form, at) {
				return false
			}
			*at = (*at)[:len(*at)-1]
		}
	}
	return true
}

// jsonPath names a JSON pointer for a message: "the data" at its top.
func jsonPath(p string) string {
	if p == "" {
		return "the data"
	}
	return "the object at " + strconv.Quote(p)
}

// valuesDiff returns the diff of two values under jc.member, or "differs"
// when it has no member. Values that print alike (numbers written
// otherwise) are shown as their JSON texts.
func (jc jsonAt) valuesDiff(want, got esjson.Value) string {
	if jc.member == "" {
		return "differs"
	}
	w, g := diff.Member(jc.member, diff.Value(want)), diff.Member(jc.member, diff.Value(got))
	if wl, gl := w.Layout(), g.Layout(); strings.Join(wl, "\n") != strings.Join(gl, "\n") {
		return diff.Lines(wl, gl)
	}
	return diff.Of(diff.Member(jc.member, diff.String(esjson.Marshal(want))), diff.Member(jc.member, diff.String(esjson.Marshal(got))))
}

// textDiff is valuesDiff, or, when the text is not written as
// JSON.stringify writes it (formOK false), the diff of the reference's
// text and the text as the host wrote it: its values may print alike.
func (jc jsonAt) textDiff(want, got esjson.Value, formOK bool) string {
	if formOK || jc.member == "" || jc.text == "" {
		return jc.valuesDiff(want, got)
	}
	return diff.Of(diff.Member(jc.member, diff.String(esjson.Marshal(want))), diff.Member(jc.member, diff.String(jc.text)))
}

// normalize returns want and got, where got takes want's value at every
// place whose normative check it passes by kind (a marker), and want has
// each marker replaced by what it stands for; each object keeps its own
// member order. It adds each failed check to fs; path names the place,
// for messages.
func normalize(want, got esjson.Value, form markerForm, path *valuePath, jc jsonAt, fs *findings) (wantNorm, gotNorm esjson.Value) {
	if stands, m, ok := form(want); ok {
		if standsFor(stands, got, m, path, jc, fs) {
			return stands, stands
		}
		return stands, got
	}
	switch {
	case want.Kind() == esjson.Object && got.Kind() == esjson.Object:
		if jc.kinds == nil {
			wt, _ := want.GetString("type")
			gt, _ := got.GetString("type")
			if wt != gt && (want.Has("type") || got.Has("type")) {
				jc.kinds = &[2]string{valueKind(want, form), gotValueKind(got, want)}
			}
		}
		gotMembers := got.Members()
		find := memberIndex(gotMembers)
		wm := make([]esjson.Member, len(want.Members()))
		gm := make([]esjson.Member, len(gotMembers))
		copy(gm, gotMembers)
		matched := make([]bool, len(gotMembers))
		for i, m := range want.Members() {
			wm[i].Name = m.Name
			if j := find(m.Name); j >= 0 {
				matched[j] = true
				wm[i].Value, gm[j].Value = normalize(m.Value, gotMembers[j].Value, form, path.below(m.Name), jc, fs)
			} else {
				wm[i].Value = replaceMarkers(m.Value, form)
				fs.add(jc.valuePlace(m.Value, form, valueKind(m.Value, form), kindNothing), valueClass(m.Value, form), "%s: the member %q is missing", place2(path), m.Name)
			}
		}
		for j, m := range gotMembers {
			if !matched[j] {
				p := jc.placeAt(kindNothing, "extra-member")
				if oneNameWith(gotMembers, matched, m.Name) {
					// Names equal once made well formed are one name
					// (SPEC 6, claims every member; section 9).
					p.clause, p.prefer = clauseEveryMember, nil
				}
				fs.add(p, ClassKind, "%s: a member %s SPEC does not show", place2(path), nameWords(m.Name))
			}
		}
		return esjson.ObjectValue(wm), esjson.ObjectValue(gm)
	case want.Kind() == esjson.Array && got.Kind() == esjson.Array:
		wi, gi := want.Items(), got.Items()
		wl, gl := make([]esjson.Value, len(wi)), make([]esjson.Value, len(gi))
		if len(wi) != len(gi) {
			k := [2]string{kindNothing, kindNothing}
			if len(wi) < len(gi) {
				k[1] = gotValueKind(gi[len(wi)], esjson.Value{})
			} else {
				k[0] = valueKind(wi[len(gi)], form)
			}
			fs.add(jc.placeAt(k[0], k[1]), ClassKind, "%s: %d item(s) where SPEC shows %d", place2(path), len(gi), len(wi))
		}
		for i, w := range wi {
			if i < len(gi) {
				wl[i], gl[i] = normalize(w, gi[i], form, path.below(strconv.Itoa(i)), jc, fs)
			} else {
				wl[i] = replaceMarkers(w, form)
			}
		}
		copy(gl[min(len(wi), len(gi)):], gi[min(len(wi), len(gi)):])
		return esjson.ArrayValue(wl), esjson.ArrayValue(gl)
	}
	w := replaceMarkers(want, form)
	if !equalJSON(w, got) {
		wk, gk := valueKind(want, form), gotValueKind(got, want)
		if gk == wk && wk != kindText {
			gk = "other-" + gk
		}
		p := jc.placeAt(wk, gk)
		if path != nil && jc.kinds == nil && got.Kind() == esjson.Object && spec.IsBlock(got) && !spec.IsBlock(want) {
			// A block kept at depth where SPEC replaces it: section 5's
			// rule for what stands at depth, whatever the case cites.
			p.clause, p.prefer = clauseDepth, []string{"SPEC 5 depth references", clauseDepth}
		}
		switch {
		case want.Kind() != got.Kind():
			fs.add(p, ClassKind, "%s: %s where SPEC shows %s", place2(path), kindName(got), kindName(want))
		default:
			fs.add(p, ClassContent, "%s: %s, want %s", place2(path), valueWords(got), valueWords(want))
		}
	}
	return w, got
}

// valuePlace is the place of a check of the expected value v: a marker's
// own, or jc's.
func (jc jsonAt) valuePlace(v esjson.Value, form markerForm, want, got string) place {
	if _, m, ok := form(v); ok {
		p := markerPlace(m.kind)
		if jc.kinds != nil {
			want, got = jc.kinds[0], jc.kinds[1]
		}
		return p.at(want, got)
	}
	return jc.placeAt(want, got)
}

// memberIndex returns a function that finds a member by name among
// members: the index of the first whose name is the same once made well
// formed (nameKey), or -1.
func memberIndex(members []esjson.Member) func(name string) int {
	if len(members) <= 16 {
		return func(name string) int {
			for i := range members {
				if members[i].Name == name || nameKey(members[i].Name) == nameKey(name) {
					return i
				}
			}
			return -1
		}
	}
	at := make(map[string]int, len(members))
	for i := len(members) - 1; i >= 0; i-- {
		at[nameKey(members[i].Name)] = i
	}
	return func(name string) int {
		if i, ok := at[nameKey(name)]; ok {
			return i
		}
		return -1
	}
}

// nameKey is a member name as SPEC compares names: made well formed
// (SPEC 6, claims every member). A name a host's JSON text wrote with a
// lone-surrogate escape (parseShown) is WTF-8.
func nameKey(name string) string {
	if utf8.ValidString(name) {
		return name
	}
	s, _ := esjson.RawStringValue(name).Str()
	return s
}

// nameWords quotes a member name for a message, a lone surrogate as the
// escape the host wrote.
func nameWords(name string) string {
	return string(esjson.EncodeRaw(esjson.RawStringValue(name)))
}

// parseShown reads the JSON text a tool result's copy shows, as JSON.parse
// reads it: an object keeps one member of each name, the first place and
// the last value. Names are told apart as written, so a text that writes
// "lone\ud8dd" and "lone\udef4" shows two members, each kept under its
// name as the host wrote it (WTF-8), though SPEC compares them, once made
// well formed, as one name (nameKey). A text without escapes is read
// through tx (when not nil), which reads each text once for a check.
func parseShown(text string, tx *texts) (esjson.Value, error) {
	if !strings.Contains(text, `\u`) {
		if tx != nil {
			return tx.parse([]byte(text))
		}
		return esjson.ParseString(text)
	}
	v, err := esjson.ParseRaw([]byte(text))
	if err != nil {
		return v, err
	}
	return asSent(v), nil
}

// asSent returns v, a raw value, with each object's members as JSON.parse
// keeps them when names are compared as written.
func asSent(v esjson.Value) esjson.Value {
	switch v.Kind() {
	case esjson.Array:
		items := make([]esjson.Value, len(v.Items()))
		for i, item := range v.Items() {
			items[i] = asSent(item)
		}
		return esjson.ArrayValue(items)
	case esjson.Object:
		var members []esjson.Member
		at := map[string]int{}
		for _, m := range v.Written() {
			if i, ok := at[m.Name]; ok {
				members[i].Value = asSent(m.Value)
				continue
			}
			at[m.Name] = len(members)
			members = append(members, esjson.Member{Name: m.Name, Value: asSent(m.Value)})
		}
		return esjson.ObjectValue(members)
	}
	return v
}

// valueClass is the class of a missing expected value: a marker or any
// value holding one is a kind, plain content is content.
func valueClass(v esjson.Value, form markerForm) Class {
	if esjson.Marshal(replaceMarkers(v, form)) != esjson.Marshal(v) {
		return ClassKind
	}
	return ClassContent
}

// clauseDepth is SPEC 5's rule that an embedded resource at any depth is
// replaced by what its stored copy shows.
const clauseDepth = "SPEC 5 depth"

// clauseEveryMember is SPEC 6's rule that claims read every member, which
// says that names equal once made well formed are one name.
const clauseEveryMember = "SPEC 6 claims every member"

// oneNameWith reports whether name, made well formed, is the name of a
// member of members that matched, written otherwise (a lone surrogate
// for another).
func oneNameWith(members []esjson.Member, matched []bool, name string) bool {
	if utf8.ValidString(name) {
		return false
	}
	key := nameKey(name)
	for j, m := range members {
		if matched[j] && m.Name != name && nameKey(m.Name) == key {
			return true
		}
	}
	return false
}

// place2 names a place of a value for a message: "the value", or "at
// /a/0".
func place2(path *valuePath) string {
	if path == nil {
		return "the value"
	}
	return "at " + shortPath(path.String())
}

// valuePath is the place normalize has come down to in a value: the place
// above it (nil at the top) and the name or index it took there. Its text,
// "/a/0", is written only for a message: writing it at every level made
// normalize quadratic in the depth.
type valuePath struct {
	up   *valuePath
	step string
}

// below returns the place under p by step.
func (p *valuePath) below(step string) *valuePath { return &valuePath{up: p, step: step} }

// String returns the place's text: each step after a "/", from the top.
func (p *valuePath) String() string {
	n := 0
	var steps []string
	for q := p; q != nil; q = q.up {
		steps = append(steps, q.step)
		n += 1 + len(q.step)
	}
	var b strings.Builder
	b.Grow(n)
	for i := len(steps) - 1; i >= 0; i-- {
		b.WriteByte('/')
		b.WriteString(steps[i])
	}
	return b.String()
}

// shortPath writes a path of more than pathLevels levels with the middle
// ones counted instead of written: "/a/a/…(9,996 levels)/a/a". Data
// nested 10,000 levels deep would otherwise fill a check's line with
// its path.
func shortPath(path string) string {
	const keep = pathLevels / 2
	if strings.Count(path, "/") <= pathLevels {
		return path
	}
	segs := strings.Split(path[1:], "/")
	left := strings.Join(segs[:keep], "/")
	right := strings.Join(segs[len(segs)-keep:], "/")
	levels := "levels"
	if len(segs)-2*keep == 1 {
		levels = "level"
	}
	return fmt.Sprintf("/%s/…(%s %s)/%s", left, reporttext.Thousands(len(segs)-2*keep), levels, right)
}

// pathLevels is how many levels of a path a check's words write.
const pathLevels = 8

// valueWords writes a value for a message: a string quoted, anything else
// as its JSON text, either shortened when long.
func valueWords(v esjson.Value) string {
	if s, ok := v.Str(); ok {
		return quoteShort(s)
	}
	s := esjson.Marshal(v)
	if r := []rune(s); len(r) > 120 {
		return string(r[:120]) + "…"
	}
	return s
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
func standsFor(stands, got esjson.Value, m markerWant, path *valuePath, jc jsonAt, fs *findings) bool {
	p := markerPlace(m.kind)
	at := func(gotKind string) place {
		if jc.kinds != nil {
			return p.at(jc.kinds[0], jc.kinds[1])
		}
		return p.at("marker:"+m.kind, gotKind)
	}
	var text string
	if stands.Kind() == esjson.String {
		s, ok := got.Str()
		if !ok {
			n := note{Finding{Class: ClassKind, What: fmt.Sprintf("%s: the %s marker (a string) belongs here, got %s", place2(path), m.kind, kindName(got))}, at(gotValueKind(got, stands)), "", "", false}
			if m.kind == spec.MarkerWithheld && got.Kind() == esjson.Object && !spec.IsBlock(got) && path != nil {
				n.objectAt = path.String()
			}
			if m.kind == spec.MarkerNoLink && jc.kinds == nil && spec.IsBlock(got) {
				// The block shown as it came: the rule of section 2 that
				// makes it the no-link marker.
				if rule := refhost.Classify(got).Rule; rule != "" {
					n.at.clause, n.at.prefer = rule, nil
				}
			}
			n.Clause = n.at.clause
			fs.addNote(n)
			return false
		}
		text = s
	} else {
		typ, _ := got.GetString("type")
		s, ok := got.GetString("text")
		if typ != "text" || !ok || len(got.Members()) != 2 {
			if m.kind == spec.MarkerWithheld && typ != "text" {
				fs.add(at(gotValueKind(got, stands)), ClassWithheld, "%s: SPEC withholds this block (a withheld marker), got %s", place2(path), kindName(got))
			} else {
				k := gotValueKind(got, stands)
				if typ == "text" && ok {
					k = "block-with-other-members"
				}
				fs.add(at(k), ClassKind, "%s: the %s marker (a text block with type and text only) belongs here, got %s", place2(path), m.kind, quoteShort(esjson.Marshal(got)))
			}
			return false
		}
		text = s
	}
	var mine findings
	m.check(text, &mine)
	if jc.kinds != nil {
		for i := range mine {
			mine[i].at.want, mine[i].at.got = jc.kinds[0], jc.kinds[1]
		}
	}
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

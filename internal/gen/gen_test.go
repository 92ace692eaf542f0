package gen

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf16"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost"
)

func TestGenerateIsReproducible(t *testing.T) {
	t.Parallel()
	a, b := Generate(42, 40), Generate(42, 20)
	if !reflect.DeepEqual(a[:20], b) {
		t.Fatal("Generate(42, 40)[:20] differs from Generate(42, 20)")
	}
	if !reflect.DeepEqual(One(42, 33), a[33]) {
		t.Fatal("One(42, 33) differs from Generate(42, 40)[33]")
	}
	if reflect.DeepEqual(Generate(43, 20), b) {
		t.Fatal("seeds 42 and 43 give the same inputs")
	}
}

// TestGeneratedInputsAreInputs checks every generated input against the
// reference (which refuses what is no input), its hidden strings and lanes.
func TestGeneratedInputsAreInputs(t *testing.T) {
	t.Parallel()
	for i, c := range Generate(1, 500) {
		if len(c.Lanes) == 0 {
			t.Fatalf("case %d has no lanes: %s", i, c.Input)
		}
		for _, lane := range c.Lanes {
			if _, err := refhost.Observe(lane, c.Input); err != nil {
				t.Fatalf("case %d on %s: %v\n%s", i, lane, err, c.Input)
			}
		}
		for _, h := range c.Hidden {
			if len([]rune(h)) < minHidden {
				t.Errorf("case %d hides %q, shorter than %d", i, h, minHidden)
			}
		}
	}
}

// TestGeneratorCoversTheSpace counts, over a run's inputs, the features
// SPEC's rules turn on: each must turn up (the substrings of features, and
// the shapes of coverage). It also holds inputs with a blob over 64 KiB to
// 2.5% of the run and one such blob each, for the fuzzer's throughput.
func TestGeneratorCoversTheSpace(t *testing.T) {
	t.Parallel()
	features := map[string]string{
		"embedded text":           `"text":"`,
		"embedded blob":           `"blob":"`,
		"disposition never":       `"disposition":"never"`,
		"disposition ref":         `"disposition":"ref"`,
		"disposition null":        `"disposition":null`,
		"disposition false":       `"disposition":false`,
		"disposition empty":       `"disposition":""`,
		"disposition 0":           `"disposition":0`,
		"Image/PNG":               `"Image/PNG"`,
		"charset parameter":       `image/png; charset=x`,
		"bare image":              `"mimeType":"image"`,
		"empty subtype":           `"mimeType":"image/"`,
		"imagery":                 `imagery/png`,
		"double slash":            `image//png`,
		"dotless i":               `ımage/png`,
		"lone surrogate escape":   `\ud800`,
		"split pair":              `\ud83d\u0001\ude00`,
		"bidi mark":               `\u202e`,
		"C1 control":              `\u0085`,
		"U+FEFF":                  `\ufeff`,
		"U+2028":                  `\u2028`,
		"blob =":                  `"blob":"="`,
		"blob ==":                 `"blob":"=="`,
		"blob empty":              `"blob":""`,
		"inline image":            `"type":"image","data":"`,
		"inline audio":            `"type":"audio","data":"`,
		"http reference":          `"uri":"http://`,
		"https reference":         `"uri":"https://`,
		"ftp userinfo":            `"uri":"ftp:user:`,
		"query":                   `?key=`,
		"fragment":                `#frag-`,
		"backslash":               `ws:\\\\u:`,
		"sizeBytes 2^53":          `"sizeBytes":9007199254740992`,
		"sizeBytes 2^53-1":        `"sizeBytes":9007199254740991`,
		"sizeBytes 3.0":           `"sizeBytes":3.0`,
		"sizeBytes string":        `"sizeBytes":"12"`,
		"sizeBytes -1":            `"sizeBytes":-1`,
		"non-string top uri":      `"uri":42`,
		"null top uri":            `"uri":null`,
		"no-link resource array":  `"resource":[`,
		"text not a string":       `"text":42`,
		"unknown block":           `"type":"video"`,
		"ECMAScript lower-casing": `İ`,
		"final sigma":             `Σ"`,
	}
	counts := map[string]int{}
	shapes := map[string]int{}
	for name := range coverage {
		shapes[name] = 0
	}
	longURIs, longNames, bigBlobs, dataInputs, guard, dups := 0, 0, 0, 0, 0, 0
	bigCases, twoBig := 0, 0
	cases := Generate(1, 2000)
	for _, c := range cases {
		s := string(c.Input)
		for name, sub := range features {
			if strings.Contains(s, sub) {
				counts[name]++
			}
		}
		body, isContent, err := Body(c.Input)
		if err != nil {
			t.Fatal(err)
		}
		in := readCovInput(body, isContent)
		for name, has := range coverage {
			if has(in) {
				shapes[name]++
			}
		}
		if big := in.count(func(o covNode) bool { return o.blobSize() > 64<<10 }); big > 0 {
			bigCases++
			if big > 1 {
				twoBig++
			}
		}
		if !isContent {
			dataInputs++
		}
		for _, l := range c.Lanes {
			if l == adapters.Guard {
				guard++
			}
		}
		walkValues(body, func(v esjson.Value) {
			if v.Kind() != esjson.Object {
				return
			}
			if u, ok := v.Get("uri"); ok && u.Kind() == esjson.String && UTF16Len(textOf(u)) >= 4095 {
				longURIs++
			}
			if n, ok := v.Get("name"); ok && n.Kind() == esjson.String && UTF16Len(textOf(n)) > 255 {
				longNames++
			}
			if b, ok := v.Get("blob"); ok && b.Kind() == esjson.String && len(textOf(b)) > 1<<20 {
				bigBlobs++
			}
			if len(v.Members()) < len(v.Written()) {
				dups++
			}
		})
	}
	for name := range features {
		if counts[name] == 0 {
			t.Errorf("no generated input has %s (%q)", name, features[name])
		}
	}
	for name, n := range shapes {
		if n == 0 {
			t.Errorf("no generated input has %s", name)
		}
	}
	if bigCases > len(cases)*5/200 || twoBig > 0 {
		t.Errorf("%d of %d inputs hold a blob over 64 KiB (at most 2.5%% may), %d of them more than one (none may)", bigCases, len(cases), twoBig)
	}
	if longURIs == 0 || longNames == 0 || bigBlobs == 0 || dataInputs == 0 || guard == 0 || dups == 0 {
		t.Errorf("uris around 4,096 units: %d, names over 255 units: %d, blobs over 1 MiB: %d, data inputs: %d, guard inputs: %d, names given twice: %d",
			longURIs, longNames, bigBlobs, dataInputs, guard, dups)
	}
}

// TestBlobSizesReachTheRoundingEdges draws blob sizes, each from a fresh
// case, and looks for every rounding edge of SPEC 3 that blobSize means to
// reach: both sides of each KB edge up to 64 KiB, some beyond, and every
// MB edge up to 2 MiB.
func TestBlobSizesReachTheRoundingEdges(t *testing.T) {
	t.Parallel()
	seen := map[int64]int{}
	const draws = 200000
	for i := range draws {
		g := &gen{r: rand.New(rand.NewPCG(7, uint64(i)))}
		seen[g.blobSize()]++
	}
	want := []int64{0, 1, 2, 1022, 1023, 1024, 1025, 1048063, 1048064, 1048575, 1048576, 1048577, 2097151,
		1310719, 1310720, 1310721, 1835007, 1835008, 1835009}
	for k := int64(1); k < 64; k++ {
		for _, off := range []int64{-1, 0, 511, 512, 513} {
			want = append(want, 1024*k+off)
		}
	}
	for tenth := int64(10); tenth < 20; tenth++ { // either side of (tenth+0.5)/10 MiB
		edge := (2*tenth + 1) * oneMiB / 20
		want = append(want, edge, edge+1)
	}
	for _, n := range want {
		if seen[n] == 0 {
			t.Errorf("blobSize never gives %d in %d draws", n, draws)
		}
	}
	beyond, big := 0, 0
	for n, c := range seen {
		if n > 64<<10 {
			big += c
			if n < oneMiB && n%1024 == 512 {
				beyond++
			}
		}
	}
	if beyond == 0 {
		t.Error("blobSize gives no KB edge above 64 KiB")
	}
	if big > draws/50 {
		t.Errorf("blobSize gives %d sizes over 64 KiB in %d draws: more than 2%%", big, draws)
	}
}

func walkValues(v esjson.Value, fn func(esjson.Value)) {
	fn(v)
	for _, item := range v.Items() {
		walkValues(item, fn)
	}
	for _, m := range v.Written() {
		walkValues(m.Value, fn)
	}
}

func TestJSONKeepsWhatAHostMustReceive(t *testing.T) {
	t.Parallel()
	for _, in := range []string{
		`{"content":[{"type":"text","text":"a\ud800b"}]}`,
		`{"data":{"m":"text/\ud83d\u0001\ude00","n":1.0,"e":1e21,"z":-0,"d":1,"d":2}}`,
		`{"data":["\udc00","\ud83d\ude00","\u0000\u001f\"\\"]}`,
	} {
		v, err := esjson.ParseRaw([]byte(in))
		if err != nil {
			t.Fatalf("%s: %v", in, err)
		}
		out := esjson.EncodeRaw(v)
		back, err := esjson.ParseRaw(out)
		if err != nil || !reflect.DeepEqual(back, v) {
			t.Errorf("%s: written %s, which reads back differently", in, out)
		}
		if strings.Contains(in, `\ud800`) && !bytes.Contains(out, []byte(`\ud800`)) {
			t.Errorf("%s: written %s, the lone surrogate no longer an escape", in, out)
		}
	}
	if got := UTF16Len("a😀" + Surrogate(0xD800)); got != 4 {
		t.Errorf("UTF16Len = %d, want 4", got)
	}
	if got := Units(Surrogate(0xD83D) + Surrogate(0xDE00)); len(got) != 1 || got[0] != 0x1F600 {
		t.Errorf("a high and a low surrogate side by side read as %U, want the pair's character", got)
	}
}

func TestHidden(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		input string
		want  []string
	}{
		// An embedded resource's uri; a withheld body; inline data's uri.
		{`{"content":[{"type":"resource","resource":{"uri":"memo://k1x/notes","text":"shown body"}}]}`, []string{"memo://k1x/notes"}},
		{`{"content":[{"type":"resource","resource":{"uri":"memo://k1x/notes","text":"withheld body 1"},"disposition":"ref"}]}`,
			[]string{"memo://k1x/notes", "withheld body 1"}},
		{`{"content":[{"type":"image","data":"AAAA","mimeType":"image/png","uri":"file:///k2y/shot.png"}]}`, []string{"file:///k2y/shot.png"}},
		// A reference line may show its uri; a stub's uri is hidden.
		{`{"content":[{"type":"resource","uri":"memo://k3z/line"}]}`, nil},
		{`{"content":[{"type":"resource","uri":"ftp:user:pw@k4h/x"}]}`, []string{"ftp:user:pw@k4h/x"}},
		{`{"content":[{"type":"resource","uri":"https://k5q.example/x"}]}`, []string{"https://k5q.example/x"}},
		{`{"content":[{"type":"resource","uri":"memo://k6r/x","disposition":"never"}]}`, []string{"memo://k6r/x"}},
		{`{"content":[{"type":"resource","uri":"memo://k6r/x","disposition":"other"}]}`, []string{"memo://k6r/x"}},
		// The same uri, by case and by escape: an embedded resource's uri
		// makes the reference a stub, both hidden.
		{`{"content":[{"type":"resource","resource":{"uri":"MEMO://K7s/x","text":"t"}},{"type":"resource","uri":"memo://k7%73/x"}]}`,
			[]string{"MEMO://K7s/x", "memo://k7%73/x"}},
		// A never claim marks the other reference; one nested in R marks nothing.
		{`{"content":[{"type":"image","data":"AAAA","uri":"memo://k8t/x","disposition":"never"},{"type":"resource","uri":"memo://k8t/x"}]}`,
			[]string{"memo://k8t/x"}},
		{`{"content":[{"type":"resource","resource":{"uri":"","text":"t","_meta":{"type":"resource","uri":"memo://k9u/x","disposition":"never"}}},{"type":"resource","uri":"memo://k9u/x"}]}`,
			nil},
		// Inline data's uri that a reference's line shows is not hidden.
		{`{"content":[{"type":"image","data":"AAAA","uri":"memo://kav/x"},{"type":"resource","uri":"memo://kav/x"}]}`, nil},
		// A name given twice: the last value is what lanes show, so the
		// reference shows its line; the embedded resource it overwrites
		// is shown nowhere, and the claims walk still reads it (revision
		// 3, claims every member), so its uri is hidden.
		{`{"data":{"a":{"type":"resource","resource":{"uri":"memo://kbw/x","text":"t"}},"a":{"type":"resource","uri":"memo://kbw/y"}}}`,
			[]string{"memo://kbw/x"}},
		// A block that carries the embedded resource's uri, the same uri
		// with an escape, is the withheld marker in a script's view
		// (revision 4, hidden uri object): neither spelling shows; a uri
		// that is another one shows as it came, and with it the hidden
		// uri's query value.
		{`{"content":[{"type":"resource","resource":{"uri":"https://kcx.example/b?sig=hen0dvs","text":"t"}},{"type":"audio","data":null,"uri":"https://kcx.example/b?%73ig=hen0dvs"}]}`,
			[]string{"https://kcx.example/b?sig=hen0dvs", "https://kcx.example/b?%73ig=hen0dvs"}},
		{`{"content":[{"type":"resource","resource":{"uri":"https://kcx.example/b?sig=hen0dvs","text":"t"}},{"type":"audio","data":null,"uri":"https://kcy.example/b?%73ig=hen0dvs"}]}`,
			nil},
		// Too short to look for.
		{`{"content":[{"type":"resource","resource":{"uri":"a:b","text":"t"}}]}`, nil},
		// Revision 4: a data string or text the input shows holds the uri as
		// it reads (invisible characters out, NFKC), or across adjacent text
		// blocks; the uri itself may hold an invisible character. A text
		// that reads otherwise, or a block between, leaves it hidden.
		{`{"data":{"":{"":"g\u2063dg:rive"},"t":{"type":"image","data":"","uri":"gdg:rive"}}}`, nil},
		{`{"data":[{"":"oiz9g\ufeffz/i"},{"type":"resource","uri":"OIZ9GZ/I"}]}`, nil},
		{`{"data":[{"":{"type":"resource","uri":"rn:r4\u2066m8"},"":{"":"\u00a0"}},{"":"rn:r4m8"}]}`, nil},
		{`{"content":[{"type":"text","text":"ｍｅｍｏ：／／ｋｄｙ／ｘ"},{"type":"resource","resource":{"uri":"memo://kdy/x","text":"t"}}]}`, nil},
		{`{"content":[{"type":"text","text":"see memo://k"},{"type":"text","text":"ez/x"},{"type":"resource","resource":{"uri":"memo://kez/x","text":"t"}}]}`, nil},
		{`{"content":[{"type":"text","text":"see memo://k"},{"type":"image","data":"AAAA","mimeType":"image/png"},{"type":"text","text":"ez/x"},{"type":"resource","resource":{"uri":"memo://kez/x","text":"t"}}]}`,
			[]string{"memo://kez/x"}},
		{`{"content":[{"type":"text","text":"memo://kfz/\u00a0x"},{"type":"resource","resource":{"uri":"memo://kfz/x","text":"t"}}]}`, []string{"memo://kfz/x"}},
	} {
		got, err := Hidden(adapters.Input(tc.input))
		if err != nil {
			t.Fatalf("%s: %v", tc.input, err)
		}
		if fmt.Sprint(got) != fmt.Sprint(tc.want) {
			t.Errorf("Hidden(%s)\n = %q, want %q", tc.input, got, tc.want)
		}
	}
}

// covNode is one object of a generated input, with where it stands.
type covNode struct {
	v          esjson.Value
	depth      int  // the arrays and objects above it
	inBlock    bool // held in another block's members
	inEmbedded bool // held in an embedded resource, where the claims walk never goes
	inRMeta    bool // held in an embedded resource's R._meta
}

// covInput is what the coverage rows read of one generated input.
type covInput struct {
	data  bool // a tool's data, not content
	nodes []covNode
}

func readCovInput(body esjson.Value, isContent bool) covInput {
	in := covInput{data: !isContent}
	var walk func(v esjson.Value, at covNode, isR bool)
	walk = func(v esjson.Value, at covNode, isR bool) {
		switch v.Kind() {
		case esjson.Array:
			at.depth++
			for _, item := range v.Items() {
				walk(item, at, false)
			}
		case esjson.Object:
			at.v = v
			in.nodes = append(in.nodes, at)
			_, isEmbedded := specEmbedded(v)
			below := at
			below.depth++
			below.inBlock = at.inBlock || IsBlock(v)
			below.inEmbedded = at.inEmbedded || isEmbedded
			for _, m := range v.Members() {
				b := below
				b.inRMeta = at.inRMeta || isR && m.Name == "_meta"
				walk(m.Value, b, isEmbedded && m.Name == "resource")
			}
		}
	}
	walk(body, covNode{}, false)
	return in
}

func (in covInput) count(f func(covNode) bool) int {
	n := 0
	for _, o := range in.nodes {
		if f(o) {
			n++
		}
	}
	return n
}

func (in covInput) has(f func(covNode) bool) bool { return in.count(f) > 0 }

// The rows below read SPEC's rules afresh, apart from Hidden's reading.

func member(v esjson.Value, name string) (string, bool) {
	m, ok := v.Get(name)
	return textOf(m), ok && m.Kind() == esjson.String
}

func isType(v esjson.Value, types ...string) bool {
	t, ok := member(v, "type")
	return ok && IsBlock(v) && slices.Contains(types, t)
}

func neverOn(v esjson.Value) bool {
	d, ok := member(v, "disposition")
	return ok && d == "never"
}

// specEmbedded returns an embedded resource's R (SPEC 2 rule 2).
func specEmbedded(v esjson.Value) (esjson.Value, bool) {
	if !isType(v, "resource") {
		return esjson.Value{}, false
	}
	if u, ok := v.Get("uri"); ok && u.Kind() != esjson.Null && !(u.Kind() == esjson.String && textOf(u) == "") {
		return esjson.Value{}, false
	}
	r, ok := v.Get("resource")
	if !ok || r.Kind() != esjson.Object {
		return esjson.Value{}, false
	}
	if _, ok := member(r, "uri"); !ok {
		return esjson.Value{}, false
	}
	return r, true
}

// refURIOf returns a reference's uri: a string uri of its own, not "".
func refURIOf(v esjson.Value) (string, bool) {
	if !isType(v, "resource") {
		return "", false
	}
	u, ok := member(v, "uri")
	return u, ok && u != ""
}

// inlineData reports whether v is an inline image or audio block with
// string data.
func inlineData(v esjson.Value) bool {
	_, ok := member(v, "data")
	return ok && isType(v, "image", "audio")
}

// claimOf returns the kind of never claim v makes (SPEC 6) and its uri.
func claimOf(v esjson.Value) (kind, uri string) {
	if !neverOn(v) && !func() bool { r, ok := specEmbedded(v); return ok && neverOn(r) }() {
		return "", ""
	}
	if inlineData(v) {
		if u, ok := member(v, "uri"); ok && u != "" {
			return "inline", u
		}
	}
	if u, ok := refURIOf(v); ok {
		if UTF16Len(u) > 4096 {
			return "too-long uri", u
		}
		return "reference", u
	}
	if r, ok := specEmbedded(v); ok {
		u, _ := member(r, "uri")
		switch {
		case u == "":
		case neverOn(v) && neverOn(r):
			return "embedded, on both", u
		case neverOn(v):
			return "embedded, on the block", u
		default:
			return "embedded, on R", u
		}
	}
	return "", ""
}

// linedRef returns the uri of a reference that shows its line unless a
// claim or an embedded resource's uri stops it (SPEC 6).
func linedRef(v esjson.Value) (string, bool) {
	u, ok := refURIOf(v)
	if !ok || UTF16Len(u) > 4096 {
		return "", false
	}
	if d, has := v.Get("disposition"); has && !(d.Kind() == esjson.String && textOf(d) == "ref") {
		return "", false
	}
	scheme, _, found := strings.Cut(u, ":")
	if !found || scheme == "" || strings.EqualFold(scheme, "http") || strings.EqualFold(scheme, "https") {
		return "", false
	}
	for i, r := range scheme {
		if !(r < 0x80 && unicode.IsLetter(r) || i > 0 && strings.ContainsRune("0123456789+-.", r)) {
			return "", false
		}
	}
	for _, r := range u {
		if strings.ContainsRune("@?#\\\ufeff\u00a0\u2028\u2029", r) || unicode.Is(unicode.Zs, r) || r < 0x20 || 0x7F <= r && r <= 0x9F || 0xD800 <= r && r <= 0xDFFF {
			return "", false
		}
	}
	return u, true
}

// sameKey is the reference's same-uri key: escapes decoded, then ASCII
// lower-cased; with lowerFirst, ASCII lower-cased first (the reading under
// which "%53" is "S", not "s").
func sameKey(u string, lowerFirst ...bool) string {
	lower := func(b []byte) []byte {
		for i, c := range b {
			if 'A' <= c && c <= 'Z' {
				b[i] = c + 'a' - 'A'
			}
		}
		return b
	}
	src := []byte(u)
	if len(lowerFirst) > 0 {
		src = lower(src)
	}
	var b []byte
	for i := 0; i < len(src); i++ {
		if src[i] == '%' && i+2 < len(src) {
			if v, err := strconv.ParseUint(string(src[i+1:i+3]), 16, 8); err == nil {
				b = append(b, byte(v))
				i += 2
				continue
			}
		}
		b = append(b, src[i])
	}
	if len(lowerFirst) > 0 {
		return string(b)
	}
	return string(lower(b))
}

// esSpace reports whether r is white space to ECMAScript's trim (SPEC 7).
func esSpace(r rune) bool {
	return strings.ContainsRune("\t\v\f \u00a0\ufeff\n\r\u2028\u2029", r) || unicode.Is(unicode.Zs, r)
}

// spelling says how two uris SPEC 6 holds the same are written: alike, in
// another letter case, or with %XX escapes ("" when not the same).
func spelling(a, b string) string {
	switch {
	case sameKey(a) != sameKey(b):
		return ""
	case a == b:
		return "alike"
	case strings.Contains(a+b, "%"):
		if sameKey(a, true) != sameKey(b, true) {
			return "an upper-case letter's escape"
		}
		return "%XX"
	}
	return "case"
}

// beside reports whether in holds a claim for which ok holds, and a
// reference elsewhere to the same uri, spelled as spell says ("" for any),
// that would show its line but for the claim.
func (in covInput) beside(ok func(claimer covNode, kind string) bool, spell string) bool {
	for _, c := range in.nodes {
		kind, uri := claimOf(c.v)
		if c.inEmbedded {
			kind = "held in an embedded resource"
		}
		if uri == "" || !ok(c, kind) {
			continue
		}
		for _, r := range in.nodes {
			u, lined := linedRef(r.v)
			if lined && !r.inEmbedded && spelling(uri, u) != "" && (spell == "" || spelling(uri, u) == spell) {
				return true
			}
		}
	}
	return false
}

func kindIs(kinds ...string) func(covNode, string) bool {
	return func(_ covNode, kind string) bool { return slices.Contains(kinds, kind) }
}

// blobSize returns the decoded size of a blob or inline data (SPEC 3), or
// -1.
func (o covNode) blobSize() int64 {
	b, ok := member(o.v, "blob")
	if !ok {
		if b, ok = member(o.v, "data"); !ok {
			return -1
		}
	}
	p := 0
	for i := len(b) - 1; i >= 0 && p < 2 && b[i] == '='; i-- {
		p++
	}
	return max(int64(UTF16Len(b))*3/4-int64(p), 0)
}

func anySize(f func(n int64) bool) func(covInput) bool {
	return func(in covInput) bool { return in.has(func(o covNode) bool { return f(o.blobSize()) }) }
}

func anyNode(f func(covNode) bool) func(covInput) bool {
	return func(in covInput) bool { return in.has(f) }
}

// embeddedWith returns a row for an embedded resource whose block and R
// satisfy f.
func embeddedWith(f func(block, r esjson.Value) bool) func(covInput) bool {
	return anyNode(func(o covNode) bool {
		r, ok := specEmbedded(o.v)
		return ok && f(o.v, r)
	})
}

func textIs(f func(string) bool) func(covInput) bool {
	return anyNode(func(o covNode) bool {
		t, ok := member(o.v, "text")
		return ok && isType(o.v, "text") && f(t)
	})
}

func onlyOf(set string) func(string) bool {
	return func(s string) bool { return s != "" && strings.Trim(s, set) == "" }
}

// mimeIs returns a row for a blob's or reference's string mimeType that
// satisfies f.
func mimeIs(f func(string) bool) func(covInput) bool {
	return anyNode(func(o covNode) bool {
		m, ok := member(o.v, "mimeType")
		return ok && f(m)
	})
}

func refIs(f func(v esjson.Value, uri string) bool) func(covInput) bool {
	return anyNode(func(o covNode) bool {
		u, ok := refURIOf(o.v)
		return ok && f(o.v, u)
	})
}

const oneMiB = 1 << 20

// coverage names the shapes SPEC's rules turn on that a substring cannot
// tell, each read off a generated input: each must turn up.
var coverage = map[string]func(covInput) bool{
	// SPEC 6's claims, each beside a reference to the same uri that would
	// show its line but for the claim.
	"inline never beside a same-uri reference": func(in covInput) bool { return in.beside(kindIs("inline"), "") },
	"inline never, same uri in another case":   func(in covInput) bool { return in.beside(kindIs("inline"), "case") },
	"inline never, same uri with %XX":          func(in covInput) bool { return in.beside(kindIs("inline"), "%XX") },
	"inline never with empty data beside its ref": func(in covInput) bool {
		return in.beside(func(o covNode, k string) bool { d, _ := member(o.v, "data"); return k == "inline" && d == "" }, "")
	},
	"embedded never on the block beside its ref":    func(in covInput) bool { return in.beside(kindIs("embedded, on the block"), "") },
	"embedded never on R beside its ref":            func(in covInput) bool { return in.beside(kindIs("embedded, on R"), "") },
	"embedded never on both beside its ref":         func(in covInput) bool { return in.beside(kindIs("embedded, on both"), "") },
	"embedded never, same uri with %XX":             func(in covInput) bool { return in.beside(kindIs("embedded, on the block", "embedded, on R"), "%XX") },
	"reference never beside another reference":      func(in covInput) bool { return in.beside(kindIs("reference"), "") },
	"too-long uri's never beside its ref":           func(in covInput) bool { return in.beside(kindIs("too-long uri"), "") },
	"never held in an embedded resource beside ref": func(in covInput) bool { return in.beside(kindIs("held in an embedded resource"), "") },
	"never in R._meta beside its ref": func(in covInput) bool {
		return in.beside(func(o covNode, _ string) bool { return o.inRMeta }, "")
	},
	"a claim carried in another block's members": func(in covInput) bool {
		return in.beside(func(o covNode, k string) bool { return o.inBlock && !o.inEmbedded }, "")
	},
	"a claim at depth in structured data": func(in covInput) bool {
		return in.data && in.beside(func(o covNode, k string) bool { return o.depth >= 3 && !o.inEmbedded }, "")
	},
	"same uri through an upper-case letter's escape": func(in covInput) bool {
		return in.beside(func(o covNode, k string) bool { return !o.inEmbedded }, "an upper-case letter's escape")
	},
	"inline data with another disposition beside a same-uri reference": func(in covInput) bool {
		return in.has(func(c covNode) bool {
			d, hasD := c.v.Get("disposition")
			u, _ := member(c.v, "uri")
			return inlineData(c.v) && hasD && !(d.Kind() == esjson.String && textOf(d) == "never") && u != "" &&
				in.has(func(r covNode) bool { ru, ok := linedRef(r.v); return ok && sameKey(ru) == sameKey(u) })
		})
	},
	"inline never with an empty uri": anyNode(func(o covNode) bool {
		u, ok := member(o.v, "uri")
		return inlineData(o.v) && neverOn(o.v) && ok && u == ""
	}),
	"embedded never with an empty uri": embeddedWith(func(b, r esjson.Value) bool {
		u, _ := member(r, "uri")
		return u == "" && (neverOn(b) || neverOn(r))
	}),
	"inline claim by uri alone": anyNode(func(o covNode) bool {
		_, hasD := o.v.Get("disposition")
		_, hasU := member(o.v, "uri")
		return inlineData(o.v) && hasU && !hasD
	}),
	"inline claim by disposition alone": anyNode(func(o covNode) bool {
		_, hasD := o.v.Get("disposition")
		_, hasU := o.v.Get("uri")
		return inlineData(o.v) && hasD && !hasU
	}),

	// Embedded resources (SPEC 2.1).
	"embedded text and blob": embeddedWith(func(_, r esjson.Value) bool {
		_, t := member(r, "text")
		_, b := member(r, "blob")
		return t && b
	}),
	"embedded neither text nor blob": embeddedWith(func(_, r esjson.Value) bool {
		_, t := member(r, "text")
		_, b := member(r, "blob")
		return !t && !b
	}),
	"embedded blob without a mimeType": embeddedWith(func(_, r esjson.Value) bool {
		_, b := member(r, "blob")
		_, m := r.Get("mimeType")
		return b && !m
	}),
	"embedded blob, non-string mimeType": embeddedWith(func(_, r esjson.Value) bool {
		_, b := member(r, "blob")
		m, has := r.Get("mimeType")
		return b && has && m.Kind() != esjson.String
	}),
	"disposition on the block only": embeddedWith(func(b, r esjson.Value) bool {
		_, onB := b.Get("disposition")
		_, onR := r.Get("disposition")
		return onB && !onR
	}),
	"disposition on R only": embeddedWith(func(b, r esjson.Value) bool {
		_, onB := b.Get("disposition")
		_, onR := r.Get("disposition")
		return !onB && onR
	}),
	"embedded resource at depth in structured data": func(in covInput) bool {
		return in.data && in.has(func(o covNode) bool { _, ok := specEmbedded(o.v); return ok && o.depth >= 3 })
	},
	"padded blob": anyNode(func(o covNode) bool {
		b, ok := member(o.v, "blob")
		return ok && len(b) > 4 && strings.HasSuffix(b, "=")
	}),
	"unpadded blob": anyNode(func(o covNode) bool {
		b, ok := member(o.v, "blob")
		return ok && len(b)%4 != 0 && !strings.Contains(b, "=")
	}),

	// Sizes (SPEC 3).
	"1023 bytes":              anySize(func(n int64) bool { return n == 1023 }),
	"1024 bytes":              anySize(func(n int64) bool { return n == 1024 }),
	"KB edge, below the half": anySize(func(n int64) bool { return n > 1024 && n < oneMiB && n%1024 == 511 }),
	"KB edge, at the half":    anySize(func(n int64) bool { return n > 1024 && n < oneMiB && n%1024 == 512 }),
	"KB edge, above the half": anySize(func(n int64) bool { return n > 1024 && n < oneMiB && n%1024 == 513 }),
	"MB edge": anySize(func(n int64) bool {
		d := 20*n%(2*oneMiB) - oneMiB
		return n >= oneMiB && n < 1<<30 && d > -20 && d < 20
	}),
	"sizeBytes at a GB size": refIs(func(v esjson.Value, _ string) bool {
		s, ok := v.Get("sizeBytes")
		return ok && s.Kind() == esjson.Number && len(textOf(s)) >= 10 && !strings.ContainsAny(textOf(s), ".eE-")
	}),

	// MCPL references (SPEC 6).
	"reference to urn:":      refIs(func(_ esjson.Value, u string) bool { return strings.HasPrefix(u, "urn:") }),
	"reference to s3://":     refIs(func(_ esjson.Value, u string) bool { return strings.HasPrefix(u, "s3://") }),
	"reference, no scheme":   refIs(func(_ esjson.Value, u string) bool { return !strings.Contains(u, ":") }),
	"reference, userinfo":    refIs(func(_ esjson.Value, u string) bool { return strings.HasPrefix(u, "memo://user:pw-") }),
	"reference, white space": refIs(func(_ esjson.Value, u string) bool { return strings.IndexFunc(u, esSpace) >= 0 }),
	"reference, a C0 control": refIs(func(_ esjson.Value, u string) bool {
		return strings.IndexFunc(u, func(r rune) bool { return r < 0x20 && !esSpace(r) }) >= 0
	}),
	"reference, U+0085":            refIs(func(_ esjson.Value, u string) bool { return strings.Contains(u, "\u0085") }),
	"reference uri of 4,096":       refIs(func(_ esjson.Value, u string) bool { return UTF16Len(u) == 4096 }),
	"reference uri of 4,097":       refIs(func(_ esjson.Value, u string) bool { return UTF16Len(u) == 4097 }),
	"reference uri of 4,095":       refIs(func(_ esjson.Value, u string) bool { return UTF16Len(u) == 4095 }),
	"reference, disposition never": refIs(func(v esjson.Value, _ string) bool { return neverOn(v) }),
	"reference, disposition ref":   refIs(func(v esjson.Value, _ string) bool { d, _ := member(v, "disposition"); return d == "ref" }),
	"reference, another disposition": refIs(func(v esjson.Value, _ string) bool {
		d, ok := v.Get("disposition")
		return ok && !(d.Kind() == esjson.String && (textOf(d) == "ref" || textOf(d) == "never"))
	}),
	"reference, non-string name": refIs(func(v esjson.Value, _ string) bool { n, ok := v.Get("name"); return ok && n.Kind() != esjson.String }),
	"reference, name cut at 120": refIs(func(v esjson.Value, _ string) bool {
		n, ok := member(v, "name")
		return ok && UTF16Len(n) > 120 && UTF16Len(n) <= 255
	}),
	"reference, name of 255": refIs(func(v esjson.Value, _ string) bool { n, ok := member(v, "name"); return ok && UTF16Len(n) == 255 }),
	"reference, non-string mimeType": refIs(func(v esjson.Value, _ string) bool {
		m, ok := v.Get("mimeType")
		return ok && m.Kind() != esjson.String
	}),
	"reference, mimeType of 256": refIs(func(v esjson.Value, _ string) bool { m, ok := member(v, "mimeType"); return ok && UTF16Len(m) == 256 }),

	// Text blocks and white space (SPEC 7).
	"text of U+0085 alone":     textIs(func(s string) bool { return s == "\u0085" }),
	"text of U+FEFF alone":     textIs(func(s string) bool { return s == "\uFEFF" }),
	"text of U+00A0 alone":     textIs(func(s string) bool { return s == "\u00a0" }),
	"text of Zs (U+3000)":      textIs(func(s string) bool { return strings.Contains(s, "\u3000") && strings.TrimFunc(s, esSpace) == "" }),
	"text of U+2028 or U+2029": textIs(onlyOf("\u2028\u2029")),
	"text of \\v\\f":           textIs(func(s string) bool { return s == "\v\f" }),
	"blank text":               textIs(func(s string) bool { return s == "" }),
	"text padded with U+0085":  textIs(func(s string) bool { return strings.HasSuffix(s, "\u0085") && len(s) > 2 }),
	"U+0085 amid white space":  textIs(func(s string) bool { return s == " \u0085 " }),

	// Labels (SPEC 3).
	"media type with a C0 control": mimeIs(func(m string) bool { return strings.ContainsAny(m, "\u0001\u0000") }),
	"media type with a bidi mark":  mimeIs(func(m string) bool { return strings.ContainsAny(m, "\u200e\u200f\u202a\u202e\u2066\u2069") }),
	"media type with a lone surrogate": mimeIs(func(m string) bool {
		return slices.ContainsFunc(Units(m), func(r rune) bool { return 0xD800 <= r && r <= 0xDFFF })
	}),
	"media type over 120 units": mimeIs(func(m string) bool { return UTF16Len(m) > 120 }),
	"media type of 120 units":   mimeIs(func(m string) bool { return UTF16Len(m) == 120 }),
	"media type, an emoji across the cut": mimeIs(func(m string) bool {
		u := utf16.Encode(Units(m))
		return len(u) > 120 && 0xD800 <= u[118] && u[118] <= 0xDBFF
	}),
}

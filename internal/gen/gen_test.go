package gen

import (
	"bytes"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
)

func TestGenerateIsReproducible(t *testing.T) {
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
	for i, c := range Generate(1, 500) {
		if len(c.Lanes) == 0 {
			t.Fatalf("case %d has no lanes: %s", i, c.Input)
		}
		for _, lane := range c.Lanes {
			if _, err := reference.Observe(lane, c.Input); err != nil {
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
// SPEC's rules turn on: each must turn up.
func TestGeneratorCoversTheSpace(t *testing.T) {
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
	longURIs, longNames, bigBlobs, dataInputs, guard, dups := 0, 0, 0, 0, 0, 0
	for _, c := range Generate(1, 2000) {
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
		if !isContent {
			dataInputs++
		}
		for _, l := range c.Lanes {
			if l == adapters.Guard {
				guard++
			}
		}
		walkValues(body, func(v Value) {
			if v.Kind != Object {
				return
			}
			if u, ok := v.Get("uri"); ok && u.Kind == String && UTF16Len(u.Text) >= 4095 {
				longURIs++
			}
			if n, ok := v.Get("name"); ok && n.Kind == String && UTF16Len(n.Text) > 255 {
				longNames++
			}
			if b, ok := v.Get("blob"); ok && b.Kind == String && len(b.Text) > 1<<20 {
				bigBlobs++
			}
			if len(v.Effective()) < len(v.Members) {
				dups++
			}
		})
	}
	for name := range features {
		if counts[name] == 0 {
			t.Errorf("no generated input has %s (%q)", name, features[name])
		}
	}
	if longURIs == 0 || longNames == 0 || bigBlobs == 0 || dataInputs == 0 || guard == 0 || dups == 0 {
		t.Errorf("uris around 4,096 units: %d, names over 255 units: %d, blobs over 1 MiB: %d, data inputs: %d, guard inputs: %d, names given twice: %d",
			longURIs, longNames, bigBlobs, dataInputs, guard, dups)
	}
}

func walkValues(v Value, fn func(Value)) {
	fn(v)
	for _, item := range v.Items {
		walkValues(item, fn)
	}
	for _, m := range v.Members {
		walkValues(m.Value, fn)
	}
}

func TestJSONKeepsWhatAHostMustReceive(t *testing.T) {
	for _, in := range []string{
		`{"content":[{"type":"text","text":"a\ud800b"}]}`,
		`{"data":{"m":"text/\ud83d\u0001\ude00","n":1.0,"e":1e21,"z":-0,"d":1,"d":2}}`,
		`{"data":["\udc00","\ud83d\ude00","\u0000\u001f\"\\"]}`,
	} {
		v, err := Parse([]byte(in))
		if err != nil {
			t.Fatalf("%s: %v", in, err)
		}
		out := v.JSON()
		back, err := Parse(out)
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
		// A name given twice: only the last value counts.
		{`{"data":{"a":{"type":"resource","resource":{"uri":"memo://kbw/x","text":"t"}},"a":{"type":"resource","uri":"memo://kbw/y"}}}`, nil},
		// A block no lane replaces shows its members in a script's view: a
		// uri there shows the hidden uri's query value.
		{`{"content":[{"type":"resource","resource":{"uri":"https://kcx.example/b?sig=hen0dvs","text":"t"}},{"type":"audio","data":null,"uri":"https://kcx.example/b?%73ig=hen0dvs"}]}`,
			nil},
		// Too short to look for.
		{`{"content":[{"type":"resource","resource":{"uri":"a:b","text":"t"}}]}`, nil},
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

package vectors_test

import (
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// TestMCPValid pins inputs that are valid MCP under both of MCP's
// schemas, 2025-06-18 and 2025-11-25: every block of the five, with
// their optional members, a structured result, and the readings this
// suite chose (a uri is anything with a scheme; base64 as atob reads it).
func TestMCPValid(t *testing.T) {
	for name, input := range map[string]string{
		"text":             `{"content":[{"type":"text","text":"hi"}]}`,
		"empty content":    `{"content":[]}`,
		"image":            `{"content":[{"type":"image","data":"iVBORw0KGgo=","mimeType":"image/png"}]}`,
		"audio, no pad":    `{"content":[{"type":"audio","data":"AAA","mimeType":"audio/wav"}]}`,
		"base64 spaced":    `{"content":[{"type":"image","data":"AA AA\nAA==","mimeType":"image/png"}]}`,
		"embedded text":    `{"content":[{"type":"resource","resource":{"uri":"memo://a","mimeType":"text/plain","text":"t"}}]}`,
		"embedded blob":    `{"content":[{"type":"resource","resource":{"uri":"file:///a%20b","blob":""}}]}`,
		"annotations":      `{"content":[{"type":"text","text":"t","annotations":{"audience":["user","assistant"],"priority":0.5,"lastModified":"2025-01-12T15:00:58Z"}}]}`,
		"block _meta":      `{"content":[{"type":"resource","resource":{"uri":"memo://a","text":"t","_meta":{}},"_meta":{"x":null}}]}`,
		"resource_link":    `{"content":[{"type":"resource_link","uri":"https://h/x","name":"x","title":"X","description":"d","mimeType":"text/plain","size":3}]}`,
		"uri with a space": `{"content":[{"type":"resource","resource":{"uri":"memo://a b","text":"t"}}]}`,
		// A member MCP does not name: neither schema closes a block.
		"unnamed member": `{"content":[{"type":"text","text":"t","disposition":"never"}]}`,
		// Both contents at once: a resource is the anyOf of text and
		// blob contents, and this one is either.
		"text and blob": `{"content":[{"type":"resource","resource":{"uri":"memo://a","text":"t","blob":"AAAA"}}]}`,
		// 2025-11-25's icons, as that version writes them: valid under
		// 2025-06-18 too, which takes any member it does not name.
		"icons (2025-11-25)": `{"content":[{"type":"resource_link","uri":"https://h/x","name":"x","icons":[{"src":"https://h/i.png","mimeType":"image/png","sizes":["48x48"],"theme":"dark"}]}]}`,
		// Data that is an object is a CallToolResult's structuredContent.
		"data object": `{"data":{"type":"resource","resource":{"uri":"memo://a","text":"t"}}}`,
	} {
		if err := vectors.CheckMCP(adapters.Input(input)); err != nil {
			t.Errorf("%s: %s: want valid MCP, got %v", name, input, err)
		}
	}
}

// TestMCPInvalid pins inputs that are not valid MCP, and what CheckMCP
// says of each: the place and what is wrong there.
func TestMCPInvalid(t *testing.T) {
	for _, tc := range []struct{ name, input, want string }{
		{"uri 42", `{"content":[{"type":"resource","resource":{"uri":42,"text":"t"}}]}`, "/content/0/resource/uri: got number, want string"},
		{"uri empty", `{"content":[{"type":"resource","resource":{"uri":"","text":"t"}}]}`, "/content/0/resource/uri: '' is not valid uri"},
		{"uri relative", `{"content":[{"type":"resource","resource":{"uri":"files/a","text":"t"}}]}`, "is not valid uri: no scheme"},
		{"MCPL reference: no resource", `{"content":[{"type":"resource","uri":"memo://a"}]}`, "/content/0: missing property 'resource'"},
		{"resource_link without name", `{"content":[{"type":"resource_link","uri":"https://h/x"}]}`, "/content/0: missing property 'name'"},
		{"resource_link uri empty", `{"content":[{"type":"resource_link","uri":"","name":"x"}]}`, "/content/0/uri: '' is not valid uri"},
		{"neither text nor blob", `{"content":[{"type":"resource","resource":{"uri":"memo://a"}}]}`, "/content/0/resource: missing property 'text'; missing property 'blob'"},
		{"resource an array", `{"content":[{"type":"resource","resource":[]}]}`, "/content/0/resource: got array, want object"},
		{"mimeType 42 on a blob", `{"content":[{"type":"resource","resource":{"uri":"memo://a","mimeType":42,"blob":"AAAA"}}]}`, "/content/0/resource/mimeType: got number, want string"},
		{"blob not base64", `{"content":[{"type":"resource","resource":{"uri":"memo://a","blob":"QU-_QU=="}}]}`, "/content/0/resource/blob: 'QU-_QU==' is not valid byte"},
		{"image data not base64", `{"content":[{"type":"image","data":"QU-_","mimeType":"image/png"}]}`, "/content/0/data: 'QU-_' is not valid byte: not base64 as atob reads it"},
		{"three pads", `{"content":[{"type":"image","data":"AAAAA===","mimeType":"image/png"}]}`, "is not valid byte"},
		{"a lone pad", `{"content":[{"type":"audio","data":"=","mimeType":"audio/wav"}]}`, "is not valid byte"},
		{"one past a quantum", `{"content":[{"type":"audio","data":"AAAAA","mimeType":"audio/wav"}]}`, "is not valid byte"},
		{"image without mimeType", `{"content":[{"type":"image","data":"AAAA"}]}`, "/content/0: missing property 'mimeType'"},
		{"array as block", `{"content":[[{"type":"text","text":"t"}]]}`, "/content/0: got array, want object"},
		{"string as block", `{"content":["t"]}`, "/content/0: got string, want object"},
		{"unknown type", `{"content":[{"type":"video","data":"AAAA"}]}`, "/content/0/type: value must be one of"},
		{"no type", `{"content":[{"text":"t"}]}`, "/content/0: missing property 'type'"},
		{"text a number", `{"content":[{"type":"text","text":5}]}`, "/content/0/text: got number, want string"},
		{"audience", `{"content":[{"type":"text","text":"t","annotations":{"audience":["model"]}}]}`, "/content/0/annotations/audience/0"},
		{"priority", `{"content":[{"type":"text","text":"t","annotations":{"priority":2}}]}`, "/content/0/annotations/priority"},
		{"_meta an array", `{"content":[{"type":"text","text":"t","_meta":[]}]}`, "/content/0/_meta: got array, want object"},
		// 2025-06-18 takes this (icons is no member it names); 2025-11-25
		// does not, so it is valid under one version only.
		{"icons (2025-06-18 only)", `{"content":[{"type":"resource_link","uri":"https://h/x","name":"x","icons":[{"src":42}]}]}`, "/content/0/icons/0/src: got number, want string"},
		{"icon without src", `{"content":[{"type":"resource_link","uri":"https://h/x","name":"x","icons":[{}]}]}`, "/content/0/icons/0: missing property 'src'"},
		{"data an array", `{"data":[{"type":"text","text":"t"}]}`, "data of type array: an MCP tool result's structuredContent is an object"},
		{"data a string", `{"data":"t"}`, "data of type string"},
		{"data null", `{"data":null}`, "data of type null"},
		{"ten thousand levels", `{"data":` + strings.Repeat(`{"a":`, 10_000) + `0` + strings.Repeat(`}`, 10_000) + `}`, "nested 10000 levels or more"},
	} {
		err := vectors.CheckMCP(adapters.Input(tc.input))
		if err == nil {
			t.Errorf("%s: want not valid MCP, got valid", tc.name)
			continue
		}
		if !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %q, want it to say %q", tc.name, err, tc.want)
		}
	}
}

// TestMCPCases pins Case.MCP as load computes it, on cases of both
// formats: a native case of each kind of input, and MCPL's.
func TestMCPCases(t *testing.T) {
	corpus, err := vectors.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	mcpl, problems := vectors.LoadFile("testdata/rfc005-bulk-references.json")
	if len(problems) > 0 {
		t.Fatal(problems[0])
	}
	for _, tc := range []struct {
		corpus *vectors.Corpus
		id     string
		want   bool
	}{
		{corpus, "audio/wav-blob", true},
		{corpus, "depth/one", true},                       // data that is an object
		{corpus, "depth/content-array-of-one", false},     // data that is an array
		{corpus, "recognition/empty-resource-uri", false}, // uri ""
		{corpus, "depth/ten-thousand-levels", false},
		{mcpl, "rfc-005/inline-image-never", true}, // an image with a member MCP does not name
		{mcpl, "rfc-005/http-never", false},        // an MCPL reference
	} {
		c, ok := tc.corpus.Case(tc.id)
		if !ok {
			t.Fatalf("no case %s", tc.id)
		}
		if c.MCP != tc.want {
			t.Errorf("%s: MCP = %v, want %v (input %.120s)", tc.id, c.MCP, tc.want, c.Input)
		}
	}
	n := 0
	for _, c := range corpus.Cases {
		if c.MCP != (vectors.CheckMCP(c.Input) == nil) {
			t.Errorf("%s: MCP = %v, and CheckMCP says %v", c.ID, c.MCP, vectors.CheckMCP(c.Input))
		}
		if c.MCP {
			n++
		}
	}
	if n == 0 || n == len(corpus.Cases) {
		t.Errorf("%d of %d built-in cases are valid MCP: want some, not all", n, len(corpus.Cases))
	}
}

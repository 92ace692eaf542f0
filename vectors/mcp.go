package vectors

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/schemacheck"
)

// mcpSchemaFile is the JSON Schema of MCP's CallToolResult and content
// blocks the mcp profile reads a case's input with (Case.MCP): written by
// this project from MCP's published schemas of 2025-06-18 and 2025-11-25,
// a value valid under both. It lies beside the vector files, and, like
// SchemaFile, is never read as one.
const mcpSchemaFile = "mcp.schema.json"

const mcpSchemaURL = "https://rfc005-lanes.example/vectors/" + mcpSchemaFile

// compileMCPSchema compiles mcpSchemaFile, once a process, asserting its
// formats as mcpFormats says.
var compileMCPSchema = sync.OnceValues(func() (*jsonschema.Schema, error) {
	data, err := builtin.ReadFile(mcpSchemaFile)
	if err != nil {
		return nil, err
	}
	c, err := schemacheck.Compiler(mcpSchemaURL, data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", mcpSchemaFile, err)
	}
	c.AssertFormat()
	for _, f := range mcpFormats {
		c.RegisterFormat(f)
	}
	return c.Compile(mcpSchemaURL)
})

// mcpFormats are the formats MCP's schemas name for a content block,
// asserted, each as the readers of MCP that check it at all read it. MCP's
// schemas are JSON Schema draft-07, where a format may be asserted or not;
// asserting them keeps out of the mcp profile the inputs an MCP SDK
// refuses (a uri "" or "memo" that is no URI; an image's data that is no
// base64), which a host on that SDK never shows to its model:
//
//   - uri: a scheme and a colon (RFC 3986, section 3.1: a letter, then
//     letters, digits, "+", "-" and "."), and nothing more is checked.
//     Python's SDK reads a uri as a URL and refuses one without a scheme;
//     the TypeScript SDK takes any string. A uri with a scheme and, say,
//     a space or a character outside ASCII is one some readers take, so
//     it stays valid MCP, and a host that shows it to the model is scored.
//   - byte: base64 as atob reads it (WHATWG's forgiving-base64 decode:
//     ASCII whitespace ignored, the padding optional), as the TypeScript
//     SDK checks an image's or audio's data and a blob.
var mcpFormats = []*jsonschema.Format{
	{Name: "uri", Validate: func(v any) error {
		if s, ok := v.(string); ok && !hasScheme(s) {
			return errors.New("no scheme (a letter, then letters, digits, +, - or ., and a colon)")
		}
		return nil
	}},
	{Name: "byte", Validate: func(v any) error {
		if s, ok := v.(string); ok && !forgivingBase64(s) {
			return errors.New("not base64 as atob reads it")
		}
		return nil
	}},
}

// hasScheme reports whether s starts with a URI scheme and its colon.
func hasScheme(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
		case i > 0 && ('0' <= c && c <= '9' || c == '+' || c == '-' || c == '.'):
		case i > 0 && c == ':':
			return true
		default:
			return false
		}
	}
	return false
}

// forgivingBase64 reports whether s decodes by WHATWG's forgiving-base64
// decode, as atob does: ASCII whitespace aside, base64's alphabet, then at
// most two "=" when they make the length a multiple of 4, and never a
// length of 1 more than one. It reads s in place: a blob may be megabytes.
func forgivingBase64(s string) bool {
	n, pad := 0, 0 // characters of the alphabet, then "=" after them
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '\t' || c == '\n' || c == '\f' || c == '\r' || c == ' ':
		case c == '=':
			pad++
		case pad > 0:
			return false // a character of the alphabet after "="
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '+' || c == '/':
			n++
		default:
			return false
		}
	}
	if pad > 0 && (pad > 2 || (n+pad)%4 != 0) {
		return false
	}
	return n%4 != 1
}

// mcpResult returns the CallToolResult a plain MCP client receives for
// input, decoded, or an error saying why there is none: {"content": […]}
// is {"content": […]} as it is; {"data": v} is {"content": [],
// "structuredContent": v} when v is a JSON object, MCP's structured
// result; data of any other type (an array, a string, a number, a
// boolean, null) has no place in a CallToolResult.
func mcpResult(input adapters.Input) (any, error) {
	// MaxDepth levels take 2×MaxDepth bytes at least: most inputs are
	// shorter, and need no count.
	if len(input) >= 2*MaxDepth && esjson.CheckDepth(input, MaxDepth-1) != nil {
		return nil, fmt.Errorf("nested %d levels or more (SPEC 5 depth bound): deeper than MCP's SDKs read", MaxDepth)
	}
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(input))
	if err != nil {
		return nil, fmt.Errorf("not JSON an MCP client reads: %v", err)
	}
	obj, _ := v.(map[string]any)
	if content, ok := obj["content"]; ok {
		return map[string]any{"content": content}, nil
	}
	data, ok := obj["data"]
	if !ok {
		return nil, errors.New(`neither "content" nor "data"`)
	}
	if _, isObject := data.(map[string]any); !isObject {
		return nil, fmt.Errorf("data of type %s: an MCP tool result's structuredContent is an object", jsonType(data))
	}
	return map[string]any{"content": []any{}, "structuredContent": data}, nil
}

// CheckMCP says why input is not valid MCP (mcpResult, then
// mcpSchemaFile: where the result fails it, in English), or nil when it
// is.
func CheckMCP(input adapters.Input) error {
	schema, err := compileMCPSchema()
	if err != nil {
		return err
	}
	result, err := mcpResult(input)
	if err != nil {
		return err
	}
	err = schema.Validate(result)
	if err == nil {
		return nil
	}
	places := failedPlaces(schemacheck.Leaves(err))
	if len(places) == 0 {
		return err
	}
	return fmt.Errorf("%s: %s", pointerOrRoot(places[0].pointer), strings.Join(places[0].messages, "; "))
}

// jsonType names the JSON type of a decoded value.
func jsonType(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case bool:
		return "boolean"
	case string:
		return "string"
	case []any:
		return "array"
	case map[string]any:
		return "object"
	}
	return "number"
}

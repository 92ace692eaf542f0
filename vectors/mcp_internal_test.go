package vectors

import "testing"

// TestMCPSchemaResult pins the members of a CallToolResult itself, which
// no input of the protocol writes (mcpResult makes the result of its
// content or data).
func TestMCPSchemaResult(t *testing.T) {
	schema, err := compileMCPSchema()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		result map[string]any
		valid  bool
	}{
		{map[string]any{"content": []any{}, "isError": true, "_meta": map[string]any{"k": 1.0}, "structuredContent": map[string]any{}}, true},
		{map[string]any{"content": []any{}, "isError": "yes"}, false},
		{map[string]any{"content": []any{}, "_meta": []any{}}, false},
		{map[string]any{"content": []any{}, "structuredContent": []any{}}, false},
		{map[string]any{"structuredContent": map[string]any{}}, false}, // content is required
	} {
		if err := schema.Validate(tc.result); (err == nil) != tc.valid {
			t.Errorf("%v: valid = %v, want %v (%v)", tc.result, err == nil, tc.valid, err)
		}
	}
}

package adapters

import (
	"encoding/json"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/rfc005-lanes/rfc005-lanes/internal/schemacheck"
)

// TestProtocolSchema checks the protocol schema against the messages of
// PROTOCOL.md's exchange, and that it rejects malformed ones.
func TestProtocolSchema(t *testing.T) {
	c, err := schemacheck.Compiler(ProtocolSchemaURL, ProtocolSchema)
	if err != nil {
		t.Fatal(err)
	}
	compile := func(ref string) *jsonschema.Schema {
		s, err := c.Compile(ProtocolSchemaURL + ref)
		if err != nil {
			t.Fatalf("compile %s: %v", ref, err)
		}
		return s
	}
	message := compile("")
	tests := []struct {
		schema *jsonschema.Schema
		doc    string
		valid  bool
	}{
		{message, `{"op":"hello","protocol":1}`, true},
		{message, `{"op":"hello","protocol":1,"host":{"name":"h","version":"1"},"lanes":["push","guard"]}`, true},
		{message, `{"op":"observe","seq":7,"lane":"push","input":{"content":[]}}`, true},
		{message, `{"seq":7,"observation":{"blocks":[]}}`, true},
		{message, `{"seq":7,"error":"why"}`, true},
		{message, `{"error":"line 3: not valid JSON"}`, true},
		{message, `{"op":"bye"}`, true},
		{message, `{"seq":7,"rejected":"content[0].resource: Required"}`, true},
		{message, `{"seq":7,"rejected":""}`, false},
		{message, `{"seq":7,"rejected":" \n"}`, false},
		{message, `{"seq":7,"rejected":42}`, false},
		{message, `{"rejected":"no seq"}`, false},
		{message, `{"seq":7,"rejected":"why","observation":{"blocks":[]}}`, false},
		{message, `{"seq":7,"rejected":"why","error":"and an error"}`, false},
		{message, `{"op":"hello","protocol":2}`, false},
		{message, `{"op":"observe","seq":7,"lane":"sidebar","input":{"content":[]}}`, false},
		{message, `{"op":"observe","seq":7,"lane":"push","input":{"content":[],"data":1}}`, false},
		{compile("#/$defs/observation-push"), `{"blocks":[{"type":"text","text":"a"},{"type":"image","data":"AA==","mimeType":"image/png"}]}`, true},
		{compile("#/$defs/observation-push"), `{"refused":"empty"}`, true},
		{compile("#/$defs/observation-push"), `{"blocks":"three"}`, false},
		{compile("#/$defs/observation-push"), `{"blocks":[{"type":"text","text":"a","uri":"x"}]}`, false},
		{compile("#/$defs/observation-injection-user"), `{"refused":"empty"}`, false},
		{compile("#/$defs/observation-injection-system"), `{"blocks":[{"type":"image","data":"AA==","mimeType":"image/png"}]}`, true},
		{compile("#/$defs/observation-tool-result-stored"), `{"text":"a"}`, true},
		{compile("#/$defs/observation-tool-result-stored"), `{"text":1}`, false},
		{compile("#/$defs/observation-script"), `{"view":[{"any":"thing"}]}`, true},
		{compile("#/$defs/observation-render"), `{"render":"shown","blocks":[]}`, true},
		{compile("#/$defs/observation-render"), `{"render":"refused"}`, true},
		{compile("#/$defs/observation-render"), `{"render":"shown"}`, false},
		{compile("#/$defs/observation-guard"), `{"kept":null}`, true},
		{compile("#/$defs/observation-guard"), `{"unsupported":true}`, true},
		{compile("#/$defs/observation-guard"), `{}`, false},
	}
	for _, tt := range tests {
		var v any
		if err := json.Unmarshal([]byte(tt.doc), &v); err != nil {
			t.Fatal(err)
		}
		if err := tt.schema.Validate(v); (err == nil) != tt.valid {
			t.Errorf("%s: valid = %v, want %v (%v)", tt.doc, err == nil, tt.valid, err)
		}
	}
}

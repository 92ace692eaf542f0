// Package schemacheck compiles the JSON Schemas the suite holds (draft
// 2020-12: vectors/schema.json, the protocol's, the report's) and says,
// in English, where a value fails one.
//
//	c, err := schemacheck.Compiler(url, data)
//	s, err := c.Compile(url + "#/$defs/observation-push")
//	for _, l := range schemacheck.Leaves(s.Validate(v)) { … l.Pointer, l.Message … }
package schemacheck

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"golang.org/x/text/language"
	"golang.org/x/text/message"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// Compiler returns a compiler holding the schema data, known by url, with
// draft 2020-12 for a schema that names none.
func Compiler(url string, data []byte) (*jsonschema.Compiler, error) {
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", url, err)
	}
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	if err := c.AddResource(url, doc); err != nil {
		return nil, err
	}
	return c, nil
}

// Compile returns the schema data, known by url, compiled as Compiler
// reads it, for a schema that needs nothing registered beside it.
func Compile(url string, data []byte) (*jsonschema.Schema, error) {
	c, err := Compiler(url, data)
	if err != nil {
		return nil, err
	}
	return c.Compile(url)
}

// Leaf is one thing a value does wrong: where (a JSON pointer, "" for
// the whole value) and what, in English.
type Leaf struct {
	Pointer string
	Message string
}

// english words a schema's complaint.
var english = message.NewPrinter(language.English)

// Leaves returns the leaves of a validation error, the innermost
// complaints, in the validator's order (the first is the first cause's
// first cause, and so on); nil when err is nil or no validation error.
func Leaves(err error) []Leaf {
	var ve *jsonschema.ValidationError
	if !errors.As(err, &ve) {
		return nil
	}
	var leaves []Leaf
	var walk func(e *jsonschema.ValidationError)
	walk = func(e *jsonschema.ValidationError) {
		if len(e.Causes) == 0 {
			leaves = append(leaves, Leaf{esjson.Pointer(e.InstanceLocation...), e.ErrorKind.LocalizedString(english)})
			return
		}
		for _, c := range e.Causes {
			walk(c)
		}
	}
	walk(ve)
	return leaves
}

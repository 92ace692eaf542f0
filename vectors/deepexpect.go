package vectors

import (
	"encoding/json"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// shallowDepth is the nesting encoding/json decodes: it refuses a document
// deeper than 10,000 levels, as expected JSON ten thousand levels deep is
// (SPEC 5, depth bound).
const shallowDepth = 9_000

// decodeExpectation decodes a lane's expectation raw into e. The JSON values
// it holds as written (json, view, kept) are kept raw whatever their depth;
// everything else is shallow and decoded by encoding/json.
func decodeExpectation(raw []byte, e *Expectation) error {
	if esjson.CheckDepth(raw, shallowDepth) == nil {
		return json.Unmarshal(raw, e)
	}
	members, err := esjson.ParseObjectRaw(raw)
	if err != nil {
		return err
	}
	for _, m := range members {
		switch m.Name {
		case "json":
			e.JSON = json.RawMessage(m.Raw)
		case "view":
			e.View = json.RawMessage(m.Raw)
		case "kept":
			e.Kept = json.RawMessage(m.Raw)
		case "blocks", "parts":
			blocks, err := decodeBlocks(m.Raw)
			if err != nil {
				return err
			}
			if m.Name == "blocks" {
				e.Blocks = blocks
			} else {
				e.Parts = blocks
			}
		default:
			if err := unmarshalMember(m, e); err != nil {
				return err
			}
		}
	}
	return nil
}

// decodeBlocks decodes an array of expected blocks, each block's json kept
// raw.
func decodeBlocks(raw []byte) ([]Block, error) {
	items, err := esjson.ParseArrayRaw(raw)
	if err != nil {
		return nil, err
	}
	blocks := make([]Block, len(items))
	for i, item := range items {
		members, err := esjson.ParseObjectRaw(item)
		if err != nil {
			return nil, err
		}
		for _, m := range members {
			if m.Name == "json" {
				blocks[i].JSON = json.RawMessage(m.Raw)
				continue
			}
			if err := unmarshalMember(m, &blocks[i]); err != nil {
				return nil, err
			}
		}
	}
	return blocks, nil
}

// unmarshalMember decodes one member into the struct into points to, as
// json.Unmarshal of an object holding that member alone does.
func unmarshalMember(m esjson.RawMember, into any) error {
	obj := esjson.AppendString([]byte{'{'}, m.Name)
	obj = append(append(append(obj, ':'), m.Raw...), '}')
	return json.Unmarshal(obj, into)
}

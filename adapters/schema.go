package adapters

import _ "embed"

// ProtocolSchema is protocol.schema.json: the JSON Schema (draft 2020-12)
// of every message of protocol version 1. Its $defs hold one schema per
// lane's observation, named "observation-" and the lane id with "/" as "-".
//
//go:embed protocol.schema.json
var ProtocolSchema []byte

// ProtocolSchemaURL is the schema's $id.
const ProtocolSchemaURL = "https://rfc005-lanes.example/adapters/protocol.schema.json"

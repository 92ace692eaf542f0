package adapters

import _ "embed"

// ProtocolSchema is protocol.schema.json: the JSON Schema (draft 2020-12)
// of every message of protocol version 1. Its $defs hold one schema per
// lane's observation, named "observation-" and the lane id with "/" as "-".
//
//go:embed protocol.schema.json
var ProtocolSchema []byte

// The adapter protocol (adapters/PROTOCOL.md) this package speaks.
const (
	// ProtocolVersion is the version of the protocol: a host's hello
	// says it.
	ProtocolVersion = 1
	// ProtocolSchemaURL is the $id of ProtocolSchema.
	ProtocolSchemaURL = "https://rfc005-lanes.example/adapters/protocol.schema.json"
)

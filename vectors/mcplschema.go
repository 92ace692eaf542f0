package vectors

import (
	"embed"
	"sync"
)

// formats holds the schemas of the formats --vectors reads beside this
// suite's own; being in a directory, they are never taken for a vector
// file of the built-in corpus (*.json).
//
//go:embed formats/*.json
var formats embed.FS

// mcplSchemaFile is the schema of a FormatMCPL file, as this package
// embeds it: the file as written, before anything is expanded.
const mcplSchemaFile = "formats/mcpl-bulk-references-1.schema.json"

const mcplSchemaURL = "https://rfc005-lanes.example/vectors/" + mcplSchemaFile

// compileMCPLSchema compiles mcplSchemaFile, once a process.
var compileMCPLSchema = sync.OnceValues(func() (schemaValidator, error) {
	return compileEmbedded(formats, mcplSchemaFile, mcplSchemaURL)
})

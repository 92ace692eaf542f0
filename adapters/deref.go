package adapters

import "context"

// Operation is what a host may do beyond observe, declared in its hello
// ("operations"): dereferencing an MCPL reference on request, and keeping
// its registry of reference ids (SPEC section 11, adapters/PROTOCOL.md,
// "Fetch and registry").
type Operation string

// The operations a host may declare.
const (
	OpFetch    Operation = "fetch"
	OpRegistry Operation = "registry"
)

// Dereferencer is a Host that declares operations: a driver asks it to
// fetch or to register only what Operations lists. A host that is not a
// Dereferencer, or lists none, is scored on the rest as any host.
type Dereferencer interface {
	Host
	// Operations lists the operations the host declared.
	Operations() []Operation
	// Fetch shows the request's input on its lane, fetches its first
	// reference on request, and shows the input again.
	Fetch(ctx context.Context, req FetchRequest) (FetchAnswer, error)
	// Registry registers the input's first reference again and again,
	// and looks records up, as RegistryRequest says.
	Registry(ctx context.Context, req RegistryRequest) (RegistryAnswer, error)
}

// Connection is what the host knows of the connection the content came
// over: the origin it dialed and the credential it authenticated with
// (RFC-005 6.1's authentication context, private to the host).
type Connection struct {
	Origin string `json:"origin"`
	Token  string `json:"token"`
}

// FetchRequest asks a host to show Input on Lane (the answer's Before),
// then to fetch the input's first reference as the model asked it to,
// with a ceiling of MaxBytes actual bytes, saving into Dir (which exists
// and is empty), and to show the input on Lane again (After).
type FetchRequest struct {
	Lane       Lane
	Input      Input
	Connection Connection
	MaxBytes   int64
	Dir        string
}

// FetchAnswer is a host's answer to a FetchRequest.
type FetchAnswer struct {
	Before, After Observation
	// Records holds one record per reference of the input, in order.
	Records []FetchRecord
	// Saves holds every file the host saved.
	Saves   []Save
	Outcome FetchOutcome
}

// FetchRecord is what a host's record of a reference says after the fetch.
// A record never holds the uri or the credential. The fields after RefID
// are set only once a fetch of the reference succeeded.
type FetchRecord struct {
	RefID            string  `json:"refId"`
	FetchedPath      *string `json:"fetchedPath,omitempty"`
	VerifiedBytes    *int64  `json:"verifiedBytes,omitempty"`
	VerifiedMimeType *string `json:"verifiedMimeType,omitempty"`
	DigestVerified   *bool   `json:"digestVerified,omitempty"`
}

// Save is one file a host saved: its name in the request's Dir, its
// media type, and its bytes in base64.
type Save struct {
	Name     string `json:"name"`
	MimeType string `json:"mimeType"`
	Base64   string `json:"base64"`
}

// FetchOutcome is how a fetch ended: OK with the bytes, the path and the
// media type saved, or not, with Error saying why.
type FetchOutcome struct {
	OK             bool   `json:"ok"`
	Bytes          int64  `json:"bytes,omitempty"`
	Path           string `json:"path,omitempty"`
	MimeType       string `json:"mimeType,omitempty"`
	DigestVerified bool   `json:"digestVerified,omitempty"`
	Error          string `json:"error,omitempty"`
}

// RegistryRequest asks a host to register Input's first reference
// Registrations times, as so many receipts of it would, and to look
// records up (RegistryAnswer).
type RegistryRequest struct {
	Input         Input
	Connection    Connection
	Registrations int
}

// RegistryAnswer is a host's answer to a RegistryRequest.
type RegistryAnswer struct {
	FirstID  string   `json:"firstId"`  // the first registration's id
	StableID string   `json:"stableId"` // what a lookup of FirstID found right after it
	IDs      []string `json:"ids"`      // every id issued, in order
	// Evicted is what a lookup of FirstID found after every registration
	// (nil: none, and EvictedError says why); Unknown the same for an id
	// the host never issued.
	Evicted      *RegistryRecord `json:"evicted"`
	EvictedError *RegistryError  `json:"evictedError,omitempty"`
	Unknown      *RegistryRecord `json:"unknown"`
	UnknownError *RegistryError  `json:"unknownError,omitempty"`
	// Fresh is the record of one more registration after the others.
	Fresh RegistryRecord `json:"fresh"`
}

// RegistryRecord is a record a registry lookup found: its id, and the uri
// it keeps privately (a driver's check, never a model's view).
type RegistryRecord struct {
	RefID string `json:"refId"`
	URI   string `json:"uri,omitempty"`
}

// RegistryError is the error a lookup gives where it finds no record.
type RegistryError struct {
	Error string `json:"error"`
}

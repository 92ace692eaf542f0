package deref

import (
	"fmt"
	"strconv"
)

// String returns the binding with its origin and token masked: the origin
// is part of every uri it binds, which no text of the package shows.
func (b Binding) String() string {
	return "Binding{origin " + set(b.Origin) + ", token " + set(b.Token) + "}"
}

// set says whether s is empty, without showing it.
func set(s string) string {
	if s == "" {
		return "unset"
	}
	return "set"
}

// Format prints the binding as String does, whatever the verb, so that no
// verb of package fmt prints its origin or token.
func (b Binding) Format(f fmt.State, _ rune) { fmt.Fprint(f, b.String()) }

// String returns the record's display fields and fetch state, without its
// uri, binding or other testimony.
func (r Record) String() string {
	s := "Record{" + r.ID + " name " + strconv.Quote(r.Name) + " mimeType " + strconv.Quote(r.MimeType)
	if r.SizeClaimed {
		s += " claimed " + strconv.FormatInt(r.SizeBytes, 10) + " bytes"
	}
	if r.Fetched {
		s += " fetched " + strconv.FormatInt(r.VerifiedBytes, 10) + " bytes " + r.VerifiedMimeType + " at " + strconv.Quote(r.Path)
	}
	return s + "}"
}

// Format prints the record as String does, whatever the verb, so that no
// verb of package fmt prints its uri or its binding's token.
func (r Record) Format(f fmt.State, _ rune) { fmt.Fprint(f, r.String()) }

// MarshalJSON writes the binding as String does, so that encoding/json
// never writes its origin or token either.
func (b Binding) MarshalJSON() ([]byte, error) { return []byte(strconv.Quote(b.String())), nil }

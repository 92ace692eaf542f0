package vectors

import (
	"encoding/json"
	"slices"
)

// maxRegistrations bounds a registry case's "registrations": a host
// registers its reference that many times in one answer.
const maxRegistrations = 100_000

// readOperation reads what a fetch or registry case holds beside a render
// case's members into v: the fixture's response, the ceiling, the number
// of registrations and the fetch's expect keys; the token of the file's
// fixture joins the case's hidden strings. Each member that does not
// read is a problem.
func (r *mcplReader) readOperation(c *Case, v *RFCVector, members, expect map[string]json.RawMessage, problem func(pointer, format string, args ...any)) {
	v.Token = r.token
	if !slices.Contains(c.Hidden, r.token) {
		c.Hidden = append(c.Hidden, r.token)
	}
	if raw, ok := members["response"]; ok {
		v.Response = raw
	}
	if raw, ok := members["maxBytes"]; ok {
		if err := json.Unmarshal(raw, &v.MaxBytes); err != nil || v.MaxBytes < 0 {
			problem(c.Pointer("maxBytes"), "maxBytes is a whole number of bytes from 0: %s", raw)
		}
	}
	if v.Operation == OperationRegistry {
		raw, ok := members["registrations"]
		if !ok {
			problem(c.Pointer("registrations"), "a registry case says how many registrations it makes (registrations)")
		} else if err := json.Unmarshal(raw, &v.Registrations); err != nil || v.Registrations < 1 || v.Registrations > maxRegistrations {
			problem(c.Pointer("registrations"), "registrations is a whole number from 1 to %d: %s", maxRegistrations, raw)
		}
		return
	}
	if _, ok := members["maxBytes"]; !ok {
		problem(c.Pointer("maxBytes"), "a fetch case gives its ceiling on actual bytes (maxBytes)")
	}
	f := &FetchExpect{}
	for key, into := range map[string]any{
		"ok": &f.OK, "requests": &f.Requests, "decodedBase64": &f.DecodedBase64, "digestVerified": &f.DigestVerified,
		"savedMime": &f.SavedMime, "stubOrInlineBase64": &f.StubOrInlineBase64, "unchanged": &f.Unchanged,
		"redirectSafe": &f.RedirectSafe, "abortStream": &f.AbortStream, "storageFromId": &f.StorageFromID,
	} {
		if raw, ok := expect[key]; ok {
			if err := json.Unmarshal(raw, into); err != nil {
				problem(c.Pointer("expect", key), "%v", err)
			}
		}
	}
	if f.Requests != nil && *f.Requests < 0 {
		problem(c.Pointer("expect", "requests"), "requests is a count from 0")
	}
	v.Fetch = f
}

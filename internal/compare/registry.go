package compare

import (
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// CheckRegistry judges a host's answer to a registry case (the operation
// registry, adapters/PROTOCOL.md) reported on lane, given what the fixture
// saw: ids unique and
// never reused, a live id resolving to its own record, an evicted or
// unknown id a defined "unknown reference" error that never resolves to
// another record, the record keeping its uri, and no request made (a
// registration is a receipt, never a fetch). RFC-005 section 5 lets a
// host evict or keep a record: a lookup of the first id after every
// registration may find that record, or give the error. Every check cites
// the case's vector.
func CheckRegistry(c *vectors.Case, lane adapters.Lane, ans adapters.RegistryAnswer, err error, net FetchNetwork) Result {
	if err != nil {
		return Check(c, lane, adapters.Observation{}, err)
	}
	var fs findings
	at := place{clause: c.Vector.Clause()}
	if len(net.Requests) > 0 || len(net.Trap) > 0 {
		fs.add(at.rule("SPEC 11 fetch on request").at("rfc:registry-request", "request"), ClassKind, "registering the reference made %s: a receipt never fetches", requestsWord(len(net.Requests)+len(net.Trap)))
	}
	if n := c.Vector.Registrations + 2; len(ans.IDs) != n {
		fs.add(at.rule("SPEC 12 ids never reused").at("rfc:registry-ids", "count"), ClassContent, "the host reports %d ids for %d registrations (the first, the others, the first again)", len(ans.IDs), n)
	}
	if len(ans.IDs) > 0 && ans.FirstID != ans.IDs[0] {
		fs.add(at.rule("SPEC 12 ids never reused").at("rfc:registry-ids", "count"), ClassContent, "the first id is %q, and the ids begin with %q", ans.FirstID, ans.IDs[0])
	}
	if ans.StableID != ans.FirstID {
		fs.add(at.rule("SPEC 12 same reference").at("rfc:registry-lookup", "other-record"), ClassKind, "a lookup of %q right after it was registered found %q: a live id resolves to its own record", ans.FirstID, ans.StableID)
	}
	// The first reference registered again while it lives keeps its id:
	// a registry that kept it through every registration (RFC-005 5 lets
	// it) gives it again as the last.
	ids := ans.IDs
	if stillLive := ans.Evicted != nil && ans.Evicted.RefID == ans.FirstID; stillLive && len(ids) > 1 && ids[len(ids)-1] == ans.FirstID {
		ids = ids[:len(ids)-1]
	}
	if len(ans.IDs) > 0 && ans.Fresh.RefID != ans.IDs[len(ans.IDs)-1] {
		fs.add(at.rule("SPEC 12 ids never reused").at("rfc:registry-ids", "count"), ClassContent, "the last registration's id %q is not the last of the ids", ans.Fresh.RefID)
	}
	if dup, ok := reusedID(ids); ok {
		fs.add(at.rule("SPEC 12 ids never reused").at("rfc:registry-ids", "reused"), ClassKind, "the id %q was issued twice: ids are never reused", dup)
	}
	lookup(ans.Evicted, ans.EvictedError, ans.FirstID, "the first id after every registration", at, &fs)
	if firstLives := ans.Evicted != nil && ans.Evicted.RefID == ans.FirstID; firstLives {
		if c.Vector.Registrations+1 > spec.RegistryMax {
			fs.add(at.rule("SPEC 12 eviction").at("rfc:registry-eviction", "kept"), ClassContent,
				"the first record lives after %d others were registered: a registry keeps at most %d, the oldest evicted first", c.Vector.Registrations, spec.RegistryMax)
		}
		if ans.Fresh.RefID != ans.FirstID {
			fs.add(at.rule("SPEC 12 same reference").at("rfc:registry-lookup", "new-id"), ClassKind,
				"the first reference, registered again while its record lives, took the id %q: a live reference keeps its id %q", ans.Fresh.RefID, ans.FirstID)
		}
	}
	lookup(ans.Unknown, ans.UnknownError, "", "an id never issued", at, &fs)
	if uri, _ := firstBlock(c); ans.Fresh.URI != uri {
		fs.add(at.at("rfc:registry-uri", "other"), ClassContent, "the record of the last registration keeps the uri %q, not the reference's", ans.Fresh.URI)
	}
	r := Result{Case: c.ID, Lane: lane, Findings: fs.list(c.Spec), Reason: Excerpt(fs.String(), MaxReason)}
	switch {
	case fs.normative():
		r.Verdict, r.Cause = Fail, fs.cause()
	case len(fs) > 0:
		r.Verdict = Wording
	default:
		r.Verdict = Pass
	}
	return r
}

// lookup checks one lookup: it found the record asked for (own, "" when
// none may be found) or gave a defined "unknown reference" error.
func lookup(found *adapters.RegistryRecord, failed *adapters.RegistryError, own, what string, at place, fs *findings) {
	switch {
	case found != nil && (own == "" || found.RefID != own):
		fs.add(at.rule("SPEC 12 unknown reference").at("rfc:registry-lookup", "other-record"), ClassKind, "a lookup of %s found the record %q: it finds its own record or none", what, found.RefID)
	case found == nil && (failed == nil || !strings.Contains(strings.ToLower(failed.Error), "unknown reference")):
		fs.add(at.rule("SPEC 12 unknown reference").at("rfc:registry-lookup", "undefined-miss"), ClassContent, `a lookup of %s found nothing without the defined "unknown reference" error`, what)
	}
}

// reusedID returns an id ids holds twice.
func reusedID(ids []string) (string, bool) {
	seen := make(map[string]bool, len(ids))
	for _, id := range ids {
		if seen[id] {
			return id, true
		}
		seen[id] = true
	}
	return "", false
}

// firstBlock is the first block of the case's vector, as expanded: its
// uri and its name as strings ("" for none, or another type).
func firstBlock(c *vectors.Case) (uri, name string) {
	blocks, err := esjson.Parse(c.Vector.Blocks)
	if err != nil || len(blocks.Items()) == 0 {
		return "", ""
	}
	first := blocks.Items()[0]
	uri, _ = first.GetString("uri")
	name, _ = first.GetString("name")
	return uri, name
}

package compare

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"slices"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// FetchNetwork is what a fetch case's loopback fixture saw while the host
// answered, and what the case's directory held after: the facts a fetch
// is judged on besides the host's own answer.
type FetchNetwork struct {
	Requests []FetchHit // the requests that reached the origin, in order
	Trap     []FetchHit // the requests that reached the cross-origin trap
	// Chunks is how many chunks the origin's stream would send (0: no
	// stream); ChunksSent how many it sent, over every request;
	// StreamCutOff whether every stream begun ended before its last chunk,
	// its client gone.
	Chunks, ChunksSent int
	StreamCutOff       bool
	// Files are the files the request's directory holds after the answer:
	// name and bytes.
	Files map[string][]byte
}

// FetchHit is one request a fixture's server saw: its path and the
// Authorization header it carried, if any.
type FetchHit struct {
	Path          string
	Authorization *string
}

// CheckFetch judges a host's answer to a fetch case (c.Vector.Fetch set)
// on lane, given what the fixture saw. What the host showed before the
// fetch is judged as any observation of the case's input on the lane;
// what it shows after by the leak search alone (a host may inline a
// verified payload, or keep its stub); then the fetch itself: the
// credential on no other origin (a leak, which no baseline excuses), the
// requests, the outcome, what was saved and under which name, the stream
// cut at the ceiling, and the view unchanged by a refused fetch. Every
// check of the fetch cites the case's vector.
func CheckFetch(c *vectors.Case, lane adapters.Lane, ans adapters.FetchAnswer, err error, net FetchNetwork) Result {
	if err != nil {
		return Check(c, lane, adapters.Observation{}, err)
	}
	before := Check(c, lane, ans.Before, nil)
	after := Check(c, lane, ans.After, nil)
	var fs findings
	fetchChecks(c, ans, net, &fs)
	recordsShown(c, lane, ans, &fs)
	r := before
	r.Findings = nil
	for _, f := range before.Findings {
		f.What = "before the fetch: " + f.What
		r.Findings = append(r.Findings, f)
	}
	for _, f := range after.Findings {
		if f.Class == ClassLeak {
			f.What = "after the fetch: " + f.What
			r.Findings = append(r.Findings, f)
		}
	}
	r.Findings = append(r.Findings, fs.list(c.Spec)...)
	r.Leak = before.Leak || after.Leak || slices.ContainsFunc(fs, func(n note) bool { return n.Class == ClassLeak })
	lines := make([]string, len(r.Findings))
	for i, f := range r.Findings {
		lines[i] = f.String()
	}
	r.Reason = Excerpt(strings.Join(lines, "\n"), MaxReason)
	normative := slices.ContainsFunc(r.Findings, func(f Finding) bool { return f.Class != ClassProfile })
	switch {
	case normative:
		r.Verdict = Fail
		if r.Diff == "" && after.Leak {
			r.Diff = after.Diff
		}
		if before.Verdict != Fail {
			r.Cause = fs.cause()
			if after.Leak {
				r.Cause = after.Cause
			}
		}
	case len(r.Findings) > 0 || before.Verdict == Wording:
		r.Verdict, r.Cause = Wording, Cause{}
	default:
		r.Verdict, r.Cause, r.Diff = Pass, Cause{}, ""
	}
	return r
}

// fetchChecks adds to fs each check of the fetch itself that fails.
func fetchChecks(c *vectors.Case, ans adapters.FetchAnswer, net FetchNetwork, fs *findings) {
	v, want := c.Vector, c.Vector.Fetch
	at := place{clause: v.Clause()}
	out := ans.Outcome
	for _, hit := range net.Trap {
		if hit.Authorization != nil {
			fs.add(at.rule("SPEC 11 dialed origin").at("rfc:fetch-credential-crossed", "credential"), ClassLeak,
				"the connection's credential reached another origin (Authorization on a request for %s)", hit.Path)
		}
	}
	bearer := "Bearer " + v.Token
	for _, hit := range net.Requests {
		if hit.Authorization != nil && *hit.Authorization != bearer {
			fs.add(at.rule("SPEC 11 bearer on dialed origin").at("rfc:fetch-credential-altered", "altered"), ClassContent,
				"a request to the origin carried an Authorization other than the connection's credential")
			break
		}
	}
	if len(net.Requests) > 0 && net.Requests[0].Authorization == nil {
		fs.add(at.rule("SPEC 11 bearer on dialed origin"), ClassProfile, "the fetch did not authenticate to the origin it dialed (RFC-005 6.1 allows it to; the reference does)")
	}
	if want.OK != nil && out.OK != *want.OK {
		fs.add(at.at("rfc:fetch-outcome", okWord(out.OK)), ClassKind, "the fetch %s, and SPEC says it %s%s", okWord(out.OK), okWord(*want.OK), because(out))
	}
	if want.Requests != nil && len(net.Requests) != *want.Requests {
		fs.add(at.at("rfc:fetch-requests", requestsWord(len(net.Requests))), ClassKind,
			"%s reached the origin, and SPEC says %s", requestsWord(len(net.Requests)), requestsWord(*want.Requests))
	}
	if want.RedirectSafe {
		if len(net.Requests) != 1 {
			fs.add(at.rule("SPEC 11 redirects bounded").at("rfc:fetch-redirect", "requests"), ClassKind, "%s reached the origin, where the one request answered by a redirect belongs", requestsWord(len(net.Requests)))
		}
		if len(net.Trap) > 1 {
			fs.add(at.rule("SPEC 11 redirects bounded").at("rfc:fetch-redirect", "followed-again"), ClassKind, "the redirect was followed %d times to the other origin: a redirect is followed once at most", len(net.Trap))
		}
		if len(net.Trap) == 0 && out.OK {
			fs.add(at.rule("SPEC 11 redirects bounded").at("rfc:fetch-redirect", "succeeded"), ClassKind, "the fetch succeeded though its redirect was not followed")
		}
	}
	if want.AbortStream && net.Chunks > 0 {
		if !net.StreamCutOff {
			fs.add(at.rule("SPEC 11 ceiling").at("rfc:fetch-stream", "read-whole"), ClassContent,
				"the stream was read to its end (%d of %d chunks), past the ceiling of %d bytes: it is cut once the ceiling is passed", net.ChunksSent, net.Chunks, v.MaxBytes)
		}
	}
	if out.OK {
		savedChecks(c, ans, net, at, fs)
	} else {
		failedChecks(ans, net, at, fs)
	}
	if want.Unchanged {
		b, _ := ans.Before.AppendJSON(nil)
		a, _ := ans.After.AppendJSON(nil)
		if !bytes.Equal(a, b) {
			fs.add(at.rule("SPEC 11 stub unchanged").at("rfc:fetch-unchanged", "changed"), ClassKind, "the view changed after a fetch refused before any request: it stays as it was")
		}
	}
	if want.StubOrInlineBase64 != "" && len(ans.Records) > 0 {
		inline, _ := base64.StdEncoding.DecodeString(want.StubOrInlineBase64)
		view, _ := ans.After.AppendJSON(nil)
		shown, _ := ans.Before.AppendJSON(nil)
		if bytes.Contains(shown, []byte(ans.Records[0].RefID)) && !bytes.Contains(view, []byte(ans.Records[0].RefID)) && !bytes.Contains(view, inline) && !bytes.Contains(view, []byte(want.StubOrInlineBase64)) {
			fs.add(at.rule("SPEC 11 after a fetch").at("rfc:fetch-after", "neither"), ClassKind, "after the fetch the view holds neither the reference's stub (%s) nor its verified bytes", ans.Records[0].RefID)
		}
	}
}

// recordsShown adds, for a case whose vector asks for stubs, a check that
// each of the host's records is the one a stub of its view before the
// fetch names (RFC-005 5: the stub carries the record's id), on a lane
// where SPEC shows a stub. A record whose id no stub shows is a record
// the model cannot ask for.
func recordsShown(c *vectors.Case, lane adapters.Lane, ans adapters.FetchAnswer, fs *findings) {
	p := prepare(c)
	if c.Vector.Stub == nil || !*c.Vector.Stub || p.rfc == nil {
		return
	}
	if stubs, _ := referenceCounts(p.rfc.want[lane]); stubs == 0 {
		return
	}
	view := strings.Join(viewLines(ans.Before), "\n")
	for _, r := range ans.Records {
		if !strings.Contains(view, r.RefID) {
			fs.add(place{clause: "SPEC 6 reference ids"}.at("rfc:fetch-record-id", "unshown"), ClassKind,
				"the record %q is named by no stub the lane shows: a record's id is the one its stub shows", r.RefID)
		}
	}
}

// failedChecks adds the checks of a fetch that did not succeed: nothing
// saved, no record of a fetch.
func failedChecks(ans adapters.FetchAnswer, net FetchNetwork, at place, fs *findings) {
	if len(ans.Saves) > 0 || len(net.Files) > 0 {
		fs.add(at.rule("SPEC 11 nothing saved on failure").at("rfc:fetch-saved-on-failure", "saved"), ClassContent, "a failed fetch saved %s: nothing is saved from a failed fetch", fileList(ans, net))
	}
	if len(ans.Records) > 0 {
		r := ans.Records[0]
		if r.FetchedPath != nil || r.VerifiedBytes != nil {
			fs.add(at.rule("SPEC 11 nothing saved on failure").at("rfc:fetch-saved-on-failure", "recorded"), ClassContent, "a failed fetch left a fetched path or verified bytes on the record of %s", r.RefID)
		}
	}
}

// savedChecks adds the checks of a fetch that succeeded: one file saved,
// the same bytes everywhere, named from the reference id.
func savedChecks(c *vectors.Case, ans adapters.FetchAnswer, net FetchNetwork, at place, fs *findings) {
	want, out := c.Vector.Fetch, ans.Outcome
	if len(ans.Saves) != 1 || len(ans.Records) == 0 {
		fs.add(at.rule("SPEC 11 saved once").at("rfc:fetch-save", "disagrees"), ClassContent, "a successful fetch saved %d files (records: %d): it saves one", len(ans.Saves), len(ans.Records))
		return
	}
	save, rec := ans.Saves[0], ans.Records[0]
	data, err := base64.StdEncoding.DecodeString(save.Base64)
	if err != nil {
		fs.add(at.rule("SPEC 11 saved once").at("rfc:fetch-save", "disagrees"), ClassContent, "the saved file's base64 does not decode: %v", err)
		return
	}
	if want.StorageFromID {
		_, name := firstBlock(c)
		switch {
		case strings.ContainsAny(save.Name, `/\`):
			fs.add(at.rule("SPEC 11 storage name").at("rfc:fetch-storage-name", "path"), ClassContent, "the file's name %q holds a path: it is made from the reference id", save.Name)
		case !strings.HasPrefix(save.Name, rec.RefID+"."):
			fs.add(at.rule("SPEC 11 storage name").at("rfc:fetch-storage-name", "other"), ClassContent, "the file's name %q is not the reference id %s and an extension", save.Name, rec.RefID)
		case name != "" && strings.Contains(save.Name, name):
			fs.add(at.rule("SPEC 11 storage name").at("rfc:fetch-storage-name", "server-name"), ClassContent, "the file's name %q holds the server's name for it", save.Name)
		}
	}
	if file, ok := net.Files[save.Name]; !ok {
		fs.add(at.rule("SPEC 11 saved once").at("rfc:fetch-save", "disagrees"), ClassContent, "the saved file %q is not in the fetch's directory (it holds %s)", save.Name, fileNames(net.Files))
	} else if !bytes.Equal(file, data) {
		fs.add(at.rule("SPEC 11 saved once").at("rfc:fetch-save", "disagrees"), ClassContent, "the file %q holds %d bytes other than the %d its save reports", save.Name, len(file), len(data))
	}
	if len(net.Files) > 1 {
		fs.add(at.rule("SPEC 11 saved once").at("rfc:fetch-save", "disagrees"), ClassContent, "the fetch's directory holds %s: one file is saved", fileNames(net.Files))
	}
	if out.Bytes != int64(len(data)) || rec.VerifiedBytes == nil || *rec.VerifiedBytes != int64(len(data)) {
		fs.add(at.rule("SPEC 11 saved once").at("rfc:fetch-save", "disagrees"), ClassContent, "the outcome and the record do not both say the %d bytes saved", len(data))
	}
	if rec.FetchedPath == nil || *rec.FetchedPath != out.Path {
		fs.add(at.rule("SPEC 11 saved once").at("rfc:fetch-save", "disagrees"), ClassContent, "the record's fetched path is not the outcome's path")
	}
	if want.DecodedBase64 != "" && save.Base64 != want.DecodedBase64 {
		fs.add(at.rule("SPEC 11 content coding").at("rfc:fetch-identity", "other-octets"), ClassContent, "the saved bytes are not the payload's identity octets (content coding removed)")
	}
	if want.SavedMime != "" && (rec.VerifiedMimeType == nil || *rec.VerifiedMimeType != want.SavedMime || out.MimeType != want.SavedMime || save.MimeType != want.SavedMime) {
		fs.add(at.rule("SPEC 11 saved media type").at("rfc:fetch-type", "other"), ClassContent, "the saved media type is %q, and SPEC says %q (from the octets)", save.MimeType, want.SavedMime)
	}
	if want.DigestVerified && (rec.DigestVerified == nil || !*rec.DigestVerified || !out.DigestVerified) {
		fs.add(at.rule("SPEC 11 digest").at("rfc:fetch-digest", "unverified"), ClassContent, "the digest is not reported verified")
	}
}

func okWord(ok bool) string {
	if ok {
		return "succeeds"
	}
	return "fails"
}

func requestsWord(n int) string {
	if n == 1 {
		return "1 request"
	}
	return fmt.Sprintf("%d requests", n)
}

// because is ": " and why a fetch failed, as its host says, or "".
func because(out adapters.FetchOutcome) string {
	if out.OK || out.Error == "" {
		return ""
	}
	return " (the host says: " + Excerpt(out.Error, 200) + ")"
}

// fileList names what a failed fetch left: the saves it reports and the
// files its directory holds.
func fileList(ans adapters.FetchAnswer, net FetchNetwork) string {
	var names []string
	for _, s := range ans.Saves {
		names = append(names, s.Name)
	}
	for name := range net.Files {
		if !slices.Contains(names, name) {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	return fmt.Sprintf("%d files (%s)", len(names), strings.Join(names, ", "))
}

// fileNames lists the names of files, sorted.
func fileNames(files map[string][]byte) string {
	var names []string
	for name := range files {
		names = append(names, name)
	}
	slices.Sort(names)
	if len(names) == 0 {
		return "nothing"
	}
	return strings.Join(names, ", ")
}

package compare

import (
	"encoding/base64"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// fetchCases are the suite's own fetch and registry cases, by id.
func fetchCases(t *testing.T) map[string]*vectors.Case {
	t.Helper()
	corpus, problems := vectors.LoadFile("../../vectors/testdata/rfc005-fetch.json")
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	out := map[string]*vectors.Case{}
	for _, c := range corpus.Cases {
		out[c.ID] = c
	}
	return out
}

var wav = []byte("RIFF0000WAVEpayload")

// fetchRules are the SPEC rules the checks of a fetch cite, by cause;
// the outcome and the count of requests cite the case's vector.
var fetchRules = map[string]string{
	"rfc:fetch-credential-crossed": "SPEC 11 dialed origin", "rfc:fetch-credential-altered": "SPEC 11 bearer on dialed origin",
	"rfc:fetch-redirect": "SPEC 11 redirects bounded", "rfc:fetch-saved-on-failure": "SPEC 11 nothing saved on failure",
	"rfc:fetch-save": "SPEC 11 saved once", "rfc:fetch-identity": "SPEC 11 content coding", "rfc:fetch-type": "SPEC 11 saved media type",
	"rfc:fetch-digest": "SPEC 11 digest", "rfc:fetch-storage-name": "SPEC 11 storage name", "rfc:fetch-unchanged": "SPEC 11 stub unchanged",
	"rfc:fetch-after": "SPEC 11 after a fetch", "rfc:fetch-stream": "SPEC 11 ceiling", "rfc:fetch-record-id": "SPEC 6 reference ids", "rfc:fetch-outcome": "RFC-005 vector 3", "rfc:fetch-requests": "RFC-005 vector 4",
}

// withFirstName returns a copy of c whose first block's name is name.
func withFirstName(c *vectors.Case, name string) *vectors.Case {
	v := *c.Vector
	v.Blocks = []byte(strings.Replace(string(v.Blocks), `"name":"../../.ssh/authorized_keys"`, `"name":"`+name+`"`, 1))
	out := *c
	out.Vector = &v
	return &out
}

// savedAnswer is a right answer to a fetch of c on push that saved wav
// as ref_1.wav, and what its fixture saw: one request, with the
// credential.
func savedAnswer(t *testing.T, c *vectors.Case) (adapters.FetchAnswer, FetchNetwork) {
	t.Helper()
	obs, err := refhost.Observe(adapters.Push, c.Input)
	if err != nil {
		t.Fatal(err)
	}
	path, n, mime, verified := "/d/ref_1.wav", int64(len(wav)), "audio/wav", true
	bearer := "Bearer " + c.Vector.Token
	return adapters.FetchAnswer{
			Before: obs, After: obs,
			Records: []adapters.FetchRecord{{RefID: "ref_1", FetchedPath: &path, VerifiedBytes: &n, VerifiedMimeType: &mime, DigestVerified: &verified}},
			Saves:   []adapters.Save{{Name: "ref_1.wav", MimeType: mime, Base64: base64.StdEncoding.EncodeToString(wav)}},
			Outcome: adapters.FetchOutcome{OK: true, Bytes: n, Path: path, MimeType: mime, DigestVerified: true},
		}, FetchNetwork{
			Requests: []FetchHit{{Path: "/payload", Authorization: &bearer}},
			Files:    map[string][]byte{"ref_1.wav": wav},
		}
}

// refusedAnswer is a right answer to a fetch of c on push refused before
// any request.
func refusedAnswer(t *testing.T, c *vectors.Case) (adapters.FetchAnswer, FetchNetwork) {
	t.Helper()
	obs, err := refhost.Observe(adapters.Push, c.Input)
	if err != nil {
		t.Fatal(err)
	}
	return adapters.FetchAnswer{Before: obs, After: obs, Records: []adapters.FetchRecord{{RefID: "ref_1"}}, Saves: []adapters.Save{},
		Outcome: adapters.FetchOutcome{Error: "refused"}}, FetchNetwork{Files: map[string][]byte{}}
}

// TestCheckFetch checks each check of a fetch answer: a right answer
// passes, and each answer wrong in one way fails with that way's cause.
func TestCheckFetch(t *testing.T) {
	cases := fetchCases(t)
	plain, refused := cases["rfc-005/fetch-plain"], cases["rfc-005/fetch-claim-over-ceiling"]
	redirect, inline, named := cases["rfc-005/fetch-cross-origin-redirect"], cases["rfc-005/fetch-ref-may-inline"], cases["rfc-005/fetch-name-is-a-path"]
	plainName := withFirstName(named, "take.wav")
	stream := cases["rfc-005/fetch-stream-past-ceiling"]
	streamed := func(cut bool, sent int) func(*adapters.FetchAnswer, *FetchNetwork) {
		return func(_ *adapters.FetchAnswer, n *FetchNetwork) {
			bearer := "Bearer " + stream.Vector.Token
			n.Requests = []FetchHit{{Path: "/payload", Authorization: &bearer}}
			n.Chunks, n.ChunksSent, n.StreamCutOff = 200, sent, cut
		}
	}
	other := "Bearer someone-else"
	bearer := "Bearer " + redirect.Vector.Token
	followed := func(_ *adapters.FetchAnswer, n *FetchNetwork) {
		n.Requests = []FetchHit{{Path: "/payload", Authorization: &bearer}}
		n.Trap = []FetchHit{{Path: "/target"}}
	}
	tests := []struct {
		name  string
		c     *vectors.Case
		wrong func(a *adapters.FetchAnswer, n *FetchNetwork)
		want  string // the cause's Want; "" for a pass
		class Class
	}{
		{"saved passes", plain, func(*adapters.FetchAnswer, *FetchNetwork) {}, "", ""},
		{"refused passes", refused, func(*adapters.FetchAnswer, *FetchNetwork) {}, "", ""},
		{"credential at the trap", plain, func(_ *adapters.FetchAnswer, n *FetchNetwork) {
			n.Trap = []FetchHit{{Path: "/target", Authorization: n.Requests[0].Authorization}}
		}, "rfc:fetch-credential-crossed", ClassLeak},
		{"another credential at the origin", plain, func(_ *adapters.FetchAnswer, n *FetchNetwork) {
			n.Requests[0].Authorization = &other
		}, "rfc:fetch-credential-altered", ClassContent},
		{"fails where SPEC fetches", plain, func(a *adapters.FetchAnswer, n *FetchNetwork) {
			*a, *n = adapters.FetchAnswer{Before: a.Before, After: a.After, Records: []adapters.FetchRecord{{RefID: "ref_1"}}}, FetchNetwork{Requests: n.Requests}
		}, "rfc:fetch-outcome", ClassKind},
		{"a request where SPEC refuses first", refused, func(_ *adapters.FetchAnswer, n *FetchNetwork) {
			bearer := "Bearer " + refused.Vector.Token
			n.Requests = []FetchHit{{Path: "/payload", Authorization: &bearer}}
		}, "rfc:fetch-requests", ClassKind},
		{"a refused fetch changes the view", refused, func(a *adapters.FetchAnswer, _ *FetchNetwork) {
			a.After = adapters.Observation{Blocks: []adapters.Block{adapters.TextBlock("fetched")}}
		}, "rfc:fetch-unchanged", ClassKind},
		{"a refused fetch saves a file", refused, func(_ *adapters.FetchAnswer, n *FetchNetwork) {
			n.Files["ref_1.part"] = wav[:4]
		}, "rfc:fetch-saved-on-failure", ClassContent},
		{"the coded bytes saved", plain, func(a *adapters.FetchAnswer, n *FetchNetwork) {
			coded := append([]byte{0x1f, 0x8b}, wav[2:]...) // as many bytes, coded
			a.Saves[0].Base64 = base64.StdEncoding.EncodeToString(coded)
			n.Files["ref_1.wav"] = coded
		}, "rfc:fetch-identity", ClassContent},
		{"the served type saved", plain, func(a *adapters.FetchAnswer, _ *FetchNetwork) {
			a.Saves[0].MimeType = "application/octet-stream"
		}, "rfc:fetch-type", ClassContent},
		{"the digest not verified", plain, func(a *adapters.FetchAnswer, _ *FetchNetwork) {
			a.Outcome.DigestVerified = false
		}, "rfc:fetch-digest", ClassContent},
		{"the file not in the directory", plain, func(_ *adapters.FetchAnswer, n *FetchNetwork) {
			n.Files = map[string][]byte{}
		}, "rfc:fetch-save", ClassContent},
		{"the file holds other bytes", plain, func(_ *adapters.FetchAnswer, n *FetchNetwork) {
			n.Files["ref_1.wav"] = []byte("other")
		}, "rfc:fetch-save", ClassContent},
		{"a second file in the directory", plain, func(_ *adapters.FetchAnswer, n *FetchNetwork) {
			n.Files["ref_1.wav.tmp"] = wav
		}, "rfc:fetch-save", ClassContent},
		{"two saves", plain, func(a *adapters.FetchAnswer, _ *FetchNetwork) {
			a.Saves = append(a.Saves, a.Saves[0])
		}, "rfc:fetch-save", ClassContent},
		{"a save that is not base64", plain, func(a *adapters.FetchAnswer, _ *FetchNetwork) {
			a.Saves[0].Base64 = "%%%"
		}, "rfc:fetch-save", ClassContent},
		{"the record's bytes disagree", plain, func(a *adapters.FetchAnswer, _ *FetchNetwork) {
			n := int64(3)
			a.Records[0].VerifiedBytes = &n
		}, "rfc:fetch-save", ClassContent},
		{"the record's path disagrees", plain, func(a *adapters.FetchAnswer, _ *FetchNetwork) {
			a.Records[0].FetchedPath = nil
		}, "rfc:fetch-save", ClassContent},
		{"a failed fetch's record says fetched", refused, func(a *adapters.FetchAnswer, _ *FetchNetwork) {
			path := "/d/ref_1.wav"
			a.Records[0].FetchedPath = &path
		}, "rfc:fetch-saved-on-failure", ClassContent},
		{"a redirect followed without the credential passes", redirect, followed, "", ""},
		{"a redirect refused passes", redirect, func(_ *adapters.FetchAnswer, n *FetchNetwork) {
			n.Requests = []FetchHit{{Path: "/payload", Authorization: &bearer}}
		}, "", ""},
		{"the redirected request made twice", redirect, func(a *adapters.FetchAnswer, n *FetchNetwork) {
			followed(a, n)
			n.Requests = append(n.Requests, n.Requests[0])
		}, "rfc:fetch-redirect", ClassKind},
		{"the redirect followed twice", redirect, func(a *adapters.FetchAnswer, n *FetchNetwork) {
			followed(a, n)
			n.Trap = append(n.Trap, n.Trap[0])
		}, "rfc:fetch-redirect", ClassKind},
		{"a success without the redirect", redirect, func(a *adapters.FetchAnswer, n *FetchNetwork) {
			n.Requests = []FetchHit{{Path: "/payload", Authorization: &bearer}}
			a.Outcome.OK = true
			a.Saves = []adapters.Save{{Name: "ref_1.bin", MimeType: "application/octet-stream", Base64: ""}}
			a.Outcome.Path = "/d/ref_1.bin"
			p, zero := a.Outcome.Path, int64(0)
			a.Records[0].FetchedPath, a.Records[0].VerifiedBytes = &p, &zero
			n.Files["ref_1.bin"] = []byte{}
		}, "rfc:fetch-redirect", ClassKind},
		{"after the fetch the stub is gone", inline, func(a *adapters.FetchAnswer, _ *FetchNetwork) {
			a.After = adapters.Observation{Blocks: []adapters.Block{adapters.TextBlock("fetched")}}
		}, "rfc:fetch-after", ClassKind},
		{"the file named with a path", named, func(a *adapters.FetchAnswer, n *FetchNetwork) {
			a.Saves[0].Name = `..\ref_1.wav` // a path on Windows, a file of the directory here
			n.Files = map[string][]byte{a.Saves[0].Name: wav}
		}, "rfc:fetch-storage-name", ClassContent},
		{"the file named after the server's name", plainName, func(a *adapters.FetchAnswer, n *FetchNetwork) {
			a.Saves[0].Name, n.Files = "ref_1.take.wav", map[string][]byte{"ref_1.take.wav": wav}
		}, "rfc:fetch-storage-name", ClassContent},
		{"the file named from the id passes", plainName, func(*adapters.FetchAnswer, *FetchNetwork) {}, "", ""},
		{"a stream cut at the ceiling passes", stream, streamed(true, 3), "", ""},
		{"a stream read to its end", stream, streamed(false, 200), "rfc:fetch-stream", ClassContent},
		{"a record no stub names", plain, func(a *adapters.FetchAnswer, _ *FetchNetwork) {
			a.Records[0].RefID = "ref_9"
		}, "rfc:fetch-record-id", ClassKind},
		{"the host's own ids, stub and record alike, pass", plain, func(a *adapters.FetchAnswer, n *FetchNetwork) {
			for _, obs := range []*adapters.Observation{&a.Before, &a.After} {
				obs.Blocks = []adapters.Block{adapters.TextBlock(strings.ReplaceAll(obs.Blocks[0].Text, "ref_1", "att_1"))}
			}
			a.Records[0].RefID, a.Saves[0].Name = "att_1", "att_1.wav"
			n.Files = map[string][]byte{"att_1.wav": wav}
		}, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var ans adapters.FetchAnswer
			var net FetchNetwork
			if tt.c.Vector.Fetch.OK != nil && *tt.c.Vector.Fetch.OK {
				ans, net = savedAnswer(t, tt.c)
			} else {
				ans, net = refusedAnswer(t, tt.c)
			}
			tt.wrong(&ans, &net)
			r := CheckFetch(tt.c, adapters.Push, ans, nil, net)
			switch {
			case tt.want == "" && r.Verdict != Pass:
				t.Errorf("%s, want a pass:\n%s", r.Verdict, r)
			case tt.want != "" && (r.Verdict != Fail || r.Cause.Want != tt.want || r.Cause.Class != tt.class || r.Leak != (tt.class == ClassLeak)):
				t.Errorf("%s, cause %+v, leak %v; want a failure of cause %s (%s):\n%s", r.Verdict, r.Cause, r.Leak, tt.want, tt.class, r)
			case tt.want != "" && fetchRules[tt.want] != "" && !slices.ContainsFunc(r.Findings, func(f Finding) bool { return f.Clause == fetchRules[tt.want] }):
				t.Errorf("no finding cites %s:\n%s", fetchRules[tt.want], r)
			case tt.want != "" && len(r.Findings) != 1:
				t.Errorf("%d checks failed, want the one of %s alone:\n%s", len(r.Findings), tt.want, r)
			case tt.want != "" && r.Cause.String() != rfcCauses[tt.want]:
				t.Errorf("the cause says %q, want %q", r.Cause.String(), rfcCauses[tt.want])
			}
		})
	}
}

// TestCheckFetchNoBearer checks that a fetch that does not authenticate
// to the origin it dialed is only a wording difference: RFC-005 6.1 lets
// a host send its credential there, and never makes it.
func TestCheckFetchNoBearer(t *testing.T) {
	c := fetchCases(t)["rfc-005/fetch-plain"]
	ans, net := savedAnswer(t, c)
	net.Requests[0].Authorization = nil
	if r := CheckFetch(c, adapters.Push, ans, nil, net); r.Verdict != Wording || !r.Has(ClassProfile) {
		t.Errorf("%s, want wording (a profile check):\n%s", r.Verdict, r)
	}
}

// TestCheckRegistryUnderTheBound checks a registry that keeps its first
// record: it must give the first reference its id again.
func TestCheckRegistryUnderTheBound(t *testing.T) {
	c := fetchCases(t)["rfc-005/registry-few"]
	uri, _ := firstBlock(c)
	n := c.Vector.Registrations
	ids := []string{"ref_1"}
	for i := range n {
		ids = append(ids, "ref_"+strconv.Itoa(i+2))
	}
	kept := adapters.RegistryAnswer{FirstID: "ref_1", StableID: "ref_1", IDs: append(ids, "ref_1"),
		Evicted: &adapters.RegistryRecord{RefID: "ref_1"}, UnknownError: &adapters.RegistryError{Error: "unknown reference"},
		Fresh: adapters.RegistryRecord{RefID: "ref_1", URI: uri}}
	if r := CheckRegistry(c, adapters.Push, kept, nil, FetchNetwork{}); r.Verdict != Pass {
		t.Errorf("the first kept, and given again: %s, want a pass:\n%s", r.Verdict, r)
	}
	kept.Fresh.RefID = "ref_" + strconv.Itoa(n+2)
	kept.IDs[len(kept.IDs)-1] = kept.Fresh.RefID
	if r := CheckRegistry(c, adapters.Push, kept, nil, FetchNetwork{}); r.Verdict != Fail || r.Cause.Want != "rfc:registry-lookup" {
		t.Errorf("the first kept, and given a new id: %s, cause %+v; want a failure:\n%s", r.Verdict, r.Cause, r)
	}
}

// TestCheckRegistry checks each check of a registry answer.
func TestCheckRegistry(t *testing.T) {
	c := fetchCases(t)["rfc-005/registry-eviction"]
	uri, _ := firstBlock(c)
	n := c.Vector.Registrations
	right := func() adapters.RegistryAnswer {
		ids := []string{"ref_1"}
		for i := range n {
			ids = append(ids, "ref_"+strconv.Itoa(i+2))
		}
		fresh := "ref_" + strconv.Itoa(n+2)
		return adapters.RegistryAnswer{FirstID: "ref_1", StableID: "ref_1", IDs: append(ids, fresh),
			EvictedError: &adapters.RegistryError{Error: "unknown reference: ref_1"},
			UnknownError: &adapters.RegistryError{Error: "Unknown reference"},
			Fresh:        adapters.RegistryRecord{RefID: fresh, URI: uri}}
	}
	tests := []struct {
		name  string
		wrong func(a *adapters.RegistryAnswer, n *FetchNetwork)
		want  string
	}{
		{"evicted passes", func(*adapters.RegistryAnswer, *FetchNetwork) {}, ""},
		{"past the bound, the first kept", func(a *adapters.RegistryAnswer, _ *FetchNetwork) {
			a.Evicted, a.EvictedError, a.Fresh.RefID = &adapters.RegistryRecord{RefID: "ref_1"}, nil, "ref_1"
			a.IDs[len(a.IDs)-1] = "ref_1"
		}, "rfc:registry-eviction"},
		{"a registration fetches", func(_ *adapters.RegistryAnswer, n *FetchNetwork) {
			n.Requests = []FetchHit{{Path: "/clip"}}
		}, "rfc:registry-request"},
		{"a live reference takes a new id", func(a *adapters.RegistryAnswer, _ *FetchNetwork) { a.StableID = "ref_9" }, "rfc:registry-lookup"},
		{"an evicted id issued again", func(a *adapters.RegistryAnswer, _ *FetchNetwork) {
			a.Fresh.RefID, a.IDs[len(a.IDs)-1] = "ref_1", "ref_1"
		}, "rfc:registry-ids"},
		{"an evicted id finds another record", func(a *adapters.RegistryAnswer, _ *FetchNetwork) {
			a.Evicted, a.EvictedError = &adapters.RegistryRecord{RefID: "ref_2"}, nil
		}, "rfc:registry-lookup"},
		{"an unknown id without the defined error", func(a *adapters.RegistryAnswer, _ *FetchNetwork) {
			a.UnknownError = &adapters.RegistryError{Error: "no such thing"}
		}, "rfc:registry-lookup"},
		{"the record keeps another uri", func(a *adapters.RegistryAnswer, _ *FetchNetwork) { a.Fresh.URI = "memo://other" }, "rfc:registry-uri"},
		{"an id missing", func(a *adapters.RegistryAnswer, _ *FetchNetwork) { a.IDs = append(a.IDs[:5], a.IDs[6:]...) }, "rfc:registry-ids"},
		{"the ids begin with another", func(a *adapters.RegistryAnswer, _ *FetchNetwork) { a.IDs[0] = "ref_0" }, "rfc:registry-ids"},
		{"the ids end with another", func(a *adapters.RegistryAnswer, _ *FetchNetwork) { a.IDs[len(a.IDs)-1] = "ref_x" }, "rfc:registry-ids"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ans, net := right(), FetchNetwork{}
			tt.wrong(&ans, &net)
			r := CheckRegistry(c, adapters.Push, ans, nil, net)
			switch {
			case tt.want == "" && r.Verdict != Pass:
				t.Errorf("%s, want a pass:\n%s", r.Verdict, r)
			case tt.want != "" && (r.Verdict != Fail || r.Cause.Want != tt.want):
				t.Errorf("%s, cause %+v; want a failure of cause %s:\n%s", r.Verdict, r.Cause, tt.want, r)
			case tt.want != "" && len(r.Findings) != 1:
				t.Errorf("%d checks failed, want the one of %s alone:\n%s", len(r.Findings), tt.want, r)
			}
		})
	}
}

// TestRecordIDsOnlyWhereStubsShow checks a record's id against the stubs
// only on a lane where SPEC shows one: render refuses a reference, and
// shows no id to name.
func TestRecordIDsOnlyWhereStubsShow(t *testing.T) {
	c := fetchCases(t)["rfc-005/fetch-plain"]
	ans, net := savedAnswer(t, c)
	obs, err := refhost.Observe(adapters.Render, c.Input)
	if err != nil {
		t.Fatal(err)
	}
	ans.Before, ans.After = obs, obs
	ans.Records[0].RefID = "r-any"
	if r := CheckFetch(c, adapters.Render, ans, nil, net); r.Verdict != Pass {
		t.Errorf("on render: %s, want a pass:\n%s", r.Verdict, r)
	}
}

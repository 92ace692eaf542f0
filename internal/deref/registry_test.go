package deref

import (
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

const someOrigin = "https://files.example:8443"

func reg(t *testing.T, r *Registry, text string, b Binding) Record {
	t.Helper()
	rec, err := r.Register(block(t, someOrigin, text), b)
	if err != nil {
		t.Fatalf("Register(%s): %v", text, err)
	}
	return rec
}

// RFC-005 section 7: receipt of a reference never triggers a fetch.
func TestRegisterMakesNoRequest(t *testing.T) {
	t.Parallel()
	f := newFixture(t, served{body: wav})
	r := NewRegistry(0)
	if _, err := r.Register(block(t, f.origin.URL, mcplBlock("")), Binding{Origin: f.origin.URL, Token: token}); err != nil {
		t.Fatal(err)
	}
	if requests, _ := f.seen(); len(requests) != 0 {
		t.Errorf("registering made %d requests", len(requests))
	}
}

// RFC-005 section 5: ids are not reused, even after eviction, and a stale
// id is the defined miss.
func TestIDsNeverReused(t *testing.T) {
	t.Parallel()
	r := NewRegistry(0)
	b := Binding{Origin: someOrigin}
	first := reg(t, r, mcplBlock(""), b)
	if !r.Evict(first.ID) || r.Evict(first.ID) {
		t.Fatal("Evict should report the live record once")
	}
	again := reg(t, r, mcplBlock(""), b)
	if again.ID == first.ID {
		t.Errorf("the evicted id %s was issued again", first.ID)
	}
	if _, err := r.Lookup(first.ID); !errors.Is(err, ErrUnknownReference) || !strings.Contains(err.Error(), "unknown reference") {
		t.Errorf("Lookup of an evicted id: %v", err)
	}
	if rec, err := r.Lookup(again.ID); err != nil || !rec.HasURI(someOrigin+"/payload") {
		t.Errorf("Lookup(%s) = %v, %v", again.ID, rec, err)
	}
}

// RFC-005 section 5: records may be evicted by host policy; the registry
// keeps its bound by evicting the oldest registered.
func TestEvictsOldest(t *testing.T) {
	t.Parallel()
	r := NewRegistry(3)
	var ids []string
	for i := range 4 {
		ids = append(ids, reg(t, r, strings.Replace(mcplBlock(""), "/payload", "/p"+strconv.Itoa(i), 1), Binding{}).ID)
	}
	if r.Len() != 3 {
		t.Errorf("Len() = %d, want 3", r.Len())
	}
	if _, err := r.Lookup(ids[0]); !errors.Is(err, ErrUnknownReference) {
		t.Errorf("the oldest record %s is still live: %v", ids[0], err)
	}
	for _, id := range ids[1:] {
		if _, err := r.Lookup(id); err != nil {
			t.Errorf("Lookup(%s): %v", id, err)
		}
	}
}

// MCPL's vector 20: the same testimony from the same connection keeps its
// live id; other testimony or another binding is another record.
func TestSameTestimonyKeepsID(t *testing.T) {
	t.Parallel()
	r := NewRegistry(0)
	b := Binding{Origin: someOrigin, Token: token}
	first := reg(t, r, mcplBlock(""), b)
	if again := reg(t, r, mcplBlock(""), b); again.ID != first.ID {
		t.Errorf("same testimony: %s, want %s", again.ID, first.ID)
	}
	for _, other := range []struct {
		text string
		b    Binding
	}{
		{mcplBlock(`,"digest":"` + wavDigest + `"`), b},
		{mcplBlock(`,"name":"other.wav"`), b},
		{mcplBlock(""), Binding{Origin: someOrigin, Token: "another"}},
		{mcplBlock(""), Binding{Origin: "https://other.example"}},
	} {
		if rec := reg(t, r, other.text, other.b); rec.ID == first.ID {
			t.Errorf("%s with %v shares the id %s", other.text, other.b, rec.ID)
		}
	}
}

// RFC-005 section 5: the id is host-generated and opaque, never made from
// the uri or the name.
func TestIDNotFromURIOrName(t *testing.T) {
	t.Parallel()
	r := NewRegistry(0)
	form := regexp.MustCompile(`^ref_[1-9][0-9]*$`)
	for i, name := range []string{"ref_7", "../x", "CON", "attachment.wav"} {
		rec := reg(t, r, mcplBlock(`,"name":`+strconv.Quote(name)+`,"sizeBytes":`+strconv.Itoa(i)), Binding{})
		if !form.MatchString(rec.ID) || rec.ID != "ref_"+strconv.Itoa(i+1) {
			t.Errorf("name %q got the id %q, want ref_%d", name, rec.ID, i+1)
		}
	}
}

// RFC-005 section 8: only a uri-form resource, image or audio block with a
// uri of at most 4,096 units is a reference.
func TestRegisterRefusesNonReference(t *testing.T) {
	t.Parallel()
	r := NewRegistry(0)
	for _, text := range []string{
		`"text"`,
		`{"type":"text","text":"x","uri":"https://h/x"}`,
		`{"type":"resource"}`,
		`{"type":"resource","uri":7}`,
		`{"type":"resource","uri":"` + strings.Repeat("a", 4097) + `"}`,
		`{"type":"image","uri":"https://h/x","data":"U0VDUkVU"}`,
	} {
		if _, err := r.Register(block(t, someOrigin, text), Binding{}); !errors.Is(err, ErrNotReference) {
			t.Errorf("Register(%.60s) = %v, want ErrNotReference", text, err)
		}
	}
	for _, text := range []string{
		`{"type":"resource","uri":"` + strings.Repeat("a", 4096) + `"}`,
		`{"type":"audio","uri":"https://h/x"}`,
	} {
		if _, err := r.Register(block(t, someOrigin, text), Binding{}); err != nil {
			t.Errorf("Register(%.60s) = %v", text, err)
		}
	}
	if r.Len() != 2 {
		t.Errorf("Len() = %d, want 2", r.Len())
	}
}

// RFC-005 sections 3 and 8: an invalid optional field is absent from the
// record's display fields, never cut or coerced.
func TestRecordDisplayFields(t *testing.T) {
	t.Parallel()
	r := NewRegistry(0)
	valid := reg(t, r, `{"type":"resource","uri":"https://h/x","name":"a.wav","mimeType":"audio/wav","sizeBytes":3.0,"disposition":"ref"}`, Binding{})
	if valid.Name != "a.wav" || valid.MimeType != "audio/wav" || !valid.SizeClaimed || valid.SizeBytes != 3 || valid.Disposition != "ref" {
		t.Errorf("valid fields read as %v", valid)
	}
	for _, fields := range []string{
		`"name":"` + strings.Repeat("a", 256) + `","mimeType":7,"sizeBytes":-1,"disposition":"inline"`,
		`"name":null,"mimeType":"` + strings.Repeat("m", 256) + `","sizeBytes":3.5`,
		`"sizeBytes":9007199254740992`,
	} {
		rec := reg(t, r, `{"type":"resource","uri":"https://h/x",`+fields+`}`, Binding{})
		if rec.Name != "" || rec.MimeType != "" || rec.SizeClaimed || rec.Disposition != "" {
			t.Errorf("invalid fields %s read as %v", fields, rec)
		}
	}
}

// RFC-005 section 6.1: the record and the binding never print the uri,
// the origin or the token, whatever the verb, nor in JSON.
func TestRecordPrintsNoSecrets(t *testing.T) {
	t.Parallel()
	r := NewRegistry(0)
	b := Binding{Origin: someOrigin, Token: token}
	rec := reg(t, r, mcplBlock(`,"digest":"`+wavDigest+`","expiresAt":"2999-01-01T00:00:00Z"`), b)
	var texts []string
	for _, verb := range []string{"%v", "%+v", "%#v", "%s", "%q", "%x", "%d", "%T %v"} {
		texts = append(texts, fmt.Sprintf(verb, rec), fmt.Sprintf(verb, b), fmt.Sprintf(verb, &rec), fmt.Sprintf(verb, []any{rec, b}))
	}
	for _, v := range []any{rec, b, []any{rec, b}} {
		j, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		texts = append(texts, string(j))
	}
	for _, text := range texts {
		for _, secret := range []string{someOrigin, "files.example", token} {
			if strings.Contains(text, secret) {
				t.Errorf("%q shows %q", text, secret)
			}
		}
	}
}

package subprocess

import (
	"context"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/fetchfixture"
	"github.com/rfc005-lanes/rfc005-lanes/internal/rawanswer"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/buildtest"
)

// wavBody is a payload the operations' tests serve.
var wavBody = []byte("RIFF0000WAVEpayload")

// TestOperationsOverTheProtocol asks `rfc005 host` to fetch and to keep a
// registry over the protocol: its answers are the in-process reference's.
func TestOperationsOverTheProtocol(t *testing.T) {
	t.Parallel()
	h, err := New(context.Background(), []string{buildtest.RFC005(t), "host"}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	d := h.(adapters.Dereferencer)
	if got, want := d.Operations(), []adapters.Operation{adapters.OpFetch, adapters.OpRegistry}; !reflect.DeepEqual(got, want) {
		t.Errorf("operations %v, want %v", got, want)
	}
	ref := refhost.New(fault.None).(adapters.Dereferencer)
	fx, err := fetchfixture.Start(fetchfixture.Response{Body: wavBody, ContentType: "audio/wav"})
	if err != nil {
		t.Fatal(err)
	}
	defer fx.Close()
	input := adapters.Input(`{"content":[{"type":"resource","uri":"` + fx.Origin() + `/payload","name":"take.wav","mimeType":"audio/wav","sizeBytes":19,"disposition":"never"}]}`)
	conn := adapters.Connection{Origin: fx.Origin(), Token: "t0ken"}
	fetch := func(d adapters.Dereferencer) adapters.FetchAnswer {
		dir := t.TempDir()
		ans, err := d.Fetch(context.Background(), adapters.FetchRequest{Lane: adapters.Push, Input: input, Connection: conn, MaxBytes: 128, Dir: dir})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(ans.Outcome.Path, dir) {
			t.Errorf("saved at %s, outside the request's directory %s", ans.Outcome.Path, dir)
		}
		ans.Outcome.Path, ans.Records[0].FetchedPath = "", nil // each its own directory
		return ans
	}
	if got, want := fetch(d), fetch(ref); !reflect.DeepEqual(got, want) {
		t.Errorf("fetch over the protocol:\n%+v\nin process:\n%+v", got, want)
	}
	registry := func(d adapters.Dereferencer) adapters.RegistryAnswer {
		ans, err := d.Registry(context.Background(), adapters.RegistryRequest{Input: input, Connection: conn, Registrations: 2100})
		if err != nil {
			t.Fatal(err)
		}
		return ans
	}
	if got, want := registry(d), registry(ref); !reflect.DeepEqual(got, want) {
		t.Errorf("registry over the protocol differs from in process: %+v, %+v", got.Evicted, want.Evicted)
	}
}

// TestOperationAnswersAreChecked gives a host's wrong answers to fetch
// and registry: each is an error saying what is wrong, and a host that
// declared no operation is never asked one.
func TestOperationAnswersAreChecked(t *testing.T) {
	t.Parallel()
	h, err := toy(t, "operations", Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	d := h.(adapters.Dereferencer)
	fetch := func(mode string) error {
		_, err := d.Fetch(context.Background(), adapters.FetchRequest{Lane: adapters.Push, Input: adapters.Input(`{"content":[{"type":"text","text":"@toy:` + mode + `"}]}`), Dir: "/nowhere"})
		return err
	}
	for mode, want := range map[string]string{
		"error": "host error: toy: cannot fetch",
		"shape": "the fetch result does not match the protocol schema",
		"view":  "the fetch's before: the observation does not match the protocol schema for push",
		"none":  `the answer to fetch holds neither "fetch" nor an error`,
	} {
		if err := fetch(mode); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v; want an error saying %q", mode, err, want)
		}
	}
	_, err = d.Registry(context.Background(), adapters.RegistryRequest{Input: adapters.Input(`{"content":[{"type":"text","text":"@toy:shape"}]}`), Registrations: 1})
	if err == nil || !strings.Contains(err.Error(), "the registry result does not match the protocol schema") {
		t.Errorf("registry of the wrong shape: %v", err)
	}

	plain, err := toy(t, "serve", Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer plain.Close()
	if ops := plain.(adapters.Dereferencer).Operations(); len(ops) != 0 {
		t.Errorf("a hello without operations declares %v", ops)
	}
	if _, err := plain.(adapters.Dereferencer).Fetch(context.Background(), adapters.FetchRequest{Lane: adapters.Push, Input: adapters.Input(`{"content":[]}`)}); err == nil || !strings.Contains(err.Error(), "does not declare the operation fetch") {
		t.Errorf("a fetch of a host that declared none: %v", err)
	}
}

// TestOperationErrorKeepsOnlyViews gives wrong results that hold a view
// beside a save's bytes and a record's uri: the error keeps for the leak
// search the fetch's views and nothing of a registry's, never what no
// model sees.
func TestOperationErrorKeepsOnlyViews(t *testing.T) {
	t.Parallel()
	h, err := toy(t, "operations", Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	d := h.(adapters.Dereferencer)
	input := adapters.Input(`{"content":[{"type":"text","text":"@toy:private"}]}`)
	_, fetchErr := d.Fetch(context.Background(), adapters.FetchRequest{Lane: adapters.Push, Input: input, Dir: "/nowhere"})
	_, registryErr := d.Registry(context.Background(), adapters.RegistryRequest{Input: input, Registrations: 1})
	for _, tt := range []struct {
		op   string
		err  error
		kept string
	}{{"fetch", fetchErr, "shown-words"}, {"registry", registryErr, ""}} {
		var raw *rawanswer.Error
		kept := ""
		if errors.As(tt.err, &raw) {
			kept = string(raw.Raw)
		}
		if tt.err == nil || !strings.Contains(kept, tt.kept) || strings.Contains(kept+tt.err.Error(), "private") {
			t.Errorf("%s: error %v, keeping %q; want an error keeping %q and nothing private", tt.op, tt.err, kept, tt.kept)
		}
	}
}

// TestHelloOperations refuses a hello that declares an operation the
// protocol has not.
func TestHelloOperations(t *testing.T) {
	t.Parallel()
	if _, err := toy(t, "bad-operation", Options{}); err == nil || !strings.Contains(err.Error(), `declares the operation "teleport"`) {
		t.Errorf("a hello declaring teleport: %v", err)
	}
}

package leak

import (
	"encoding/json"
	"math"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// echoUnit is the unit of a long uri-shaped hidden string as an MCPL file
// writes one with $repeat: a scheme, userinfo, a query and a fragment, and
// bytes every percent-encoding writes, so that its encoded forms are up
// to five times as long as it.
const echoUnit = "h://u:p%41@x/?q=%41 !'#f%41 é!"

// TestEchoOfALongHiddenStringCostsAFewTimesIt pins that finding and
// masking a long hidden string (lazy: its forms are written while a search
// needs them) in an answer that shows it back allocates a few tens of
// times its bytes: the forms longer than every text searched are never
// written, and those that are written fill one buffer made once, as large
// as they take, that the forms share. Every form written in a buffer that
// grows took about 700 times. It measures bytes, never time.
func TestEchoOfALongHiddenStringCostsAFewTimesIt(t *testing.T) {
	// Not parallel: the allocations are measured while no other test runs.
	var hidden []string
	size := 0
	for i := range 2 {
		hidden = append(hidden, strings.Repeat(echoUnit, (1<<20)/len(echoUnit))+string(rune('0'+i)))
		size += len(hidden[i])
	}
	in, err := json.Marshal(map[string]any{"content": []any{map[string]any{"type": "resource", "uri": hidden[0]}}})
	if err != nil {
		t.Fatal(err)
	}
	obs := blocks(text(string(in)))
	hs := NewSet(hidden)
	if len(hs.lazy) == 0 {
		t.Fatal("no hidden string is long enough to be lazy")
	}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	hays := Haystacks(obs, Strings(obs, nil))
	hit, found := hs.Find(hays)
	needles := hs.Shown(hays)
	runtime.ReadMemStats(&after)
	if !found || hit.How != FormAsSent || len(needles) == 0 {
		t.Fatalf("the echo shows the hidden uri: found %v as %q, %d needles", found, hit.How, len(needles))
	}
	alloc := after.TotalAlloc - before.TotalAlloc
	t.Logf("hidden strings of %d bytes: %d bytes allocated (%.1f times)", size, alloc, float64(alloc)/float64(size))
	if alloc > uint64(40*size) {
		t.Errorf("a search of an echo for hidden strings of %d bytes allocates %d bytes (%.1f times), want at most 40 times",
			size, alloc, float64(alloc)/float64(size))
	}
}

// TestBoundedFormsAreTheLongFormsLeftOut pins that forms written with a
// bound on their length are those written without it, in order, less
// those longer than it, and that formsRoom makes room for all of them: the
// buffer never grows.
func TestBoundedFormsAreTheLongFormsLeftOut(t *testing.T) {
	t.Parallel()
	var every strings.Builder
	for c := range 256 {
		every.WriteByte(byte(c))
	}
	for _, s := range []string{echoUnit, strings.Repeat(echoUnit, 40), every.String(), "plain-text", "A B", secretURI, idnURI} {
		tg := target{s: s, host: hostNone}
		if s == idnURI {
			tg.host = hostURI
		}
		hosts := tg.hostForms()
		whole := &formWriter{}
		whole.forms(s, hosts, math.MaxInt)
		for _, most := range []int{0, 7, len(s) - 1, len(s), 2 * len(s), 3 * len(s), 5 * len(s), math.MaxInt} {
			var want []string
			for _, d := range whole.drafts {
				if d.end-d.start <= most {
					want = append(want, d.name+": "+string(whole.buf[d.start:d.end]))
				}
			}
			json := esjson.AppendString(nil, s)
			room := formsRoom(s, hosts, len(json)-2, most)
			w := &formWriter{buf: make([]byte, 0, room)}
			w.forms(s, hosts, most)
			var got []string
			for _, d := range w.drafts {
				got = append(got, d.name+": "+string(w.buf[d.start:d.end]))
			}
			if !slices.Equal(got, want) {
				t.Errorf("%.20q at most %d bytes: forms\n%q\nwant\n%q", s, most, got, want)
			}
			if cap(w.buf) != room {
				t.Errorf("%.20q at most %d bytes: the buffer grew from %d to %d bytes (%d written)", s, most, room, cap(w.buf), len(w.buf))
			}
		}
	}
}

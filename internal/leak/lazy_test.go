package leak

import (
	"encoding/base64"
	"encoding/hex"
	"net/url"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
)

// TestLazySetsFindWhatEagerOnesFind pins that a set whose forms are
// written while a search needs them (every target lazy) finds, names,
// masks and allows what a set that writes them at once does, in every form
// and disguise the package searches for.
func TestLazySetsFindWhatEagerOnesFind(t *testing.T) {
	t.Parallel()
	whole := url.QueryEscape(secretURI)
	cut := len(noteURI) / 2
	observations := []adapters.Observation{
		blocks(text("nothing of it")),
		blocks(text("see " + secretURI)),
		blocks(text(strings.ToUpper(secretURI))),
		blocks(text("?u=" + whole)),
		blocks(text(lowerHex(url.QueryEscape(whole)))),
		blocks(text(hex.EncodeToString([]byte(secretURI)))),
		blocks(text(b64Run(base64.StdEncoding, 1, secretURI, "tail"))),
		blocks(text(b64Run(base64.URLEncoding, 2, secretURI, ""))),
		blocks(text("sig SECRET-sig-9c1e only")),
		blocks(text("the fragment frag-ment-77~?> alone")),
		blocks(text(insertEvery(noteURI, "\u200b"))),
		blocks(text(fullwidth(noteURI))),
		blocks(text(noteURI[:cut]), text(noteURI[cut:])),
		blocks(text(fullwidth(noteURI[:cut])), text("\u00ad"+noteURI[cut:])),
		blocks(text(noteURI[:cut]), image(), text(noteURI[cut:])),
		blocks(text("go to " + aLabelURI)),
		blocks(text(noteURI+" and "+noteURI), text(secretURI)),
		{Refused: "bad answer: " + secretURI},
	}
	hidden := []string{secretURI, noteURI, idnURI, "short1"}
	eager, lazy := newSet(hidden, eagerBudget), newSet(hidden, 0)
	if len(eager.lazy) != 0 || len(lazy.lazy) != len(lazy.targets) || len(lazy.targets) != len(eager.targets) {
		t.Fatalf("eager set has %d lazy targets of %d, lazy set %d of %d", len(eager.lazy), len(eager.targets), len(lazy.lazy), len(lazy.targets))
	}
	spec := []string{noteURI}
	shown := map[adapters.Lane]adapters.Observation{adapters.Push: blocks(text("the server says " + noteURI))}
	eagerAllow, lazyAllow := eager.Allowances(spec, shown, nil), lazy.Allowances(spec, shown, nil)
	if !reflect.DeepEqual(eagerAllow, lazyAllow) {
		t.Fatalf("allowances: eager %v, lazy %v", eagerAllow, lazyAllow)
	}
	for i, obs := range observations {
		for _, lane := range []adapters.Lane{adapters.Push, adapters.Channel} {
			hays := func() []*Haystack {
				if obs.Refused != "" {
					return RawHaystacks([]byte(obs.Refused))
				}
				return Haystacks(obs, Strings(obs, nil))
			}
			e, l := eager.On(eagerAllow[lane]), lazy.On(lazyAllow[lane])
			eh, ef := e.Find(hays())
			lh, lf := l.Find(hays())
			if eh != lh || ef != lf {
				t.Errorf("observation %d on %s: eager finds %v %+v, lazy %v %+v", i, lane, ef, eh, lf, lh)
			}
			// Needles of one length may come in another order: a mask
			// replaces the longest first, and these do not overlap.
			if es, ls := sortedNeedles(e.Shown(hays())), sortedNeedles(l.Shown(hays())); !reflect.DeepEqual(es, ls) {
				t.Errorf("observation %d on %s: eager shows %+v, lazy %+v", i, lane, es, ls)
			}
		}
	}
}

// sortedNeedles returns needles sorted by length, then text.
func sortedNeedles(needles []Needle) []Needle {
	slices.SortStableFunc(needles, func(a, b Needle) int {
		if len(a.text) != len(b.text) {
			return len(b.text) - len(a.text)
		}
		return strings.Compare(a.text, b.text)
	})
	return needles
}

// bigURI returns a uri-shaped hidden string of about n bytes: its fragment
// is most of it, percent-decodes to something else, and holds bytes every
// percent-encoding writes, a space, !'()* and a letter past ASCII.
func bigURI(n int, tag string) string {
	const unit = "h://u:p%41@x/?q=%41 !'#f%41 é!"
	return strings.Repeat(unit, n/len(unit)) + tag
}

// TestLazyTargetsAreFound pins that a hidden string too long for its
// forms to be written at once is found in them all the same: shown
// percent-encoded, shown as its fragment alone, shown split across two
// blocks; and that a text too short to hold any of its forms costs no
// search.
func TestLazyTargetsAreFound(t *testing.T) {
	t.Parallel()
	big := "h://x.example/" + strings.Repeat("%41 !'é-", 8<<10) + "?k=" + strings.Repeat("v", 70<<10) + "#end"
	hs := NewSet([]string{big})
	if len(hs.lazy) == 0 {
		t.Fatalf("a set of a %d-byte string has no lazy target", len(big))
	}
	value := big[strings.IndexByte(big, '=')+1 : strings.IndexByte(big, '#')]
	for _, tt := range []struct {
		name string
		obs  adapters.Observation
		want string
	}{
		{"percent_encoded", blocks(text(strings.ReplaceAll(url.QueryEscape(big), "+", "%20"))), "percent-encoded (upper-case hex)"},
		{"hex", blocks(text(hex.EncodeToString([]byte(big)))), "as hex of its UTF-8 bytes"},
		{"query_value_alone", blocks(text("=" + value)), "as sent, as the query value of the hidden uri"},
		{"split", blocks(text(big[:len(big)-1000]), text(big[len(big)-1000:])), "split across adjacent text blocks"},
		{"upper_case_split", blocks(text(strings.ToUpper(big[:len(big)-1000])), text(big[len(big)-1000:])), "split across adjacent text blocks"},
		{"nothing", blocks(text(big[:len(big)/2])), ""},
	} {
		hit, found := hs.Find(Haystacks(tt.obs, Strings(tt.obs, nil)))
		if found != (tt.want != "") || !strings.Contains(hit.Reason, tt.want) {
			t.Errorf("%s: found %v, %q; want %q", tt.name, found, hit.Reason, tt.want)
		}
	}
}

// TestHiddenStringsCostAboutTheirBytes pins that a case's hidden strings
// cost memory in proportion to their bytes, not to their forms (about
// twenty, and as many again for each part of a uri): a set holds a few
// times the bytes it hides, and searching an observation too short to
// show any of them allocates next to nothing. It measures bytes, never
// time.
func TestHiddenStringsCostAboutTheirBytes(t *testing.T) {
	// Not parallel: the heap is measured while no other test runs.
	var hidden []string
	total := 0
	for i := range 4 {
		hidden = append(hidden, bigURI(256<<10, strings.Repeat("i", i+1)))
		total += len(hidden[i])
	}
	var before, made, searched runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	hs := NewSet(hidden)
	runtime.GC()
	runtime.ReadMemStats(&made)
	obs := blocks(text("[Resource not shown: this host can't display its data (application/pdf, 3B).]"), text("a stub"))
	hays := Haystacks(obs, Strings(obs, nil))
	if hit, found := hs.Find(hays); found {
		t.Fatalf("a stub shows %s", hit.Reason)
	}
	hs.Shown(hays)
	runtime.ReadMemStats(&searched)
	runtime.KeepAlive(hs)
	held := int64(made.HeapAlloc) - int64(before.HeapAlloc)
	t.Logf("%d hidden bytes: the set holds %d bytes, a search of a stub allocates %d", total, held, searched.TotalAlloc-made.TotalAlloc)
	if held > int64(4*total) {
		t.Errorf("a set of %d hidden bytes holds %d bytes (%.1f times), want at most 4 times", total, held, float64(held)/float64(total))
	}
	if alloc := searched.TotalAlloc - made.TotalAlloc; alloc > uint64(total/8) {
		t.Errorf("searching a stub for %d hidden bytes allocates %d bytes, want at most %d", total, alloc, total/8)
	}
}

package subprocess

import (
	"math/rand/v2"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
)

func TestCountBlocks(t *testing.T) {
	t.Parallel()
	tests := []struct {
		line string
		want int
	}{
		{`{"seq":1,"observation":{"blocks":[]}}`, 0},
		{`{"seq":1,"observation":{"blocks":[{"type":"text","text":"a,]}"},{"type":"text","text":"\"]"}]}}`, 2},
		{` { "seq" : 1 , "observation" : { "render" : "shown" , "blocks" : [ 1 , [2,3] , {"x":[]} ] } } `, 3},
		{`{"observ\u0061tion":{"blocks":[1,2]}}`, 2},
		{`{"observation":{"bl\u006fcks":[1,2]}}`, 2},                           // escaped, the name is nowhere as written
		{`{"observation":{"blocks":[1]},"observation":{"blocks":[1,2,3]}}`, 3}, // the last, as the decoder keeps
		{`{"observation":{"text":"[1,2]"}}`, -1},
		{`{"error":"no"}`, -1},
		{`{"observation":{"blocks":[1,2`, -1},
		{`not JSON`, -1},
		{`{"observation":{"blocks":[1,2,3]}} x`, -1},       // not JSON as a whole: not counted
		{`{"observation":{"blocks":[1,2,3x]}}`, -1},        // nor with an item that is no value
		{`{"observation":{"blocks":["\x",2,3]}}`, -1},      // nor a string the decoder refuses
		{`{"a":"\u00e9","observation":{"blocks":[1]}}`, 1}, // escapes JSON has are fine
	}
	for _, tt := range tests {
		if got := countBlocks([]byte(tt.line)); got != tt.want {
			t.Errorf("countBlocks(%s) = %d, want %d", tt.line, got, tt.want)
		}
	}
}

func TestCountValues(t *testing.T) {
	t.Parallel()
	tests := []struct {
		line string
		want int
	}{
		{`{}`, 1},
		{`{"seq":1,"observation":{"view":[true,false,null,-1.5e3,"s",{},[]]}}`, 11},
		{`{"a:b":"c\":d","e":["f"]}`, 4},
		{`{"a":1,"b":"\x","c":[1,2,3]}`, 3}, // nothing after a string the decoder refuses
		{"{\"a\":\"\x01\",\"c\":[1,2,3]}", 2},
	}
	for _, tt := range tests {
		if got := countValues([]byte(tt.line)); got != tt.want {
			t.Errorf("countValues(%s) = %d, want %d", tt.line, got, tt.want)
		}
	}
}

func TestInvalidUTF8(t *testing.T) {
	t.Parallel()
	tests := []struct {
		line string
		at   int
		bad  string
	}{
		{"plain ascii, é and 😀", -1, ""},
		{"a\xffb", 1, "ff"},
		{"ab\xed\xa0\x80c", 2, "ed a0 80"},      // a surrogate's encoding
		{"\xc0\xafx", 0, "c0 af"},               // an overlong '/'
		{"x\xe2\x82", 1, "e2 82"},               // cut short
		{"x\xf4\x90\x80\x80", 1, "f4 90 80 80"}, // past U+10FFFF
	}
	for _, tt := range tests {
		if at, bad := invalidUTF8([]byte(tt.line)); at != tt.at || bad != tt.bad {
			t.Errorf("invalidUTF8(%q) = %d, %q; want %d, %q", tt.line, at, bad, tt.at, tt.bad)
		}
	}
}

// TestCountsWithinTheirBounds pins the bounds readAnswer trusts to skip
// counting: no line counts more blocks than mostBlocks, nor more values
// than mostValues, however dense or broken.
func TestCountsWithinTheirBounds(t *testing.T) {
	t.Parallel()
	lines := []string{
		`{"observation":{"blocks":[1,1,1,1]}}`, `{"observation":{"blocks":[1]}}`, `[[[[`, `{{{{`, `""""""`, `"`,
		`0,0,0`, `tftftf`, `{"a":"b","c":"d"}`, `{"observation":{"blocks":[,,,,]}}`, `{"observation":{"blocks":[[],[],[]]}}`,
		`{"observation":{"blocks":["","",""]}}`, `{"observation":{"blocks":[1 ,1 ,1]}}`, "",
	}
	rng := rand.New(rand.NewPCG(3, 2026))
	const alphabet = `{}[]:,"\ 01tfn-e.x`
	for range 5000 {
		b := []byte(`{"observation":{"blocks":[`)
		for range rng.IntN(40) {
			b = append(b, alphabet[rng.IntN(len(alphabet))])
		}
		lines = append(lines, string(b), string(b[rng.IntN(len(b)):]))
	}
	for _, l := range lines {
		b := []byte(l)
		blocks, values := countBlocks(b), countValues(b)
		if blocks > mostBlocks(b) {
			t.Errorf("countBlocks(%s) = %d, over mostBlocks %d", l, blocks, mostBlocks(b))
		}
		if values > mostValues(b) {
			t.Errorf("countValues(%s) = %d, over mostValues %d", l, values, mostValues(b))
		}
	}
}

// TestShortLinesOverTheBounds pins that a line short enough to skip
// counting at the default bounds is still counted against small ones, and
// that an answer over a bound restarts the host only when it is out of
// step: another seq (the last one written counts), none, or not JSON. A
// line that is not JSON is not held to the blocks bound, and its values
// are counted up to the first string the decoder refuses: the decoder
// then says what is wrong with it.
func TestShortLinesOverTheBounds(t *testing.T) {
	t.Parallel()
	h := &host{opt: Options{MaxBlocks: 2, MaxValues: 9}.withDefaults(), seq: 1}
	var err error
	if h.schemas, err = compileLaneSchemas(); err != nil {
		t.Fatal(err)
	}
	const blocks, values = "observation too large: 3 blocks, the bound is 2", "observation too large: 12 JSON values in the answer, the bound is 9"
	tests := []struct {
		line, want string
		restart    bool
	}{
		{`{"seq":1,"observation":{"blocks":[1,2,3]}}`, blocks, false},
		{`{"seq":1,"observation":{"view":[1,2,3,4,5,6,7,8]}}`, values, false},
		{`{"seq":2,"observation":{"blocks":[1,2,3]}}`, blocks, true},
		{`{"seq":1,"seq":2,"observation":{"view":[1,2,3,4,5,6,7,8]}}`, "observation too large: 13 JSON values in the answer, the bound is 9", true},
		{`{"observation":{"blocks":[1,2,3]}}`, blocks, true},
		{`{"seq":1,"observation":{"view":[1,2,3,4,5,6,7,,8]}}`, "observation too large: 12 JSON values in the answer, the bound is 9", true},
		// Not JSON, as esjson's scanner reads it: its blocks are not
		// counted, nor its values after a string the decoder refuses,
		// and the decoder says why.
		{`{"seq":1,"observation":{"blocks":[1,2,3]}}}`, `the answer is not JSON (not valid JSON at byte 42: unexpected '}' after the value): "{\"seq\":1,\"observation\":{\"blocks\":[1,2,3]}}}"`, true},
		{`{"seq":1,"observation":{"blocks":[1,2,3x]}}`, `the answer is not JSON (not valid JSON at byte 39: unexpected 'x' in an array: want , or ]): "{\"seq\":1,\"observation\":{\"blocks\":[1,2,3x]}}"`, true},
		{"{\"seq\":1,\"a\":\"\t\",\"observation\":{\"view\":[1,2,3,4,5,6,7,8]}}", `the answer is not JSON (not valid JSON at byte 14: a string may not hold the control U+0009 unescaped): "{\"seq\":1,\"a\":\"\t\",\"observation\":{\"view\":[1,2,3,4,5,6,7,8]}}"`, true},
	}
	for _, tt := range tests {
		_, restart, err := h.readAnswer(adapters.Script, []byte(tt.line))
		if err == nil || err.Error() != tt.want || restart != tt.restart {
			t.Errorf("readAnswer(%s) = %v, restart %t; want %q, restart %t", tt.line, err, restart, tt.want, tt.restart)
		}
	}
}

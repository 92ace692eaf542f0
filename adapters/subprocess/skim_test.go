package subprocess

import "testing"

func TestCountBlocks(t *testing.T) {
	tests := []struct {
		line string
		want int
	}{
		{`{"seq":1,"observation":{"blocks":[]}}`, 0},
		{`{"seq":1,"observation":{"blocks":[{"type":"text","text":"a,]}"},{"type":"text","text":"\"]"}]}}`, 2},
		{` { "seq" : 1 , "observation" : { "render" : "shown" , "blocks" : [ 1 , [2,3] , {"x":[]} ] } } `, 3},
		{`{"observ\u0061tion":{"blocks":[1,2]}}`, 2},
		{`{"observation":{"blocks":[1]},"observation":{"blocks":[1,2,3]}}`, 3}, // the last, as the decoder keeps
		{`{"observation":{"text":"[1,2]"}}`, -1},
		{`{"error":"no"}`, -1},
		{`{"observation":{"blocks":[1,2`, -1},
		{`not JSON`, -1},
	}
	for _, tt := range tests {
		if got := countBlocks([]byte(tt.line)); got != tt.want {
			t.Errorf("countBlocks(%s) = %d, want %d", tt.line, got, tt.want)
		}
	}
}

func TestCountValues(t *testing.T) {
	tests := []struct {
		line string
		want int
	}{
		{`{}`, 1},
		{`{"seq":1,"observation":{"view":[true,false,null,-1.5e3,"s",{},[]]}}`, 11},
		{`{"a:b":"c\":d","e":["f"]}`, 4},
	}
	for _, tt := range tests {
		if got := countValues([]byte(tt.line)); got != tt.want {
			t.Errorf("countValues(%s) = %d, want %d", tt.line, got, tt.want)
		}
	}
}

func TestInvalidUTF8(t *testing.T) {
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

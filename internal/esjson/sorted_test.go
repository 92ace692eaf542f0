package esjson

import "testing"

func TestSorted(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{`{"b":1,"a":{"d":[{"z":1,"y":2}],"c":2}}`, `{"a":{"c":2,"d":[{"y":2,"z":1}]},"b":1}`},
		{`{"b":1,"a":2,"b":3}`, `{"a":2,"b":3}`}, // a duplicate is its last value, once
		{`[3,{"b":0,"a":0}]`, `[3,{"a":0,"b":0}]`},
		{`"x"`, `"x"`},
	} {
		v, err := ParseString(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		if got := Marshal(Sorted(v)); got != tc.want {
			t.Errorf("Sorted(%s) = %s, want %s", tc.in, got, tc.want)
		}
	}
}

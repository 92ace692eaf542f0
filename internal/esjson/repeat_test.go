package esjson_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

func TestExpandRepeats(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, in, want string
	}{
		{"no_repeat_is_the_same_bytes", `{"a" : "\uD800", "b":[1]}`, `{"a" : "\uD800", "b":[1]}`},
		{"string_repeated", `{"text":{"$repeat":"ab","count":3}}`, `{"text":"ababab"}`},
		{"escapes_kept_as_written", `["x",{"$repeat":"\uD800\n","count":2}]`, `["x","\uD800\n\uD800\n"]`},
		{"count_zero_is_empty", `{"$repeat":"x","count":0}`, `""`},
		{"members_in_either_order", `{"count":2,"$repeat":"x"}`, `"xx"`},
		{"surrounding_bytes_kept", "{ \"a\":\t{\"$repeat\":\"x\",\"count\":2} ,\"b\":\"\\u00e9\"}", "{ \"a\":\t\"xx\" ,\"b\":\"\\u00e9\"}"},
		{"extra_member_is_no_repeat", `{"$repeat":"x","count":2,"y":1}`, `{"$repeat":"x","count":2,"y":1}`},
		{"fractional_count_is_no_repeat", `{"$repeat":"x","count":1.5}`, `{"$repeat":"x","count":1.5}`},
		{"non_string_unit_is_no_repeat", `{"$repeat":1,"count":2}`, `{"$repeat":1,"count":2}`},
		{"nested_in_arrays", `[[{"$repeat":"a","count":1}],{"$repeat":"b","count":2}]`, `[["a"],"bb"]`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := esjson.ExpandRepeats([]byte(tt.in))
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != tt.want {
				t.Errorf("mismatch (-want +got):\n%s", cmp.Diff(tt.want, string(got)))
			}
		})
	}
	big, err := esjson.ExpandRepeats([]byte(`{"$repeat":"A","count":16777216}`))
	if err != nil || len(big) != 16777216+2 || strings.Trim(string(big), `"A`) != "" {
		t.Errorf("a 16 MiB repeat: %d bytes, %v", len(big), err)
	}
	if _, err := esjson.ExpandRepeats([]byte(`{"$repeat":"xx","count":1e12}`)); err == nil || !strings.Contains(err.Error(), "is over what the repeats of one value (256 MiB in all) have left") {
		t.Errorf("an oversized repeat: error %v, want one naming the limit", err)
	}
	// 8 × 2^53 bytes overflows no int64, but a bound computed as
	// len×count, with 4 × 2^62, did: to 0, under any bound.
	var re *esjson.RepeatError
	if _, err := esjson.ExpandRepeats([]byte(`[1, {"$repeat":"AAAAAAAA","count":9007199254740992}]`)); !errors.As(err, &re) || re.Offset != 4 || !strings.Contains(err.Error(), "is over what") {
		t.Errorf("a repeat of 8 × 2^53 bytes: %v, want a RepeatError at byte 4, over the budget", err)
	}
	if out, err := esjson.ExpandRepeats([]byte(`{"$repeat":"AAAA","count":4611686018427387904}`)); err != nil || len(out) > 100 {
		t.Errorf("a count of 2^62: %d bytes, %v; want it kept as written", len(out), err)
	}
	file := &esjson.Budget{Left: 10, What: "the file's repeats"}
	corpus := &esjson.Budget{Left: 7, What: "the corpus's repeats"}
	if out, err := esjson.ExpandRepeatsWithin([]byte(`{"$repeat":"ab","count":3}`), file, corpus); err != nil || string(out) != `"ababab"` || file.Left != 4 || corpus.Left != 1 {
		t.Errorf("a repeat within two budgets: %s, %v, left %d and %d", out, err, file.Left, corpus.Left)
	}
	if _, err := esjson.ExpandRepeatsWithin([]byte(`{"$repeat":"ab","count":1}`), file, corpus); err == nil || !strings.Contains(err.Error(), "the corpus's repeats have left (1 bytes)") || corpus.Left != 1 {
		t.Errorf("a repeat over the second budget: %v, left %d", err, corpus.Left)
	}
	if out, err := esjson.ExpandRepeats([]byte(`{"$repeat":"x","count":1e16}`)); err != nil || string(out) != `{"$repeat":"x","count":1e16}` {
		t.Errorf("a count over 2^53 is no repeat, kept as written: %s, %v", out, err)
	}
	if _, err := esjson.ExpandRepeats([]byte(`{"$repeat":"x","count":2`)); err == nil {
		t.Error("invalid JSON: no error")
	}
}

// TestExpandNest pins the {"$nest"} form: open and close around its
// expanded inside, count times, and its bytes paid from the budget.
func TestExpandNest(t *testing.T) {
	got, err := esjson.ExpandRepeats([]byte(`{"data":{"$nest":["{\"a\":[","]}"],"count":3,"in":{"$repeat":"x","count":2}}}`))
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"data":{"a":[{"a":[{"a":["xx"]}]}]}}`; string(got) != want {
		t.Errorf("got %s, want %s", got, want)
	}
	_, err = esjson.ExpandRepeatsWithin([]byte(`{"$nest":["[","]"],"count":100,"in":1}`), &esjson.Budget{Left: 150, What: "w"})
	if err == nil {
		t.Errorf("a nest over the budget expanded")
	}
	kept := `{"$nest":["[","]"],"count":2,"in":1,"x":0}`
	if got, _ := esjson.ExpandRepeats([]byte(kept)); string(got) != kept {
		t.Errorf("an object with a fourth member was expanded: %s", got)
	}
}

package hostcmd

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestSplit(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in   string
		want []string
	}{
		{"python3 adapters/examples/python/host.py", []string{"python3", "adapters/examples/python/host.py"}},
		{`node  "my host.mjs"   --x='a b'`, []string{"node", "my host.mjs", "--x=a b"}},
		{`a\ b "c\"d" 'e\f'`, []string{"a b", `c"d`, `e\f`}},
		{`x ""`, []string{"x", ""}},
	}
	for _, tt := range tests {
		got, err := Split(tt.in)
		if err != nil || !cmp.Equal(got, tt.want) {
			t.Errorf("Split(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
	for _, bad := range []string{"", "  ", `a "b`, `a 'b`} {
		if _, err := Split(bad); err == nil {
			t.Errorf("Split(%q): no error", bad)
		}
	}
}

// TestWithheldIsDocumented: PROTOCOL.md's section on the host's
// environment names every variable Withheld returns, and no other in its
// table.
func TestWithheldIsDocumented(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile("../../adapters/PROTOCOL.md")
	if err != nil {
		t.Fatal(err)
	}
	_, section, _ := strings.Cut(string(data), "### The host's environment\n")
	section, _, _ = strings.Cut(section, "\n### ")
	var table []string
	for _, l := range strings.Split(section, "\n") {
		if cells := strings.Split(l, "|"); len(cells) == 4 && !strings.HasPrefix(strings.TrimSpace(cells[1]), "CI") && !strings.HasPrefix(cells[1], "---") {
			for _, f := range strings.Split(cells[2], "`") {
				if f != "" && strings.ToUpper(f) == f && !strings.ContainsAny(f, " ,()") {
					table = append(table, f)
				}
			}
		}
	}
	slices.Sort(table)
	want := Withheld()
	slices.Sort(want)
	if !slices.Equal(table, want) {
		t.Errorf("PROTOCOL.md withholds %q,\nWithheld() %q", table, want)
	}
}

package reporttext

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/cicommand"
)

// forged are texts a host or a vector file could send to forge a CI
// runner's command, each line of its own or inside a line.
var forged = []string{
	"bad answer\r\n::error title=FORGED::x\n::add-mask::rfc005",
	"::stop-commands::tok",
	"    ::error::indented\n\t::warning::tabbed",
	"\u00a0\u3000::notice::unicode spaces",
	"\u200b::error::zero-width\n:\u034f:error::joined",
	"RFC-005 ##[error]forged spec reference",
	"#\u00ad#[group]soft hyphen",
	"###[error] ####[x] ##[##[",
	"text ##vso[task.complete result=Failed] ##VSO[task.setvariable variable=x]y",
	"first\u2028::error::after U+2028\u0085::error::after U+0085\u2029::x\v::y\f::z\r::w",
	":::three colons",
	"not UTF-8 \xff\n::error::after a bad byte\xe3\x80",
}

// TestInert pins the escapes: the second colon of a line's "::", the
// bracket of "##[" and "##vso[", and nothing else.
func TestInert(t *testing.T) {
	t.Parallel()
	tests := []struct{ in, want string }{
		{"::error title=FORGED::x", `:\u003aerror title=FORGED::x`},
		{"bad\r\n  ::add-mask::w\n", "bad\r\n  :\\u003aadd-mask::w\n"},
		{"RFC-005 ##[error]x", `RFC-005 ##\u005berror]x`},
		{"a ##vso[task] ##VsO[x]", `a ##vso\u005btask] ##VsO\u005bx]`},
		{"###[", `###\u005b`},
		{":\u200b:x", ":\u200b\\u003ax"},
		{"line\u2028::x", "line\u2028:\\u003ax"},
		{"a :: b ::x\n: :y\n# #[\n#[", "a :: b ::x\n: :y\n# #[\n#["},
		{"rfc005 run: case text/plain on push: fail", "rfc005 run: case text/plain on push: fail"},
		{"", ""},
	}
	for _, tt := range tests {
		if got := Inert(tt.in); got != tt.want {
			t.Errorf("Inert(%q) = %q, want %q", tt.in, got, tt.want)
		}
		if got := string(InertBytes([]byte(tt.in))); got != tt.want {
			t.Errorf("InertBytes(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestInertLeavesNoCommand holds Inert to the runners' syntax, as
// cicommand reads it, on every forged text, on the texts Printable and
// PrintableText make of them, and on random texts made of the pieces of
// commands; and holds it to being idempotent.
func TestInertLeavesNoCommand(t *testing.T) {
	t.Parallel()
	check := func(in string) {
		t.Helper()
		out := Inert(in)
		if found := cicommand.Commands(out); len(found) > 0 {
			t.Errorf("Inert(%q) = %q: a runner reads %q", in, out, found)
		}
		if again := Inert(out); again != out {
			t.Errorf("Inert is not idempotent on %q: %q, then %q", in, out, again)
		}
	}
	for _, s := range forged {
		if len(cicommand.Commands(s)) == 0 {
			t.Errorf("the forged text %q forges nothing", s)
		}
		check(s)
		check(Printable(s))
		check(PrintableText(s))
	}
	pieces := []string{":", ":", "#", "#", "[", "vso", "VSO", "v", "s", "o", " ", "\t", "\n", "\r", "\u00a0", "\u200b", "\u00ad", "\u2028", "\u0085", "é", "\xe3", "\xc2", "x", "::", "##"}
	unescape := strings.NewReplacer(`\u003a`, ":", `\u005b`, "[")
	rng := rand.New(rand.NewPCG(39, 1))
	for range 20000 {
		var b strings.Builder
		for range 1 + rng.IntN(12) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		check(b.String())
		if back := unescape.Replace(Inert(b.String())); back != b.String() {
			t.Errorf("Inert(%q) = %q changes more than its escapes", b.String(), Inert(b.String()))
		}
	}
}

// TestInertWriterAnySplit pins that InertWriter writes what Inert does
// however the text is cut into writes, a character cut in two included.
func TestInertWriterAnySplit(t *testing.T) {
	t.Parallel()
	for _, s := range append(forged, "日本\u3000::x", "ok\n\u00a0::y") {
		want := Inert(s)
		for cut := 0; cut <= len(s); cut++ {
			for cut2 := cut; cut2 <= len(s); cut2++ {
				var out bytes.Buffer
				w := NewInertWriter(&out)
				for _, part := range []string{s[:cut], s[cut:cut2], s[cut2:]} {
					if n, err := w.Write([]byte(part)); n != len(part) || err != nil {
						t.Fatalf("Write(%q) = %d, %v", part, n, err)
					}
				}
				if out.String() != want {
					t.Fatalf("written as %q, %q, %q: %q, want %q", s[:cut], s[cut:cut2], s[cut2:], out.String(), want)
				}
			}
		}
	}
}

// TestInertKeepsJSON pins that a JSON document made Inert reads as the
// same value: the escapes are JSON's.
func TestInertKeepsJSON(t *testing.T) {
	t.Parallel()
	doc, err := json.MarshalIndent(map[string]any{"forged": forged, "id": "x/##[error]"}, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	out := InertBytes(doc)
	if found := cicommand.Commands(string(out)); len(found) > 0 {
		t.Errorf("the JSON still forges %q", found)
	}
	var before, after any
	if err := json.Unmarshal(doc, &before); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(out, &after); err != nil {
		t.Fatalf("Inert JSON does not read: %v\n%s", err, out)
	}
	a, _ := json.Marshal(before)
	b, _ := json.Marshal(after)
	if !bytes.Equal(a, b) {
		t.Errorf("Inert changed the JSON's value:\n%s\n%s", a, b)
	}
}

// BenchmarkInertBytes measures InertBytes on 8 MiB of a JSON report that
// needs no escape, as most do: it reads every character and copies
// nothing.
func BenchmarkInertBytes(b *testing.B) {
	line := []byte(`      "reason": "content: the text must be \"hello\" exactly, got \"évian ✓\" (SPEC 2.1 text)",` + "\n")
	doc := bytes.Repeat(line, (8<<20)/len(line))
	b.SetBytes(int64(len(doc)))
	b.ReportAllocs()
	for b.Loop() {
		if out := InertBytes(doc); len(out) != len(doc) {
			b.Fatal("escaped")
		}
	}
}

package leak

import (
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"net/url"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
)

// secretURI is a hidden uri with every part Find hides: a userinfo
// password, a path outside ASCII, a query value long enough ("sig") and one
// too short ("k"), and a fragment. Its base64 encodings hold "+" or "/" at
// each alignment, so the two alphabets differ.
const secretURI = "https://user:pa55w0rd-XYZ@files.example/held/été.pdf?sig=SECRET-sig-9c1e&k=abcde#frag-ment-77~?>"

func text(s string) adapters.Block { return adapters.TextBlock(s) }

func blocks(b ...adapters.Block) adapters.Observation { return adapters.Observation{Blocks: b} }

// lowerHex lowers the two hex digits after each "%" of s, and nothing else.
func lowerHex(s string) string {
	b := []byte(s)
	for i := 0; i+2 < len(b); i++ {
		if b[i] == '%' {
			b[i+1], b[i+2] = strings.ToLower(string(b[i+1]))[0], strings.ToLower(string(b[i+2]))[0]
		}
	}
	return string(b)
}

// b64Run returns a base64 run holding s k bytes into a 3-byte group, after a
// full group of other bytes, and followed by tail.
func b64Run(enc *base64.Encoding, k int, s, tail string) string {
	return enc.EncodeToString([]byte("\x00\xfe\x7f" + "\xfb\xbf"[:k] + s + tail))
}

func TestFindHidden(t *testing.T) {
	t.Parallel()
	// encodeURI-style, upper-case hex: only é and ">" are encoded.
	const uriStyle = "https://user:pa55w0rd-XYZ@files.example/held/%C3%A9t%C3%A9.pdf?sig=SECRET-sig-9c1e&k=abcde#frag-ment-77~?%3E"
	whole := url.QueryEscape(secretURI) // every byte but A-Z a-z 0-9 - . _ ~, upper-case hex (no spaces in it)
	if whole == secretURI || strings.Contains(whole, "+") {
		t.Fatalf("url.QueryEscape(%q) = %q is not a whole percent-encoding", secretURI, whole)
	}
	hexBytes := hex.EncodeToString([]byte(secretURI))
	type test struct {
		name   string
		hidden []string
		obs    adapters.Observation
		want   string // a substring of the reason; "" when nothing may be reported
	}
	tests := []test{
		{"as_sent", []string{secretURI}, blocks(text("see " + secretURI + ".")), `as sent`},
		{"upper_cased", []string{secretURI}, blocks(text(strings.ToUpper(secretURI))), `as sent, in other letter case`},
		{"json_escaped", []string{"memo://n\"q\tr"}, adapters.Observation{Refused: `x memo://n"q	r y`}, `JSON-escaped`},
		{"percent_whole_upper_hex", []string{secretURI}, blocks(text("?u=" + whole)), `percent-encoded (upper-case hex)`},
		{"percent_whole_lower_hex", []string{secretURI}, blocks(text("?u=" + lowerHex(whole))), `percent-encoded (lower-case hex)`},
		{"percent_encodeURI_upper_hex", []string{secretURI}, blocks(text(uriStyle)), `percent-encoded encodeURI-style (upper-case hex)`},
		{"percent_encodeURI_lower_hex", []string{secretURI}, blocks(text(lowerHex(uriStyle))), `percent-encoded encodeURI-style (lower-case hex)`},
		{"percent_twice_whole", []string{secretURI}, blocks(text(url.QueryEscape(whole))), `percent-encoded twice (upper-case hex)`},
		{"percent_twice_whole_lower_hex", []string{secretURI}, blocks(text(url.QueryEscape(lowerHex(whole)))), `percent-encoded twice (lower-case hex)`},
		{"percent_twice_encodeURI", []string{secretURI}, blocks(text(strings.ReplaceAll(uriStyle, "%", "%25"))), `percent-encoded twice encodeURI-style (upper-case hex)`},
		{"percent_encodeURI_then_whole", []string{secretURI}, blocks(text(url.QueryEscape(uriStyle))), `percent-encoded encodeURI-style, then percent-encoded whole (upper-case hex)`},
		{"hex_lower", []string{secretURI}, blocks(text("0x" + hexBytes)), `as hex of its UTF-8 bytes (lower-case hex)`},
		{"hex_upper", []string{secretURI}, blocks(text("0x" + strings.ToUpper(hexBytes))), `as hex of its UTF-8 bytes (upper-case hex)`},
		{"scheme_less_double_slash", []string{secretURI}, blocks(text(strings.TrimPrefix(secretURI, "https:"))), `"//user…" (90 characters) as sent, as the uri without its scheme of the hidden uri "https:…" (96 characters)`},
		{"scheme_less_host", []string{secretURI}, blocks(text(strings.TrimPrefix(secretURI, "https://"))), `as the uri without its scheme and "//" of the hidden uri`},
		{"query_value_alone", []string{secretURI}, blocks(text("signed SECRET-sig-9c1e")), `"SECRET…" (15 characters) as sent, as the query value of the hidden uri "https:…" (96 characters)`},
		{"query_value_base64", []string{secretURI}, blocks(text(base64.StdEncoding.EncodeToString([]byte("SECRET-sig-9c1e")))), `as the query value of`},
		{"query_value_percent_decoded", []string{"memo://vault/r?next=abc%2Bdef%2Fghi"}, blocks(text("next: abc+def/ghi")), `as the query value, percent-decoded, of`},
		{"userinfo_password_alone", []string{secretURI}, blocks(text("password pa55w0rd-XYZ")), `as the userinfo password of`},
		{"fragment_alone", []string{secretURI}, blocks(text("at frag-ment-77~?>")), `as the fragment of`},
		{"in_a_view", []string{secretURI}, adapters.Observation{View: json.RawMessage(`["pa55w0rd\u002dXYZ"]`)}, `as the userinfo password of`},
		{"second_hidden_string", []string{"memo://x/unrelated-token", secretURI}, blocks(text(secretURI)), `"https:…" (96 characters) as sent`},

		{"short_query_value_alone", []string{secretURI}, blocks(text("k is abcde")), ""},
		{"unrelated_string", []string{secretURI}, blocks(text("https://files.example/held/other.pdf?sig=SECRET-sig-0000")), ""},
		{"base64_of_other_bytes", []string{secretURI}, blocks(adapters.Block{Type: "image", Data: base64.StdEncoding.EncodeToString([]byte(strings.Repeat("\x89PNG\r\n\x1a\n", 40))), MimeType: "image/png"}), ""},
		{"base64_of_the_upper_cased_uri", []string{secretURI}, blocks(text(base64.StdEncoding.EncodeToString([]byte(strings.ToUpper(secretURI))))), ""},
		{"base64_with_its_case_swapped", []string{secretURI}, blocks(text(strings.ToUpper(base64.StdEncoding.EncodeToString([]byte(secretURI))))), ""},
		{"the_masked_forms", []string{secretURI}, blocks(text(Mask(secretURI) + " " + Mask("SECRET-sig-9c1e") + " " + Mask("pa55w0rd-XYZ") + " " + Mask("frag-ment-77~?>"))), ""},
		{"nothing_hidden", nil, blocks(text(secretURI)), ""},
	}
	for _, a := range []struct {
		name string
		enc  *base64.Encoding
		want string
	}{
		{"standard_padded", base64.StdEncoding, "standard alphabet"},
		{"standard_unpadded", base64.RawStdEncoding, "standard alphabet"},
		{"url_safe_padded", base64.URLEncoding, "URL-safe alphabet"},
		{"url_safe_unpadded", base64.RawURLEncoding, "URL-safe alphabet"},
	} {
		for k := range 3 {
			name := "base64_" + a.name + "_at_byte_" + string(rune('0'+k))
			// Padded: the run ends with the uri, so its last group is padded
			// (at alignments 0 and 2). Unpadded: more bytes follow.
			tail := ""
			if a.enc == base64.RawStdEncoding || a.enc == base64.RawURLEncoding {
				tail = "\xff\xfe tail"
			}
			run := b64Run(a.enc, k, secretURI, tail)
			if !strings.ContainsAny(run, "+/-_") {
				t.Fatalf("%s: the run %s does not tell the alphabets apart", name, run)
			}
			want := a.want + ", at byte " + string(rune('0'+k))
			tests = append(tests,
				test{name, []string{secretURI}, blocks(adapters.Block{Type: "image", Data: run, MimeType: "image/png"}), want},
				test{name + "_in_text", []string{secretURI}, blocks(text("data:;base64," + run + " end")), want})
		}
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Find(tt.hidden, tt.obs)
			if !foundAsWanted(t, got, tt.want) {
				return
			}
			if !strings.HasPrefix(got, "shows the hidden string ") || strings.Contains(got, "\n") {
				t.Errorf("reason is not one line starting %q: %q", "shows the hidden string", got)
			}
			for _, secret := range append(tt.hidden, "pa55w0rd-XYZ", "SECRET-sig-9c1e", "frag-ment-77~?>", "abc+def/ghi") {
				if strings.Contains(got, secret) {
					t.Errorf("reason shows the secret %q in full: %s", secret, got)
				}
			}
		})
	}
}

// TestFindHiddenOddURIs feeds uris that do not parse, or barely: each is
// still searched as sent, and none makes the search fail.
func TestFindHiddenOddURIs(t *testing.T) {
	t.Parallel()
	for _, h := range []string{"memo:", "a:", "a:#", "a:?", "a:?=#", "1http://x", ":x", "http://[::1", "http://%zz:%zz@h/?q=%zz#%zz", "s3://AKIA:SECRET-ref-u-45@bucket/report.csv", "x://a@b@c:d@e", "\xff\xfe:x"} {
		if got := Find([]string{h}, blocks(text("<"+h+">"))); got == "" {
			t.Errorf("%q shown as sent: not found", h)
		}
		Find([]string{h}, blocks(text("nothing here")))
	}
	got := Find([]string{"s3://AKIA:SECRET-ref-u-45@bucket/report.csv"}, blocks(text("key SECRET-ref-u-45")))
	if !strings.Contains(got, "as the userinfo password of") {
		t.Errorf("the password of an s3 uri: %q", got)
	}
}

func TestUriParts(t *testing.T) {
	t.Parallel()
	got := map[string]string{}
	for _, p := range uriParts(secretURI) {
		got[p.name] += p.value + " | "
	}
	want := map[string]string{
		"the uri without its scheme":          "//user:pa55w0rd-XYZ@files.example/held/été.pdf?sig=SECRET-sig-9c1e&k=abcde#frag-ment-77~?> | ",
		`the uri without its scheme and "//"`: "user:pa55w0rd-XYZ@files.example/held/été.pdf?sig=SECRET-sig-9c1e&k=abcde#frag-ment-77~?> | ",
		"the query value":                     "SECRET-sig-9c1e | abcde | ",
		"the userinfo password":               "pa55w0rd-XYZ | ",
		"the fragment":                        "frag-ment-77~?> | ",
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s: %q, want %q", k, got[k], v)
		}
	}
	if len(got) != len(want) {
		t.Errorf("parts %q", got)
	}
	if p := uriParts("withheld body SECRET-block-never-9c1e"); p != nil {
		t.Errorf("a string that is not a uri has parts %q", p)
	}
}

func TestMask(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ s, want string }{
		{secretURI, `"https:…" (96 characters)`},
		{"pa55w0rd-XYZ", `"pa55w0…" (12 characters)`},
		{"abcdef", `"abc…" (6 characters)`},
		{"été-secret-body", `"été-se…" (15 characters)`},
		{"x", `"…" (1 character)`},
		{"line\nbreak-secret", `"line\nb…" (17 characters)`},
	} {
		if got := Mask(tt.s); got != tt.want {
			t.Errorf("Mask(%q) = %s, want %s", tt.s, got, tt.want)
		}
	}
}

// BenchmarkFindHidden searches a 1 MiB observation (an image's base64 data
// and some text) that shows none of three hidden strings: the worst case,
// every form searched through all of it.
func BenchmarkFindHidden(b *testing.B) {
	data := make([]byte, 768<<10)
	for i := range data {
		data[i] = byte(i*7 + i>>8)
	}
	obs := blocks(
		text(strings.Repeat("Some text the host showed, with a uri https://files.example/other. ", 64)),
		adapters.Block{Type: "image", Data: base64.StdEncoding.EncodeToString(data), MimeType: "image/png"},
	)
	if j, _ := obs.MarshalJSON(); len(j) < 1<<20 {
		b.Fatalf("the observation is %d bytes", len(j))
	}
	hidden := []string{secretURI, "s3://AKIA:SECRET-ref-u-45@bucket/report.csv", "withheld body SECRET-block-never-9c1e"}
	b.ReportAllocs()
	for b.Loop() {
		if got := Find(hidden, obs); got != "" {
			b.Fatal(got)
		}
	}
}

// TestHiddenFormEncodings pins the two query-string forms beside the README's
// list: form encoding (a space as +) and encodeURIComponent's.
func TestHiddenFormEncodings(t *testing.T) {
	t.Parallel()
	secret := "withheld/body SECRET (x)!"
	for _, shown := range []string{url.QueryEscape(secret), "withheld%2Fbody%20SECRET%20(x)!"} {
		obs := adapters.Observation{Blocks: []adapters.Block{adapters.TextBlock("see " + shown)}}
		if got := Find([]string{secret}, obs); got == "" || strings.Contains(got, secret) {
			t.Errorf("%q: reason %q", shown, got)
		}
	}
}

package leak

import (
	"testing"
)

// TestPunycode holds the coder to RFC 3492's samples (section 7.1) and to
// the IDNA labels of common names, both ways.
func TestPunycode(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ label, code string }{
		{"\u0644\u064A\u0647\u0645\u0627\u0628\u062A\u0643\u0644\u0645\u0648\u0634\u0639\u0631\u0628\u064A\u061F", "egbpdaj6bu4bxfgehfvwxn"},
		{"\u4ED6\u4EEC\u4E3A\u4EC0\u4E48\u4E0D\u8BF4\u4E2D\u6587", "ihqwcrb4cv8a8dqg056pqjye"},
		{"\u0050\u0072\u006F\u010D\u0070\u0072\u006F\u0073\u0074\u011B\u006E\u0065\u006D\u006C\u0075\u0076\u00ED\u010D\u0065\u0073\u006B\u0079", "Proprostnemluvesky-uyb24dma41a"},
		{"\u0033\u5E74\u0042\u7D44\u91D1\u516B\u5148\u751F", "3B-ww4c5e180e575a65lsy2b"},
		{"\u0070\u0061\u0066\u0079\u0063\u0065\u0053\u0063\u0068\u0069\u006D\u0061\u0079\u0061\u0073\u0068\u0069\u006E\u0067\u0065\u006E", "pafyceSchimayashingen-"},
		{"-> $1.00 <-", "-> $1.00 <--"},
		{"bücher", "bcher-kva"},
		{"münchen", "mnchen-3ya"},
		{"😀", "e28h"},
	} {
		got, ok := punyEncode(tt.label)
		if !ok || got != tt.code {
			t.Errorf("punyEncode(%q) = %q, %v; want %q", tt.label, got, ok, tt.code)
		}
		back, ok := punyDecode(tt.code)
		if !ok || back != tt.label {
			t.Errorf("punyDecode(%q) = %q, %v; want %q", tt.code, back, ok, tt.label)
		}
	}
	for _, bad := range []string{"bcher-kv!", "é-kva", "99999999999999", "zzzzzzzzzzzzzzzzzzzzzzzzzzzz", "a-", "kva9"} {
		if got, ok := punyDecode(bad); ok && bad != "a-" {
			t.Errorf("punyDecode(%q) = %q: want a refusal", bad, got)
		}
	}
	if _, ok := punyEncode("\xff"); ok {
		t.Error("punyEncode of bytes that are not UTF-8 succeeded")
	}
}

// TestHostForms pins which text is the host: after the scheme, "//" and
// any userinfo, before the port, path, query or fragment; labels
// lower-cased before encoding, an IP literal never a host.
func TestHostForms(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		s            string
		scheme, bare bool
		want         []string
	}{
		{"https://bücher.example/p", true, false, []string{"https://xn--bcher-kva.example/p"}},
		{"https://user:pw@Bücher.example:8443/p?q=ü#ü", true, false, []string{"https://user:pw@xn--bcher-kva.example:8443/p?q=ü#ü"}},
		{"https://xn--bcher-kva.example/p", true, false, []string{"https://bücher.example/p"}},
		{"https://XN--BCHER-KVA.example/p", true, false, []string{"https://bücher.example/p"}},
		{"https://bücher.xn--caf-dma.example/p", true, false, []string{"https://xn--bcher-kva.xn--caf-dma.example/p", "https://bücher.café.example/p"}},
		{"https://bücher。example/p", true, false, []string{"https://xn--bcher-kva.example/p"}},
		{"//bücher.example/p", false, false, []string{"//xn--bcher-kva.example/p"}},
		{"bücher.example/p", false, true, []string{"xn--bcher-kva.example/p"}},
		{"https://files.example/bücher", true, false, nil},
		{"https://[::1]/bücher", true, false, nil},
		{"memo:bücher", true, false, nil},
		{"https://xn--zz!.example/", true, false, nil},
	} {
		var got []string
		for _, f := range hostForms(tt.s, tt.scheme, tt.bare) {
			got = append(got, f.text)
		}
		if len(got) != len(tt.want) || len(got) > 0 && got[0] != tt.want[0] || len(got) > 1 && got[1] != tt.want[1] {
			t.Errorf("hostForms(%q) = %q, want %q", tt.s, got, tt.want)
		}
	}
}

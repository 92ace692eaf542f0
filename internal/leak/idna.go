package leak

import (
	"strings"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/internal/estext"
	"golang.org/x/text/unicode/norm"
)

// A host name outside ASCII travels in DNS as A-labels: each label of the
// host that is not ASCII written as "xn--" and the label's Punycode (RFC
// 3492), after lower-casing (and, as IDNA does, NFC). A host that shows
// https://xn--bcher-kva.example/… shows https://bücher.example/…, and one
// that shows the U-label form of an A-label host shows that host. These
// are the forms hostForms writes.

// Punycode's parameters (RFC 3492, section 5).
const (
	punyBase        = 36
	punyTMin        = 1
	punyTMax        = 26
	punySkew        = 38
	punyDamp        = 700
	punyInitialBias = 72
	punyInitialN    = 0x80
	// punyMax bounds every value the coder works with, far below int's
	// overflow: no label of a real host comes near it.
	punyMax = 1 << 30
)

// A hostForm is the text of a target with its host written otherwise.
type hostForm struct {
	text string
	name string // "with its host as an IDNA A-label" or "… U-label"
}

// Names of the two host forms, as a reason says them.
const (
	formALabel = "with its host as an IDNA A-label"
	formULabel = "with its host as an IDNA U-label"
)

// hostForms returns the forms of s, a uri (scheme) or a uri without its
// scheme ("//host/…", and "host/…" when bare), with the labels of its
// host that are not ASCII written as A-labels, and with its A-labels
// written as U-labels; each only when it differs from s.
func hostForms(s string, scheme, bare bool) []hostForm {
	from, to := hostSpan(s, scheme, bare)
	if from == to {
		return nil
	}
	host := s[from:to]
	var out []hostForm
	if a, ok := toALabels(host); ok {
		out = append(out, hostForm{s[:from] + a + s[to:], formALabel})
	}
	if u, ok := toULabels(host); ok {
		out = append(out, hostForm{s[:from] + u + s[to:], formULabel})
	}
	return out
}

// hostSpan returns where the host of s is: after "scheme://" (scheme),
// "//" or nothing (bare) and any userinfo, before the port, path, query or
// fragment; an IP literal ("[…]") is no host here. It returns from == to
// when s has none.
func hostSpan(s string, scheme, bare bool) (from, to int) {
	i := 0
	if scheme {
		n := schemeLen(s)
		if n == 0 {
			return 0, 0
		}
		i = n + 1
	}
	if !bare {
		if !strings.HasPrefix(s[i:], "//") {
			return 0, 0
		}
		i += 2
	}
	end := len(s)
	if j := strings.IndexAny(s[i:], "/?#"); j >= 0 {
		end = i + j
	}
	if at := strings.LastIndexByte(s[i:end], '@'); at >= 0 {
		i += at + 1
	}
	if i < end && s[i] == '[' {
		return 0, 0
	}
	if j := strings.IndexByte(s[i:end], ':'); j >= 0 {
		end = i + j
	}
	return i, end
}

// labelDots are the characters IDNA separates labels by: the full stop
// and its ideographic, fullwidth and halfwidth forms.
const labelDots = ".\u3002\uFF0E\uFF61"

// splitLabels splits a host at its label separators, empty labels kept.
func splitLabels(host string) []string {
	var labels []string
	from := 0
	for i, r := range host {
		if strings.ContainsRune(labelDots, r) {
			labels = append(labels, host[from:i])
			from = i + utf8.RuneLen(r)
		}
	}
	return append(labels, host[from:])
}

// toALabels writes each label of host that is not ASCII as an A-label,
// the labels joined by "."; false when every label is ASCII or one cannot
// be encoded.
func toALabels(host string) (string, bool) {
	if isASCII(host) {
		return "", false
	}
	labels := splitLabels(host)
	for i, l := range labels {
		if isASCII(l) {
			continue
		}
		p, ok := punyEncode(norm.NFC.String(strings.ToLower(l)))
		if !ok {
			return "", false
		}
		labels[i] = "xn--" + p
	}
	return strings.Join(labels, "."), true
}

// toULabels writes each A-label of host ("xn--", ASCII case aside) that
// decodes to a label outside ASCII as that label; false when none does.
func toULabels(host string) (string, bool) {
	labels := strings.Split(host, ".")
	changed := false
	for i, l := range labels {
		if len(l) <= 4 || !strings.EqualFold(l[:4], "xn--") {
			continue
		}
		if u, ok := punyDecode(strings.ToLower(l[4:])); ok && !isASCII(u) {
			labels[i], changed = u, true
		}
	}
	return strings.Join(labels, "."), changed
}

// isASCII reports whether s is ASCII.
func isASCII(s string) bool { return estext.IsASCII(s) }

// punyAdapt is RFC 3492's bias adaptation (section 6.1).
func punyAdapt(delta, points int, first bool) int {
	if first {
		delta /= punyDamp
	} else {
		delta /= 2
	}
	delta += delta / points
	k := 0
	for delta > (punyBase-punyTMin)*punyTMax/2 {
		delta /= punyBase - punyTMin
		k += punyBase
	}
	return k + (punyBase-punyTMin+1)*delta/(delta+punySkew)
}

// punyThreshold is t for the digit at k (RFC 3492, section 6.2).
func punyThreshold(k, bias int) int {
	return min(max(k-bias, punyTMin), punyTMax)
}

// punyDigit writes the digit d (0–35) as a–z, 0–9.
func punyDigit(d int) byte {
	if d < 26 {
		return byte('a' + d)
	}
	return byte('0' + d - 26)
}

// punyValue reads a digit, either letter case; false for no digit.
func punyValue(c byte) (int, bool) {
	switch {
	case 'a' <= c && c <= 'z':
		return int(c - 'a'), true
	case 'A' <= c && c <= 'Z':
		return int(c - 'A'), true
	case '0' <= c && c <= '9':
		return int(c-'0') + 26, true
	}
	return 0, false
}

// punyEncode returns the Punycode of label (RFC 3492, section 6.3), or
// false when it is not valid UTF-8 or too long to encode.
func punyEncode(label string) (string, bool) {
	if !utf8.ValidString(label) {
		return "", false
	}
	runes := []rune(label)
	var out []byte
	for _, r := range runes {
		if r < punyInitialN {
			out = append(out, byte(r))
		}
	}
	basic := len(out)
	done := basic
	if basic > 0 {
		out = append(out, '-')
	}
	n, delta, bias := punyInitialN, 0, punyInitialBias
	for done < len(runes) {
		m := rune(utf8.MaxRune + 1)
		for _, r := range runes {
			if int(r) >= n && r < m {
				m = r
			}
		}
		if (int(m) - n) > (punyMax-delta)/(done+1) {
			return "", false
		}
		delta += (int(m) - n) * (done + 1)
		n = int(m)
		for _, r := range runes {
			if int(r) < n {
				if delta++; delta > punyMax {
					return "", false
				}
			}
			if int(r) != n {
				continue
			}
			q := delta
			for k := punyBase; ; k += punyBase {
				t := punyThreshold(k, bias)
				if q < t {
					break
				}
				out = append(out, punyDigit(t+(q-t)%(punyBase-t)))
				q = (q - t) / (punyBase - t)
			}
			out = append(out, punyDigit(q))
			bias = punyAdapt(delta, done+1, done == basic)
			delta = 0
			done++
		}
		delta++
		n++
	}
	return string(out), true
}

// punyDecode returns the label whose Punycode s is (RFC 3492, section
// 6.2), or false when s is not one.
func punyDecode(s string) (string, bool) {
	var out []rune
	pos := 0
	if b := strings.LastIndexByte(s, '-'); b >= 0 {
		for i := 0; i < b; i++ {
			if s[i] >= punyInitialN {
				return "", false
			}
			out = append(out, rune(s[i]))
		}
		pos = b + 1
	}
	n, i, bias := punyInitialN, 0, punyInitialBias
	for pos < len(s) {
		old, w := i, 1
		for k := punyBase; ; k += punyBase {
			if pos >= len(s) {
				return "", false
			}
			d, ok := punyValue(s[pos])
			pos++
			if !ok || d > (punyMax-i)/w {
				return "", false
			}
			i += d * w
			t := punyThreshold(k, bias)
			if d < t {
				break
			}
			if w > punyMax/(punyBase-t) {
				return "", false
			}
			w *= punyBase - t
		}
		bias = punyAdapt(i-old, len(out)+1, old == 0)
		n += i / (len(out) + 1)
		i %= len(out) + 1
		if n > utf8.MaxRune || 0xD800 <= n && n <= 0xDFFF {
			return "", false
		}
		out = append(out, 0)
		copy(out[i+1:], out[i:])
		out[i] = rune(n)
		i++
	}
	return string(out), true
}

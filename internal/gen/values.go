package gen

import (
	"strconv"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// Uris. Each is made of fresh tokens, so no two are alike by chance.

// embeddedURI returns a uri for an embedded resource or inline data: any
// shape, since none is ever shown.
func (g *gen) embeddedURI() string {
	if len(g.uris) > 0 && g.pct(10) {
		return g.variant(pick(g, g.uris))
	}
	var u string
	switch g.choose(30, 15, 20, 10, 5, 5, 5, 10) {
	case 0:
		u = "memo://" + g.token() + "/" + g.word()
	case 1:
		u = "file:///" + g.token() + "/" + g.word() + ".png"
	case 2:
		u = "https://" + g.token() + ".example/" + g.word() + "?sig=" + g.token()
	case 3:
		u = "s3://" + g.token() + "/" + g.word()
	case 4:
		return "" // an embedded resource still; its uri marks nothing
	case 5:
		u = " memo://" + g.token() + "\u0001"
	case 6:
		u = "MEMO://" + strings.ToUpper(g.token()) + "/X"
	default:
		u = "memo://user:" + g.token() + "@" + g.token() + "/" + g.word()
	}
	g.uris = append(g.uris, u)
	return u
}

// lineURI returns a uri a reference's line may show (SPEC 6): a scheme
// other than http and https, none of @ ? # \, white space or controls.
func (g *gen) lineURI() string {
	var u string
	switch g.intn(5) {
	case 0:
		u = "memo://" + g.token() + "/" + g.word()
	case 1:
		u = "urn:" + g.token() + ":" + g.word()
	case 2:
		u = "file:///" + g.token() + "/" + g.word() + ".pdf"
	case 3:
		u = "s3://" + g.token() + "/" + g.word() + "/" + g.token()
	default:
		u = "Memo+x.y-z:" + g.token()
	}
	g.uris = append(g.uris, u)
	return u
}

// sharedOrNew returns, now and then, a uri made earlier in the case (in
// another letter case or with a %XX escape: the same uri to SPEC 6), and
// otherwise a new one from make.
func (g *gen) sharedOrNew(make func() string) string {
	if len(g.uris) > 0 && g.pct(35) {
		return g.variant(pick(g, g.uris))
	}
	return make()
}

// variant returns a uri SPEC 6 holds the same as u: u itself, upper-cased
// (ASCII), with one letter, digit or punctuation mark after its scheme
// written as a %XX escape (hex digits in either case), upper-cased with a
// letter escaped as its lower-case letter's code, or (rarely) with a
// lower-case letter written as its upper-case letter's escape: "s" as
// "%53", the same since the reference decodes before it lower-cases.
func (g *gen) variant(u string) string {
	isLower := func(c byte) bool { return 'a' <= c && c <= 'z' }
	isUpper := func(c byte) bool { return 'A' <= c && c <= 'Z' }
	same := func(c byte) byte { return c }
	switch g.choose(25, 25, 25, 10, 10, 5) {
	case 0:
		return u
	case 1:
		return upperASCII(u)
	case 2:
		return g.escapeOne(u, func(c byte) bool { return isLower(c) || '0' <= c && c <= '9' }, same)
	case 3:
		return g.escapeOne(u, func(c byte) bool { return strings.IndexByte("/.:-+_~", c) >= 0 }, same)
	case 4:
		return g.escapeOne(upperASCII(u), isUpper, func(c byte) byte { return c + 'a' - 'A' })
	}
	return g.escapeOne(u, isLower, func(c byte) byte { return c - 'a' + 'A' })
}

// upperASCII returns u with its ASCII letters upper-cased.
func upperASCII(u string) string {
	b := []byte(u)
	for i, c := range b {
		if 'a' <= c && c <= 'z' {
			b[i] = c - 'a' + 'A'
		}
	}
	return string(b)
}

// escapeOne returns u with one byte c after its scheme for which ok holds
// written as the %XX escape of code(c), its hex digits in either case (u
// itself when there is no such byte).
func (g *gen) escapeOne(u string, ok func(byte) bool, code func(byte) byte) string {
	start := strings.Index(u, ":") + 1
	var at []int
	for i := start; i < len(u); i++ {
		if ok(u[i]) {
			at = append(at, i)
		}
	}
	if len(at) == 0 {
		return u
	}
	i := pick(g, at)
	hex := strconv.FormatInt(int64(code(u[i]))|0x100, 16)[1:] // two digits
	if g.pct(50) {
		hex = strings.ToUpper(hex)
	}
	return u[:i] + "%" + hex + u[i+1:]
}

// referenceURI returns an MCPL reference's uri, of every shape SPEC 6
// reads: lines it may show, and fetchable, credential-carrying, odd and
// overlong ones.
func (g *gen) referenceURI() string {
	if len(g.uris) > 0 && g.pct(12) {
		return g.variant(pick(g, g.uris))
	}
	t := g.token
	var u string
	switch g.choose(30, 8, 4, 4, 6, 5, 5, 5, 6, 6, 5, 4, 4, 4, 6) {
	case 0:
		return g.lineURI()
	case 14: // a line's uri but for a format character (R3-1)
		return g.formatURI()
	case 1:
		u = pick(g, []string{"http://", "https://", "HTTPS://", "Http://"}) + t() + ".example/" + g.word()
	case 2:
		u = "http://" + t() + ".example/" + g.word() + "#frag-" + t()
	case 3:
		u = "ftp://" + t() + ".example/" + g.word()
	case 4: // userinfo
		u = pick(g, []string{"memo://user:pw-" + t() + "@" + t() + "/x", "ftp:user:pw-" + t() + "@" + t() + "/x",
			"ftp://anon:" + t() + "@" + t() + ".example/x", "memo:" + t() + "@" + t()})
	case 5: // query
		u = "memo://" + t() + "/" + g.word() + "?key=" + t()
	case 6: // fragment
		u = "memo://" + t() + "/" + g.word() + "#" + t()
	case 7: // backslash
		u = pick(g, []string{`ws:\\u:pw-` + t() + `@` + t() + `\x`, `memo://` + t() + `\` + g.word()})
	case 8: // white space
		u = pick(g, []string{" memo://" + t(), "memo://" + t() + " x", "memo://" + t() + "\t", "memo://" + t() + "\u00a0",
			"memo://" + t() + "\u2028", "\uFEFFmemo://" + t(), "memo://" + t() + "\u3000"})
	case 9: // controls
		u = pick(g, []string{"memo://" + t() + "\u0001", "memo://" + t() + "\u0085", "ht\ttp://u:pw-" + t() + "@" + t() + "/x",
			"memo://" + t() + "\u007f", "\u0000memo://" + t()})
	case 10: // no scheme, or a bad one
		u = pick(g, []string{t() + "/" + g.word(), "1" + t() + ":x", ":" + t(), "//" + t() + "/x", "me mo:" + t()})
	case 11: // non-ASCII
		u = pick(g, []string{"memo://" + t() + "/ü", "memo://" + t() + "/😀", "mémo://" + t()})
	case 12: // around 4,096 UTF-16 units
		u = g.longURI()
	default:
		u = "memo://%" + pick(g, []string{"41", "7e", "20", "2F"}) + t()
	}
	g.uris = append(g.uris, u)
	return u
}

// longURI returns a uri of 4,095 to 4,097 UTF-16 units, some holding an
// emoji, whose two units make the count differ from the code points'.
func (g *gen) longURI() string {
	total := 4095 + g.intn(3)
	prefix := pick(g, []string{"memo://", "https://", "memo://x/y?q="}) + g.token() + "/"
	return g.filled(prefix, total, g.pct(40), 3000)
}

// filled returns prefix followed by random letters and digits to total
// UTF-16 units; with emoji, a two-unit emoji starts at unit emojiAt (or as
// near as the prefix allows).
func (g *gen) filled(prefix string, total int, emoji bool, emojiAt int) string {
	var b strings.Builder
	b.WriteString(prefix)
	n := UTF16Len(prefix)
	if total-n > 8192 && !emoji { // long runs: a token repeated, cheaply
		run := strings.Repeat(g.token(), (total-n)/7+1)
		b.WriteString(run[:total-n])
		return b.String()
	}
	for n < total {
		if emoji && n == emojiAt && n+2 <= total {
			b.WriteString("😀")
			n += 2
			emoji = false
			continue
		}
		b.WriteByte(alnum[g.intn(len(alnum))])
		n++
	}
	return b.String()
}

// Media types.

func (g *gen) textMime() []esjson.Member {
	switch g.choose(50, 15, 20, 10, 5) {
	case 0:
		return []esjson.Member{M("mimeType", Str("text/plain"))}
	case 1:
		return []esjson.Member{M("mimeType", Str("text/markdown"))}
	case 2:
		return nil
	case 3:
		return []esjson.Member{M("mimeType", Str(pick(g, []string{"application/json", "image/png", ""})))}
	}
	return []esjson.Member{M("mimeType", Int(42))}
}

// blobMime returns a blob's mimeType member (or none): images and audio
// in any case, SPEC 2.1's near misses, unsupported types, and labels with
// controls, bidi marks, lone surrogates, long runs and letters that
// lower-case past ASCII (some of them otherwise on later Unicode tables).
func (g *gen) blobMime() []esjson.Member {
	var m string
	switch g.choose(22, 12, 14, 10, 8, 8, 8, 6, 6, 6, 4) {
	case 10: // an image type the stored placeholder makes a label of (R3-9)
		m = g.placeholderType()
	case 0:
		m = pick(g, []string{"image/png", "image/jpeg", "Image/PNG", "IMAGE/GIF", "image/png; charset=x", "image/svg+xml", "image/png "})
	case 1:
		m = pick(g, []string{"audio/wav", "audio/mpeg", "Audio/WAV", "audio/ogg; codecs=opus", "AUDIO/x-flac"})
	case 2:
		m = pick(g, []string{"application/pdf", "application/octet-stream", "text/csv", "video/mp4",
			"application/vnd.openxmlformats-officedocument.wordprocessingml.document"})
	case 3:
		m = pick(g, []string{"image", "image/", "imagery/png", "image//png", "ımage/png", "audio", "audio//x",
			" image/png", "\timage/png", "images/png", "image\\png"})
	case 4:
		m = pick(g, []string{"image/ΑΣ", "Image/İcon", "IMAGE/PNG\u212A", "image/SVG+XMLΣ", "Image/Ǆ", "image/ΣΑΣ x",
			// read otherwise on later Unicode tables (SPEC 1 unicode version): a
			// Garay capital and a Latin addition that lower-case from 16.0 on, a
			// mark that becomes case-ignorable in 16.0, one that stops being
			// case-ignorable in 16.0, a letter no longer cased in 17.0
			"image/x\U00010D50", "IMAGE/\uA7DC", "image/AΣ\u0897B", "image/AΣ\U0001171EB", "image/ʕΣ"})
	case 5:
		m = pick(g, []string{"application/p\u0001df", "app\u0085lication/x", "\u202eapplication/pdf", "application/\u2066x\u2069",
			"text/\u200eplain\u200f", "\u0000\u001f", "image/png\u0001", "audio/w\u202aav"})
	case 6:
		m = pick(g, []string{
			"text/" + Surrogate(0xD83D) + "\u0001" + Surrogate(0xDE00),
			"text/x" + Surrogate(0xD800),
			Surrogate(0xDC00) + "x/y",
			"image/png" + Surrogate(0xDFFF),
			"audio/" + Surrogate(0xD83D) + "\u202e" + Surrogate(0xDE00) + "x",
			"application/😀",
		})
	case 7:
		return g.longMime()
	case 8:
		return pick(g, [][]esjson.Member{nil, {M("mimeType", Str(""))}, {M("mimeType", Int(42))}, {M("mimeType", NullV())},
			{M("mimeType", BoolV(true))}, {M("mimeType", Obj())}})
	default:
		m = pick(g, []string{"video/mp4", "application/zip", "font/woff2"})
	}
	return []esjson.Member{M("mimeType", Str(m))}
}

// longMime returns a media type around the 120-unit label bound, some with
// an emoji across the cut, or far longer.
func (g *gen) longMime() []esjson.Member {
	prefix := pick(g, []string{"application/", "audio/", "image/", "x/"})
	total := pick(g, []int{100, 118, 119, 120, 121, 122, 130, 200, 300})
	at := 116 + g.intn(4)
	return []esjson.Member{M("mimeType", Str(g.filled(prefix, total, g.pct(50), at)))}
}

// Blobs.

// blobSize returns a decoded size: mostly small, often either side of a KB
// rounding edge (n = 1024k+512 rounds up, SPEC 3), now and then at an MB
// edge (mbEdge). A size over 64 KiB comes once a case at most (g.big), in
// about one case of a hundred, up to 2 MiB: large blobs dominate a
// differential run's cost.
func (g *gen) blobSize() int64 {
	switch g.choose(550, 250, 164, 30, 4, 6) {
	case 0:
		return int64(g.intn(49))
	case 1:
		return pick(g, []int64{0, 1, 2, 3, 4, 5, 6, 1022, 1023, 1024, 1025, 1535, 1536, 1537, 2047, 2048, 2559, 2560, 3071, 3072, 3073})
	case 2:
		return int64(1+g.intn(8))*1024 + pick(g, []int64{-1, 0, 511, 512, 513})
	case 3: // up to 63.5 KiB: not a large blob
		return int64(9+g.intn(55))*1024 + pick(g, []int64{-1, 0, 511, 512, 513})
	case 4:
		if !g.big {
			g.big = true
			return int64(64+g.intn(960))*1024 + pick(g, []int64{-1, 0, 511, 512, 513})
		}
	case 5:
		if !g.big {
			g.big = true
			return g.mbEdge()
		}
	}
	return int64(g.intn(49))
}

// mbEdge returns a size at an edge of SPEC 3's ~x.yMB: around 1 MiB, where
// ~1024KB turns to ~1.0MB, or either side of (t+0.5)/10 MiB for t in 10 …
// 19, where x.y changes (and at it, for an exact half: 1.25 and 1.75 MiB).
func (g *gen) mbEdge() int64 {
	const mib = 1 << 20
	if g.pct(25) {
		return pick(g, []int64{1047552, 1048063, 1048064, 1048575, 1048576, 1048577, 2097151})
	}
	t := int64(10 + g.intn(10))
	num := (2*t + 1) * mib // 20 × the edge
	edge := num / 20
	if num%20 == 0 {
		return edge + pick(g, []int64{-1, 0, 1})
	}
	return edge + pick(g, []int64{0, 1})
}

const base64Chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

// blob returns a blob: base64 text padded as its size needs, unpadded, or
// an odd one ("", "=", "==", "===", non-ASCII, emoji: SPEC 3 counts UTF-16
// units and at most two "=").
func (g *gen) blob() string {
	if g.pct(12) {
		return pick(g, []string{"", "=", "==", "===", "A===", "AA=", "AAAA====", "ÿÿÿÿ", "😀😀😀😀", " AAAA", "AA\nAA", "iVBORw0KGgo="})
	}
	n := g.blobSize()
	padded := g.pct(80)
	var l int64
	if padded {
		l = 4 * ((n + 2) / 3)
	} else {
		l = (4*n + 2) / 3
	}
	pad := int64(0)
	if padded {
		pad = (3 - n%3) % 3
	}
	body := l - pad
	var b strings.Builder
	b.Grow(int(l))
	if body <= 8192 {
		for range body {
			b.WriteByte(base64Chars[g.intn(64)])
		}
	} else {
		for range 16 {
			b.WriteByte(base64Chars[g.intn(64)])
		}
		b.WriteString(strings.Repeat("A", int(body-16)))
	}
	b.WriteString(strings.Repeat("=", int(pad)))
	return b.String()
}

// MCPL references.

// sizeBytes are reference sizes: SPEC 3's rounding edges up to GB sizes,
// which no blob reaches, and RFC-005's valid and invalid integers.
var sizeBytes = []string{"0", "1", "1023", "1024", "1535", "1536", "2560", "3072", "1048575", "1048576", "1101004", "1101005",
	"1310720", "1073741823", "1073741824", "1127428915", "1127428916", "1342177280", "1610612736",
	"9007199254740991", "9007199254740992", "-1", "3.5", "3.0", "1e3", "2.5e2", "1E+3"}

// referenceBlock returns an MCPL reference with any of its fields, valid
// or not, and any disposition.
func (g *gen) referenceBlock() esjson.Value {
	ms := []esjson.Member{M("type", Str("resource")), M("uri", Str(g.referenceURI()))}
	if g.pct(50) {
		ms = append(ms, M("name", g.referenceName()))
	}
	if g.pct(40) {
		if g.pct(15) {
			ms = append(ms, M("mimeType", pick(g, []esjson.Value{Int(42), NullV(), Str(""),
				Str(g.filled("application/", pick(g, []int{255, 256}), false, 0))})))
		} else {
			ms = append(ms, g.blobMime()...)
		}
	}
	if g.pct(40) {
		if g.pct(10) {
			ms = append(ms, M("sizeBytes", pick(g, []esjson.Value{Str("12"), NullV(), BoolV(true)})))
		} else if g.pct(15) {
			ms = append(ms, M("sizeBytes", Num(pick(g, rev3SizeBytes))))
		} else {
			ms = append(ms, M("sizeBytes", Num(pick(g, sizeBytes))))
		}
	}
	if g.pct(10) {
		ms = append(ms, M("digest", Str("sha256:"+g.token())))
	}
	if g.pct(10) {
		ms = append(ms, M("expiresAt", Str("2030-01-01T00:00:00Z")))
	}
	if g.pct(35) {
		ms = append(ms, M("disposition", g.dispositionValue()))
	}
	if g.pct(15) {
		g.shuffle(ms[1:])
	}
	return Obj(ms...)
}

// referenceName returns a reference's name: plain, one a label must clean
// or cut, one at RFC-005's 255-unit bound, or one that is no name.
func (g *gen) referenceName() esjson.Value {
	switch g.choose(55, 15, 10, 8, 7, 5) {
	case 0:
		return Str(g.word() + "-" + g.token() + pick(g, []string{".pdf", ".png", ".txt", ""}))
	case 1:
		return Str(pick(g, []string{"na\u0001me.pdf", "\u202ereport.pdf", "a, b.pdf", "n" + Surrogate(0xDC00) + "ame",
			"x" + Surrogate(0xD83D) + "\u0085" + Surrogate(0xDE00) + "y", "😀.png", "  padded  ", "\u200e\u200f"}))
	case 2:
		return Str(g.filled("name-", pick(g, []int{118, 119, 120, 121, 140}), g.pct(50), 116+g.intn(4)))
	case 3:
		return Str(g.filled("n", pick(g, []int{255, 256}), g.pct(30), 200))
	case 4:
		return pick(g, []esjson.Value{Int(42), NullV(), BoolV(false), Arr(), Str("")})
	}
	if g.pct(15) {
		return Str(g.filled("big-", 1<<20, false, 0)) // RFC-005: far too long, so absent
	}
	return Str("\u0001\u0002")
}

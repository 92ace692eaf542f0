// Package leak finds where a hidden string shows: given a case's hidden
// strings and what a host showed (an observation, or the bytes of an
// answer the protocol refuses), where, if anywhere, one of them shows, in
// any of the forms it searches for, and how to mask what it found so that
// no report prints a secret.
//
//	hs := leak.NewSet(hidden)                  // once per case
//	hays := leak.Haystacks(obs, leak.Strings(obs, nil))
//	if hit, found := hs.Find(hays); found {
//		fmt.Println(hit.Reason) // shows the hidden string "https:…" (96 characters) as sent
//	}
//
// It searches the observation's JSON text and every decoded string the
// observation holds for each of these forms of a hidden string, and for
// no other, in this order of preference:
//
//   - as sent, ASCII case-insensitively (an upper-cased uri is found);
//   - JSON-escaped, as JSON.stringify writes it inside a string;
//   - for a uri whose host has labels outside ASCII, with those labels
//     as IDNA A-labels ("xn--" and the label's Punycode, RFC 3492, after
//     lower-casing and NFC): https://xn--bcher-kva.example/… for
//     https://bücher.example/…; for a uri whose host has A-labels, with
//     them as U-labels; each matched as "as sent" is;
//   - percent-encoded with upper- or lower-case hex: the whole string
//     (every byte but A-Z a-z 0-9 - . _ ~ encoded), encodeURI-style (the
//     reserved characters :/?#[]@!$&'()*+,;= kept too), and percent-encoded
//     twice, the first encoding's % showing as %25 (whole then whole,
//     encodeURI-style then encodeURI-style, encodeURI-style then whole);
//     also as encodeURIComponent writes it (!'()* kept) and form-encoded
//     (a space as +, as url.QueryEscape writes it);
//   - as upper- or lower-case hex of its UTF-8 bytes;
//   - base64, in the standard and the URL-safe alphabet, padded or not, at
//     each of the three byte alignments, so that it is found inside a
//     longer base64 run: only the characters its bytes alone determine are
//     looked for, case-sensitively, and only when there are at least 8.
//
// Every form but base64 is matched ASCII case-insensitively. For a hidden
// string that is a uri (it starts with a scheme, as "https:" does), these
// are hidden too, each in every form above, each only when it is at least
// MinPart (6) characters long: the uri without its scheme ("//host/path…"
// and "host/path…"), each query value, the userinfo password and the
// fragment, the last three each as written and, when it differs,
// percent-decoded.
//
// A hidden string of MinPart characters or more (a uri, or a part of one)
// is also found in each form above where a host shows it disguised, as a
// text reads to a model, even by accident (revision 4):
//
//   - with invisible characters inserted: a decoded string with every
//     character of Unicode 15.0's category Cf or property
//     Default_Ignorable_Code_Point taken out (estext.IsInvisible: the soft
//     hyphen, U+200B–U+200D, U+2060, U+FEFF, U+034F, the variation
//     selectors, tags, bidi marks …) holds it;
//   - in compatibility form: the NFKC of that string, its letters past
//     ASCII lower-cased (estext.Readable), holds it (fullwidth ｍｅｍｏ：／／…,
//     ligatures, superscript digits, BÜCHER for bücher, this last named in
//     other letter case), matched against the hidden string read the same
//     way;
//   - split across adjacent text blocks: each run of two or more
//     consecutive text blocks of an observation (and of each "blocks" array
//     of a refused answer that parses), joined with nothing between, holds
//     it across a bound, as it is or read as above. A block that is not
//     text ends a run: a text before an image is not adjacent to the text
//     after it.
//
// A shorter hidden string keeps the forms above the list only: so short a
// string turns up by chance once characters are taken out or blocks
// joined. The search reads the forms in stages, the texts as they are
// first, so that a string shown as it is is named so; a run is read only
// in the windows around its bounds, where a string across two blocks can
// be. What is still not looked for, on purpose: base64 of base64, reversed
// text, rot13 and HTML entities. No host writes those by accident, and a
// host that encodes a secret on purpose to get past the suite is beyond
// what a conformance suite can catch; decoding entities is a renderer's
// business, which no lane here is.
//
// A set writes the forms of its hidden strings when it is made while they
// fit in 1 MiB, and those of a longer string (an MCPL file's $repeat makes
// megabytes) only while a search reads a text long enough to hold one of
// them, one string at a time (lazy.go): a case costs a few times the bytes
// it hides, not twenty times that for each part of each uri. An
// observation's strings are searched once each however often it holds
// them, each copy counted as a place.
//
// NFKC needs the Unicode Character Database's decompositions, canonical
// ordering and composition exclusions: this package takes them from
// golang.org/x/text/unicode/norm, the Go project's own implementation,
// rather than carrying tables of its own (its Unicode version is the Go
// release's: 15.0 for Go 1.26, which revision 4 lets a later one replace).
//
// A Hit's reason names the form (and the disguise) and, for a part of a
// uri, which part, and shows every secret masked (Mask), never in full.
// Shown lists every form an observation shows, for MaskObservation and
// MaskText, which put a label in each one's place: a form found in a
// derived text is masked where the original text holds it, and each
// block's piece of a split one in its block.
//
// SPEC itself may show a string it hides elsewhere (a text or data string
// the server wrote stays as it came: SPEC 5, revision 4's "strings stay
// strings"). Allowances counts, for each lane, how often and in how many
// places (strings) SPEC's own answer shows each hidden string a judge
// found, in any form (a string the judge says the lane does not hide at
// all, such as a reference's uri its own lines show, is not counted); On
// searches as that lane, where such a string shown no more often and in no
// more places is no hit, and one shown more is a hit whose reason says how
// far beyond SPEC it goes. A string the case lists is a hit wherever it
// shows.
//
// What a hidden string is in the case's input, and which clause hides
// it, is the judge's to say (internal/compare); this package knows
// strings and the forms they take.
package leak

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
// A Hit's reason names the form and, for a part of a uri, which part, and
// shows every secret masked (Mask), never in full. Shown lists every form
// an observation shows, for MaskObservation and MaskText, which put a
// label in each one's place. A lane may show some forms of a string SPEC
// hides elsewhere: Skips says which, On searches as that lane.
//
// What a hidden string is in the case's input, and which clause hides
// it, is the judge's to say (internal/compare); this package knows
// strings and the forms they take.
package leak

package compare

import "strings"

// String says the cause in one sentence a host author understands without
// SPEC at hand, the same on every lane: "text content shows as the no-link
// marker instead of its text", "the resource's uri reaches the model",
// "the host errs: no answer within Ns".
func (c Cause) String() string {
	words, vector := rfcCauses[c.Want] // a vector's check, of any class
	switch {
	case c.IsZero():
		return "no cause: the check passed"
	case c.Class == ClassError:
		return "the host errs: " + c.Got
	case vector:
		return words
	case c.Class == ClassLeak:
		s := leakWords(c.Want) + " reaches the model"
		if c.Got != "" && c.Got != "as sent" {
			s += " (" + c.Got + ")"
		}
		return s
	}
	if c.Want == kindValidMCP && c.Got == kindRejected {
		return "the host rejects input that is valid MCP"
	}
	subject := subjectWords(c.Want)
	switch {
	case c.Want == kindNothing && c.Got == "extra-member":
		return "structured data shows a member SPEC does not show"
	case c.Want == kindNothing:
		return "the host shows " + gotWords(c.Got) + " where SPEC shows nothing"
	case c.Got == kindNothing:
		return subject + " is left out"
	case c.Got == "other-"+c.Want:
		return subject + " is changed"
	case c.Want == kindText && c.Got == kindText:
		return "text content shows out of place"
	case c.Got == "other-data" || c.Got == "other-media-type":
		what := "data"
		if c.Got == "other-media-type" {
			what = "media type"
		}
		return "the " + what + " of " + subject + " is not kept as sent"
	case strings.HasPrefix(c.Got, "marker-without-"):
		return markerWords(c.Want) + " does not " + missingWords(strings.TrimPrefix(c.Got, "marker-without-"))
	case c.Got == "repeated-marker":
		return markerWords(c.Want) + " shows repeated"
	case c.Got == "marker-with-text":
		return markerWords(c.Want) + " has text joined into it"
	case c.Got == "other-json-text":
		return "structured data's JSON text is written otherwise than JSON.stringify writes it (a SHOULD)"
	case c.Got == "other-number-text":
		return "a number in structured data's JSON text is written otherwise than ECMAScript writes it (a SHOULD)"
	case c.Got == "other-order":
		return "structured data keeps its members in another order than the data's own (a SHOULD)"
	case c.Got == "text-beside-marker":
		return markerWords(c.Want) + " comes with more text blocks beside it"
	case c.Want == "kept-nothing" && c.Got == "kept":
		return "the guard's stub of a withheld result keeps part of it instead of nothing"
	case c.Want == kindEmpty && c.Got == "refused":
		return "visibly empty content is refused for something in it instead of taken for empty"
	case c.Got == kindEmpty:
		return subject + " is taken for visibly empty content (refused, or rendered as nothing)"
	case c.Got == "shown":
		return subject + " is shown instead of " + wantWords(c.Want)
	case c.Got == kindLaterUnicode:
		return subject + " shows as a later Unicode version's tables give it, not as Unicode 15.0's (a SHOULD)"
	}
	return subject + " shows as " + gotWords(c.Got) + " instead of " + wantWords(c.Want)
}

// leakWords says what leaked.
func leakWords(what string) string {
	switch what {
	case leakResourceURI:
		return "the resource's uri"
	case leakClaimURI:
		return "a uri the result claims never"
	case leakReferenceURI:
		return "the uri of an MCPL reference that must show its stub"
	case leakWithheldBody:
		return "content SPEC withholds"
	case leakContent:
		return "content SPEC does not show there"
	case leakRecord:
		return "part of a resource record"
	}
	return "a hidden string"
}

// markerSubjects say what the input is where SPEC shows each marker.
var markerSubjects = map[string]string{
	"withheld":                        "content that claims a disposition",
	"unsupported-type":                "a blob of a type the host cannot show",
	"no-media-type":                   "a blob without a media type",
	"unsupported-type" + inlineSuffix: "an inline image or audio block whose media type is not of its kind",
	"no-media-type" + inlineSuffix:    "an inline image or audio block without a media type",
	"unreadable":                      "a resource with both or neither of text and blob",
	"no-link":                         "a resource block without a link",
	"tool-result-audio":               "audio in a tool result",
	"system-image":                    "an image at the system position",
	"system-audio":                    "audio at the system position",
	"image-no-data":                   "an image with empty data",
	"audio-no-data":                   "audio with empty data",
	"stored-image":                    "an image in a tool result's data or stored copy",
	"reference-line":                  "an MCPL reference",
	"reference-stub":                  "an MCPL reference that must not show its uri",
	"non-string-text":                 "a text block whose text is not a string",
	"unsupported-block":               "a block of an unknown type",
}

// subjectWords says what the input is where SPEC shows want.
func subjectWords(want string) string {
	if id, ok := strings.CutPrefix(want, "marker:"); ok {
		if s, ok := markerSubjects[id]; ok {
			return s
		}
		return "what SPEC shows as the " + id + " marker"
	}
	switch want {
	case kindText:
		return "text content"
	case "image":
		return "an image"
	case "audio":
		return "audio"
	case kindJSON:
		return "structured data"
	case kindEmpty:
		return "visibly empty content"
	case "refused":
		return "content holding a marker or placeholder"
	case "kept-nothing":
		return "the guard's stub of a withheld result"
	case "number", "boolean", "null", "object", "array", "string":
		return article(want) + " in structured data"
	}
	return article(want) + " block"
}

// wantWords says what SPEC shows.
func wantWords(want string) string {
	switch want {
	case kindText:
		return "its text"
	case kindJSON:
		return "its JSON text"
	case kindEmpty:
		return "a refusal (or a render of nothing)"
	case "refused":
		return "a refusal"
	case "kept-nothing":
		return "a stub that keeps nothing"
	}
	return gotWords(want)
}

// gotWords says what the host shows.
func gotWords(got string) string {
	if id, ok := strings.CutPrefix(got, "marker:"); ok {
		return "the " + strings.TrimSuffix(id, inlineSuffix) + " marker"
	}
	switch got {
	case kindText:
		return "content text"
	case kindOtherText:
		return "other text"
	case "blank":
		return "a blank text"
	case "marker":
		return "a marker"
	case "image", "audio":
		return "an " + got + " block"
	case "content":
		return "its content"
	case "refused":
		return "a refusal"
	case kindNothing:
		return "nothing"
	case kindJSON:
		return "structured data"
	case "kept":
		return "a stub that keeps something"
	case "block-with-other-members":
		return "a text block with other members"
	case "extra-member":
		return "a member SPEC does not show"
	case "other-render":
		return "another render outcome"
	case "other":
		return "something else"
	case "number", "boolean", "null", "object", "array", "string":
		return article(got)
	}
	return article(got) + " block"
}

// markerWords names the marker SPEC shows as want.
func markerWords(want string) string {
	if id, ok := strings.CutPrefix(want, "marker:"); ok {
		return "the " + strings.TrimSuffix(id, inlineSuffix) + " marker"
	}
	return "the marker"
}

// missingWords says what a marker leaves out.
func missingWords(what string) string {
	switch what {
	case "size":
		return "name the size"
	case "media-type":
		return "name the media type"
	case "name":
		return "name the reference's name"
	case "word":
		return "say what kind of data it stands for"
	}
	return "say what it stands for"
}

func article(s string) string {
	if s != "" && strings.ContainsRune("aeiou", rune(s[0])) {
		return "an " + s
	}
	return "a " + s
}

// rfcCauses say, for each check of a vector case, what its failure has in
// common on every lane (Cause.String).
var rfcCauses = map[string]string{
	"rfc:shown":          "the lane refuses content SPEC shows",
	"rfc:refused":        "the lane shows content SPEC refuses",
	"rfc:render-shown":   "the render lane does not render content SPEC renders",
	"rfc:render-refused": "the render lane does not refuse content SPEC refuses (a reference never renders as itself)",
	"rfc:render-nothing": "the render lane does not say nothing happened for content SPEC takes for visibly empty",
	"rfc:bounded":        "the lane shows more than the display bound of the input",
	"rfc:includes":       "text of the input the vector includes is left out",
	"rfc:marked":         "a label cut for display is not marked with \"…\"",
	"rfc:missing-field":  "a reference's field that SPEC 6 leaves out (invalid) is shown, whole, cut or coerced",
	"rfc:clean":          "a label shows a control character or a bidi mark",
	"rfc:stub":           "a reference is not shown by a stub carrying its own id (or its uri line, where SPEC allows it)",
	"rfc:no-stub":        "a stub is shown where SPEC shows no reference",
	"rfc:invalid-uri":    "the uri of a block that is no reference (its uri is too long) is shown",

	"rfc:fetch-credential-crossed": "the connection's credential reaches another origin (a redirect's hop)",
	"rfc:fetch-credential-altered": "a request to the dialed origin carries an Authorization other than the connection's credential",
	"rfc:fetch-outcome":            "the fetch succeeds where SPEC refuses or fails it, or fails where SPEC fetches",
	"rfc:fetch-requests":           "the fetch makes another number of requests than SPEC's (a request where SPEC refuses first)",
	"rfc:fetch-redirect":           "a redirect is not handled as SPEC says (followed more than once, or a success without it)",
	"rfc:fetch-stream":             "a stream past the ceiling is read to its end instead of cut",
	"rfc:fetch-saved-on-failure":   "a failed fetch saves a file or records a fetch",
	"rfc:fetch-save":               "a successful fetch's file, bytes and record disagree",
	"rfc:fetch-identity":           "the saved bytes are not the payload's identity octets",
	"rfc:fetch-type":               "the saved media type is not the one the octets say",
	"rfc:fetch-digest":             "a claimed digest is not reported verified",
	"rfc:fetch-storage-name":       "the saved file is not named from the reference id (a path, or the server's name)",
	"rfc:fetch-unchanged":          "a fetch refused before any request changes the view",
	"rfc:fetch-after":              "after the fetch the view loses the stub without showing the bytes",
	"rfc:fetch-record-id":          "a record's id is not the one its stub shows",
	"rfc:registry-request":         "registering a reference makes a request",
	"rfc:registry-ids":             "the registry reuses an id, or its ids do not add up",
	"rfc:registry-lookup":          "a lookup finds another record, or misses without the defined unknown-reference error",
	"rfc:registry-uri":             "a record does not keep its reference's uri",
	"rfc:registry-eviction":        "the registry keeps more records than its bound (2,000 under the suite)",
}

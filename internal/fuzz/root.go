package fuzz

import (
	"reflect"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/differential"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// rootOf names what a finding's host did wrong, whatever the input that
// showed it: the key fuzz groups findings by, and shrinks each group's
// example to keep. Two findings share a root when the host showed one kind
// of wrong thing:
//
//   - a leak, by what leaked (an embedded resource's uri, a claimed uri, a
//     reference's uri that must show its stub): not the form it leaked in
//     (as sent, in other letter case, percent-encoded), which follows the
//     uri the input happened to hold, nor the clause, which follows the
//     block that hides it (an inline claim, a claiming object, a
//     reference);
//   - structured data the host showed exactly as it came (its JSON text,
//     or its view, the same value as the input's data), as one root
//     whatever the data held and whatever leaked from it: the host does
//     not walk the data (SPEC 5), one mistake;
//   - an error, by its words with numbers, quoted text and the lane's
//     name left out, as run groups it (compare.Cause): a host that writes
//     one wrong block on every lane makes one error;
//   - any other failure, by the kind the host showed (the no-link marker,
//     a quoted JSON string, the withheld marker), whatever SPEC shows
//     there: one classifier mistake shows one wrong kind in place of
//     text, images, audio and markers alike; or, when the host shows the
//     content itself, by the kind SPEC shows instead (a missing marker).
//     A kind that is a lane's way of showing an image or audio (the system
//     line, the stored placeholder, the tool-result audio marker) is read
//     as that image or audio, so one mistake is one root on every lane.
//     The class of the failed check is left out here: it follows the lane
//     (an inline block that should be withheld fails a withheld check on
//     push, where it shows as itself, and a kind check at the system
//     position, where it shows as the system image line).
//
// The cause (causeOf) still names what the example shows, in run's words.
func rootOf(f differential.Finding) string {
	c := causeOf(f)
	parts := []string{f.Who}
	switch {
	case f.Err != nil || c.Class == compare.ClassError:
		parts = append(parts, string(c.Class), withoutLanes(c.Got))
	case dataAsItCame(f):
		parts = append(parts, "structured data shown as it came")
	case c.Class == compare.ClassLeak:
		parts = append(parts, string(c.Class), c.Want)
	case c.Want == "" && c.Got == "":
		parts = append(parts, string(c.Class))
	case isContent(shownAs(c.Got)):
		parts = append(parts, "content where SPEC shows", shownAs(c.Want))
	default:
		parts = append(parts, "shows", shownAs(c.Got))
	}
	return strings.Join(parts, "\x00")
}

// shownAs reads a kind (compare.Cause's Want or Got) as the row of SPEC
// 4's table it stands for: a lane's own way of showing an image or audio
// (the system line, the stored placeholder, the tool-result audio marker,
// the no-data line of one with data "") is that image or audio.
func shownAs(kind string) string {
	switch kind {
	case "marker:system-image", "marker:stored-image", "marker:image-no-data":
		return "image"
	case "marker:system-audio", "marker:tool-result-audio", "marker:audio-no-data":
		return "audio"
	case "shown":
		return "content"
	}
	return kind
}

// isContent reports whether a host showing kind shows the input's content
// itself (a text, an image or audio, structured data's JSON text, a render
// shown) rather than a wrong thing of its own.
func isContent(kind string) bool {
	switch kind {
	case "text", "image", "audio", "content", "json":
		return true
	}
	return false
}

// withoutLanes is an error's words with each lane's name left out: "the
// observation does not match the protocol schema for push" and "… for
// channel" are one error.
func withoutLanes(words string) string {
	for _, l := range adapters.AllLanes() {
		words = strings.ReplaceAll(words, string(l), "<lane>")
	}
	return words
}

// dataAsItCame reports whether the host, for an input of structured data
// (an object or an array), showed that data as it came: a text block, the
// stored text or the script view whose JSON is the same value as the
// input's data, member order aside.
func dataAsItCame(f differential.Finding) bool {
	if f.Who != differential.WhoHost {
		return false
	}
	in, err := esjson.Parse(f.Input)
	if err != nil {
		return false
	}
	data, ok := in.Get("data")
	if !ok || (data.Kind() != esjson.Object && data.Kind() != esjson.Array) {
		return false
	}
	var shown [][]byte
	for _, b := range f.Got.Blocks {
		if b.Type == "text" {
			shown = append(shown, []byte(b.Text))
		}
	}
	if f.Got.Text != nil {
		shown = append(shown, []byte(*f.Got.Text))
	}
	if f.Got.View != nil {
		shown = append(shown, f.Got.View)
	}
	want := data.Any()
	for _, text := range shown {
		if v, err := esjson.Parse(text); err == nil && reflect.DeepEqual(v.Any(), want) {
			return true
		}
	}
	return false
}

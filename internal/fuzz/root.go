package fuzz

import (
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/differential"
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
//   - an error, by its words with numbers and quoted text left out, as run
//     groups it (compare.Cause);
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
		parts = append(parts, string(c.Class), c.Got)
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

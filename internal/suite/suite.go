// Package suite names the suite and the links its reports write and
// check: its version, where its spec book is read outside the
// repository (DefaultBookURL) and what a book's base must be
// (CheckBookURL), what a baseline entry's tracking link must be
// (CheckLink), and where RFC-005 lists its vectors (VectorLink). The
// runner, the CLI and the HTML report read these one way.
package suite

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
	"unicode"

	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
	"github.com/rfc005-lanes/rfc005-lanes/internal/rfcvec"
)

// Version is the suite's version, recorded in every report
// (runner.Version).
const Version = "0.1.0"

// DefaultBookURL is where SPEC.md and the spec book of this suite's
// version are read outside the repository: its repository at the tag of
// Version. rfc005 run --book-url sets another base (a fork, a mirror).
const DefaultBookURL = "https://github.com/rfc005-lanes/rfc005-lanes/blob/v" + Version + "/"

// CheckBookURL says what is wrong with base as a BookURL, or nil: it must
// be an absolute http or https URL of printable ASCII, with no
// space, quote, angle bracket, backslash, query or fragment. A report
// read back (rfc005 report) with a base that fails this keeps its links
// relative.
func CheckBookURL(base string) error {
	for i := 0; i < len(base); i++ {
		if c := base[i]; c <= ' ' || c >= 0x7f || strings.IndexByte("\"'<>\\`?#", c) >= 0 {
			return fmt.Errorf("want an absolute URL of printable ASCII with no space, quote, angle bracket, backslash, query or fragment, got %q", base)
		}
	}
	u, err := url.Parse(base)
	if err != nil {
		return err
	}
	switch {
	case u.Scheme != "http" && u.Scheme != "https":
		// html/template would filter any other scheme out of the HTML
		// report's links, so the reports would disagree.
		return fmt.Errorf("want an http or https URL (%q, say), got %q", DefaultBookURL, base)
	case u.Host == "":
		return fmt.Errorf("want a URL with a host, got %q", base)
	}
	return nil
}

// linkMax is the longest link a baseline entry may have, in bytes.
const linkMax = 2048

// CheckLink returns an error saying what is wrong with link as a
// baseline entry's link (rfc005 run --track's too), nil when it is an
// absolute http or https URL with a host, at most 2048 bytes, with no
// white space or control character.
func CheckLink(link string) error {
	const want = `want the absolute http(s) URL of the issue that tracks it, such as "https://github.com/you/host/issues/12"`
	if link == "" {
		return errors.New("empty: " + want)
	}
	if len(link) > linkMax {
		return fmt.Errorf("%d bytes, more than %d: %s", len(link), linkMax, want)
	}
	if strings.ContainsFunc(link, func(r rune) bool { return unicode.IsSpace(r) || reporttext.Printable(string(r)) != string(r) }) {
		return fmt.Errorf("%q holds white space or a control character: %s", reporttext.Printable(link), want)
	}
	u, err := url.Parse(link)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("%q: %s", reporttext.Printable(link), want)
	}
	return nil
}

// VectorLink returns where RFC-005 lists its vector n, rfcvec.Link,
// or "" when n is 0 (no vector).
func VectorLink(n int) string {
	if n <= 0 {
		return ""
	}
	return rfcvec.Link
}

package runner

import (
	"fmt"
	"net/url"
	"strings"
)

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

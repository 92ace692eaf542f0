package htmlreport

import (
	"strings"
	"testing"
)

// TestBookURLFromTheReport: the page resolves a report's SPEC.md and
// spec-book links against the base the report records (http or https),
// and keeps them relative when the base is one suite.CheckBookURL
// refuses, so a crafted report cannot put a javascript: link in the page.
func TestBookURLFromTheReport(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		name, base, want string // want: what every link starts with
	}{
		{"https", "https://example.com/r/blob/v1/", "https://example.com/r/blob/v1/"},
		{"http", "http://mirror.example/rfc005/", "http://mirror.example/rfc005/"},
		{"file", "file:///src/rfc005-lanes/", ""}, // html/template would filter it from the spec-book link
		{"none", "", ""},
		{"javascript", "javascript:alert(1)//", ""},
		{"quote", `https://example.com/"onmouseover="x`, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			f := sample()
			f.Suite.BookURL = tt.base
			page := render(t, f)
			pageHolds(t, page, `href="`+tt.want+`SPEC.md#clause-`, `href="`+tt.want+`docs/text.md#text-plain"`)
			if strings.Contains(page, "javascript:") || strings.Contains(page, "onmouseover") {
				t.Errorf("the page carries the refused base %q", tt.base)
			}
		})
	}
}

package htmlreport

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/reportfile"
)

// render renders the reports as JSON.
func render(t *testing.T, files ...reportfile.File) string {
	t.Helper()
	return renderEach(t, len(files), func(i int) ([]byte, error) { return json.Marshal(files[i]) })
}

// renderEach renders the n reports report returns (the JSON of the i-th)
// as one page.
func renderEach(t *testing.T, n int, report func(i int) ([]byte, error)) string {
	t.Helper()
	reports := make([][]byte, n)
	for i := range reports {
		data, err := report(i)
		if err != nil {
			t.Fatal(err)
		}
		reports[i] = data
	}
	page, err := Render(reports)
	if err != nil {
		t.Fatal(err)
	}
	return string(page)
}

// cell returns the HTML of the cell with the id given.
func cell(t *testing.T, page, id string) string {
	t.Helper()
	m := regexp.MustCompile(`<td id="` + regexp.QuoteMeta(id) + `"[^>]*>(?s:.*?)</td>`).FindString(page)
	if m == "" {
		t.Fatalf("no cell %s", id)
	}
	return m
}

// holds checks that text, which what names ("the rejected cell"), holds
// each of wants, and shows text where it does not.
func holds(t *testing.T, what, text string, wants ...string) {
	t.Helper()
	for _, want := range wants {
		if !strings.Contains(text, want) {
			t.Errorf("%s does not show %q:\n%s", what, want, text)
		}
	}
}

// pageHolds checks that a page holds each of wants.
func pageHolds(t *testing.T, page string, wants ...string) {
	t.Helper()
	for _, want := range wants {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
}

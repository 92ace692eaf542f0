package htmlreport

import (
	stdhtml "html"
	"regexp"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/reportfile"
)

// host is a report's host, for the tests of labels.
func host(name, version, command, label string) *File {
	return &File{Host: reportfile.Host{Name: name, Version: version, Command: command, Label: label}}
}

// TestLabels pins that every report gets a label of its own, as short as
// tells it apart: the run's label, else the host's name, then its
// version, its command, and last a number.
func TestLabels(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		files []*File
		want  []string
	}{
		{"different hosts", []*File{host("a", "1", "", ""), host("b", "1", "x", "")}, []string{"a", "b"}},
		{"one host run thrice", []*File{
			host("myhost", "0.0.2", "./myhost", ""), host("myhost", "0.0.2", "./myhost", ""), host("myhost", "0.0.2", "./myhost", ""),
		}, []string{"myhost #1", "myhost #2", "myhost #3"}},
		{"two versions", []*File{host("myhost", "0.0.1", "./myhost", ""), host("myhost", "0.0.2", "./myhost", "")},
			[]string{"myhost 0.0.1", "myhost 0.0.2"}},
		{"two commands", []*File{host("h", "1", "python3 a.py", ""), host("h", "1", "python3 b.py", ""), host("h", "1", "", "")},
			[]string{"h (python3 a.py)", "h (python3 b.py)", "h (in process)"}},
		{"a long command", []*File{host("h", "1", "python3 "+strings.Repeat("x", 60)+".py", ""), host("h", "1", "python3 b.py", "")},
			[]string{"h (e63e6e)", "h (python3 b.py)"}},
		{"versions, then numbers", []*File{host("a", "1", "", ""), host("a", "1", "", ""), host("a", "2", "", "")},
			[]string{"a 1 #1", "a 1 #2", "a 2"}},
		{"run labels", []*File{host("myhost", "0.0.2", "", "fast"), host("myhost", "0.0.2", "", "slow"), host("myhost", "0.0.2", "", "")},
			[]string{"fast", "slow", "myhost"}},
		{"a run label like a host", []*File{host("x", "1", "", "y"), host("y", "2", "", "")}, []string{"y", "y 2"}},
		{"one run label twice", []*File{host("x", "1", "", "ci"), host("x", "2", "", "ci")}, []string{"ci #1", "ci #2"}},
		{"a number taken", []*File{host("x #1", "1", "", ""), host("x", "1", "", ""), host("x", "1", "", "")},
			[]string{"x #1", "x #2", "x #3"}},
		{"no name", []*File{host("", "", "", ""), host(" ", "", "", "")}, []string{"host 1", "host 2"}},
		{"a long name", []*File{host(strings.Repeat("n", 100), "1", "", "")}, []string{strings.Repeat("n", 63) + "…"}},
	}
	for _, tt := range tests {
		got := Labels(tt.files)
		if strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("%s: Labels = %q, want %q", tt.name, got, tt.want)
		}
	}
}

// TestThreeRunsOfOneHost pins that three runs of one host are three
// columns on the page, each headed, filtered, identified and badged by its
// own label.
func TestThreeRunsOfOneHost(t *testing.T) {
	t.Parallel()
	f := sample()
	f.Host = reportfile.Host{Name: "myhost", Version: "0.0.2", Command: "./myhost"}
	html := stdhtml.UnescapeString(render(t, f, f, f))
	for i, l := range []string{"myhost #1", "myhost #2", "myhost #3"} {
		n := string(rune('0' + i))
		pageHolds(t, html,
			"<h2>"+l+"</h2>",
			`<option value="`+n+`">`+l+`</option>`,
			`title="`+l+`">`+l+`</th>`,
			`<td id="text-plain--push--h`+n+`-myhost--`+string(rune('1'+i))+`"`,
			`aria-label="`+l+`: normative`,
			"text/plain on push, host "+l+": fail",
		)
	}
	ids := map[string]bool{}
	for _, m := range regexp.MustCompile(` id="([^"]+)"`).FindAllStringSubmatch(html, -1) {
		if ids[m[1]] {
			t.Errorf("the id %q is not unique", m[1])
		}
		ids[m[1]] = true
	}
}

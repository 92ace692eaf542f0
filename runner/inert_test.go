package runner

import (
	"bytes"
	"encoding/xml"
	"io"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/cicommand"
)

// forgedText is what a host could send to forge a CI runner's commands.
const forgedText = "bad\n::error title=FORGED::x\n  ::add-mask::rfc005 ##[error]y ##vso[task.complete]"

// TestReportsForgeNoCICommand pins that no report shows a CI runner a
// command, printed as it is or read by a test reporter: the JSON file
// (whose values read as the host sent them), the JUnit file and every
// text and attribute of it decoded, and the Markdown file.
func TestReportsForgeNoCICommand(t *testing.T) {
	t.Parallel()
	fails := failing("text/plain", adapters.Push, dropsText)
	fails.Reason, fails.Diff = forgedText, " {\n+  \"text\": \"x\"\n"+forgedText+"\n"
	errs := Result{Case: "text/plain", Lane: adapters.Channel, Verdict: compare.Error, Reason: forgedText,
		Cause: compare.Cause{Class: compare.ClassError, Got: forgedText}, Family: "text", Level: "must", Spec: []string{"SPEC 2.1 text"}}
	r := syntheticReport(fails, errs)
	r.Host.Name = forgedText

	data, err := r.jsonReport()
	if err != nil {
		t.Fatal(err)
	}
	if found := cicommand.Commands(string(data)); len(found) > 0 {
		t.Errorf("the JSON report forges %q", found)
	}
	if f := readJSON(t, r); f.Results[0].Reason != forgedText {
		t.Errorf("the JSON report's reason reads %q, want the host's words as they were", f.Results[0].Reason)
	}

	data, err = r.junitReport()
	if err != nil {
		t.Fatal(err)
	}
	if found := cicommand.Commands(string(data)); len(found) > 0 {
		t.Errorf("the JUnit report forges %q", found)
	}
	d := xml.NewDecoder(bytes.NewReader(data))
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		var texts []string
		switch tok := tok.(type) {
		case xml.CharData:
			texts = append(texts, string(tok))
		case xml.StartElement:
			for _, a := range tok.Attr {
				texts = append(texts, a.Value)
			}
		}
		for _, s := range texts {
			if found := cicommand.Commands(s); len(found) > 0 {
				t.Errorf("the JUnit report, decoded, forges %q", found)
			}
		}
	}

	if found := cicommand.Commands(string(r.markdownReport(0))); len(found) > 0 {
		t.Errorf("the Markdown report forges %q", found)
	}
}

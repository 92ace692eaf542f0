package runner

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reportfile"
)

// TestDescribeLinksClauses pins the spec line of a failure: one link into
// SPEC.md per distinct clause of the checks it prints, in their order,
// none for a clause SPEC.md does not anchor nor for a profile check, and
// each check's own line left as it was.
func TestDescribeLinksClauses(t *testing.T) {
	t.Parallel()
	res := Result{
		Case: "image/pdf-blob", Lane: adapters.Push, Verdict: compare.Fail, Diff: "-a\n+b\n",
		Findings: []compare.Finding{
			{Class: compare.ClassMention, What: "the marker must name the size 3,072 bytes", Clause: "SPEC 2.1 unsupported type"},
			{Class: compare.ClassKind, What: "one marker, twice", Clause: "SPEC 3 markers"},
			{Class: compare.ClassMention, What: "the marker must name application/pdf", Clause: "SPEC 2.1 unsupported type"},
			{Class: compare.ClassContent, What: "no clause SPEC.md knows", Clause: "SPEC 2.1 made up"},
			{Class: compare.ClassContent, What: "no clause at all"},
			{Class: compare.ClassProfile, What: "the wording differs", Clause: "SPEC 4 lane by lane"},
		},
		Family: "image", Level: "must",
	}
	got := res.Describe()
	want := "failed checks:\n" +
		"  mention: the marker must name the size 3,072 bytes (SPEC 2.1 unsupported type, MUST)\n" +
		"  kind: one marker, twice (SPEC 3 markers, MUST)\n" +
		"  mention: the marker must name application/pdf (SPEC 2.1 unsupported type, MUST)\n" +
		"  content: no clause SPEC.md knows (SPEC 2.1 made up, MUST)\n" +
		"  content: no clause at all (MUST)\n" +
		"spec: SPEC.md#clause-spec-2-1-unsupported-type SPEC.md#clause-spec-3-markers\n"
	if !strings.Contains(got, want) {
		t.Errorf("Describe:\n%s\nwant it to hold:\n%s", got, want)
	}

	res.Findings = []compare.Finding{{Class: compare.ClassContent, What: "x", Clause: "RFC-005 6"}}
	if got := res.Describe(); strings.Contains(got, "spec: ") {
		t.Errorf("a failure whose only clause SPEC.md does not anchor has a spec line:\n%s", got)
	}
	res.Verdict, res.Findings = compare.Wording, []compare.Finding{{Class: compare.ClassProfile, What: "x", Clause: "SPEC 3 markers"}}
	got = res.Describe()
	if strings.Contains(got, "spec: ") {
		t.Errorf("a wording difference has a spec line:\n%s", got)
	}
}

// TestReportCheckLevels pins each check's level in the JSON report: its
// clause's, a SHOULD clause's in a MUST case included, and none for a
// profile check, which never gates.
func TestReportCheckLevels(t *testing.T) {
	t.Parallel()
	res := Result{
		Case: "image/pdf-blob", Lane: adapters.Push, Verdict: compare.Fail,
		Findings: []compare.Finding{
			{Class: compare.ClassKind, What: "k", Clause: "README unknown block"},
			{Class: compare.ClassMention, What: "m", Clause: "SPEC 2.1 unsupported type"},
			{Class: compare.ClassProfile, What: "p", Clause: "SPEC 3 markers"},
		},
		Family: "image", Level: "must",
	}
	raw, err := Report{Results: []Result{res}}.jsonReport()
	if err != nil {
		t.Fatal(err)
	}
	var file reportfile.File
	if err := json.Unmarshal(raw, &file); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range file.Results[0].Checks {
		got = append(got, c.Class+"="+c.Level)
	}
	if want := "kind=should mention=must profile="; strings.Join(got, " ") != want {
		t.Errorf("check levels %q, want %q", strings.Join(got, " "), want)
	}
}

package runner

import (
	"fmt"
	"io"
)

// Format is a report's file format, for Report.Write.
type Format string

// The report formats.
const (
	// FormatJSON is the JSON report, every result with its checks, the
	// causes and the gate's decision; its schema is ReportSchema.
	FormatJSON Format = "json"
	// FormatJUnit is a JUnit XML file: a test suite per family, a test
	// case per case and lane, and a suite "gate" that fails exactly when
	// the gate does.
	FormatJUnit Format = "junit"
	// FormatMarkdown is the report for a CI job summary, at most
	// Report.MarkdownLimit bytes: the gate's line first, then the known
	// leaks, the scores, the causes and as many failures as fit.
	FormatMarkdown Format = "markdown"
)

// Write writes the report to w in format f: the JSON report
// (jsonReport), the JUnit XML file (junitReport) or the Markdown summary
// (markdownReport), each read by the gate with the report's Baseline,
// each with what a host controls made printable and inert, so that a CI
// log that prints the file shows no command. An unknown format is an
// error, and nothing is written.
//
//	var b bytes.Buffer
//	err := report.Write(&b, runner.FormatJUnit)
func (r Report) Write(w io.Writer, f Format) error {
	var data []byte
	var err error
	switch f {
	case FormatJSON:
		data, err = r.jsonReport()
	case FormatJUnit:
		data, err = r.junitReport()
	case FormatMarkdown:
		data = r.markdownReport(r.MarkdownLimit)
	default:
		return fmt.Errorf("runner: unknown report format %q: want %q, %q or %q", f, FormatJSON, FormatJUnit, FormatMarkdown)
	}
	if err != nil {
		return err
	}
	_, err = w.Write(data)
	return err
}

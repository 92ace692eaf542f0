// Package junitfile reads a JUnit report as rfc005 writes it, for the tests
// of the packages that write one (runner) and of the command that saves it
// (cmd/rfc005), which had each declared the same nesting of XML structs:
//
//	f := junitfile.Parse(t, data)
//	// f.Suites[0].Testcases[0].Failure.Message
package junitfile

import (
	"encoding/xml"
	"testing"
)

// File is a JUnit report: its counts, and each suite's test cases.
type File struct {
	Name     string  `xml:"name,attr"`
	Tests    int     `xml:"tests,attr"`
	Failures int     `xml:"failures,attr"`
	Skipped  int     `xml:"skipped,attr"`
	Suites   []Suite `xml:"testsuite"`
}

// Suite is one <testsuite>: its name, its properties and its test cases.
type Suite struct {
	Name       string     `xml:"name,attr"`
	Properties []Property `xml:"properties>property"`
	Testcases  []Testcase `xml:"testcase"`
}

// Property is one <property> of a suite.
type Property struct {
	Name  string `xml:"name,attr"`
	Value string `xml:"value,attr"`
}

// Testcase is one <testcase>, with its failure or skip when it has one,
// and its system-out.
type Testcase struct {
	Name      string   `xml:"name,attr"`
	Failure   *Message `xml:"failure"`
	Skipped   *Message `xml:"skipped"`
	SystemOut string   `xml:"system-out"`
}

// Message is a failure's or a skip's message attribute and its text.
type Message struct {
	Message string `xml:"message,attr"`
	Body    string `xml:",chardata"`
}

// Parse decodes data as a JUnit report, or fails tb saying it does not parse.
func Parse(tb testing.TB, data []byte) File {
	tb.Helper()
	var f File
	if err := xml.Unmarshal(data, &f); err != nil {
		tb.Fatalf("the JUnit report does not parse: %v", err)
	}
	return f
}

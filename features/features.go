// Package features holds the suite's Gherkin features, one per vector
// file: generated documentation of the vectors that godog runs, the
// examples spec authors read. Each scenario names its case, and package
// steps checks a host against that case's vector in the corpus:
//
//	@family-text
//	Feature: …
//	  @must @text
//	  Scenario: text/plain: An embedded text/plain resource shows its text on every lane
//	    Given the case "text/plain"
//	    When the host is given this input on each lane:
//	      """json
//	      {"content": [ … ]}
//	      """
//	    Then each lane shows:
//	      | lane | shows | text or data | media type | must mention |
//	      | push | text  | "hello from the server" |  |              |
//	    And no lane shows any of:
//	      | hidden                           |
//	      | "memo://notes/secret-token-7f3a" |
//
// The tags are the case's (its family's, @must or @should, @security and
// its own), which godog's --tags selects on; the docstring is the input
// as the vector writes it ({"$repeat"} and all); the table says what each
// lane must show, every text whole (a long text written with its repeats
// as "unit" × count, a long JSON string as {"$repeat": unit, "count": n});
// a case with Unicode readings says after it, in a table of the same form,
// what lanes show instead on later Unicode versions' tables ("And on
// Unicode 16.0 or 17.0 tables these lanes may show instead:"); the list
// names the hidden strings.
//
// The text is never read back into an expectation: the vectors are the one
// source of truth. The feature files are what Render writes from the
// vectors, and `go test ./features` fails when one is not;
// `go test ./features -update` writes them anew. A scenario edited by hand
// fails when it runs (the steps compare it with its case's render) and is
// reported by `rfc005 validate`: edit the vector, then regenerate.
//
// `go test ./features` runs them through godog (TestFeatures, each scenario
// a subtest) against the in-process reference host, which must pass every
// check, its wording included. Flags, after -args when testing several
// packages:
//
//	-host "node myhost.mjs"   score a subprocess host speaking the adapter
//	                          protocol instead (also $RFC005_HOST; paths
//	                          relative to features/); its wording is not failed
//	-godog.tags=@security     run the scenarios a tag expression selects
//	-godog.format=pretty      write godog's report to stdout (with -v);
//	                          cucumber:report.json writes Cucumber JSON to a file
//	-godog.random, -godog.stop-on-failure, -godog.no-colors, …  as godog's
//	-run 'TestFeatures/text/plain:'  one scenario, by its name (spaces as _)
package features

import (
	"embed"
	"io/fs"

	"github.com/rfc005-lanes/rfc005-lanes/internal/featurefile"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

//go:embed *.feature
var builtin embed.FS

// BuiltinFS returns the embedded feature files, one for each built-in
// vector file: "text.feature" for vectors/text.json.
func BuiltinFS() fs.FS { return builtin }

// Render writes the feature of one vector file, read from vectorPath (the
// path its header names): what a godog run with package steps takes for
// vectors of your own, beside BuiltinFS, named "<family>.feature".
func Render(f *vectors.File, vectorPath string) []byte { return featurefile.Render(f, vectorPath) }

// Package rfcvec holds what the suite knows of RFC-005's conformance
// vectors, MCPL's own file of them (vectors.FormatMCPL), apart from the
// cases read from it: where RFC-005 lists them, the family and the clause
// a case of one gets, the lanes it is observed on, the display bound of
// "bounded" and the expect keys this suite checks. The loader, the judge,
// the runner and the reports read these one way.
package rfcvec

import (
	"strconv"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
)

// RFC-005's conformance vectors as the suite reads them from MCPL's file
// (vectors.FormatMCPL).
const (
	// Link is where RFC-005 lists its conformance vectors: a report links
	// "RFC-005 vector N" there.
	Link = "https://github.com/anima-research/mcpl/blob/main/RFC-005-bulk-content-references.md#11-conformance-vectors"
	// Family is the family of every case read from a vectors.FormatMCPL file; its
	// ids are "rfc-005/" and the file's own id.
	Family = "rfc-005"
	// DisplayBound is the display bound of a case whose expect says
	// "bounded": every lane shows at most DisplayBound bytes of text
	// (UTF-8) for each MCPL reference of the input (at least one), beside the
	// text, data and media types its other blocks carry, which a lane shows
	// whole.
	DisplayBound = 16 << 10
)

// Lanes are the lanes a vectors.FormatMCPL render case is observed on: the
// content lanes a reference block can reach.
func Lanes() []adapters.Lane {
	return []adapters.Lane{adapters.ToolResultLive, adapters.Push, adapters.Channel, adapters.InjectionUser, adapters.Render}
}

// Clause is the clause a case of RFC-005 vector n cites:
// "RFC-005 vector 9".
func Clause(n int) string { return "RFC-005 vector " + strconv.Itoa(n) }

// ExpectKeys are the expect keys of a render case this suite checks
// (vectors.RFCVector), sorted: compare maps each onto one of its checks. A render
// case with any other key is refused, but for those MCPL's file notes
// without a check this suite makes.
var ExpectKeys = []string{"bounded", "cleanLabel", "hidden", "includes", "kind", "missingFields", "stub", "truncationMarked"}

// FetchKeys are the expect keys of a fetch case this suite checks beside
// ExpectKeys (vectors.FetchExpect), sorted.
var FetchKeys = []string{"abortStream", "decodedBase64", "digestVerified", "ok", "redirectSafe", "requests", "savedMime", "storageFromId", "stubOrInlineBase64", "unchanged"}

// Origin is the origin the loader substitutes for "$ORIGIN" in MCPL's
// file: in its blocks and in the strings its cases hide and include. A
// fetch or registry case is run against a loopback fixture of its own,
// whose origin then takes its place. ("$CASE" becomes the case's own id,
// which the format's schema keeps to characters a URL path takes as they
// are.)
const Origin = "http://127.0.0.1:47005"

// DefaultToken is the credential of a fetch case's connection when its
// file names none ("fixtures"."token").
const DefaultToken = "rfc005-fixture-token"

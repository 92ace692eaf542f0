package features_test

import "github.com/rfc005-lanes/rfc005-lanes/internal/testkit/longrun"

// quickFamilies are the families a quick run (go test without -tags long)
// drives a subprocess host through, as a godog tag expression and a
// runner.Selection's: depth (ten thousand levels, stubs at depth),
// recognition (every malformed shape of a block), blank, well-formed and
// unicode (what ECMAScript trims, lone surrogates, letter case by Unicode
// version), guard and text (the plain cases every host must pass). -tags
// long drives every family.
const quickFamilies = "@family-depth,@family-recognition,@family-blank,@family-well-formed,@family-unicode,@family-guard,@family-text"

// sampleTags returns the tag expression a test's godog run takes: quick in
// a quick run, "" (every scenario) with -tags long.
func sampleTags(quick string) string {
	if longrun.Enabled {
		return ""
	}
	return quick
}

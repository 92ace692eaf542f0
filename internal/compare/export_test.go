package compare

// CitedClauses returns every clause a check of this package may cite, for
// the tests of package compare_test.
func CitedClauses() []string {
	out := []string{clauseMarkers, clauseLanes, clauseText, clauseImage, clauseAudio, clauseRender, clauseEmpty,
		clauseNeverShown, clauseContent, clauseJSONText, clauseView, clauseGuard, clauseSize,
		"SPEC 5 member order", "README number output", "SPEC 6 embedded same uri", "SPEC 2.1 disposition any value",
		"SPEC 2.1 disposition on block", "SPEC 2.1 disposition on resource", "SPEC 8 inline data claim",
		"SPEC 6 never claims", "SPEC 6 reference never claims", "SPEC 6 inline never claims", "SPEC 6 field rules"}
	for _, list := range [][]string{textClauses, imageClauses, audioClauses, emptyClauses, sizeClauses, labelClauses,
		profileClauses, jsonClauses, viewClauses, leakClauses, claimClauses} {
		out = append(out, list...)
	}
	for _, list := range markerClauses {
		out = append(out, list...)
	}
	return out
}

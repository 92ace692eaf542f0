// Package spec holds the parts of SPEC's reading that are one pure answer,
// with no fault planted in them: the ids and fixed texts of the markers
// (SPEC 3), what a block is (SPEC 1), which MCPL fields and sizes a stub
// shows and when two uris are the same (SPEC 6), what a label hides and
// how long it may be (SPEC 3), the size a base64 text decodes to (SPEC 3),
// and WTF-8 made well formed (SPEC 9).
//
// It stands below the reference host (internal/refhost), the judge
// (internal/compare) and the corpus (vectors), which read these answers
// here rather than each in its own code. Nothing here consults a fault: a
// rule the mutation run weakens is the reference host's own (its faults
// are values it carries), and falls back on the answer given here.
package spec

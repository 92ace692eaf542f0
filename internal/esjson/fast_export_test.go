package esjson

// VisitObjectScan exposes visitObject, VisitObject's scanner alone, to the
// package's external tests.
var VisitObjectScan = visitObject

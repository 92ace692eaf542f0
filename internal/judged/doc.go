// Package judged holds answers recorded from hosts this project did not
// write, each with the verdict a careful spec author gives it, and replays
// them through the judge (docs/ARCHITECTURE.md, "What the gate promises (revision 3)":
// judged on real hosts). Its test fails when a change to the judge flips
// one.
//
// testdata/recorded.jsonl and testdata/indep-js2.jsonl hold one
// Record a line: the host, the case and
// lane, the host's answer line as it sent it, and what SPEC makes of it.
// The hosts are an independent JavaScript host and an independent Python
// host written from SPEC.md, PROTOCOL.md and the spec book alone by
// authors who had not read reference/, deliberately broken copies of each
// (one realistic mistake a copy), and a real third-party TypeScript
// implementation of RFC-005 scored at development time; indep-js2.jsonl adds a third
// independent JavaScript host (indep-js2), a copy of it in its own marker
// wording on the cases of SPEC 5's claimed object, and a copy that shows
// the stored copy's image placeholder in the live copy too. The answers
// are data; no host's code is kept here.
//
// Each answer is replayed as the subprocess adapter reads it
// (subprocess.Decode) and scored as rfc005 run scores it (runner.Score):
//
//	go test ./internal/judged
//
// The set is written from recordings (lines of {"lane", "input",
// "answer"}, one file a host) by rules that never ask the judge
// (record_test.go, built only with the tag record):
//
//	go test -tags record ./internal/judged -run TestWriteRecords -record DIR
//
// When a rule changes and the recordings are not at hand, the records a
// broken copy's rule gave are judged again by the rules in place:
//
//	go test -tags record ./internal/judged -run TestRecordsFollowTheRules -rewrite
package judged

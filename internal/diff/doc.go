// Package diff writes the diffs a report shows: two documents, each the
// observation a host sends (adapters/PROTOCOL.md) or the part of one a
// check compares, laid out one member or block a line, and the line diff
// of the two.
//
// A document is a tree of Nodes: the members and items of a JSON value in
// the order sent, every string whole and shortened when long (Abbreviate),
// and notes standing for what is left out ("…(3 more blocks)"). Of
// compares two:
//
//	d := diff.Of(diff.Member("text", diff.String(want)), diff.Observation(obs))
//	// " {\n-  \"text\": \"a\"\n+  \"text\": \"b\"\n }\n"
//
// Lines is the line diff alone: "-" want only, "+" got only, " " both,
// long unchanged runs cut to a note.
//
// What a diff never prints, a hidden string, is masked before the
// observation reaches this package (internal/leak).
package diff

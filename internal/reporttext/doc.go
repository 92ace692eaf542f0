// Package reporttext writes what every report and command prints of a run:
// text a host controls made safe to print (Printable, PrintableText),
// text in which no CI runner reads a command (Inert, InertWriter),
// scores as percentages (Percent), and links resolved against a base
// (ResolveLink). runner's report writers, the HTML report and the rfc005
// command all call it, so they print the same text.
package reporttext

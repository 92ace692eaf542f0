package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
	"github.com/rfc005-lanes/rfc005-lanes/internal/rfcvec"
	"github.com/rfc005-lanes/rfc005-lanes/internal/tagexpr"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

const listUsage = `usage: rfc005 list [--json] [--case GLOB] [--tags EXPR] [--level must|should] [--profile full|mcp] [--vectors PATH]

Lists the cases of the corpus, in corpus order, as rfc005 run selects them:
each case's id, level, tags (its godog scenario's: @family-<family>, @must or
@should, @security, @ and each of its own: what --tags matches) and the
lanes it observes. A readable table, then a count
(its LANES column says "all" for every lane, and "all but guard" where a
case observes all lanes but one or two); with --json, one JSON array instead.
A case of MCPL's RFC-005 vectors (--vectors FILE) also names its vector, and
when it is out of scope, why: a VECTOR column ("RFC-005 vector 9") is added
to the table when the list has one.

  --json                  print a JSON array, one object per case:
                            [{"id": "image/png-blob", "family": "image",
                              "title": "An image blob shows as an inline image",
                              "level": "must", "security": false, "mcp": true,
                              "tags": ["@family-image", "@must", "@image"],
                              "lanes": ["tool-result/live", "push"],
                              "spec": ["SPEC 2.1", "RFC-005 8.1"],
                              "file": "(built-in vectors)/image.json"}]
                          (each of these keys always present; no case is []);
                          a case of MCPL's RFC-005 vectors also has "vector": 9 and
                          "operation": "render", and, when it is out of
                          scope, "outOfScope": "operation fetch is out of
                          scope"
  --case GLOB             list the cases whose id matches (repeatable; "image/*")
  --tags EXPR             list the cases whose tags match a godog tag expression:
                          "@security", "@family-image,@family-audio",
                          "@must && ~@large" ("," or, "&&" and, "~" not)
  --level must|should     list only the cases of this level: the same as --tags
                          @must or @should, and joined with --tags as by "&&"
  --profile full|mcp      list the cases rfc005 run --profile scores (default
                          full, every case); mcp: the cases whose input is
                          valid MCP ("mcp": true), each with its lanes among
                          tool-result/live and tool-result/stored
  --vectors PATH          also list the cases in PATH (repeatable): a directory
                          of vector files or an MCPL RFC-005 vector file
  --builtin=false         list only the --vectors cases

Exit status: 0 when a case is listed; 1 when none matches; 2 on a usage
error or a broken corpus.
`

// listEntry is one case as rfc005 list --json prints it.
type listEntry struct {
	ID       string `json:"id"`
	Family   string `json:"family"`
	Title    string `json:"title"`
	Level    string `json:"level"`
	Security bool   `json:"security"`
	// MCP says the case's input is valid MCP (vectors.Case.MCP): the
	// mcp profile takes it.
	MCP   bool            `json:"mcp"`
	Tags  []string        `json:"tags"`
	Lanes []adapters.Lane `json:"lanes"`
	Spec  []string        `json:"spec"`
	File  string          `json:"file"`
	// Vector, Operation and OutOfScope are set for a case of MCPL's
	// RFC-005 vectors (vectors.Case.Vector): its vector number and
	// operation, and why it is never observed, when it is not.
	Vector     int    `json:"vector,omitempty"`
	Operation  string `json:"operation,omitempty"`
	OutOfScope string `json:"outOfScope,omitempty"`
}

// listFlagSet returns the flags of `rfc005 list`, bound to f (the run
// flags it shares with rfc005 run) and asJSON.
func listFlagSet(f *runFlags, asJSON *bool) *flag.FlagSet {
	fl := flag.NewFlagSet("list", flag.ContinueOnError)
	fl.BoolVar(asJSON, "json", false, "")
	fl.Var(&f.cases, "case", "")
	fl.StringVar(&f.tags, "tags", "", "")
	fl.StringVar(&f.level, "level", "", "")
	fl.StringVar(&f.profile, "profile", string(runner.ProfileFull), "")
	fl.Var(&f.vectors, "vectors", "")
	fl.BoolVar(&f.builtin, "builtin", true, "")
	return fl
}

// listCmd runs `rfc005 list`.
func listCmd(args []string, stdout, stderr io.Writer) int {
	var f runFlags
	var asJSON bool
	fl := listFlagSet(&f, &asJSON)
	if code := parseFlags(fl, args, listUsage, stdout, stderr); code >= 0 {
		return code
	}
	if fl.NArg() > 0 {
		return usageError(stderr, "list", "unexpected argument %q (a glob goes after --case)", fl.Arg(0))
	}
	sel, err := selection(f)
	if err != nil {
		return usageError(stderr, "list", "%v", err)
	}
	corpus, ok := loadCorpus(f, stderr)
	if !ok {
		return 2
	}
	entries := []listEntry{}
	for _, c := range corpus.Cases {
		if sel.Takes(c) {
			entries = append(entries, entryOf(c, sel.CaseLanes(c)))
		}
	}
	if asJSON {
		data, err := json.MarshalIndent(entries, "", "  ")
		if err != nil {
			fmt.Fprintf(stderr, "rfc005 list: %v\n", err)
			return 1
		}
		fmt.Fprintf(stdout, "%s\n", data)
	} else if len(entries) > 0 {
		writeTable(stdout, entries, len(corpus.Cases))
	}
	if len(entries) == 0 {
		fmt.Fprintf(stderr, "rfc005 list: none of the %d cases matches the selection (--case, --tags, --level, --profile)\n", len(corpus.Cases))
		return 1
	}
	return 0
}

// entryOf returns case c as rfc005 list shows it, observed on lanes.
func entryOf(c *vectors.Case, lanes []adapters.Lane) listEntry {
	e := listEntry{ID: c.ID, Family: c.Family, Title: c.Title, Level: c.Level, Security: c.Security,
		MCP: c.MCP, Tags: []string{}, Lanes: lanes, Spec: c.Spec, File: c.Path}
	seen := map[string]bool{}
	for _, t := range tagexpr.Case(c) {
		if !seen[t] {
			seen[t] = true
			e.Tags = append(e.Tags, t)
		}
	}
	if v := c.Vector; v != nil {
		e.Vector, e.Operation = v.Number, v.Operation
	}
	e.OutOfScope = c.OutOfScope
	if e.Lanes == nil {
		e.Lanes = []adapters.Lane{}
	}
	if e.Spec == nil {
		e.Spec = []string{}
	}
	return e
}

// vectorText writes an entry's VECTOR cell: "RFC-005 vector 9", and why
// it is out of scope when it is; "" for a case of the suite's own.
func vectorText(e listEntry) string {
	var s string
	if e.Vector != 0 {
		s = rfcvec.Clause(e.Vector)
	}
	if e.OutOfScope != "" {
		if s != "" {
			s += ", "
		}
		s += "out of scope: " + e.OutOfScope
	}
	return s
}

// laneText writes lanes for the table: their ids, comma-separated, or
// "all", or "all but" the one or two left out.
func laneText(lanes []adapters.Lane) string {
	kept := map[adapters.Lane]bool{}
	for _, l := range lanes {
		kept[l] = true
	}
	var in, out []string
	for _, l := range adapters.AllLanes() {
		if kept[l] {
			in = append(in, string(l))
		} else {
			out = append(out, string(l))
		}
	}
	switch {
	case len(out) == 0:
		return "all"
	case len(out) <= 2 && len(out) < len(in):
		return "all but " + strings.Join(out, ",")
	}
	return strings.Join(in, ",")
}

// writeTable writes entries as an aligned table, then how many of total
// cases it lists. When an entry is a case of MCPL's RFC-005 vectors, a
// VECTOR column names each one's vector, and why it is out of scope when
// it is.
func writeTable(w io.Writer, entries []listEntry, total int) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	vectorColumn := false
	for _, e := range entries {
		vectorColumn = vectorColumn || e.Vector != 0 || e.OutOfScope != ""
	}
	if vectorColumn {
		fmt.Fprintln(tw, "ID\tLEVEL\tTAGS\tLANES\tVECTOR")
	} else {
		fmt.Fprintln(tw, "ID\tLEVEL\tTAGS\tLANES")
	}
	for _, e := range entries {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s", reporttext.Printable(e.ID), reporttext.Printable(e.Level),
			reporttext.Printable(strings.Join(e.Tags, ",")), laneText(e.Lanes))
		if vectorColumn {
			fmt.Fprintf(tw, "\t%s", reporttext.Printable(vectorText(e)))
		}
		fmt.Fprintln(tw)
	}
	tw.Flush()
	if len(entries) == total {
		fmt.Fprintf(w, "%d cases\n", total)
	} else {
		fmt.Fprintf(w, "%d of %d cases\n", len(entries), total)
	}
}

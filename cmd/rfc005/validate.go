package main

import (
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/rfc005-lanes/rfc005-lanes/features"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/coverage"
	"github.com/rfc005-lanes/rfc005-lanes/internal/featurefile"
	"github.com/rfc005-lanes/rfc005-lanes/internal/regularfile"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

const validateUsage = `usage: rfc005 validate [--vectors DIR|FILE] [--features DIR]

Checks every vector file against vectors/schema.json and the features
against the vectors: duplicate ids, cases no scenario names, scenarios naming
no case, docstrings, lane tables and Unicode readings that disagree with
their vector, unknown lane ids, clauses with no anchor in SPEC.md.

  --vectors DIR|FILE
                   the directory of vector files (default the corpus built
                   into this command, the one rfc005 run scores), or one
                   file: of this suite's format (rfc005-lanes/1), checked
                   with its family's feature only (none for a family no
                   feature has, such as fuzz --out's, unless --features is
                   given), or of MCPL's RFC-005
                   vectors (mcpl-bulk-references-1), checked against its
                   schema and what rfc005 run needs of it, with no features
  --features DIR   the directory of feature files (default the features built
                   into this command)

Exit status: 0 when the corpus and the features agree; 1 with one line per
problem when they do not; 2 on a usage error.
`

// validateFlagSet returns the flags of `rfc005 validate`, bound to vecDir
// and featDir.
func validateFlagSet(vecDir, featDir *string) *flag.FlagSet {
	fl := flag.NewFlagSet("validate", flag.ContinueOnError)
	fl.StringVar(vecDir, "vectors", "", "")
	fl.StringVar(featDir, "features", "", "")
	return fl
}

// validate runs `rfc005 validate`: exit 0 when the corpus and the features
// agree, 1 with one line per problem when they do not, 2 on a usage error.
func validate(args []string, stdout, stderr io.Writer) int {
	vecDir, featDir := new(string), new(string)
	fl := validateFlagSet(vecDir, featDir)
	if code := parseFlags(fl, args, validateUsage, stdout, stderr); code >= 0 {
		return code
	}
	if fl.NArg() > 0 {
		return usageError(stderr, "validate", "unexpected argument %q", fl.Arg(0))
	}
	var corpus *vectors.Corpus
	var problems []vectors.Problem
	vshown := *vecDir
	ffs, fshown := chooseDir(*featDir, "features", features.BuiltinFS())
	noScenarios := "" // a lone file's family with no feature, when --features is not given
	if st, err := os.Stat(*vecDir); *vecDir != "" && (err != nil || !st.IsDir()) {
		corpus, problems = vectors.LoadFile(*vecDir)
		ffs = onlyFeaturesOf(ffs, corpus)
		noScenarios = familyWithoutFeature(*featDir, ffs, corpus)
	} else {
		var vfs fs.FS
		vfs, vshown = chooseDir(*vecDir, "vectors", vectors.BuiltinFS())
		corpus, problems = vectors.Load(vfs, vshown)
	}
	// One file of MCPL's RFC-005 vectors is said apart: its cases cite
	// RFC-005's vectors and have no scenarios (featurefile.Check).
	rfc := corpus != nil && len(corpus.Files) == 1 && corpus.Files[0].Format == vectors.FormatMCPL
	var notes []vectors.Problem
	if corpus != nil {
		problems = append(problems, coverage.UnknownClauses(corpus)...)
		if noScenarios == "" {
			problems = append(problems, featurefile.Check(corpus, ffs, fshown)...)
		}
		mine, theirs := missingHidden(corpus)
		problems, notes = append(problems, mine...), theirs
		mine, theirs = notWithheld(corpus)
		problems, notes = append(problems, mine...), append(notes, theirs...)
	}
	for _, n := range notes {
		fmt.Fprintf(stderr, "%s (the leak search looks for it all the same)\n", reporttext.PrintableText(n.Error()))
	}
	for _, p := range problems {
		fmt.Fprintln(stderr, reporttext.PrintableText(p.Error()))
	}
	if len(problems) > 0 {
		fmt.Fprintf(stderr, "rfc005 validate: %d problem(s) in %s and %s\n", len(problems), vshown, fshown)
		return 1
	}
	mcpl, out := 0, 0
	for _, c := range corpus.Cases {
		if c.Vector != nil {
			mcpl++
		}
		if c.Vector != nil && c.Vector.Operation != vectors.OperationRender {
			out++ // scored only for a host that declares its operation
		}
	}
	switch {
	case noScenarios != "":
		fmt.Fprintf(stdout, "rfc005 validate: %s: %d cases of family %s: ok (no scenarios checked: %s has no %s, and a file of your own needs none; give --features DIR to check them)\n",
			vshown, len(corpus.Cases), noScenarios, fshown, featurefile.FileName(noScenarios))
	case rfc:
		fmt.Fprintf(stdout, "rfc005 validate: %s: %d cases of MCPL's RFC-005 vectors (%d of fetch or registry, for a host that declares them): ok\n", vshown, len(corpus.Cases), out)
	case mcpl > 0:
		fmt.Fprintf(stdout, "rfc005 validate: %d vector files, %d cases, each of this suite's format with its scenario in %s, %d of MCPL's RFC-005 vectors (%d of fetch or registry, for a host that declares them): ok\n",
			len(corpus.Files), len(corpus.Cases), fshown, mcpl, out)
	default:
		fmt.Fprintf(stdout, "rfc005 validate: %d vector files, %d cases, each with its scenario in %s: ok\n",
			len(corpus.Files), len(corpus.Cases), fshown)
	}
	return 0
}

// missingHidden returns a problem for each uri SPEC never shows on a case's
// lanes that its hidden list does not name (compare.MissingHidden): for a
// case of this suite's format, a problem to mend; for one of MCPL's RFC-005
// vectors, whose file is MCPL's own, a note.
func missingHidden(corpus *vectors.Corpus) (problems, notes []vectors.Problem) {
	return hiddenProblems(corpus, func(c *vectors.Case) (msgs []string) {
		for _, u := range compare.MissingHidden(c) {
			msgs = append(msgs, fmt.Sprintf("the hidden list lacks %s, a uri SPEC shows on none of the case's lanes: add it", reporttext.QuoteCut(u)))
		}
		return msgs
	})
}

// notWithheld returns a problem for each string of a case's hidden list
// that SPEC does not withhold (compare.NotWithheld): a hidden list may only
// add secrets, the uris SPEC hides and the bodies a claim withholds, so
// that a check's class comes from SPEC. For a case of this suite's
// format, a problem to mend; for one of MCPL's RFC-005 vectors, a note.
func notWithheld(corpus *vectors.Corpus) (problems, notes []vectors.Problem) {
	return hiddenProblems(corpus, func(c *vectors.Case) (msgs []string) {
		for _, u := range compare.NotWithheld(c) {
			msgs = append(msgs, fmt.Sprintf("the hidden list names %s (%s), which SPEC does not withhold: remove it; a host that shows it fails the checks of its block, never a leak check (a secret is a uri, a string of an embedded resource's record, annotations or _meta, or a body a claim or the guard withholds)", reporttext.QuoteCut(u.Hidden), u.What))
		}
		return msgs
	})
}

// hiddenProblems returns what msgs says of each case's hidden list, in
// scope, as problems at the list: notes for one of MCPL's RFC-005 vectors,
// whose file is MCPL's own.
func hiddenProblems(corpus *vectors.Corpus, msgs func(*vectors.Case) []string) (problems, notes []vectors.Problem) {
	for _, c := range corpus.Cases {
		if c.OutOfScope != "" {
			continue
		}
		for _, msg := range msgs(c) {
			p := vectors.Problem{Path: c.Path, Pointer: c.Pointer("hidden"), Case: c.ID, Msg: msg}
			if c.Vector != nil {
				notes = append(notes, p)
			} else {
				problems = append(problems, p)
			}
		}
	}
	return problems, notes
}

// onlyFeaturesOf narrows a features directory to the feature files of
// the families of corpus in this suite's format: one vector file is
// checked against its own family's scenarios only.
func onlyFeaturesOf(fsys fs.FS, corpus *vectors.Corpus) fs.FS {
	names := map[string]bool{}
	if corpus != nil {
		for _, f := range corpus.Files {
			if f.Format == vectors.Format {
				names[featurefile.FileName(f.Family)] = true
			}
		}
	}
	return someFeatures{fsys, names}
}

// familyWithoutFeature returns the family of a lone vector file of this
// suite's format when featDir was not given and fsys (its features) has no
// feature of that family: a file of the user's own, such as what rfc005
// fuzz --out writes, needs no scenarios. It returns "" otherwise.
func familyWithoutFeature(featDir string, fsys fs.FS, corpus *vectors.Corpus) string {
	if featDir != "" || corpus == nil || len(corpus.Files) != 1 || corpus.Files[0].Format != vectors.Format {
		return ""
	}
	if names, _ := fs.Glob(fsys, "*.feature"); len(names) > 0 {
		return ""
	}
	return corpus.Files[0].Family
}

// someFeatures is a features directory whose Glob matches only names.
type someFeatures struct {
	fs.FS
	names map[string]bool
}

func (s someFeatures) Glob(pattern string) ([]string, error) {
	all, err := fs.Glob(s.FS, pattern)
	var some []string
	for _, name := range all {
		if s.names[name] {
			some = append(some, name)
		}
	}
	return some, err
}

// chooseDir returns the directory given, else ./name when it exists, else
// the built-in files, with the name problems show for it.
func chooseDir(given, name string, builtin fs.FS) (fs.FS, string) {
	if given != "" {
		return regularfile.DirFS(given), given
	}
	return builtin, "(built-in " + name + ")"
}

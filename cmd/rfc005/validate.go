package main

import (
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/rfc005-lanes/rfc005-lanes/coverage"
	"github.com/rfc005-lanes/rfc005-lanes/features"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

const validateUsage = `usage: rfc005 validate [--vectors DIR] [--features DIR]

Checks every vector file against vectors/schema.json and the features
against the vectors: duplicate ids, cases no scenario names, scenarios naming
no case, docstrings and lane tables that disagree with their vector, unknown
lane ids, clauses with no anchor in SPEC.md.

  --vectors DIR    the directory of vector files (default ./vectors when it
                   exists, else the corpus built into this command)
  --features DIR   the directory of feature files (default ./features when it
                   exists, else the features built into this command)

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
	vfs, vshown := chooseDir(*vecDir, "vectors", vectors.BuiltinFS())
	ffs, fshown := chooseDir(*featDir, "features", features.BuiltinFS())
	corpus, problems := vectors.Load(vfs, vshown)
	if corpus != nil {
		problems = append(problems, coverage.UnknownClauses(corpus)...)
		problems = append(problems, features.Check(corpus, ffs, fshown)...)
	}
	for _, p := range problems {
		fmt.Fprintln(stderr, p)
	}
	if len(problems) > 0 {
		fmt.Fprintf(stderr, "rfc005 validate: %d problem(s) in %s and %s\n", len(problems), vshown, fshown)
		return 1
	}
	fmt.Fprintf(stdout, "rfc005 validate: %d vector files, %d cases, each with its scenario in %s: ok\n",
		len(corpus.Files), len(corpus.Cases), fshown)
	return 0
}

// chooseDir returns the directory given, else ./name when it exists, else
// the built-in files, with the name problems show for it.
func chooseDir(given, name string, builtin fs.FS) (fs.FS, string) {
	if given != "" {
		return vectors.DirFS(given), given
	}
	if st, err := os.Stat(name); err == nil && st.IsDir() {
		return vectors.DirFS(name), name
	}
	return builtin, "(built-in " + name + ")"
}

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

const validateUsage = `usage: rfc005 validate [-vectors DIR] [-features DIR]

Checks every vector file against vectors/schema.json and the features
against the vectors: duplicate ids, cases no scenario names, scenarios naming
no case, docstrings and lane tables that disagree with their vector, unknown
lane ids, unknown SPEC clauses. DIR defaults to ./vectors and ./features when
they exist, else to the corpus built into this command.
`

// validate runs `rfc005 validate`: exit 0 when the corpus and the features
// agree, 1 with one line per problem when they do not, 2 on a usage error.
func validate(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("validate", flag.ContinueOnError)
	fl.SetOutput(stderr)
	fl.Usage = func() { fmt.Fprint(stderr, validateUsage) }
	vecDir := fl.String("vectors", "", "the directory of vector files")
	featDir := fl.String("features", "", "the directory of feature files")
	if err := fl.Parse(args); err != nil {
		return 2
	}
	if fl.NArg() > 0 {
		fmt.Fprintf(stderr, "rfc005 validate: unexpected argument %q\n\n%s", fl.Arg(0), validateUsage)
		return 2
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

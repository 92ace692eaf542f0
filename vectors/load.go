package vectors

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/regularfile"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
)

//go:embed *.json
var builtin embed.FS

// Corpus is a set of vector files and their cases, each id unique.
type Corpus struct {
	Files []*File
	Cases []*Case // in file order, files sorted by path
	// Unread names the families (file names without .json) of the files
	// that could not be read at all; their problems say why.
	Unread []string
	// Digest is the SHA-256 of the vector files read, names and bytes, in
	// path order: two runs with the same digest ran the same cases.
	Digest string
	byID   map[string]*Case
}

// Case returns the case called id.
func (c *Corpus) Case(id string) (*Case, bool) {
	cs, ok := c.byID[id]
	return cs, ok
}

// Builtin returns the corpus embedded in this package. The corpus is
// checked by tests, so a problem here is a bug in the suite itself. The
// embedded files are read and checked once per process; each call returns
// its own copy of what was read, which the caller may change.
func Builtin() (*Corpus, error) {
	corpus, problems := loadBuiltin(builtinShown)
	if len(problems) > 0 {
		return nil, fmt.Errorf("the built-in corpus is broken: %w", problems[0])
	}
	return corpus, nil
}

// loadBuiltin is Load(BuiltinFS(), shown), read and checked once per
// process: each call returns its own copy of the corpus, which the caller
// may change. The files are read under builtinShown; a call with another
// shown name gets that reading with its paths renamed, which is what a
// reading under that name gives when the files have no problem (a name is
// only ever joined to a file's). Files with problems, a bug in the suite,
// are read again under each name, so that every message names its file
// as Load would.
func loadBuiltin(shown string) (*Corpus, []Problem) {
	builtinMu.Lock()
	defer builtinMu.Unlock()
	if r := readBuiltin(builtinShown); r.corpus != nil && len(r.problems) == 0 {
		c := r.corpus.clone()
		if shown != builtinShown {
			c.rename(builtinShown, shown)
		}
		return c, nil
	}
	r := readBuiltin(shown)
	if r.corpus == nil {
		return nil, slices.Clone(r.problems)
	}
	return r.corpus.clone(), slices.Clone(r.problems)
}

// readBuiltin returns what Load(BuiltinFS(), shown) read, reading it on
// the first call for shown. builtinMu must be held.
func readBuiltin(shown string) builtinReading {
	r, ok := builtinRead[shown]
	if !ok {
		r.corpus, r.problems = Load(builtin, shown)
		builtinRead[shown] = r
	}
	return r
}

// builtinShown is the name the embedded files are first read under, as
// Builtin shows them.
const builtinShown = "vectors"

// builtinReading is what one reading of the embedded files gave.
type builtinReading struct {
	corpus   *Corpus
	problems []Problem
}

var (
	builtinMu   sync.Mutex
	builtinRead = map[string]builtinReading{} // by shown name; never handed out
)

// BuiltinFS returns the embedded vector files and schema.
func BuiltinFS() fs.FS { return builtin }

// loadDir reads every vector file in dir (each *.json but schema.json and
// mcp.schema.json), the repeats of its files taken from budget: each must
// be a regular file (or a symlink to one) of at most MaxFileSize bytes,
// nested at most MaxDepth levels; a FIFO or a device named *.json is a
// problem, never a hang.
func loadDir(dir string, budget *esjson.Budget) (*Corpus, []Problem) {
	st, err := os.Stat(dir)
	if err != nil {
		return nil, []Problem{{Path: dir, Msg: err.Error()}}
	}
	if !st.IsDir() {
		return nil, []Problem{{Path: dir, Msg: "not a directory: --vectors names a directory of vector files"}}
	}
	return load(regularfile.DirFS(dir), dir, budget)
}

// Load reads every vector file at the top of fsys, of either format
// (readAnyFile), validating each against its format's schema (after
// refusing what is not a regular file, a file over MaxFileSize and JSON
// nested deeper than MaxDepth) and checking what the schema cannot:
// unique ids, ids in their
// file's family, inputs their lanes can take, no uri line required by a
// check other than the reference profile's wording, and each marker
// carrying what its kind must name (markers.go). shown is the directory
// name problems give. Every problem found is returned; the corpus holds
// the files that had none.
func Load(fsys fs.FS, shown string) (*Corpus, []Problem) { return load(fsys, shown, corpusBudget()) }

// load is Load, the repeats of its files taken from budget.
func load(fsys fs.FS, shown string, budget *esjson.Budget) (*Corpus, []Problem) {
	names, err := fs.Glob(fsys, "*.json")
	if err != nil {
		return nil, []Problem{{Path: shown, Msg: err.Error()}}
	}
	names = slices.DeleteFunc(names, func(name string) bool { return name == SchemaFile || name == mcpSchemaFile })
	sort.Strings(names)
	corpus, problems := loadNames(fsys, shown, names, budget)
	if len(corpus.Files) == 0 && len(problems) == 0 {
		problems = append(problems, Problem{Path: shown, Msg: "no vector files (*.json) here"})
	}
	return corpus, problems
}

// loadNames reads the vector files names of fsys, in that order, each in
// either format readAnyFile reads and shown as path.Join(shown, name), into
// one corpus. Every problem found is returned; the corpus holds the files
// that could be read at all, with their sound cases.
func loadNames(fsys fs.FS, shown string, names []string, budget *esjson.Budget) (*Corpus, []Problem) {
	corpus := &Corpus{byID: map[string]*Case{}}
	var problems []Problem
	digest := sha256.New()
	for _, name := range names {
		p := path.Join(shown, name)
		data, err := readVectorFile(fsys, name)
		if err != nil {
			problems = append(problems, Problem{Path: p, Msg: err.Error()})
			continue
		}
		fmt.Fprintf(digest, "%s\x00%d\x00", name, len(data))
		digest.Write(data)
		f, fileProblems := readAnyFile(p, data, budget)
		problems = append(problems, fileProblems...)
		if f == nil {
			corpus.Unread = append(corpus.Unread, strings.TrimSuffix(name, ".json"))
			continue
		}
		corpus.Files = append(corpus.Files, f)
		problems = append(problems, corpus.add(f.Cases)...)
	}
	corpus.Digest = "sha256:" + hex.EncodeToString(digest.Sum(nil))
	return corpus, problems
}

// Merge returns one corpus holding the cases of all, reporting an id that
// two of them share. Its digest covers every part's digest.
func Merge(all ...*Corpus) (*Corpus, []Problem) {
	if len(all) == 1 {
		return all[0], nil
	}
	merged := &Corpus{byID: map[string]*Case{}}
	digest := sha256.New()
	var problems []Problem
	for _, c := range all {
		digest.Write([]byte(c.Digest))
		merged.Files = append(merged.Files, c.Files...)
		merged.Unread = append(merged.Unread, c.Unread...)
		problems = append(problems, merged.add(c.Cases)...)
	}
	merged.Digest = "sha256:" + hex.EncodeToString(digest.Sum(nil))
	return merged, problems
}

// add adds cases to the corpus, and reports each whose id it holds already.
func (c *Corpus) add(cases []*Case) []Problem {
	var problems []Problem
	for _, cs := range cases {
		if first, dup := c.byID[cs.ID]; dup {
			problems = append(problems, Problem{Path: cs.Path, Pointer: cs.Pointer("id"), Case: cs.ID,
				Msg: fmt.Sprintf("duplicate id: %s%s has it already", first.Path, first.Pointer())})
			continue
		}
		c.byID[cs.ID] = cs
		c.Cases = append(c.Cases, cs)
	}
	return problems
}

// rawFile and rawCase are a vector file as written, before its cases'
// inputs and expectations are read.
type rawFile struct {
	Format      string    `json:"format"`
	Family      string    `json:"family"`
	Title       string    `json:"title"`
	Description string    `json:"description"`
	Cases       []rawCase `json:"cases"`
}

type rawCase struct {
	ID       string                     `json:"id"`
	Title    string                     `json:"title"`
	Spec     []string                   `json:"spec"`
	Level    string                     `json:"level"`
	Security bool                       `json:"security"`
	Tags     []string                   `json:"tags"`
	Input    json.RawMessage            `json:"input"`
	Hidden   []string                   `json:"hidden"`
	Expect   map[string]json.RawMessage `json:"expect"`
	Unicode  []rawReading               `json:"unicode"`
}

type rawReading struct {
	Versions []string                   `json:"versions"`
	Expect   map[string]json.RawMessage `json:"expect"`
}

// decodeFile decodes a vector file's text, data, after checking its
// depth, its numbers kept as json.Number for the schema.
func decodeFile(p string, data []byte) (any, *Problem) {
	if err := esjson.CheckDepth(data, MaxDepth); err != nil {
		var de *esjson.DepthError
		errors.As(err, &de)
		return nil, &Problem{Path: p, Line: de.Line, Msg: err.Error()}
	}
	var doc any
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := dec.Decode(&doc); err != nil {
		problem := notJSON(p, data, err)
		return nil, &problem
	}
	return doc, nil
}

// readFile reads one vector file of this suite's format, data decoded as
// doc; it returns nil when the file cannot be used at all, and a file
// holding its sound cases otherwise.
func readFile(p string, data []byte, doc any, corpus *esjson.Budget) (*File, []Problem) {
	schema, err := compileSchema()
	if err != nil {
		return nil, []Problem{{Path: SchemaFile, Msg: err.Error()}}
	}
	var raw rawFile
	problems := schema.validate(p, doc)
	if len(problems) > 0 {
		return nil, problems
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, []Problem{notJSON(p, data, err)}
	}
	f := &File{Format: raw.Format, Family: raw.Family, Title: raw.Title, Description: raw.Description}
	budgets := []*esjson.Budget{fileBudget(), corpus}
	for i, rc := range raw.Cases {
		c, err := readCase(p, raw.Family, i, rc, budgets)
		if err != nil {
			problems = append(problems, *err)
			continue
		}
		if markerProblems := checkMarkers(c); len(markerProblems) > 0 {
			problems = append(problems, markerProblems...)
			continue
		}
		f.Cases = append(f.Cases, c)
	}
	return f, problems
}

func readCase(p, family string, i int, rc rawCase, budgets []*esjson.Budget) (*Case, *Problem) {
	c := &Case{
		ID: rc.ID, Title: rc.Title, Spec: rc.Spec, Level: rc.Level, Security: rc.Security,
		Tags: rc.Tags, Hidden: rc.Hidden, Family: family, Path: p, Index: i,
	}
	problem := func(pointer, format string, args ...any) *Problem {
		return &Problem{Path: p, Pointer: pointer, Case: rc.ID, Msg: fmt.Sprintf(format, args...)}
	}
	if fam, _, _ := strings.Cut(rc.ID, "/"); fam != family {
		return nil, problem(c.Pointer("id"), "id %q is not in this file's family %q: name it %s/…", rc.ID, family, family)
	}
	input, err := esjson.ExpandRepeatsWithin(rc.Input, budgets...)
	if err != nil {
		return nil, problem(repeatPointer(c.Pointer("input"), rc.Input, err), "%v", repeatReason(err))
	}
	// One line, every string as written: the protocol is JSON lines.
	c.Input, c.RawInput = adapters.Input(esjson.Compact(input)), rc.Input
	c.MCP = CheckMCP(c.Input) == nil
	hasData := bytes.HasPrefix(bytes.TrimLeft(rc.Input, " \t\r\n{"), []byte(`"data"`))
	var bad *Problem
	if c.Expect, bad = readExpect(c, rc.Expect, hasData, budgets, "expect"); bad != nil {
		return nil, bad
	}
	var readings []UnicodeReading
	for i, rr := range rc.Unicode {
		at := []string{"unicode", itoa(i), "expect"}
		e, bad := readExpect(c, rr.Expect, hasData, budgets, at...)
		if bad != nil {
			return nil, bad
		}
		readings = append(readings, UnicodeReading{Versions: rr.Versions, Expect: e})
	}
	if bad := addReadings(c, readings); bad != nil {
		return nil, bad
	}
	return c, nil
}

// readExpect reads the lanes' expectations raw, at the path at below case
// c: each lane id known, each lane one the input can be given on, each
// expectation's repeats expanded within budgets.
func readExpect(c *Case, raw map[string]json.RawMessage, hasData bool, budgets []*esjson.Budget, at ...string) (map[adapters.Lane]Expectation, *Problem) {
	problem := func(pointer, format string, args ...any) *Problem {
		return &Problem{Path: c.Path, Pointer: pointer, Case: c.ID, Msg: fmt.Sprintf(format, args...)}
	}
	pointer := func(id string) string { return c.Pointer(append(slices.Clone(at), id)...) }
	expect := map[adapters.Lane]Expectation{}
	for id, raw := range raw {
		lane, err := adapters.ParseLane(id)
		if err != nil {
			return nil, problem(pointer(id), "%v", err)
		}
		if hasData && !lane.TakesData() {
			return nil, problem(pointer(id), "lane %s takes content, and this input gives data", lane)
		}
		expanded, err := esjson.ExpandRepeatsWithin(raw, budgets...)
		if err != nil {
			return nil, problem(repeatPointer(pointer(id), raw, err), "%v", repeatReason(err))
		}
		var e Expectation
		if err := decodeExpectation(expanded, &e); err != nil {
			return nil, problem(pointer(id), "%v", err)
		}
		expect[lane] = e
	}
	return expect, nil
}

// Problem is one thing wrong with a vector file, located by its path and a
// JSON pointer (or a line, for a file that is not JSON), and naming the case
// when there is one.
type Problem struct {
	Path    string
	Pointer string // JSON pointer into the file
	Line    int    // line of a syntax error, when there is no pointer
	Case    string // the case's id, when known
	Msg     string
}

// Error says where, then what: "PATH: POINTER: case ID: MSG". The path
// and the case id are reporttext.Printable: a file name or an id that
// holds a line break or a control prints as one line, escaped.
func (p Problem) Error() string {
	var b strings.Builder
	b.WriteString(reporttext.Printable(p.Path))
	switch {
	case p.Pointer != "":
		b.WriteString(": " + p.Pointer)
	case p.Line > 0:
		b.WriteString(":" + strconv.Itoa(p.Line))
	}
	if p.Case != "" {
		b.WriteString(": case " + reporttext.Printable(p.Case))
	}
	return b.String() + ": " + p.Msg
}

func notJSON(p string, data []byte, err error) Problem {
	// encoding/json says where only for some errors; the esjson parser
	// says where for every one.
	var se *esjson.SyntaxError
	if _, perr := esjson.Parse(data); errors.As(perr, &se) {
		line := 1 + bytes.Count(data[:se.Offset], []byte("\n"))
		return Problem{Path: p, Line: line, Msg: "not valid JSON: " + se.Msg}
	}
	return Problem{Path: p, Msg: "not valid JSON: " + err.Error()}
}

func itoa(i int) string { return strconv.Itoa(i) }

// LoadAll loads the built-in corpus (when builtin is set) and every path
// of paths, each a directory or a file as LoadFile reads it, and merges
// them: the corpus a run with --vectors scores. It returns the merged
// corpus, the corpora read from paths (in order, each one read at all),
// and every problem found; with no part at all the corpus is nil.
func LoadAll(builtin bool, paths []string) (*Corpus, []*Corpus, []Problem) {
	var parts, extra []*Corpus
	var problems []Problem
	if builtin {
		c, p := loadBuiltin("(built-in vectors)")
		parts, problems = append(parts, c), append(problems, p...)
	}
	budget := corpusBudget() // the --vectors paths' repeats together
	for _, p := range paths {
		c, ps := loadFile(p, budget)
		if c != nil {
			parts, extra = append(parts, c), append(extra, c)
		}
		problems = append(problems, ps...)
	}
	if len(parts) == 0 {
		return nil, nil, problems
	}
	corpus, p := Merge(parts...)
	return corpus, extra, append(problems, p...)
}

// LoadFile reads what --vectors names: a directory's vector files (each
// *.json but schema.json and mcp.schema.json, each a regular file or a
// symlink to one, so that a FIFO or a device named *.json is a problem,
// never a hang), or one file as Load reads each of a directory's,
// whatever its name. Every
// problem found is returned; the corpus holds the file when it could be
// read at all, with its sound cases.
func LoadFile(path string) (*Corpus, []Problem) { return loadFile(path, corpusBudget()) }

// loadFile is LoadFile, the repeats of what it reads taken from budget.
func loadFile(path string, budget *esjson.Budget) (*Corpus, []Problem) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, []Problem{{Path: path, Msg: err.Error()}}
	}
	if st.IsDir() {
		return loadDir(path, budget)
	}
	return loadNames(regularfile.DirFS(filepath.Dir(path)), filepath.Dir(path), []string{filepath.Base(path)}, budget)
}

// readAnyFile reads one vector file of either format, chosen by its
// "format": this suite's own (Format, readFile) or MCPL's RFC-005 vectors
// (FormatMCPL, readMCPL: checked against mcplSchemaFile, one case of this
// suite per case of the file). It returns nil when the file cannot be used
// at all.
func readAnyFile(p string, data []byte, corpus *esjson.Budget) (*File, []Problem) {
	doc, problem := decodeFile(p, data)
	if problem != nil {
		return nil, []Problem{*problem}
	}
	root, _ := doc.(map[string]any)
	format, isString := root["format"].(string)
	switch {
	case isString && format == Format:
		return readFile(p, data, doc, corpus)
	case isString && format == FormatMCPL:
		return readMCPL(p, data, doc, corpus)
	}
	known := strconv.Quote(Format) + " or " + strconv.Quote(FormatMCPL)
	msg := fmt.Sprintf("format %s is not one this suite reads: %s", reporttext.QuoteCut(fmt.Sprint(root["format"])), known)
	switch {
	case root == nil:
		return nil, []Problem{{Path: p, Pointer: "/", Msg: "not a JSON object: a vector file is an object whose \"format\" is " + known}}
	case root["format"] == nil:
		msg = "no \"format\": this suite reads " + known
	case isString:
		msg = fmt.Sprintf("format %s is not one this suite reads: %s", reporttext.QuoteCut(format), known)
	}
	return nil, []Problem{{Path: p, Pointer: "/format", Msg: msg}}
}

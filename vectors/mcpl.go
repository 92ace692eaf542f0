package vectors

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
	"github.com/rfc005-lanes/rfc005-lanes/internal/rfcvec"
)

// maxMCPLRepeat bounds one {"$repeat": s, "count": n} of a FormatMCPL
// file: n times the bytes of s (after $ORIGIN and $CASE) is at most 2 MiB.
// All the repeats of a file together expand to at most MaxFileSize bytes.
const maxMCPLRepeat = 1 << 21

// mcplTitle is the title of the File a FormatMCPL file is read as.
const mcplTitle = "RFC-005 conformance vectors (MCPL)"

// mcplNoted are the expect keys of a render case this suite reads without
// checking them, listing them in RFCVector.Unchecked: "displayField"
// names the member a label is taken from, which no lane's view states.
var mcplNoted = map[string]bool{"displayField": true}

// mcplMembers are the members of a case this suite reads (schemaValid,
// MCPL's own schema verdict on each block, is not checked); any other is
// listed in RFCVector.Unchecked.
var mcplMembers = map[string]bool{
	"id": true, "rfc": true, "operation": true, "blocks": true, "schemaValid": true, "expect": true,
}

// mcplOperationMembers are the members of a fetch or registry case this
// suite reads beside mcplMembers.
var mcplOperationMembers = map[string]bool{"response": true, "maxBytes": true, "registrations": true}

// readMCPL reads a FormatMCPL file, doc being its decoded text: it checks
// doc against mcplSchemaFile, then reads each case as readMCPLCase says.
// It returns nil when the file cannot be used at all, and a file holding
// its sound cases otherwise.
func readMCPL(p string, data []byte, doc any, corpus *esjson.Budget) (*File, []Problem) {
	schema, err := compileMCPLSchema()
	if err != nil {
		return nil, []Problem{{Path: mcplSchemaFile, Msg: err.Error()}}
	}
	if problems := schema.validate(p, doc); len(problems) > 0 {
		return nil, problems
	}
	var raw struct {
		Source   string                       `json:"source"`
		Fixtures struct{ Token *string }      `json:"fixtures"`
		Cases    []map[string]json.RawMessage `json:"cases"`
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, []Problem{notJSON(p, data, err)}
	}
	decoded := doc.(map[string]any)["cases"].([]any)
	f := &File{Format: FormatMCPL, Family: rfcvec.Family, Title: mcplTitle, Description: raw.Source}
	r := mcplReader{path: p, source: raw.Source, token: rfcvec.DefaultToken, budget: MaxFileSize, corpus: corpus}
	if raw.Fixtures.Token != nil && *raw.Fixtures.Token != "" {
		r.token = *raw.Fixtures.Token
	}
	var problems []Problem
	for i, members := range raw.Cases {
		c, caseProblems := r.readCase(i, members, decoded[i].(map[string]any))
		if len(caseProblems) > 0 {
			problems = append(problems, caseProblems...)
			continue
		}
		f.Cases = append(f.Cases, c)
	}
	return f, problems
}

// mcplReader reads the cases of one FormatMCPL file.
type mcplReader struct {
	path, source string
	token        string         // the fixture's credential ("fixtures"."token")
	budget       int64          // bytes the file's repeats may still expand to
	corpus       *esjson.Budget // and the corpus's (maxCorpusRepeats)
}

// readCase reads case i, given as its members' raw text and decoded, as a
// native case wherever the format has a native form: its id becomes
// rfcvec.Family/id, its blocks the input's content, "rfc" the clause it cites,
// "hidden" its Hidden (searched for on every lane, as every case's are),
// and the fixture's token is hidden too. The other expect keys, and a
// fetch or registry case's members, become its RFCVector (RFCVector says
// why they have no native form). A render case whose expect holds a key
// this suite cannot check, or a kind other than "invalid", is refused.
func (r *mcplReader) readCase(i int, members map[string]json.RawMessage, decoded map[string]any) (*Case, []Problem) {
	var id, op string
	var number json.Number
	var expect map[string]json.RawMessage
	for name, v := range map[string]any{"id": &id, "operation": &op, "rfc": &number, "expect": &expect} {
		if err := json.Unmarshal(members[name], v); err != nil {
			return nil, []Problem{{Path: r.path, Pointer: "/cases/" + itoa(i) + "/" + name, Case: id, Msg: err.Error()}}
		}
	}
	rfc, _ := strconv.ParseFloat(number.String(), 64) // the schema keeps it a whole number from 1 to 10⁶
	c := &Case{
		ID: rfcvec.Family + "/" + id, Title: fmt.Sprintf("RFC-005 vector %d (%s): %s", int(rfc), op, id),
		Spec: []string{rfcvec.Clause(int(rfc))}, Level: LevelMust, Tags: []string{"rfc-005", op},
		Expect: map[adapters.Lane]Expectation{}, Family: rfcvec.Family, Path: r.path, Index: i,
	}
	var problems []Problem
	problem := func(pointer, format string, args ...any) {
		problems = append(problems, Problem{Path: r.path, Pointer: pointer, Case: id, Msg: fmt.Sprintf(format, args...)})
	}
	if op == OperationRender {
		r.checkRender(c, expect, problem)
	}
	subst := strings.NewReplacer("$ORIGIN", rfcvec.Origin, "$CASE", id)
	r.checkRepeats(decoded["blocks"], c.Pointer("blocks"), subst, problem)
	if e, ok := decoded["expect"].(map[string]any); ok {
		for _, key := range []string{"hidden", "includes"} {
			r.checkRepeats(e[key], c.Pointer("expect", key), subst, problem)
		}
	}
	if len(problems) > 0 {
		return nil, problems
	}
	expand := func(raw json.RawMessage) ([]byte, error) {
		return esjson.ExpandRepeatsWithin([]byte(subst.Replace(string(raw))), r.corpus)
	}
	blocks, err := expand(members["blocks"])
	if err != nil {
		problem(c.Pointer("blocks"), "%v", err)
		return nil, problems
	}
	blocks = esjson.Compact(blocks)
	c.Input = adapters.Input(`{"content":` + string(blocks) + `}`)
	c.RawInput = []byte(`{"content":` + string(members["blocks"]) + `}`)
	c.MCP = CheckMCP(c.Input) == nil
	v := &RFCVector{Number: int(rfc), Operation: op, Source: r.source, Blocks: blocks}
	for key, into := range map[string]any{
		"stub": &v.Stub, "hidden": &c.Hidden, "includes": &v.Includes, "missingFields": &v.MissingFields,
		"bounded": &v.Bounded, "truncationMarked": &v.TruncationMarked, "cleanLabel": &v.CleanLabel, "kind": &v.Kind,
	} {
		raw, ok := expect[key]
		if !ok {
			continue
		}
		text, err := expand(raw)
		if err == nil {
			err = json.Unmarshal(text, into)
		}
		if err != nil {
			problem(c.Pointer("expect", key), "%v", err)
		}
	}
	if len(problems) > 0 {
		return nil, problems
	}
	for key := range expect {
		if !slices.Contains(rfcvec.ExpectKeys, key) && !(op == OperationFetch && slices.Contains(rfcvec.FetchKeys, key)) {
			v.Unchecked = append(v.Unchecked, key)
		}
	}
	for name := range members {
		if !mcplMembers[name] && !(op != OperationRender && mcplOperationMembers[name]) {
			v.Unchecked = append(v.Unchecked, name)
		}
	}
	slices.Sort(v.Unchecked)
	v.Unchecked = slices.Compact(v.Unchecked)
	if op != OperationRender {
		r.readOperation(c, v, members, expect, problem)
		if len(problems) > 0 {
			return nil, problems
		}
	}
	c.Vector, c.Security = v, len(c.Hidden) > 0
	return c, nil
}

// checkRender reports each expect key of a render case this suite cannot
// check, and a kind other than "invalid".
func (r *mcplReader) checkRender(c *Case, expect map[string]json.RawMessage, problem func(pointer, format string, args ...any)) {
	for _, key := range slices.Sorted(maps.Keys(expect)) {
		if !slices.Contains(rfcvec.ExpectKeys, key) && !mcplNoted[key] {
			problem(c.Pointer("expect", key), "expect key %q is not one this suite can check for a render case (it checks %s)",
				key, strings.Join(rfcvec.ExpectKeys, ", "))
		}
	}
	var kind string
	if raw, ok := expect["kind"]; ok && json.Unmarshal(raw, &kind) == nil && kind != "invalid" {
		problem(c.Pointer("expect", "kind"), `kind %q is not one this suite can check for a render case (it knows "invalid")`, kind)
	}
}

// checkRepeats reports each {"$repeat": s, "count": n} object in v (at
// pointer) that is not of exactly that form, or would expand to more than
// maxMCPLRepeat bytes, or to more than the file's repeats have left.
func (r *mcplReader) checkRepeats(v any, pointer string, subst *strings.Replacer, problem func(pointer, format string, args ...any)) {
	switch v := v.(type) {
	case []any:
		for i, e := range v {
			r.checkRepeats(e, pointer+"/"+itoa(i), subst, problem)
		}
	case map[string]any:
		if _, ok := v["$repeat"]; !ok {
			for _, key := range sortedKeys(v) {
				r.checkRepeats(v[key], pointer+"/"+esjson.PointerToken(key), subst, problem)
			}
			return
		}
		unit, isString := v["$repeat"].(string)
		count, whole := wholeCount(v["count"])
		if len(v) != 2 || !isString || !whole {
			problem(pointer, `a $repeat object is {"$repeat": string, "count": whole number}, and nothing else`)
			return
		}
		size := int64(len(subst.Replace(unit)))
		if size > 0 && count > maxMCPLRepeat/size {
			problem(pointer, "a $repeat of %d × %d bytes is over the limit of %s (%d bytes) a repeat of this format has",
				count, size, reporttext.Size(maxMCPLRepeat), maxMCPLRepeat)
			return
		}
		if size*count > r.budget {
			problem(pointer, "the file's repeats expand to more than %s together", reporttext.Size(MaxFileSize))
			return
		}
		r.budget -= size * count
	}
}

// wholeCount returns n, a decoded JSON number, as a count: a whole number
// from 0, as esjson.ExpandRepeats takes one.
func wholeCount(n any) (int64, bool) {
	num, ok := n.(json.Number)
	if !ok {
		return 0, false
	}
	f, err := strconv.ParseFloat(num.String(), 64)
	if err != nil || f < 0 || f > 1<<53 || f != float64(int64(f)) {
		return 0, false
	}
	return int64(f), true
}

package fuzz

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/derive"
	"github.com/rfc005-lanes/rfc005-lanes/internal/differential"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/gen"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// Family is the family of the vectors a run writes.
const Family = "fuzz"

// File returns the groups' vectors as one vector file of family Family,
// which `rfc005 run --vectors` replays: data nested deeper than a vector
// file may be is written in the compact nesting form (compactNesting). Groups with no vector (a finding no
// expectation can be derived for) are left out; ok is false when none is
// left.
func File(r Report) (data []byte, ok bool, err error) {
	var vs []derive.Vector
	for _, g := range r.Groups {
		if g.Vector.ID != "" {
			vs = append(vs, g.Vector)
		}
	}
	if len(vs) == 0 {
		return nil, false, nil
	}
	title := fmt.Sprintf(fileTitle+"seed %d, shard %s, %d inputs, against %s %s",
		r.Seed, r.Shard, r.Inputs, r.Host.Name, r.Host.Version)
	data, err = derive.File(Family, title, vs)
	if err != nil {
		return nil, false, err
	}
	return compactNesting(data), true, nil
}

// vectorOf writes a group's example as a vector: its input and hidden
// strings, the reference's expectation on each failing lane, a title
// saying why it fails (its cause), and the clauses it pins.
// A finding with no expectation (the reference or derive erred) has none.
func vectorOf(g Group) derive.Vector {
	ex := g.Example
	if ex.Err != nil {
		return derive.Vector{} // the reference or derive erred: no expectation
	}
	class := g.Cause.Class // the group's, which may read a content check as kind
	sum := sha256.Sum256(append([]byte(string(class)+" "), ex.Input...))
	name := string(class)
	if len(g.Lanes) == 1 {
		name = strings.ReplaceAll(string(ex.Lane), "/", "-") + "-" + name
	}
	id := Family + "/" + name + "-" + hex.EncodeToString(sum[:4])
	expect := clearMentions(ex.Input, g.Expect)
	hidden := hiddenList(ex.Input, ex.Hidden, expect)
	return derive.Vector{
		ID:       id,
		Title:    title(g),
		Spec:     clauses(g),
		Level:    level(ex.Result),
		Security: class == compare.ClassLeak || class == compare.ClassWithheld || len(hidden) > 0,
		Tags:     []string{"fuzz", string(class)},
		Input:    ex.Input,
		Hidden:   hidden,
		Expect:   expect,
	}
}

// hiddenList is a vector's hidden list: the strings its example was
// judged with (gen.Hidden), then each uri SPEC shows on none of the
// vector's lanes that they leave out (compare.MissingHidden, the list
// rfc005 validate wants). gen.Hidden leaves out a uri shorter than 8
// characters, which the leak check finds from 6 (leak.MinPart) all the
// same: shrinking cuts a leaked uri down to 6 ("file:/"), so a written
// vector would hide less than its example was judged with, and validate
// would report the rest. A uri the list holds in other letter case is
// listed once.
func hiddenList(input adapters.Input, judged []string, expect map[adapters.Lane]vectors.Expectation) []string {
	c := &vectors.Case{Input: input, Hidden: append([]string{}, judged...), Expect: expect}
	for range len(input) { // each round lists one uri more: never more rounds than bytes
		missing := compare.MissingHidden(c)
		if len(missing) == 0 {
			break
		}
		c.Hidden = append(c.Hidden, missing[0])
	}
	return c.Hidden
}

// level is the level of a vector whose example failed as r: must when a
// check of a MUST clause failed (compare.ClauseLevel), or a leak or
// withheld check, or the host erred; should when only checks of SHOULD
// clauses failed (the README's decisions, SPEC 5 member order).
func level(r compare.Result) string {
	if r.ShouldOnly(vectors.LevelMust) {
		return vectors.LevelShould
	}
	return vectors.LevelMust
}

// uniqueIDs numbers vectors whose ids collide.
func uniqueIDs(gs []Group) {
	seen := map[string]int{}
	for i := range gs {
		id := gs[i].Vector.ID
		if id == "" {
			continue
		}
		seen[id]++
		if n := seen[id]; n > 1 {
			gs[i].Vector.ID = id + "-" + strconv.Itoa(n)
		}
	}
}

// title says, of the minimal input, on which lanes it fails and why, in
// the words of its cause (of the block that fails): "An embedded resource
// with text on push: text content shows as the no-link marker instead of
// its text (kind check)". Lanes where it fails in other words are each
// named with their own: "… on tool-result/live: an image shows as the
// no-link marker instead of an image block (kind check); on
// injection/system: an image at the system position shows as …".
func title(g Group) string {
	what := describeInput(g.Example.Input)
	if g.Again {
		what = "A script view given back as data (SPEC 5: the view is idempotent), " + lowerFirst(what)
	}
	if g.Who != differential.WhoHost {
		return what + " on " + laneList(g.Lanes) + ": " + causeWords(g) + " (the suite's own " + g.Who + " fails here)"
	}
	s := what
	for i, p := range g.byLane() {
		if i > 0 {
			s += ";"
		}
		s += " on " + laneList(p.lanes) + ": " + p.words
		if p.cause.Class != compare.ClassError {
			s += " (" + string(p.cause.Class) + " check)"
		}
	}
	return s
}

func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}

// describeInput says what an input holds: "An embedded resource with
// text", "A content array of 2 blocks: an MCPL reference, a text block".
func describeInput(input adapters.Input) string {
	body, isContent, err := gen.Body(input)
	if err != nil {
		return "An input"
	}
	if !isContent {
		switch {
		case gen.IsEmbedded(body):
			return "An embedded resource as the whole data (" + describeBlock(body) + ")"
		case body.Kind() == esjson.Array && len(body.Items()) > 0 && allBlocks(body.Items()):
			return "Data that is a content array: " + lowerFirst(describeInput(adapters.Input(`{"content":`+string(esjson.EncodeRaw(body))+`}`)))
		}
		return "Structured data"
	}
	if body.Kind() != esjson.Array {
		return "Content"
	}
	switch n := len(body.Items()); {
	case n == 0:
		return "An empty content array"
	case n == 1:
		return upperFirst(describeBlock(body.Items()[0]))
	case n <= 3:
		parts := make([]string, n)
		for i, b := range body.Items() {
			parts[i] = describeBlock(b)
		}
		return fmt.Sprintf("Content of %d blocks (%s)", n, strings.Join(parts, "; "))
	default:
		return fmt.Sprintf("Content of %d blocks", n)
	}
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func allBlocks(items []esjson.Value) bool {
	for _, v := range items {
		if !gen.IsBlock(v) {
			return false
		}
	}
	return true
}

// describeBlock says what one block is, as the reference's one
// classifier (refhost.Classify) reads it.
func describeBlock(b esjson.Value) string {
	v, err := esjson.Parse(esjson.EncodeRaw(b))
	if err != nil || !spec.IsBlock(v) {
		return "a value that is not a block"
	}
	typ, _ := v.GetString("type")
	shown := refhost.Classify(v)
	switch {
	case shown.Source == refhost.FromText:
		return "a text block"
	case shown.Source == refhost.FromMedia:
		return "an inline " + typ + " block"
	case shown.Source != refhost.FromResource:
		return "a block of type " + strconv.Quote(typ)
	case shown.Kind == refhost.ShowsReference:
		return "an MCPL reference"
	case !shown.Embedded:
		return "a resource block with no link"
	}
	switch shown.Kind {
	case refhost.ShowsText:
		return "an embedded resource with text"
	case refhost.ShowsImage, refhost.ShowsAudio:
		if len(shown.MimeType) <= 40 {
			return "an embedded resource with a blob of " + strconv.Quote(shown.MimeType)
		}
		return "an embedded resource with a blob"
	}
	return "an embedded resource shown as the " + shown.Marker + " marker"
}

// clauses returns the SPEC clauses a group's vector pins: those its failed
// checks enforce, the class's, and, when no check named one, the rule of
// the kind SPEC shows where it fails (compare.Cause's Want).
func clauses(g Group) []string {
	var out []string
	add := func(s string) {
		for _, x := range out {
			if x == s {
				return
			}
		}
		out = append(out, s)
	}
	for _, f := range g.Example.Result.Findings {
		if f.Class != compare.ClassProfile && (strings.HasPrefix(f.Clause, "SPEC ") || strings.HasPrefix(f.Clause, "README ")) {
			add(f.Clause) // the clauses the failed checks enforce, first
		}
	}
	for _, c := range g.clauses { // then those of the other lanes' checks
		if strings.HasPrefix(c, "SPEC ") || strings.HasPrefix(c, "README ") {
			add(c)
		}
	}
	named := len(out) > 0 // then the kinds' clauses, when no check named one
	switch g.Cause.Class {
	case compare.ClassLeak:
		add("SPEC 2.1 uri never shown")
	case compare.ClassWithheld:
		add("SPEC 2.1 disposition any value")
	case compare.ClassMention:
		add("SPEC 3")
	}
	if g.Again {
		add("SPEC 5 script idempotent")
	}
	if c := kindClause[g.Cause.Want]; c != "" && !named {
		add(c)
	}
	for _, lane := range g.Lanes {
		switch lane {
		case adapters.Script:
			add("SPEC 5 script view")
		case adapters.Guard:
			add("SPEC 5 guard")
		case adapters.Render:
			add("SPEC 4 render")
		}
	}
	if len(out) == 0 {
		add("SPEC 4")
	}
	return out
}

// kindClause is the rule that says SPEC shows a kind.
var kindClause = map[string]string{
	"text":                     "SPEC 2.1 text",
	"image":                    "SPEC 2.1 image",
	"audio":                    "SPEC 2.1 audio",
	"marker:withheld":          "SPEC 2.1 disposition any value",
	"marker:unsupported-type":  "SPEC 2.1 unsupported type",
	"marker:no-media-type":     "SPEC 2.1 no media type",
	"marker:unreadable":        "SPEC 2.1 both or neither",
	"marker:no-link":           "SPEC 2 no string uri",
	"marker:tool-result-audio": "SPEC 4 audio",
	"marker:system-image":      "SPEC 4 system position",
	"marker:system-audio":      "SPEC 4 system position",
	"marker:image-no-data":     `SPEC 4 image, blob ""`,
	"marker:audio-no-data":     `SPEC 4 audio, blob ""`,
	"marker:stored-image":      "SPEC 3 stored image placeholder",
	"marker:reference-line":    "SPEC 6 reference line",
	"marker:reference-stub":    "SPEC 6 reference stub",
	"marker:non-string-text":   "README non-string text",
	"marker:unsupported-block": "README unknown block",
	"empty":                    "SPEC 7 visibly empty",
	"refused":                  "SPEC 4 render",
	"json":                     "SPEC 5 json text",
	"kept-nothing":             "SPEC 5 guard",
}

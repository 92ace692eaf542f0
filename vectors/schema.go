package vectors

import (
	"embed"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/rfc005-lanes/rfc005-lanes/internal/schemacheck"
)

const schemaURL = "https://rfc005-lanes.example/vectors/schema.json"

type schemaValidator struct{ s *jsonschema.Schema }

// compileSchema compiles the embedded schema.json, once a process.
var compileSchema = sync.OnceValues(func() (schemaValidator, error) {
	return compileEmbedded(builtin, SchemaFile, schemaURL)
})

// compileEmbedded compiles the JSON Schema (draft 2020-12) held in fsys
// as name, known by url.
func compileEmbedded(fsys embed.FS, name, url string) (schemaValidator, error) {
	data, err := fsys.ReadFile(name)
	if err != nil {
		return schemaValidator{}, err
	}
	s, err := schemacheck.Compile(url, data)
	if err != nil {
		return schemaValidator{}, fmt.Errorf("%s: %w", name, err)
	}
	return schemaValidator{s}, nil
}

// validate checks doc, the decoded file at path p, against the schema and
// returns one problem per failing place, deepest first, each naming the case
// it is in.
func (v schemaValidator) validate(p string, doc any) []Problem {
	err := v.s.Validate(doc)
	if err == nil {
		return nil
	}
	leaves := schemacheck.Leaves(err)
	if leaves == nil {
		return []Problem{{Path: p, Msg: err.Error()}}
	}
	var problems []Problem
	for _, pl := range failedPlaces(leaves) {
		problems = append(problems, Problem{
			Path: p, Pointer: pointerOrRoot(pl.pointer), Case: caseAt(doc, pl.pointer),
			Msg: "does not match the schema: " + strings.Join(pl.messages, "; "),
		})
	}
	return problems
}

// failedPlace is a place a value fails a schema, and every message said
// of it, each once.
type failedPlace struct {
	pointer  string
	messages []string
}

// failedPlaces returns the places the leaves of a schema failure name,
// deepest first (then in pointer order): the leaves of the error tree say
// what is wrong, and the deepest place says most (under a resource's anyOf
// of text and blob contents, a mimeType of 42 fails deeper than a missing
// text).
func failedPlaces(leaves []schemacheck.Leaf) []failedPlace {
	byPlace := map[string][]string{}
	for _, l := range leaves {
		byPlace[l.Pointer] = appendOnce(byPlace[l.Pointer], l.Message)
	}
	places := make([]failedPlace, 0, len(byPlace))
	for pointer, messages := range byPlace {
		places = append(places, failedPlace{pointer, messages})
	}
	sort.Slice(places, func(i, j int) bool {
		if di, dj := strings.Count(places[i].pointer, "/"), strings.Count(places[j].pointer, "/"); di != dj {
			return di > dj
		}
		return places[i].pointer < places[j].pointer
	})
	return places
}

func appendOnce(list []string, s string) []string {
	for _, x := range list {
		if x == s {
			return list
		}
	}
	return append(list, s)
}

func pointerOrRoot(p string) string {
	if p == "" {
		return "/"
	}
	return p
}

// caseAt returns the id of the case a pointer such as /cases/3/expect is
// in, or "".
func caseAt(doc any, pointer string) string {
	rest, ok := strings.CutPrefix(pointer, "/cases/")
	if !ok {
		return ""
	}
	idx, _, _ := strings.Cut(rest, "/")
	i, err := strconv.Atoi(idx)
	if err != nil {
		return ""
	}
	root, _ := doc.(map[string]any)
	cases, _ := root["cases"].([]any)
	if i < 0 || i >= len(cases) {
		return ""
	}
	c, _ := cases[i].(map[string]any)
	if id, ok := c["id"].(string); ok {
		return id
	}
	return fmt.Sprintf("#%d", i)
}

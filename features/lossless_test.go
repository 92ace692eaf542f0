package features_test

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"strings"
	"testing"

	gherkin "github.com/cucumber/gherkin/go/v42"
	messages "github.com/cucumber/messages/go/v34"
	"github.com/google/go-cmp/cmp"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/features"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// pickles compiles every scenario of the built-in feature files, as godog
// does.
func pickles(t *testing.T) []*messages.Pickle {
	t.Helper()
	names, _ := fs.Glob(features.BuiltinFS(), "*.feature")
	var all []*messages.Pickle
	for _, name := range names {
		data, _ := fs.ReadFile(features.BuiltinFS(), name)
		ids := &messages.Incrementing{}
		doc, err := gherkin.ParseGherkinDocument(bytes.NewReader(data), ids.NewId)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		all = append(all, gherkin.Pickles(*doc, name, ids.NewId)...)
	}
	return all
}

// TestScenariosStateTheirVectors reads every scenario alone, as the steps
// do (features.PickleCase), and requires the case it states to be its
// vector's: the same level, security, tags, family, input, hidden strings
// and expectations, every text whole. The feature files are lossless: what
// the steps check a host against is what the vectors say.
func TestScenariosStateTheirVectors(t *testing.T) {
	t.Parallel()
	corpus := builtinCorpus(t)
	all := pickles(t)
	if len(all) != len(corpus.Cases) {
		t.Fatalf("%d scenarios for %d cases", len(all), len(corpus.Cases))
	}
	for _, p := range all {
		got, err := features.PickleCase(p, corpus)
		if err != nil {
			t.Errorf("%s: %v", p.Name, err)
			continue
		}
		want, ok := corpus.Case(got.ID)
		if !ok {
			t.Errorf("%s: no vector has case %s", p.Name, got.ID)
			continue
		}
		if diff := cmp.Diff(stated(t, want), stated(t, got)); diff != "" {
			t.Errorf("%s: the scenario states another case than its vector (-vector +feature):\n%s", got.ID, diff)
		}
	}
}

// stated is what a case states, every JSON value written one way.
func stated(t *testing.T, c *vectors.Case) map[string]any {
	expect := map[adapters.Lane]vectors.Expectation{}
	for lane, e := range c.Expect {
		e.JSON, e.View, e.Kept = normal(t, e.JSON), normal(t, e.View), normal(t, e.Kept)
		e.Blocks, e.Parts = normalBlocks(t, e.Blocks), normalBlocks(t, e.Parts)
		expect[lane] = e
	}
	return map[string]any{
		"id": c.ID, "title": c.Title, "level": c.Level, "security": c.Security, "tags": c.Tags,
		"family": c.Family, "spec": c.Spec, "input": string(c.Input), "hidden": c.Hidden, "expect": expect,
	}
}

func normalBlocks(t *testing.T, blocks []vectors.Block) []vectors.Block {
	if blocks == nil {
		return nil
	}
	out := make([]vectors.Block, len(blocks))
	for i, b := range blocks {
		b.JSON = normal(t, b.JSON)
		out[i] = b
	}
	return out
}

func normal(t *testing.T, raw json.RawMessage) json.RawMessage {
	if raw == nil {
		return nil
	}
	v, err := esjson.Parse(raw)
	if err != nil {
		t.Errorf("not JSON: %v: %s", err, raw)
		return raw
	}
	return json.RawMessage(esjson.Marshal(v))
}

// TestLiteral checks that Literal writes texts whole and ParseLiteral reads
// them back.
func TestLiteral(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("lorem ipsum ", 87382)
	for _, tt := range []struct {
		s, want string
	}{
		{"", `""`},
		{"hello \"there\"\n\t\\", `"hello \"there\"\n\t\\"`},
		{"a\u00a0b\ufeff\u200b\ufffd\U000e0001", `"a\u00a0b\ufeff\u200b\ufffd\u{e0001}"`},
		{strings.Repeat("A", 4096), `"A" × 4096`},
		{long, `"lorem ipsum " × 87382`},
		{"[Reference ref_1: " + strings.Repeat("n", 200) + "]", `"[Reference ref_1: " + "n" × 200 + "]"`},
		{strings.Repeat("😀", 161), `"😀" × 161`},
		{strings.Repeat("ab", 100) + "a", `"ab" × 100 + "a"`},
		{strings.Repeat("x", 160), `"` + strings.Repeat("x", 160) + `"`},
	} {
		got := features.Literal(tt.s)
		if got != tt.want {
			t.Errorf("Literal(%.40q…) = %.200s, want %.200s", tt.s, got, tt.want)
		}
		back, err := features.ParseLiteral(got)
		if err != nil || back != tt.s {
			t.Errorf("ParseLiteral(%.200s) = %.40q…, %v; want the text back", got, back, err)
		}
	}
	for cell, want := range map[string]string{
		`"a" * 3`:               "aaa",
		`"a"×3+"b"`:             "aaab",
		`"\ud83d\ude00\ud800x"`: "😀\ufffdx",
		`"\u0041\/"`:            "A/",
	} {
		if got, err := features.ParseLiteral(cell); err != nil || got != want {
			t.Errorf("ParseLiteral(%s) = %q, %v; want %q", cell, got, err, want)
		}
	}
	for _, bad := range []string{``, `a`, `"a`, `"a" ×`, `"a" × x`, `"a" +`, `"a" "b"`, `"\q"`, `"a" × 99999999999`} {
		if got, err := features.ParseLiteral(bad); err == nil {
			t.Errorf("ParseLiteral(%s) = %q, want an error", bad, got)
		}
	}
}

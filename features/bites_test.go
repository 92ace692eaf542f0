package features_test

import (
	"context"
	"strings"
	"testing"
	"unicode"

	"github.com/cucumber/godog"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/wronghost"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/steps"
)

// TestTheSuiteBites plugs deliberately wrong hosts into the same steps and
// requires each to fail at least one scenario with a readable diff. A
// quick run takes, for each host, the family of the scenarios its mistake
// shows in; -tags long takes every scenario.
func TestTheSuiteBites(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		host  adapters.Host
		want  string // what the failure report must say
		quick string // the scenarios of a quick run
	}{
		{"shows_the_uri", showsURI{reference.New()}, "leak: shows the hidden string", "@family-text"},
		{"ignores_disposition", ignoresDisposition{reference.New()}, "leak: shows the hidden string \"withhe…\" (37 characters)", "@family-disposition"},
		{"shows_an_image_at_the_system_position", imageAtSystem{reference.New()}, "on injection/system: mismatch (-want +got)", "@family-image"},
		{"treats_feff_as_visible", feffVisible{reference.New()}, "mismatch (-want +got)", "@family-blank"},
	}
	corpus := testcorpus.Builtin(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out strings.Builder
			status := godog.TestSuite{
				ScenarioInitializer: steps.Initializer(steps.Options{Host: tt.host, Corpus: corpus}),
				Options:             &godog.Options{Format: "progress", Output: &out, Paths: []string{"."}, Tags: sampleTags(tt.quick), Strict: true, NoColors: true},
			}.Run()
			if status == 0 {
				t.Fatalf("every scenario passed against a wrong host")
			}
			report := out.String()
			if !strings.Contains(report, tt.want) {
				t.Fatalf("the failures do not say %q:\n%s", tt.want, report)
			}
			t.Logf("%s; the first failure:\n%s", summary(report), firstFailure(report))
		})
	}
}

// summary returns godog's line counting scenarios, passed and failed.
func summary(report string) string {
	for _, line := range strings.Split(report, "\n") {
		if strings.Contains(line, " scenarios (") {
			return line
		}
	}
	return "no summary"
}

// firstFailure returns the first failed step's message from godog's
// progress report.
func firstFailure(report string) string {
	i := strings.Index(report, "Error:")
	if i < 0 {
		return report
	}
	rest := report[i:]
	if j := strings.Index(rest, "\n\n"); j > 0 {
		rest = rest[:j]
	}
	return rest
}

// showsURI adds a text block naming each embedded resource's uri, as a host
// that "helpfully" cites its sources would.
type showsURI struct{ adapters.Host }

func (h showsURI) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	obs, err := h.Host.Observe(ctx, lane, in)
	if err != nil || obs.Blocks == nil {
		return obs, err
	}
	v, _ := esjson.Parse(in)
	for _, uri := range wronghost.EmbeddedURIs(v) {
		obs.Blocks = append(obs.Blocks, adapters.TextBlock("(source: "+uri+")"))
	}
	return obs, nil
}

// ignoresDisposition drops every disposition member before the reference
// sees the input, as a host that never heard of RFC-005's dispositions.
type ignoresDisposition struct{ adapters.Host }

func (h ignoresDisposition) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	v, err := esjson.Parse(in)
	if err != nil {
		return h.Host.Observe(ctx, lane, in)
	}
	return h.Host.Observe(ctx, lane, adapters.Input(esjson.Append(nil, withoutDisposition(v))))
}

func withoutDisposition(v esjson.Value) esjson.Value {
	switch v.Kind() {
	case esjson.Array:
		items := make([]esjson.Value, len(v.Items()))
		for i, item := range v.Items() {
			items[i] = withoutDisposition(item)
		}
		return esjson.ArrayValue(items)
	case esjson.Object:
		var members []esjson.Member
		for _, m := range v.Members() {
			if m.Name != "disposition" {
				members = append(members, esjson.Member{Name: m.Name, Value: withoutDisposition(m.Value)})
			}
		}
		return esjson.ObjectValue(members)
	}
	return v
}

// imageAtSystem shows the system position as it shows a user injection,
// images and audio natively.
type imageAtSystem struct{ adapters.Host }

func (h imageAtSystem) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	if lane == adapters.InjectionSystem {
		lane = adapters.InjectionUser
	}
	return h.Host.Observe(ctx, lane, in)
}

// feffVisible judges emptiness with Go's unicode.IsSpace, which does not
// count U+FEFF as whitespace (and counts U+0085): where the reference
// refuses content or finds nothing to render, it shows the content when
// any text is not blank by Go's reckoning.
type feffVisible struct{ adapters.Host }

func (h feffVisible) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	obs, err := h.Host.Observe(ctx, lane, in)
	if err != nil || (obs.Refused == "" && obs.Render != adapters.RenderNothing) {
		return obs, err
	}
	v, _ := esjson.Parse(in)
	content, _ := v.Get("content")
	visible := false
	for _, b := range content.Items() {
		text, _ := b.GetString("text")
		if r, ok := b.Get("resource"); ok {
			text, _ = r.GetString("text")
		}
		visible = visible || strings.TrimFunc(text, unicode.IsSpace) != ""
	}
	if !visible {
		return obs, nil
	}
	shown, err := h.Host.Observe(ctx, adapters.InjectionUser, in)
	if lane == adapters.Render {
		shown.Render = adapters.RenderShown
	}
	return shown, err
}

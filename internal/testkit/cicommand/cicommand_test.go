package cicommand

import (
	"slices"
	"testing"
)

// TestIsCommand pins the lines the runners read as commands, and lines
// alike that they do not.
func TestIsCommand(t *testing.T) {
	t.Parallel()
	commands := []string{
		"::error title=FORGED::x",
		"::add-mask::rfc005",
		"::stop-commands::tok",
		"::set-output name=x::y",
		"    ::error::indented",
		"\t ::warning::tabbed",
		"\u00a0\u3000::notice::unicode spaces",
		"\u200b::error::after a zero-width space",
		":\u034f:error::a joiner between the colons",
		"::",
		"##[error]at the start",
		"the middle ##[warning]of a line",
		"#\u00ad#[group]",
		"##vso[task.setvariable variable=x]y",
		"text ##VSO[task.complete result=Failed]",
	}
	for _, l := range commands {
		if !IsCommand(l) {
			t.Errorf("IsCommand(%q) = false, want true", l)
		}
	}
	plain := []string{
		"",
		"rfc005 run: the host could not be scored",
		"a :: in the middle",
		"x::error::after a letter",
		`:\u003aerror::x`,
		`\u003a:error`,
		": :error",
		"    | ::error::after the runner's own prefix",
		`##\u005berror]`,
		"# #[error]",
		"## [error]",
		"#[error]",
		"##vso task",
		`##vso\u005btask.complete]`,
		"：：error fullwidth",
	}
	for _, l := range plain {
		if IsCommand(l) {
			t.Errorf("IsCommand(%q) = true, want false", l)
		}
	}
}

// TestCommandsSplitsAtEveryLineBreak pins that a command after any line
// break a runner may split at is found.
func TestCommandsSplitsAtEveryLineBreak(t *testing.T) {
	t.Parallel()
	for _, br := range []string{"\n", "\r", "\r\n", "\v", "\f", "\u0085", "\u2028", "\u2029"} {
		got := Commands("bad answer" + br + "::error title=FORGED::x" + br + "fine")
		if !slices.Equal(got, []string{"::error title=FORGED::x"}) {
			t.Errorf("after %q: Commands = %q", br, got)
		}
	}
	if got := Commands("one\ntwo ::x\nthree"); len(got) != 0 {
		t.Errorf("Commands of plain lines = %q", got)
	}
}

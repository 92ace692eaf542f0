package main

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// goLine is go.mod's go directive; its groups are the release (1.N) and
// the patch, when one is given.
var goLine = regexp.MustCompile(`(?m)^go (1\.\d+)(\.\d+)?$`)

// TestGoModAsksTheOldestGo: go.mod's go line is the first release of the
// oldest Go the module builds with (.ci/run builds and vets with exactly
// it), never a patch a user's own module would be raised to by go get,
// and with no toolchain line; README.md and .ci/run name the same Go.
func TestGoModAsksTheOldestGo(t *testing.T) {
	t.Parallel()
	mod, err := os.ReadFile("../../go.mod")
	if err != nil {
		t.Fatal(err)
	}
	m := goLine.FindStringSubmatch(string(mod))
	if m == nil {
		t.Fatalf("go.mod has no go line of the form go 1.N.0")
	}
	release, patch := m[1], m[2]
	if patch != "" && patch != ".0" {
		t.Errorf("go.mod asks go %s%s: a patch release, which go get would impose on every module using the suite; ask %s.0, the oldest it builds with", release, patch, release)
	}
	if regexp.MustCompile(`(?m)^toolchain `).Match(mod) {
		t.Errorf("go.mod has a toolchain line, which go get passes on to a user's module")
	}
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	if want := "Install the command with Go " + release + " or later"; !strings.Contains(string(readme), want) {
		t.Errorf("README.md does not say %q, as go.mod's go line asks", want)
	}
	ci, err := os.ReadFile("../../.ci/run")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"install Go " + release + " or later", `GOTOOLCHAIN="go$floor" go vet ./...`} {
		if !strings.Contains(string(ci), want) {
			t.Errorf(".ci/run does not hold %q", want)
		}
	}
}

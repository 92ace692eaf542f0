package main

import (
	"fmt"
	"regexp"
	"strings"
)

// stepOutput finds the ${{ steps.ID.outputs.NAME }} references of a
// value.
var stepOutput = regexp.MustCompile(`steps\.([A-Za-z0-9_-]+)\.outputs\.([A-Za-z0-9_-]+)`)

// checkBuildCached returns what is wrong with how the action caches the
// suite's build, so that a CI job does not build it cold each time: the
// Go build and module caches restored before the build step and saved
// after it (actions/cache, or actions/cache/restore then
// actions/cache/save), keyed on the action's own go.mod and go.sum (under
// github.action_path, which setup-go's cache never reads: it hashes the
// workspace's files, so its cache stays off) and on the Go version.
func checkBuildCached(steps *yamlNode) []string {
	var problems []string
	bad := func(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }
	ids := map[string]*yamlNode{}
	build, restore, save := -1, -1, -1
	for k, s := range steps.items {
		if id := s.str("id"); id != "" {
			ids[id] = s
		}
		uses := s.str("uses")
		switch {
		case s.str("id") == "build":
			build = k
		case strings.HasPrefix(uses, "actions/setup-go@") && s.str("with", "cache") != "false":
			bad("step %d (%s): setup-go's cache is on: it keys on the workspace's go.sum, never the action's; set cache: false and cache the build with actions/cache", k+1, s.str("name"))
		case strings.HasPrefix(uses, "actions/cache@"):
			restore, save = k, k
		case strings.HasPrefix(uses, "actions/cache/restore@"):
			restore = k
		case strings.HasPrefix(uses, "actions/cache/save@"):
			save = k
		}
	}
	if restore < 0 {
		return append(problems, "the suite's build is not cached: no actions/cache (or actions/cache/restore) step restores the Go build and module caches, so every CI job builds the suite cold")
	}
	r := steps.items[restore]
	at := fmt.Sprintf("step %d (%s)", restore+1, r.str("name"))
	if build >= 0 && restore > build {
		bad("%s: the cache is restored after the build step", at)
	}
	if save < 0 {
		bad("%s: the cache is restored but never saved: no actions/cache/save step after the build", at)
	} else if s := steps.items[save]; save != restore {
		if build >= 0 && save < build {
			bad("step %d (%s): the cache is saved before the build step", save+1, s.str("name"))
		}
		if s.str("with", "key") != r.str("with", "key") || s.str("with", "path") != r.str("with", "path") {
			bad("step %d (%s): saves another key or path than %s restores", save+1, s.str("name"), at)
		}
	}
	// What the key and the paths are made of: the script lines that
	// write the outputs they name, and for the key, which is built of
	// shell variables, the whole script with its source.
	made := func(value string, whole bool) string {
		var b strings.Builder
		for _, m := range stepOutput.FindAllStringSubmatch(value, -1) {
			src := ids[m[1]]
			if whole {
				b.WriteString(src.str("env", "RFC005_SOURCE") + "\n" + src.str("run"))
				continue
			}
			for _, l := range strings.Split(src.str("run"), "\n") {
				if strings.Contains(l, `"`+m[2]+"=") {
					b.WriteString(l + "\n")
				}
			}
		}
		return b.String()
	}
	key, paths := made(r.str("with", "key"), true), made(r.str("with", "path"), false)
	for _, need := range []struct{ in, what, why string }{
		{key, `$RFC005_SOURCE/go.sum`, "the key is not made of the action's go.sum"},
		{key, "${{ github.action_path }}", "the key is not made of the action's own files (RFC005_SOURCE: ${{ github.action_path }})"},
		{key, "go env GOVERSION", "the key is not made of the Go version"},
		{paths, "go env GOCACHE", "the Go build cache (go env GOCACHE) is not among the paths"},
		{paths, "go env GOMODCACHE", "the Go module cache (go env GOMODCACHE) is not among the paths"},
	} {
		if !strings.Contains(need.in, need.what) {
			bad("%s: %s", at, need.why)
		}
	}
	return problems
}

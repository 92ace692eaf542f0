package main

import "testing"

func TestEditDistance(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		a, b string
		want int
	}{
		{"", "", 0}, {"host", "host", 0}, {"", "run", 3}, {"run", "", 3},
		{"hots", "host", 1}, {"hst", "host", 1}, {"hosts", "host", 1}, {"post", "host", 1},
		{"timout", "timeout", 1}, {"verison", "version", 1}, {"kitten", "sitting", 3},
		{"ca", "abc", 3}, {"é", "e", 1}, {"jbos", "jobs", 1},
	} {
		if got := editDistance(tt.a, tt.b); got != tt.want {
			t.Errorf("editDistance(%q, %q) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
		if got := editDistance(tt.b, tt.a); got != tt.want {
			t.Errorf("editDistance(%q, %q) = %d, want %d", tt.b, tt.a, got, tt.want)
		}
	}
}

func TestNearest(t *testing.T) {
	t.Parallel()
	flags := []string{"host", "vectors", "builtin", "case", "tags", "lanes", "level", "timeout", "json", "junit", "update-baseline", "baseline", "v"}
	for typed, want := range map[string]string{
		"hots": "host", "HOST": "host", "vector": "vectors", "jsno": "json", "V": "v",
		"update": "update-baseline", "timeuot": "timeout", "lane": "lanes",
		"x": "", "zzzzzz": "", "b": "", "": "", "hostname": "",
	} {
		got, ok := nearest(typed, flags)
		if got != want || ok != (want != "") {
			t.Errorf("nearest(%q) = %q, %v; want %q", typed, got, ok, want)
		}
	}
}

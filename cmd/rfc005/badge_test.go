package main

import "testing"

func TestBadgeFileName(t *testing.T) {
	t.Parallel()
	for host, want := range map[string]string{
		"rfc005-reference":      "rfc005-reference.svg",
		"node/legacy host 0.9":  "node-legacy-host-0.9.svg",
		"../../etc/passwd":      "-..-etc-passwd.svg",
		"evil\x1b[2J\n<script>": "evil--2J--script-.svg",
		"":                      "host.svg",
		"\u202e\x00":            "host.svg",
		"..":                    "host.svg",
	} {
		if got := badgeFileName(host); got != want {
			t.Errorf("badgeFileName(%q) = %q, want %q", host, got, want)
		}
	}
}

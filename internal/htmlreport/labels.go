package htmlreport

import (
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
)

// maxLabel bounds a label's base (a run's label or a host's name), in
// characters.
const maxLabel = 64

// maxCommand is the longest host command a label shows as it is; a longer
// one is shown as a short digest.
const maxCommand = 32

// Labels returns one label per report, all different, for the page's
// columns, filters, element ids and badges: the run's label (rfc005 run
// --name) where it gave one, else the host's name. Where two runs
// without a label of their own share one, it is widened by what tells
// them apart: the host's version, else its command ("(in process)" for
// none, a short digest for a long one). Runs still alike (one host run
// twice) are numbered: "myhost #1", "myhost #2". A label is printable
// text of one line, "host 3" for a report that names nothing.
func Labels(files []*File) []string {
	labels := make([]string, len(files))
	for i, f := range files {
		labels[i] = base(f)
		if labels[i] == "" {
			labels[i] = "host " + strconv.Itoa(i+1)
		}
	}
	widen(files, labels, func(f *File) string { return reporttext.Printable(f.Host.Version) })
	widen(files, labels, commandLabel)
	number(labels)
	return labels
}

// base is a report's label before it is told apart from others: its own
// label, else its host's name, on one line, clipped to maxLabel.
func base(f *File) string {
	l := f.Host.Label
	if strings.TrimSpace(l) == "" {
		l = f.Host.Name
	}
	l = strings.Join(strings.Fields(reporttext.Printable(l)), " ")
	if utf8.RuneCountInString(l) > maxLabel {
		l = string([]rune(l)[:maxLabel-1]) + "…"
	}
	return l
}

// commandLabel is what tells two runs of one host version apart: its
// command, or a short digest of a long one.
func commandLabel(f *File) string {
	c := strings.Join(strings.Fields(reporttext.Printable(f.Host.Command)), " ")
	switch {
	case c == "":
		return "(in process)"
	case utf8.RuneCountInString(c) <= maxCommand:
		return "(" + c + ")"
	}
	sum := sha256.Sum256([]byte(f.Host.Command))
	return "(" + hex.EncodeToString(sum[:3]) + ")"
}

// widen adds more(f) to the labels shared by several reports, of those
// without a label of their own, where that tells some of them apart.
func widen(files []*File, labels []string, more func(f *File) string) {
	groups := map[string][]int{}
	for i, l := range labels {
		groups[l] = append(groups[l], i)
	}
	for l, group := range groups {
		if len(group) < 2 {
			continue
		}
		wider := map[int]string{}
		distinct := map[string]bool{}
		for _, i := range group {
			if m := more(files[i]); m != "" && files[i].Host.Label == "" {
				wider[i] = l + " " + m
			}
			if w, ok := wider[i]; ok {
				distinct[w] = true
			} else {
				distinct[l] = true
			}
		}
		if len(distinct) < 2 {
			continue // it tells none apart
		}
		for i, w := range wider {
			labels[i] = w
		}
	}
}

// number makes the labels still alike different by numbering them in
// order ("x #1", "x #2"), passing over a number another label has taken.
func number(labels []string) {
	count, taken := map[string]int{}, map[string]bool{}
	for _, l := range labels {
		count[l]++
		taken[l] = true
	}
	next := map[string]int{}
	for i, l := range labels {
		if count[l] < 2 {
			continue
		}
		for {
			next[l]++
			if n := l + " #" + strconv.Itoa(next[l]); !taken[n] {
				labels[i], taken[n] = n, true
				break
			}
		}
	}
}

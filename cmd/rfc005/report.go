package main

import (
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/atomicfile"
	"github.com/rfc005-lanes/rfc005-lanes/internal/regularfile"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"

	"github.com/rfc005-lanes/rfc005-lanes/internal/htmlreport"
)

const reportUsage = `usage: rfc005 report --html FILE [--badges DIR] REPORT.json...

Puts hosts side by side: one self-contained HTML page (no network) from the
JSON reports of rfc005 run --json, one column per report.

  --html FILE    write the page to FILE (required)
  --badges DIR   also write an SVG badge of each report's normative score into
                 DIR, one file per report, named after its column's label:
                 the run's --name, else the host's name, widened by version and
                 a digest of the host command (then a number) where two are
                 alike; every character but letters, digits, ".", "_" and "-"
                 made "-", and -2, -3 added where two file names still are

Each REPORT.json must be a regular file (not a FIFO or a device) of at most
64 MiB, as rfc005 run's inputs must.

Exit status: 0 when the page (and the badges) are written; 1 when a report
cannot be read or a file cannot be written; 2 on a usage error.
`

// reportFlagSet returns the flags of `rfc005 report`, bound to htmlPath
// and badges.
func reportFlagSet(htmlPath, badges *string) *flag.FlagSet {
	fl := flag.NewFlagSet("report", flag.ContinueOnError)
	fl.StringVar(htmlPath, "html", "", "")
	fl.StringVar(badges, "badges", "", "")
	return fl
}

// reportCmd runs `rfc005 report`: exit 0 on success, 1 when a file cannot
// be read or written, 2 on a usage error.
func reportCmd(args []string, stdout, stderr io.Writer) int {
	htmlPath, badges := new(string), new(string)
	fl := reportFlagSet(htmlPath, badges)
	if code := parseFlags(fl, args, reportUsage, stdout, stderr); code >= 0 {
		return code
	}
	if *htmlPath == "" || fl.NArg() == 0 {
		return usageError(stderr, "report", "give --html FILE and at least one JSON report")
	}
	var inputs []named
	for _, p := range fl.Args() {
		inputs = append(inputs, named{"REPORT.json", p})
	}
	if err := checkOutputsNotInputs([]named{{"--html", *htmlPath}}, inputs, nil); err != nil {
		return usageError(stderr, "report", "%v", err)
	}
	var reports [][]byte
	for _, p := range fl.Args() {
		data, err := regularfile.Read(p, vectors.MaxFileSize) // not /dev/zero, not a FIFO
		if err != nil {
			fmt.Fprintf(stderr, "rfc005 report: %s: %v\n", reporttext.Printable(p), underlying(err))
			return 1
		}
		reports = append(reports, data)
	}
	// The reports are decoded once: the badges are made of them before
	// the page makes their strings printable.
	files, err := htmlreport.Files(reports)
	if err != nil {
		fmt.Fprintf(stderr, "rfc005 report: %v\n", err)
		return 1
	}
	reports = nil
	var badgeFiles []badge
	if *badges != "" {
		badgeFiles = badgesOf(files)
	}
	page, err := htmlreport.RenderFiles(files)
	if err != nil {
		fmt.Fprintf(stderr, "rfc005 report: %v\n", err)
		return 1
	}
	if err := atomicfile.Write(*htmlPath, page, 0o644); err != nil {
		fmt.Fprintf(stderr, "rfc005 report: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "wrote %s (%d hosts, %d bytes)\n", *htmlPath, len(files), len(page))
	if *badges != "" {
		return writeBadges(badgeFiles, *badges, stdout, stderr)
	}
	return 0
}

// writeBadges writes one badge per report into dir, each labelled and
// named after its column's label (htmlreport.Labels) in a file of its own
// (badgeFileNames), and returns the exit status.
func writeBadges(badges []badge, dir string, stdout, stderr io.Writer) int {
	err := writeBadgeList(badges, dir, func(path string) { fmt.Fprintf(stdout, "wrote %s\n", path) })
	if err != nil {
		fmt.Fprintf(stderr, "rfc005 report: %v\n", err)
		return 1
	}
	return 0
}

// writeBadgeFiles writes the badge of each JSON report into dir, as
// rfc005 report --badges and rfc005 run --badges both do, and calls wrote
// with the path of each it wrote.
func writeBadgeFiles(reports [][]byte, dir string, wrote func(path string)) error {
	files, err := htmlreport.Files(reports)
	if err != nil {
		return err
	}
	return writeBadgeList(badgesOf(files), dir, wrote)
}

// A badge is a report's badge and the name of its file.
type badge struct{ name, svg string }

// badgesOf returns the badge of each report, labelled and named after its
// column's label.
func badgesOf(files []*htmlreport.File) []badge {
	labels := htmlreport.Labels(files)
	var out []badge
	for i, name := range badgeFileNames(labels) {
		out = append(out, badge{name, htmlreport.LabelBadge(files[i], labels[i])})
	}
	return out
}

// writeBadgeList writes each badge into dir, and calls wrote with the
// path of each it wrote.
func writeBadgeList(badges []badge, dir string, wrote func(path string)) error {
	for _, b := range badges {
		path := filepath.Join(dir, b.name)
		if err := atomicfile.Write(path, []byte(b.svg), 0o644); err != nil {
			return err
		}
		wrote(path)
	}
	return nil
}

// badgeFileNames returns the badge file of each label, badgeFileName's,
// made unique: where a name is taken (in any case, for file systems that
// ignore it), "-2", "-3" and so on before ".svg".
func badgeFileNames(labels []string) []string {
	names := make([]string, len(labels))
	taken := map[string]bool{}
	for i, l := range labels {
		name := badgeFileName(l)
		base := strings.TrimSuffix(name, ".svg")
		for n := 2; taken[strings.ToLower(name)]; n++ {
			name = base + "-" + strconv.Itoa(n) + ".svg"
		}
		taken[strings.ToLower(name)] = true
		names[i] = name
	}
	return names
}

// badgeFileName is the file a host's badge is written to: its name with
// every character but ASCII letters, digits, ".", "_" and "-" made "-",
// never a hidden file, "host" when nothing is left.
func badgeFileName(host string) string {
	b := []byte(host)
	for i, c := range b {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '.' || c == '_' || c == '-') {
			b[i] = '-'
		}
	}
	name := strings.TrimLeft(string(b), ".")
	if len(name) > 100 {
		name = name[:100]
	}
	if strings.Trim(name, "-") == "" {
		name = "host"
	}
	return name + ".svg"
}

package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/htmlreport"
)

const reportUsage = `usage: rfc005 report --html FILE [--badges DIR] REPORT.json...

Puts hosts side by side: one self-contained HTML page (no network) from the
JSON reports of rfc005 run --json, and with --badges an SVG badge of each
host's normative score, named after the host.
`

// reportCmd runs `rfc005 report`: exit 0 on success, 1 when a file cannot
// be read or written, 2 on a usage error.
func reportCmd(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("report", flag.ContinueOnError)
	fl.SetOutput(stderr)
	fl.Usage = func() { fmt.Fprint(stderr, reportUsage) }
	htmlPath := fl.String("html", "", "")
	badges := fl.String("badges", "", "")
	if err := fl.Parse(args); err != nil {
		return 2
	}
	if *htmlPath == "" || fl.NArg() == 0 {
		fmt.Fprintf(stderr, "rfc005 report: give --html FILE and at least one JSON report\n\n%s", reportUsage)
		return 2
	}
	var reports [][]byte
	for _, p := range fl.Args() {
		data, err := os.ReadFile(p)
		if err != nil {
			fmt.Fprintf(stderr, "rfc005 report: %v\n", err)
			return 1
		}
		reports = append(reports, data)
	}
	page, err := htmlreport.Render(reports)
	if err != nil {
		fmt.Fprintf(stderr, "rfc005 report: %v\n", err)
		return 1
	}
	if err := os.WriteFile(*htmlPath, page, 0o644); err != nil {
		fmt.Fprintf(stderr, "rfc005 report: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "wrote %s (%d hosts, %d bytes)\n", *htmlPath, len(reports), len(page))
	if *badges != "" {
		files, err := htmlreport.Files(reports)
		if err != nil {
			fmt.Fprintf(stderr, "rfc005 report: %v\n", err)
			return 1
		}
		for _, f := range files {
			name := filepath.Join(*badges, badgeFileName(f.Host.Name))
			if err := os.WriteFile(name, []byte(htmlreport.FileBadge(f)), 0o644); err != nil {
				fmt.Fprintf(stderr, "rfc005 report: %v\n", err)
				return 1
			}
			fmt.Fprintf(stdout, "wrote %s\n", name)
		}
	}
	return 0
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

package htmlreport

import (
	"regexp"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/reportfile"
)

// narrowed is sample run on push and channel alone (rfc005 run --lanes
// push,channel).
func narrowed() reportfile.File {
	f := sample()
	f.Host.Name = "narrow-host"
	f.Coverage = &reportfile.Coverage{LanesSelected: []string{"push", "channel"}, LanesServed: []string{"push", "channel"},
		LanesMissing: []string{}, ObservationsSelected: 4, ObservationsScored: 4}
	return f
}

// notSelected is what a host's card says of the lanes its run left out.
const notSelected = `<p class="coverage">not selected in this run: tool-result/live, tool-result/stored, script, injection/user, injection/system, render, guard (left out by --lanes or --profile, or no case it selected observes them)</p>`

// TestUnselectedLanesLeftOut pins that a lane the run did not select is
// no column of empty cells: the page leaves it out (its column and its
// filter), and the host's card names the lanes left out, once.
func TestUnselectedLanesLeftOut(t *testing.T) {
	t.Parallel()
	page := render(t, narrowed())
	for _, lane := range []string{"tool-result/live", "script", "render", "guard"} {
		if strings.Contains(page, `data-lane="`+lane+`"`) || strings.Contains(page, "<option>"+lane+"</option>") {
			t.Errorf("the page has a column or filter for %s, a lane the run did not select", lane)
		}
	}
	pageHolds(t, page,
		`<select id="f-lane"><option value="">all</option><option>push</option><option>channel</option></select>`,
		`<th class="lane-start" colspan="1" data-lane="push">push</th><th class="lane-start" colspan="1" data-lane="channel">channel</th></tr>`,
	)
	if n := strings.Count(page, notSelected); n != 1 {
		t.Errorf("the page says %d times %q, want once", n, notSelected)
	}
	rows := regexp.MustCompile(`(?s)<tr data-family=.*?</tr>`).FindAllString(page, -1)
	for _, row := range rows {
		if n := strings.Count(row, "<td"); n != 2 {
			t.Errorf("a row of %d cells, want 2 (push, channel):\n%s", n, row)
		}
	}
	if len(rows) != 2 {
		t.Errorf("%d rows, want 2", len(rows))
	}
}

// TestUnselectedLanesBesideOthers pins a page of two runs, one on every
// lane and one on push and channel: every lane has its column, and the
// narrow run's sub-column of a lane it did not select says so in its
// heading and marks its cells, rather than leaving them blank.
func TestUnselectedLanesBesideOthers(t *testing.T) {
	t.Parallel()
	page := render(t, sample(), narrowed())
	pageHolds(t, page,
		`<th class="lane-start" colspan="2" data-lane="guard">guard</th>`,
		`<th class="unselected" data-lane="guard" data-h="1" title="narrow-host">narrow-host <span class="tag">not selected</span></th>`,
		`<th data-lane="push" data-h="1" title="narrow-host">narrow-host</th>`,
		notSelected,
	)
	// 2 rows × 7 lanes the narrow run did not select.
	if n := strings.Count(page, `<td class="unselected"></td>`); n != 14 {
		t.Errorf("%d cells marked not selected, want 14", n)
	}
	if strings.Count(page, "not selected in this run") != 1 {
		t.Error("want the narrow run's card alone to name the lanes it did not select")
	}
}

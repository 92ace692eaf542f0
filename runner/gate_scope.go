package runner

import (
	"strconv"
	"strings"
)

// unscored says why a coverage that scored nothing did: "every
// observation skipped", or, when cases out of scope or rejected input
// account for some, each way it went unscored, "every observation
// skipped or out of scope", "every observation rejected as invalid MCP".
func (c Coverage) unscored() string {
	var how []string
	if c.Skipped() > 0 || c.ObservationsOutOfScope == 0 && c.ObservationsRejected == 0 {
		how = append(how, "skipped")
	}
	if c.ObservationsOutOfScope > 0 {
		how = append(how, "out of scope")
	}
	if c.ObservationsRejected > 0 {
		how = append(how, "rejected as invalid MCP")
	}
	if len(how) > 2 {
		how = []string{strings.Join(how[:len(how)-1], ", "), how[len(how)-1]}
	}
	return "every observation " + strings.Join(how, " or ")
}

// scoreSomething says how a run that scored nothing could: serve a lane
// it selects, or, when every observation is out of scope, select a case
// that is not, or, when the host rejected every input it was asked as
// invalid MCP, select cases whose input is valid MCP.
func (c Coverage) scoreSomething() string {
	if c.ObservationsOutOfScope > 0 && c.ObservationsOutOfScope == c.ObservationsSelected {
		return "every case it selects is out of scope (" + strconv.Itoa(c.ObservationsOutOfScope) + " observations listed, never observed): select a case in scope"
	}
	if c.ObservationsRejected > 0 && c.Skipped() == 0 {
		return "the host rejected every input it was asked as invalid MCP (" + strconv.Itoa(c.ObservationsRejected) + " observations, neither passed nor failed): select cases whose input is valid MCP (--profile mcp)"
	}
	return "serve at least one of the lanes it selects (" + laneList(c.LanesSelected, ", ") + ")"
}

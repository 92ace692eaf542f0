package runner

import "strconv"

// unscored says why a coverage that scored nothing did: "every
// observation skipped", or, when cases out of scope account for some,
// "every observation skipped or out of scope", or for all,
// "every observation out of scope".
func (c Coverage) unscored() string {
	switch {
	case c.ObservationsOutOfScope == 0:
		return "every observation skipped"
	case c.ObservationsOutOfScope == c.ObservationsSelected:
		return "every observation out of scope"
	}
	return "every observation skipped or out of scope"
}

// scoreSomething says how a run that scored nothing could: serve a lane
// it selects, or, when every observation is out of scope, select a case
// that is not.
func (c Coverage) scoreSomething() string {
	if c.ObservationsOutOfScope > 0 && c.ObservationsOutOfScope == c.ObservationsSelected {
		return "every case it selects is out of scope (" + strconv.Itoa(c.ObservationsOutOfScope) + " observations listed, never observed): select a case in scope"
	}
	return "serve at least one of the lanes it selects (" + laneList(c.LanesSelected, ", ") + ")"
}

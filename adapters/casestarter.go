package adapters

// CaseStarter is a Host that wants to know where each case begins: a case
// is one input observed on each lane it expects something of. A host
// keeps per-case state (the subprocess adapter's restart budget, and the
// stderr a case's errors show) and cannot tell one case from the next by
// its inputs.
//
// A driver that holds a CaseStarter promises to call StartCase(id), with
// the case's id, before the observations of each case, and to make them
// all, in order, before it calls StartCase again; the observations
// between two calls are one case. A driver that observes several cases
// through one host at once cannot keep that promise, and does not call
// StartCase: it lends each case a host of its own (pool.Pool's Acquire)
// and calls that host's StartCase, or leaves the host to its rule for a
// driver that never calls it (subprocess: each observation is a case of
// its own). The id is for the host's own records (a log, say): the
// boundary is what counts.
//
// The runner (rfc005 run), the steps, and so conformance.Run and
// conformance.RunCommand, and the fuzzer keep the promise; a host that
// wraps another passes StartCase on to it, as pool.Pool does to its
// members.
type CaseStarter interface {
	StartCase(id string)
}

// Package rawanswer is an error about a host's answer that keeps the
// bytes the host wrote for it: the subprocess adapter returns one for a
// malformed, erroring or over-bound answer line, and the judge's leak
// search reads its bytes before anything else, so that breaking the
// protocol never turns a leak into an excusable error
// (docs/ARCHITECTURE.md, "What the gate promises (revision 3)"). It is a
// matter between the adapter and the judge, not of the Host interface.
package rawanswer

import "bytes"

// Error is an error about a host's answer that keeps the bytes the host
// wrote for it: a malformed, erroring or over-bound answer line (at most
// the line bound of it), a line it wrote unasked, or what it had written
// of a line when its time ran out.
type Error struct {
	Err error
	Raw []byte
}

func (e *Error) Error() string { return e.Err.Error() }

// Unwrap returns the error the answer caused.
func (e *Error) Unwrap() error { return e.Err }

// With returns err as an Error keeping raw, or err itself when raw is
// empty or err is nil.
func With(err error, raw []byte) error {
	if err == nil || len(raw) == 0 {
		return err
	}
	return &Error{Err: err, Raw: bytes.Clone(raw)}
}

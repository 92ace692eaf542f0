package adapters

import "bytes"

// AnswerError is an error about a host's answer that keeps the bytes the
// host wrote for it: a malformed, erroring or over-bound answer line (at
// most the line bound of it), a line it wrote unasked, or what it had
// written of a line when its time ran out. The leak search reads Raw
// before anything else, so that breaking the protocol never turns a
// leak into an excusable error (docs/ARCHITECTURE.md, "What the gate promises
// (revision 3)").
type AnswerError struct {
	Err error
	Raw []byte
}

func (e *AnswerError) Error() string { return e.Err.Error() }

// Unwrap returns the error the answer caused.
func (e *AnswerError) Unwrap() error { return e.Err }

// WithAnswer returns err as an AnswerError keeping raw, or err itself when
// raw is empty or err is nil.
func WithAnswer(err error, raw []byte) error {
	if err == nil || len(raw) == 0 {
		return err
	}
	return &AnswerError{Err: err, Raw: bytes.Clone(raw)}
}

package vectors

import (
	"errors"
	"fmt"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
)

// maxCorpusRepeats bounds the bytes the {"$repeat": s, "count": n} objects
// of one load expand to together: a directory's files, or every
// --vectors path of a run. Each file's own repeats are bounded by
// MaxFileSize, as a file's bytes are. The built-in corpus's expand to
// about 10 MiB.
const maxCorpusRepeats = 128 << 20

// fileBudget is the budget of one file's repeats.
func fileBudget() *esjson.Budget {
	return &esjson.Budget{Left: MaxFileSize, What: fmt.Sprintf("the file's repeats (%s in all)", reporttext.Size(MaxFileSize))}
}

// corpusBudget is the budget of one load's repeats.
func corpusBudget() *esjson.Budget {
	return &esjson.Budget{Left: maxCorpusRepeats, What: fmt.Sprintf("the corpus's repeats (%s in all)", reporttext.Size(maxCorpusRepeats))}
}

// repeatPointer returns the JSON pointer of the $repeat object err is
// about, inside raw (at base, the pointer of raw in its file); base for
// any other error.
func repeatPointer(base string, raw []byte, err error) string {
	var re *esjson.RepeatError
	if !errors.As(err, &re) {
		return base
	}
	return base + esjson.PointerAt(raw, re.Offset)
}

// repeatReason is err's words without the byte offset a pointer says
// better.
func repeatReason(err error) string {
	var re *esjson.RepeatError
	if errors.As(err, &re) {
		return re.Msg
	}
	return err.Error()
}

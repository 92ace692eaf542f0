package spec

import "github.com/rfc005-lanes/rfc005-lanes/internal/estext"

// DecodedSize returns the number of bytes a base64 text of blob decodes to,
// as SPEC section 3 counts it: floor(L×3/4) − p, where L is the blob's
// length in UTF-16 code units and p its Padding. It is never below zero.
// L is counted without converting blob: a flood's megabytes cost no copy.
// It is the suite's one count of it: the reference's markers, the corpus's
// marker check and the derived expectations all read it.
func DecodedSize(blob string) int64 { return DecodedSizePadded(blob, Padding(blob)) }

// DecodedSizePadded is DecodedSize with p counted as blob's padding (the
// reference host's faults count it otherwise).
func DecodedSizePadded(blob string, p int64) int64 {
	return max(int64(estext.UTF16Len(blob))*3/4-p, 0)
}

// Padding returns the number of trailing "=" of blob, at most 2.
func Padding(blob string) int64 {
	p := int64(0)
	for i := len(blob) - 1; i >= 0 && p < 2 && blob[i] == '='; i-- {
		p++
	}
	return p
}

// Package longrun tells a test whether the build has the tag long: the
// exhaustive runs .ci/run adds to go test ./... (go test -tags long),
// where go test ./... runs a sample of them.
//
//	hosts := sample
//	if longrun.Enabled {
//		hosts = every
//	}
package longrun

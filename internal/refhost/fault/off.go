//go:build !mutate

package fault

// Enabled reports whether this build can plant faults: false without the
// build tag "mutate".
const Enabled = false

// On reports whether fault f is planted: never, in this build.
func On(f ID) bool { return false }

// Planted returns the fault planted: None, in this build.
func Planted() ID { return None }

// Plant plants fault f; this build cannot, so it panics for any fault but
// None, which it leaves planted.
func Plant(f ID) {
	if f != None {
		panic("fault: built without -tags mutate")
	}
}

package vectors

import (
	"reflect"
	"testing"
)

// TestBuiltinReadOnce pins that the embedded files are read once a
// process, whatever name they are shown under, and that a copy shown under
// another name is what reading them under that name gives: the same
// corpus, its cases' paths in the other directory.
func TestBuiltinReadOnce(t *testing.T) {
	builtinMu.Lock()
	saved := builtinRead
	builtinRead = map[string]builtinReading{}
	builtinMu.Unlock()
	t.Cleanup(func() {
		builtinMu.Lock()
		builtinRead = saved
		builtinMu.Unlock()
	})
	for _, shown := range []string{"(built-in vectors)", "elsewhere/vectors"} {
		got, problems := loadBuiltin(shown)
		if shown != "(built-in vectors)" {
			continue // read as the first was: a shown name is only joined to a file's
		}
		want, wantProblems := Load(builtin, shown)
		if len(problems)+len(wantProblems) > 0 {
			t.Fatalf("%s: problems %v, want %v", shown, problems, wantProblems)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: the copy is not what reading the files under that name gives", shown)
		}
		if c := got.Cases[0]; c.Path != shown+"/audio.json" {
			t.Errorf("%s: the first case is in %s", shown, c.Path)
		}
	}
	builtinMu.Lock()
	defer builtinMu.Unlock()
	if len(builtinRead) != 1 {
		t.Errorf("the embedded files were read %d times, want once", len(builtinRead))
	}
}

package runner

import (
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
)

// TestJudgedKeepsEveryField pins that a Result carries every field of
// the judge's compare.Result, both ways (judgedResult, Result.judged): a
// field added to compare.Result and not to Result, or not copied, fails
// it, since each field is set to a value other than its zero.
func TestJudgedKeepsEveryField(t *testing.T) {
	t.Parallel()
	var j compare.Result
	fillNonZero(t, reflect.ValueOf(&j).Elem(), "compare.Result")
	if diff := cmp.Diff(j, judgedResult(j).judged()); diff != "" {
		t.Errorf("compare.Result through Result and back (-sent +kept):\n%s", diff)
	}
}

// fillNonZero sets every field of v, a struct, to a value other than its
// zero, failing t on a kind it does not know.
func fillNonZero(t *testing.T, v reflect.Value, path string) {
	t.Helper()
	switch v.Kind() {
	case reflect.String:
		v.SetString(strings.ReplaceAll(path, ".", "-"))
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Int, reflect.Int64:
		v.SetInt(7)
	case reflect.Slice:
		s := reflect.MakeSlice(v.Type(), 1, 1)
		fillNonZero(t, s.Index(0), path+"[0]")
		v.Set(s)
	case reflect.Struct:
		for i := range v.NumField() {
			fillNonZero(t, v.Field(i), path+"."+v.Type().Field(i).Name)
		}
	default:
		t.Fatalf("%s: set no value of kind %s: teach fillNonZero it", path, v.Kind())
	}
}

package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestSoakCommand: a small soak prints its progress to stderr and exactly
// one verdict line to stdout; bad flags give one line and exit 2.
func TestSoakCommand(t *testing.T) {
	var out, errw bytes.Buffer
	if code := soakTo([]string{"-seeds", "3", "-turns", "40", "-j", "1"}, &out, &errw); code != 0 {
		t.Fatalf("exit %d: %s%s", code, out.String(), errw.String())
	}
	if out.String() != "soak: 3 seeds x 40 turns, 0 violations\n" {
		t.Fatalf("stdout %q", out.String())
	}
	if !strings.Contains(errw.String(), "soak: 100% (3/3 seeds)\n") {
		t.Fatalf("progress %q", errw.String())
	}
	for _, args := range [][]string{{"-seeds", "0"}, {"-turns", "x"}, {"-j", "0"}, {"extra"}} {
		if code, stdout, stderr := runCmd(t, runSoak, args...); code != 2 || stdout != "" || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, stdout, stderr)
		}
	}
}

package main

import (
	"bytes"
	"io"
	"os"
	"strings"
	"testing"
)

// capture runs f with os.Stdout and os.Stderr going to buffers.
func capture(t *testing.T, f func() int) (code int, stdout, stderr string) {
	t.Helper()
	outR, outW, _ := os.Pipe()
	errR, errW, _ := os.Pipe()
	oldOut, oldErr := os.Stdout, os.Stderr
	os.Stdout, os.Stderr = outW, errW
	var out, errOut bytes.Buffer
	outDone, errDone := make(chan struct{}), make(chan struct{})
	go func() { io.Copy(&out, outR); close(outDone) }()
	go func() { io.Copy(&errOut, errR); close(errDone) }()
	code = f()
	os.Stdout, os.Stderr = oldOut, oldErr
	outW.Close()
	errW.Close()
	<-outDone
	<-errDone // both copies end before the buffers are read
	return code, out.String(), errOut.String()
}

// Bad flags are refused before any window opens: one line, exit status 2.
func TestGameFlagsRefused(t *testing.T) {
	for _, args := range [][]string{
		{"-width", "5"}, {"-height", "2000"}, {"-width", "1000", "-height", "1000", "-heart", "9"}, {"-heart", "101"}, {"-goblins", "-1"}, {"-level", "swamp"},
		{"-seed", "x"}, {"-nope"}, {"stray"}, {"-greed", "1"}, {"-greed", "-101"}, {"-sandbox-file", ""}, {"-compare", "-sandbox"},
		{"-w", "100"}, {"sim", "-turns", "3"},
		{"replay"}, {"replay", "a", "b"}, {"replay", "/nonexistent/run.txt"}, {"-replay", "x", "replay", "y"},
	} {
		code, stdout, stderr := capture(t, func() int { return runGame(args) })
		if code != 2 || stdout != "" || strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "downhill: ") {
			t.Errorf("downhill %v: exit %d, stdout %q, stderr %q; want 2 and one line", args, code, stdout, stderr)
		}
	}
}

// TestGameHelp: `downhill -h` (it once failed: -h was the height) and
// -help print the usage and every flag on stdout, exit status 0.
func TestGameHelp(t *testing.T) {
	for _, h := range []string{"-h", "-help", "--help"} {
		code, stdout, stderr := capture(t, func() int { return runGame([]string{h}) })
		if code != 0 || stderr != "" || !strings.HasPrefix(stdout, "usage: downhill [-seed N]") {
			t.Fatalf("downhill %s: exit %d, stderr %q, stdout %.80q", h, code, stderr, stdout)
		}
		for _, f := range []string{"seed", "goblins", "width", "height", "level", "events", "heart", "greed", "save", "new", "compare", "sandbox", "sandbox-file"} {
			if !strings.Contains(stdout, "\n  -"+f+" ") && !strings.Contains(stdout, "\n  -"+f+"\n") {
				t.Errorf("downhill %s lacks -%s:\n%s", h, f, stdout)
			}
		}
		for _, r := range []string{"(20 to 1000)", "(10 to 1000)", "(0 to 100)", "(-100 to 0)"} {
			if !strings.Contains(stdout, r) {
				t.Errorf("downhill %s does not state the range %s", h, r)
			}
		}
	}
}

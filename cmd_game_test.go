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
	done := make(chan struct{}, 2)
	go func() { io.Copy(&out, outR); done <- struct{}{} }()
	go func() { io.Copy(&errOut, errR); done <- struct{}{} }()
	code = f()
	os.Stdout, os.Stderr = oldOut, oldErr
	outW.Close()
	errW.Close()
	<-done
	<-done
	return code, out.String(), errOut.String()
}

// doubledPrefix reports whether a line says a prefix twice ("downhill:
// settings: settings: ..."): a word before ": " that comes again as one.
func doubledPrefix(line string) bool {
	parts := strings.Split(line, ": ")
	seen := map[string]bool{}
	for _, p := range parts[:len(parts)-1] {
		if !strings.ContainsAny(p, " \"") {
			if seen[p] {
				return true
			}
			seen[p] = true
		}
	}
	return false
}

// Bad flags are refused before any window opens: one line, exit status 2,
// no prefix said twice.
func TestGameFlagsRefused(t *testing.T) {
	for _, args := range [][]string{
		{"-width", "5"}, {"-height", "2000"}, {"-width", "1000", "-height", "1000", "-heart", "9"}, {"-heart", "101"}, {"-goblins", "-1"}, {"-level", "swamp"},
		{"-seed", "x"}, {"-nope"}, {"stray"}, {"-greed", "1"}, {"-greed", "-101"}, {"-sandbox-file", ""}, {"-compare", "-sandbox"},
		{"-w", "100"}, {"sim", "-turns", "3"},
	} {
		code, stdout, stderr := capture(t, func() int { return runGame(args) })
		if code != 2 || stdout != "" || strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "downhill: ") || doubledPrefix(stderr) {
			t.Errorf("downhill %v: exit %d, stdout %q, stderr %q; want 2 and one line", args, code, stdout, stderr)
		}
	}
}

func TestDoubledPrefix(t *testing.T) {
	for line, want := range map[string]bool{"downhill: settings: settings: bad": true, "downhill: sim: bad -runs \"-1\": want 0 to 100000": false,
		"downhill: f.json: load: x: load: y": true, "downhill: f.json:1:2: corrupt save: z": false} {
		if doubledPrefix(line) != want {
			t.Errorf("doubledPrefix(%q) = %v", line, !want)
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

package main

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestInputsNeverWait: every file a command reads (a map, a save, a
// recording) that is a FIFO, a device or a directory is refused at once
// with one line naming it and exit status 2: sim -load and sim -replay
// used to wait for ever on a FIFO for a writer, and -replay /dev/zero
// would read without end.
func TestInputsNeverWait(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		run  func([]string) int
		args []string
	}{
		{runSim, []string{"-load", fifo}},
		{runSim, []string{"-replay", fifo}},
		{runSim, []string{"-map", fifo}},
		{runSim, []string{"-load", "/dev/zero"}},
		{runSim, []string{"-replay", "/dev/zero"}},
		{runSim, []string{"-replay", dir}},
		{runField, []string{fifo}},
		{runShot, []string{"-map", fifo, "-o", filepath.Join(dir, "x.png")}},
	} {
		named := c.args[len(c.args)-1]
		if c.args[0] == "-map" {
			named = c.args[1]
		}
		type result struct {
			code           int
			stdout, stderr string
		}
		done := make(chan result, 1)
		go func() {
			code, stdout, stderr := runCmd(t, c.run, c.args...)
			done <- result{code, stdout, stderr}
		}()
		var r result
		select {
		case r = <-done:
		case <-time.After(time.Minute): // a deadlock guard, not a speed check
			t.Fatalf("%v has not returned in a minute", c.args)
		}
		if r.code != 2 || strings.Count(r.stderr, "\n") != 1 || !strings.HasPrefix(r.stderr, "downhill-headless: "+named+": not a regular file (") {
			t.Errorf("%v: exit %d, stderr %q; want 2 and one line naming %s", c.args, r.code, r.stderr, named)
		}
	}
}

//go:build linux

package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestSaveOnlyRegularFiles: a place the game would write (-save, the best
// runs and the morgue beside it, the settings, -sandbox-file) that is a
// directory, a FIFO or a device is refused as the game starts: one line,
// exit status 2, and the thing is left exactly as it was (it used to be
// renamed to NAME.bad and a save written in its place; as root,
// -save /dev/null replaced /dev/null). A -replay FIFO is refused at once
// (it used to wait for ever for a writer).
func TestSaveOnlyRegularFiles(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_DATA_HOME", filepath.Join(dir, "data"))
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(dir, "config"))
	docs := filepath.Join(dir, "docs")
	os.Mkdir(docs, 0o755)
	os.WriteFile(filepath.Join(docs, "README"), []byte("keep me"), 0o644)
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	linkToDocs := filepath.Join(dir, "link")
	os.Symlink(docs, linkToDocs)
	runsDir := filepath.Join(dir, "runs")
	os.MkdirAll(filepath.Join(runsDir, "best-runs.json"), 0o755) // the best runs beside -save runs/save.json
	settingsDir := filepath.Join(dir, "config2")
	os.MkdirAll(filepath.Join(settingsDir, "downhill", "settings.json"), 0o755)

	cases := []struct {
		args  []string
		env   string // XDG_CONFIG_HOME, when not the default
		named string // the place the line names
	}{
		{args: []string{"-save", docs}, named: docs},
		{args: []string{"-save", fifo}, named: fifo},
		{args: []string{"-save", "/dev/null"}, named: "/dev/null"},
		{args: []string{"-save", linkToDocs}, named: linkToDocs},
		{args: []string{"-save", filepath.Join(runsDir, "save.json")}, named: filepath.Join(runsDir, "best-runs.json")},
		{args: []string{"-sandbox", "-sandbox-file", "/dev/zero", "-save", "none"}, named: "/dev/zero"},
		{args: []string{"-sandbox", "-sandbox-file", docs, "-save", "none"}, named: docs},
		{args: []string{"-save", "none"}, env: settingsDir, named: filepath.Join(settingsDir, "downhill", "settings.json")},
		{args: []string{"-replay", fifo}, named: fifo},
		{args: []string{"replay", "/dev/zero"}, named: "/dev/zero"},
	}
	for _, c := range cases {
		if c.env != "" {
			t.Setenv("XDG_CONFIG_HOME", c.env)
		}
		done := make(chan struct{})
		var code int
		var stdout, stderr string
		go func() {
			defer close(done)
			code, stdout, stderr = capture(t, func() int { return runGame(c.args) })
		}()
		select {
		case <-done:
		case <-time.After(time.Minute): // a deadlock guard: it used to wait for ever on a FIFO
			t.Fatalf("downhill %v has not returned in a minute", c.args)
		}
		t.Setenv("XDG_CONFIG_HOME", filepath.Join(dir, "config"))
		if code != 2 || stdout != "" || strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "downhill: ") ||
			!strings.Contains(stderr, c.named+": not a regular file (") {
			t.Errorf("downhill %v: exit %d, stdout %q, stderr %q; want 2 and one line naming %s", c.args, code, stdout, stderr, c.named)
		}
	}
	if b, err := os.ReadFile(filepath.Join(docs, "README")); err != nil || string(b) != "keep me" {
		t.Errorf("the directory was touched: %q %v", b, err)
	}
	for _, p := range []string{fifo, "/dev/null", "/dev/zero"} {
		if st, err := os.Stat(p); err != nil || st.Mode().IsRegular() {
			t.Errorf("%s became a regular file", p)
		}
	}
	ents, _ := os.ReadDir(dir)
	var names []string
	for _, e := range ents {
		names = append(names, e.Name())
	}
	if got := strings.Join(names, " "); got != "config2 docs fifo link runs" {
		t.Errorf("the directory holds %s, want config2 docs fifo link runs (nothing moved aside, nothing written)", got)
	}
	if ents, _ := os.ReadDir(runsDir); len(ents) != 1 {
		t.Errorf("%s holds %d files, want the best runs' directory alone", runsDir, len(ents))
	}
}

// TestReplayHugeFile: `downhill -replay FILE` on a file longer than a
// recording may be (a 5 GB one, sparse here) is refused in one line
// naming it, exit 2, without reading it (it used to be read whole and end
// in "fatal error: out of memory").
func TestReplayHugeFile(t *testing.T) {
	huge := filepath.Join(t.TempDir(), "huge.txt")
	f, err := os.Create(huge)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(5 << 30); err != nil {
		t.Fatal(err)
	}
	f.Close()
	code, stdout, stderr := capture(t, func() int { return runGame([]string{"-replay", huge, "-save", "none"}) })
	if code != 2 || stdout != "" || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, huge+": 5368709120 bytes, more than the ") {
		t.Errorf("downhill -replay %s: exit %d, stdout %q, stderr %q; want 2 and one line naming it and its size", huge, code, stdout, stderr)
	}
}

//go:build !js

package store

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestNothingButFilesMoved: should a directory or a FIFO be where the save
// is (CheckPlaces refuses it as the game starts; it may appear later), Open
// neither reads it nor moves it aside: it stays, and the new game is not
// saved over it. CheckPlaces names it.
func TestNothingButFilesMoved(t *testing.T) {
	dir := t.TempDir()
	docs := filepath.Join(dir, "docs")
	os.Mkdir(docs, 0o755)
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{docs, fifo} {
		var paths Paths
		paths[Save] = p
		f := Files{Paths: paths}
		if err := f.CheckPlaces(Save); err == nil || !strings.HasPrefix(err.Error(), p+": not a regular file (a ") {
			t.Errorf("CheckPlaces(%s): %v", p, err)
		}
		sit := Open(f, opts(0), &bytes.Buffer{})
		if sit.Kept() || !strings.Contains(lastNote(sit.Game), "it stays in "+p) {
			t.Errorf("%s: kept %v, says %q", p, sit.Kept(), lastNote(sit.Game))
		}
		play(sit, 30)
		sit.Save("window closed")
		if st, err := os.Lstat(p); err != nil || st.Mode().IsRegular() {
			t.Errorf("%s was replaced", p)
		}
		if _, err := os.Lstat(p + ".bad"); err == nil {
			t.Errorf("%s was moved aside", p)
		}
	}
	var ok Paths
	ok[Save], ok[BestRuns] = filepath.Join(dir, "save.json"), filepath.Join(dir, "sub", "best-runs.json")
	if err := (Files{Paths: ok}).CheckPlaces(Save, BestRuns, Settings); err != nil {
		t.Errorf("places not there yet: %v", err)
	}
}

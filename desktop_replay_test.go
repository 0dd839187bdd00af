//go:build linux

package main

import (
	"fmt"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"downhill/game"
)

// TestDesktopReplayFarMove: `downhill -replay FILE` on a long recording
// (30,000 explore steps on 1000x1000 levels: a couple of minutes of one
// core to play through), End, and SIGTERM while the replay goes there: the
// game ends at once. The move goes a frame's budget of commands at a time,
// so the window answers meanwhile and the signal's save (which waits for
// the frame under way) comes between two frames; a replay once played such
// a move whole within one frame, and the signal waited for all of it.
func TestDesktopReplayFarMove(t *testing.T) {
	path := filepath.Join(t.TempDir(), "long.txt")
	text := fmt.Sprintf("downhill-recording v%d\nconfig {\"Seed\":3,\"W\":1000,\"H\":1000,\"Heart\":1}\ncommands\nx*30000\nend-recording\n", game.RecordVersion)
	if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	d := startDesktop(t, "-replay", path, "-save", "none")
	d.events.waitTurn(t, 0) // the one-off game under the replay
	time.Sleep(500 * time.Millisecond)
	d.key("End")
	time.Sleep(2 * time.Second) // the move is under way
	if err := d.proc.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	sent := time.Now()
	select {
	case <-d.exited:
		t.Logf("SIGTERM ended the game in %v", time.Since(sent).Round(time.Millisecond))
	case <-time.After(waitFor):
		t.Fatal("SIGTERM while the replay went to its end did not end the game")
	}
}

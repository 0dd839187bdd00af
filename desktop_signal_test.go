//go:build linux

package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"downhill/game"
)

// waitRest waits for a stdout line other than a turn's that starts with
// prefix (a deadlock guard).
func (l *eventLog) waitRest(t *testing.T, prefix string) {
	t.Helper()
	for deadline := time.Now().Add(waitFor); ; time.Sleep(10 * time.Millisecond) {
		l.mu.Lock()
		for _, s := range l.rest {
			if strings.HasPrefix(s, prefix) {
				l.mu.Unlock()
				return
			}
		}
		l.mu.Unlock()
		if time.Now().After(deadline) {
			t.Fatalf("no %q line on stdout", prefix)
		}
	}
}

// longRecording is a recording of 30,000 waits on 1000 x 1000 levels: a
// replay that runs for a long while in the window.
func longRecording() string {
	return fmt.Sprintf("%s v%d\nconfig {\"Seed\":1,\"W\":1000,\"H\":1000}\ncommands\n.*30000\nend-recording\n", game.RecordHeader, game.RecordVersion)
}

// TestDesktopSignalDuringReplay: SIGTERM ends the game, after saving it,
// while a long replay runs in the window (a best run's, watched with #
// then p): the kept game is saved at the turn it was at, and the process
// ends as SIGTERM would. (The signal's save waited for the replay's update
// to end, an hour for a recording of many compares; an update now does a
// frame's work, and the save waits for at most one.)
func TestDesktopSignalDuringReplay(t *testing.T) {
	dir := t.TempDir()
	save := filepath.Join(dir, "save.json")
	runs, err := game.FormatBestRuns([]game.Recap{{Seed: 1, Score: 5, Deepest: 1, Turns: 1, Cause: "killed by a goblin on depth 1",
		Replay: longRecording(), Settings: "-width 1000 -height 1000"}})
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "best-runs.json"), runs, 0o600); err != nil {
		t.Fatal(err)
	}
	d := startDesktop(t, "-save", save)
	d.events.waitTurn(t, 0)
	d.key("period", "period", "period")
	d.events.waitTurn(t, 3)
	d.key("numbersign")
	d.key("p")
	d.events.waitRest(t, "replay turn=0 ")
	d.term()
	if code := d.proc.ProcessState.ExitCode(); code != 128+int(syscall.SIGTERM) {
		t.Errorf("exit status %d, want %d", code, 128+int(syscall.SIGTERM))
	}
	if g, err := game.LoadFile(save); err != nil || g.Turn != 3 {
		t.Fatalf("after SIGTERM during the replay the save holds %v (%v), want turn 3", g, err)
	}
}

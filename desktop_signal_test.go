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

// slowRecording is a recording whose replay runs for an hour in one
// update: 4000 compares (c), each a copy of a 1000 x 1000 game, and no
// turn passing between them.
func slowRecording() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s v%d\nconfig {\"Seed\":1,\"W\":1000,\"H\":1000}\nkeys\n", game.RecordHeader, game.RecordVersion)
	for range 4000 / 50 {
		b.WriteString(strings.Repeat("c", 50) + "\n")
	}
	b.WriteString("end-recording\n")
	return b.String()
}

// TestDesktopSignalDuringReplay: SIGTERM ends the game, after saving it,
// while a long replay runs in the window (a best run's, watched with #
// then p): the replay stops at its next key, the kept game is saved at the
// turn it was at, and the process ends as SIGTERM would. (The signal's
// save used to wait for the replay's update to end: an hour here.)
func TestDesktopSignalDuringReplay(t *testing.T) {
	dir := t.TempDir()
	save := filepath.Join(dir, "save.json")
	runs, err := game.FormatBestRuns([]game.Recap{{Seed: 1, Score: 5, Deepest: 1, Turns: 1, Cause: "killed by a goblin on depth 1",
		Replay: slowRecording(), Settings: "-width 1000 -height 1000"}})
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

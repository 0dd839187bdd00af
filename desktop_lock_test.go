//go:build linux

package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"downhill/game"
)

// waitStderr waits for the game's stderr to hold want (a deadlock guard).
func (d *desktop) waitStderr(want string) {
	d.t.Helper()
	for deadline := time.Now().Add(waitFor); !strings.Contains(d.stderr.String(), want); time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			d.t.Fatalf("stderr never said %q; it says:\n%s", want, d.stderr.String())
		}
	}
}

// term ends the game with SIGTERM, which saves, and waits for it to end.
func (d *desktop) term() {
	d.t.Helper()
	if err := d.proc.Process.Signal(syscall.SIGTERM); err != nil {
		d.t.Fatal(err)
	}
	select {
	case <-d.exited:
	case <-time.After(waitFor):
		d.t.Fatal("SIGTERM did not end the game")
	}
}

// TestDesktopOneWriter plays two real windows, two processes, on one save.
// The second says the game is open in the first (naming its process) and
// plays nothing of it; w waits; the first plays on and is closed; the
// second then continues the game where the first left it, and the save
// ends holding every turn of both. (The one closed last used to win: the
// second, opened at turn 10, wrote turn 10 back over the first's 15.)
// A window killed outright leaves no lock behind: the next start continues
// at once.
func TestDesktopOneWriter(t *testing.T) {
	save := filepath.Join(t.TempDir(), "save.json")
	a := startDesktop(t, "-save", save)
	a.events.waitTurn(t, 0)
	for range 10 {
		a.key("period")
	}
	a.events.waitTurn(t, 10)

	b := startDesktop(t, "-save", save)
	b.waitStderr(fmt.Sprintf("Your saved game is open in another window (process %d)", a.proc.Process.Pid))
	b.key("period", "period") // the dialog is up: no turn passes
	b.key("w")
	for range 5 {
		a.key("period")
	}
	a.events.waitTurn(t, 15)
	if lines := b.events.all(); len(lines) != 1 || !strings.HasPrefix(lines[0], "turn=0 ") {
		t.Fatalf("the second window played while the first kept the game: %q", lines)
	}
	a.term()
	b.events.waitTurn(t, 15) // it continues where the first left it
	b.waitStderr("continuing saved game: seed=7 turn=15")
	b.key("period")
	b.events.waitTurn(t, 16)
	b.term()
	if g, err := game.LoadFile(save); err != nil || g.Turn != 16 {
		t.Fatalf("the save holds %v (%v), want turn 16: 15 in the first window, 1 in the second", g, err)
	}

	c := startDesktop(t, "-save", save)
	c.events.waitTurn(t, 16)
	c.key("period")
	c.events.waitTurn(t, 17)
	c.proc.Process.Kill() // no save, no letting go: the system frees the lock
	<-c.exited
	d := startDesktop(t, "-save", save)
	d.events.waitTurn(t, 16)
	d.waitStderr("continuing saved game: seed=7 turn=16")
	if strings.Contains(d.stderr.String(), "open in another window") {
		t.Fatalf("a killed window's lock blocked the next: %s", d.stderr.String())
	}
}

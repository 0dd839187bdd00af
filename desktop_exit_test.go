//go:build linux

package main

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"downhill/game"
)

// TestDesktopWaysOut plays a few turns into a save file and leaves the
// game each way a player's desktop can end it besides the window's close
// button (TestDesktopSaves): the save-and-quit keys Ctrl+S and Ctrl+Q;
// another client destroying the window (`xdotool windowclose`); the X
// server going away under it (a desktop's logout). Each time the process
// ends by itself and the save holds the last turn played; only the ways
// out the player did not take are reported on stderr.
func TestDesktopWaysOut(t *testing.T) {
	for _, c := range []struct {
		name string
		out  func(d *desktop)
		says string
	}{
		{"Ctrl+S", func(d *desktop) { d.key("ctrl+s") }, ""},
		{"Ctrl+Q", func(d *desktop) { d.key("ctrl+q") }, ""},
		{"the window destroyed", func(d *desktop) { d.xdotool("windowclose", d.win) }, "the window was closed under the game; the game is saved"},
		{"the X server gone", func(d *desktop) { d.xvfb.Process.Kill() }, "the connection to the X display was lost; the game is saved"},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "save.json")
			d := startDesktop(t, "-save", path)
			d.events.waitTurn(t, 0)
			d.key("period", "period", "period")
			d.events.waitTurn(t, 3)
			c.out(d)
			select {
			case <-d.exited:
			case <-time.After(waitFor):
				t.Fatalf("%s: the game went on", c.name)
			}
			if d.exitErr != nil {
				t.Errorf("%s: the game ended with %v; stderr:\n%s", c.name, d.exitErr, d.stderr.String())
			}
			if c.says != "" && !strings.Contains(d.stderr.String(), c.says) {
				t.Errorf("%s: stderr does not say %q:\n%s", c.name, c.says, d.stderr.String())
			}
			if c.says == "" && strings.Contains(d.stderr.String(), "under the game") {
				t.Errorf("%s, the player's own way out, is reported as the window closed under the game:\n%s", c.name, d.stderr.String())
			}
			if g, err := game.LoadFile(path); err != nil || g.Turn != 3 {
				t.Fatalf("%s at turn 3: the save holds turn %d (%v)", c.name, savedTurn(g), err)
			}
		})
	}
}

// savedTurn is the turn of a loaded save, or -1 for none.
func savedTurn(g *game.Game) int {
	if g == nil {
		return -1
	}
	return g.Turn
}

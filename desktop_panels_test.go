//go:build linux

package main

import (
	"bytes"
	"fmt"
	"image"
	"testing"

	"downhill/game"
	"downhill/game/session"
	"downhill/game/session/keys"
)

// TestDesktopPanelsClose opens and closes panels in the real window with
// real keyboard input (XTEST): the lab, the comparison, the options with
// a text size chosen and then auto again, a turn passed after each
// closed. After each step the window's pixels must be, pixel for pixel,
// the headless frame of the same keys at the window's size (what
// `downhill-headless shot -keys` draws), and that the frame drawn whole
// from the same state: a closed panel leaves nothing
// of itself on the screen, and the turns after it are drawn whole. A
// closed panel's frame is the frame it opened over, so each close is
// checked after the turn that follows it, whose frame the window shows
// only once it has taken every key before.
func TestDesktopPanelsClose(t *testing.T) {
	d := startDesktop(t)
	d.events.waitTurn(t, 0)
	geo := d.geometry()
	steps := []struct {
		xkeys []string // as xdotool types them
		keys  string   // the same, as a key string
		turn  int      // the turn after them
	}{
		{[]string{"Tab"}, "<Tab>", 0},
		{[]string{"Tab", "period"}, "<Tab>.", 1},
		{[]string{"c"}, "c", 1},
		{[]string{"c", "period"}, "c.", 2},
		// The options dialog names the settings file, which the headless
		// frame (settings in memory) does not have: checked closed.
		{[]string{"o", "Right", "Escape"}, "o<Right><Esc>", 2},
		{[]string{"o", "Left", "Escape", "period"}, "o<Left><Esc>.", 3},
	}
	typed := ""
	for i, st := range steps {
		typed += st.keys
		d.key(st.xkeys...)
		d.events.waitTurn(t, st.turn)
		in, err := keys.ParseInputs(typed)
		if err != nil {
			t.Fatal(err)
		}
		shot, err := session.WindowFrame(game.New(game.Config{Seed: desktopSeed, W: 80, H: 45}), in, geo.Size())
		if err != nil {
			t.Fatal(err)
		}
		name, what := fmt.Sprintf("panels-%d.png", i),
			fmt.Sprintf("`downhill-headless shot -seed %d -size %dx%d -keys '%s'`", desktopSeed, geo.Dx(), geo.Dy(), typed)
		whole := wholeFrame(t, in, geo.Size())
		d.waitFrame(name, geo, whole, "the frame drawn whole after "+typed)
		if !bytes.Equal(shot.Pix, whole.Pix) {
			writePNG(t, "build/desktop-fail-want-"+name, whole)
			writePNG(t, "build/desktop-fail-shot-"+name, shot)
			t.Fatalf("%s: %s is not the frame drawn whole (build/desktop-fail-*%s)", name, what, name)
		}
	}
}

// wholeFrame is the frame of the game of desktopSeed after inputs, as a
// window of size plays them (a frame after each), drawn whole at the end
// into a new image: what the window must show.
func wholeFrame(t *testing.T, inputs []keys.Input, size image.Point) *image.RGBA {
	t.Helper()
	s := session.Fresh(game.New(game.Config{Seed: desktopSeed, W: 80, H: 45}), nil)
	if _, err := session.PlayWindow(s, inputs, size); err != nil {
		t.Fatal(err)
	}
	return s.Draw(nil)
}

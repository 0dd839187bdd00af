//go:build linux

package main

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"downhill/game"
	"downhill/game/session"
	"downhill/render"
	"downhill/world"
)

// replayEpoch starts the clock of the test's own replays of key strings.
var replayEpoch = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

// turns waits until the binary has printed want event lines after from
// (a deadlock guard, not a speed limit) and a moment more (none must come
// after them), and returns how many came.
func (d *desktop) turns(from, want int) int {
	d.t.Helper()
	for deadline := time.Now().Add(waitFor); time.Now().Before(deadline) && len(d.events.all())-from < want; {
		time.Sleep(20 * time.Millisecond)
	}
	time.Sleep(300 * time.Millisecond)
	return len(d.events.all()) - from
}

// TestDesktopQuickTaps types 30 waits as fast as xdotool types (its default
// 12 ms between keys), the characters `.` and the numpad's 5 in turn, with
// the window the frame's size and twice it (a frame scaled by 2 costs the
// most to show): every one passes a turn. Then a key typed right after
// each of several resizes passes its turn.
func TestDesktopQuickTaps(t *testing.T) {
	d := startDesktopOn(t, image.Pt(2000, 2100), 96, "-seed", "7")
	d.events.waitTurn(t, 0)
	frame := image.Pt(960, 1000)
	for _, k := range []int{1, 2} {
		d.resize(frame.Mul(k))
		d.parkPointer()
		var keys []string
		for i := 0; i < 15; i++ {
			keys = append(keys, "period", "KP_Begin")
		}
		from := len(d.events.all())
		d.xdotool(append([]string{"key"}, keys...)...)
		if n := d.turns(from, 30); n != 30 {
			t.Errorf("window %dx the frame: 30 quick taps passed %d turns", k, n)
		}
	}
	for _, size := range []image.Point{{800, 600}, {1300, 900}, {640, 1000}, {1920, 2000}} {
		from := len(d.events.all())
		d.xdotool("windowsize", d.win, fmt.Sprint(size.X), fmt.Sprint(size.Y))
		d.xdotool("key", "period")
		if n := d.turns(from, 1); n != 1 {
			t.Errorf("a key right after resizing to %v passed %d turns", size, n)
		}
	}
}

// TestDesktopKeyString types a key string of typed characters and named
// keys into the window with real input (`>`, `<`, `$`, `;`, `/`, `#`, `?`
// need Shift on a US keyboard, which xdotool presses as a player would):
// after it the window shows, pixel for pixel, the frame the session draws
// after the same string played headless (what `downhill-headless shot
// -keys` writes), and the game is in the state `sim -keys` reaches.
func TestDesktopKeyString(t *testing.T) {
	d := startDesktopOn(t, image.Pt(1600, 1100), 96, "-seed", "7") // room for the lab's frame 1:1
	d.events.waitTurn(t, 0)
	frame := image.Pt(960, 1000)
	geo := d.resize(frame)
	d.parkPointer()
	g := game.New(game.Config{Seed: desktopSeed})
	s := session.New(g, nil)
	s.Resize(frame)
	var img *image.RGBA
	draw := func() {
		s.Resize(frame)
		if s.Dirty() {
			img = s.Draw(img)
		}
	}
	draw()
	now := replayEpoch
	// Each step: what xdotool types, the same as a key string, and what
	// the screen must then show.
	for _, step := range []struct{ xdo, keys, shows string }{
		// w turns key repeat off: a busy machine can take a tap's release
		// for a key held past the repeat delay, and a replay is about keys.
		{"w l l j", "wllj", "three steps"},
		{"question", "?", "the help"},
		{"Escape slash", "<Esc>/", "the message log"},
		{"Escape semicolon", "<Esc>;", "the look cursor"},
		{"Escape dollar", "<Esc>$", "a throw of gold being aimed"},
		{"Escape numbersign", "<Esc>#", "the best runs"},
		{"Escape greater less period", "<Esc>><lt>.", "stairs refused, a wait"},
		{"Tab bracketright v", "<Tab>]v", "the lab on the greedy field, as digits"},
		{"Tab x", "<Tab>x", "auto-explore"},
	} {
		in, err := session.ParseInputs(step.keys)
		if err != nil {
			t.Fatal(err)
		}
		if now, err = session.Play(s, in, now, draw); err != nil {
			t.Fatal(err)
		}
		d.xdotool(append([]string{"key", "--delay", "30"}, strings.Fields(step.xdo)...)...)
		if line := d.events.waitTurn(t, g.Turn); comparable(line) != comparable(g.EventLine()) {
			t.Fatalf("after %q (%s): window %q, headless %q", step.keys, step.shows, line, g.EventLine())
		}
		if size := img.Bounds().Size(); size != frame {
			// The frame grew (the lab's panel): the window follows, so
			// it shows the frame 1:1 again.
			frame = size
			geo = d.resize(frame)
			draw()
		}
		var shot *image.RGBA
		diff := 0
		for deadline := time.Now().Add(waitFor); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
			shot = d.shot("keys.png")
			if diff = pixelsOff(shot, geo.Min, img); diff == 0 {
				break
			}
		}
		if diff != 0 {
			saveShot(shot, geo, "build/desktop-fail-keys.png")
			writePNG(t, "build/desktop-fail-keys-want.png", img)
			t.Fatalf("after %q (%s): %d pixels of the window differ from the headless frame (build/desktop-fail-keys*.png)", step.keys, step.shows, diff)
		}
		t.Logf("%q: %s, turn %d, the window shows the headless frame", step.keys, step.shows, g.Turn)
	}
	saveShot(d.shot("keys.png"), geo, "build/desktop-keys.png")
}

// pixelsOff counts the pixels of want that the screenshot does not show at
// at (the frame drawn 1:1 there).
func pixelsOff(shot *image.RGBA, at image.Point, want *image.RGBA) int {
	n := 0
	b := want.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if shot.RGBAAt(at.X+x, at.Y+y) != want.RGBAAt(x, y) {
				n++
			}
		}
	}
	return n
}

// TestDesktopHiDPI runs the game on a screen whose X resources say Xft.dpi:
// 192 (a desktop set to scale 2): the window opens at twice its size in
// device pixels, and at twice the frame's size every frame pixel is a
// sharp 2x2 block of the frame drawn 1:1 (drawn in device pixels, not
// upscaled from a blurred copy); keys and a click on a cell work.
func TestDesktopHiDPI(t *testing.T) {
	d := startDesktopOn(t, image.Pt(2000, 2100), 192, "-seed", "7")
	d.events.waitTurn(t, 0)
	open := d.geometry().Size()
	if want := session.OpenSize(image.Pt(960, 1000), session.OpenMax).Mul(2); open != want {
		t.Fatalf("the window opens at %v device pixels, want %v (2x its size at 96 dpi)", open, want)
	}
	frame := image.Pt(960, 1000)
	geo := d.resize(frame.Mul(2))
	d.parkPointer()
	g := game.New(game.Config{Seed: desktopSeed})
	s := session.New(g, nil)
	s.Resize(geo.Size())
	want := s.Draw(nil)
	if want.Bounds().Size() != frame {
		t.Fatalf("the frame for a %v window is %v", geo.Size(), want.Bounds().Size())
	}
	var shot *image.RGBA
	off := -1
	for deadline := time.Now().Add(waitFor); time.Now().Before(deadline) && off != 0; time.Sleep(100 * time.Millisecond) {
		shot = d.shot("hidpi.png")
		off = 0
		for y := 0; y < frame.Y; y++ {
			for x := 0; x < frame.X; x++ {
				c := want.RGBAAt(x, y)
				for _, p := range []image.Point{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
					if shot.RGBAAt(geo.Min.X+2*x+p.X, geo.Min.Y+2*y+p.Y) != c {
						off++
					}
				}
			}
		}
	}
	saveShot(shot, geo, "build/desktop-hidpi.png")
	if off != 0 {
		t.Fatalf("at scale 2, %d device pixels are not their frame pixel's 2x2 block (build/desktop-hidpi.png)", off)
	}
	from := len(d.events.all())
	d.key("period", "KP_Begin")
	if n := d.turns(from, 2); n != 2 {
		t.Fatalf("two waits at scale 2 passed %d turns", n)
	}
	g.Do(game.Command{Action: game.ActWait})
	g.Do(game.Command{Action: game.ActWait})
	// A click on a floor cell next to the player steps there.
	p := g.PlayerPos()
	target, ok := freeNeighbour(g, p)
	if !ok {
		t.Fatalf("the player at %v has no free floor beside it", p)
	}
	l := s.Layout()
	at := geo.Min.Add(image.Pt(2*(l.Origin.X+(target.X-l.Camera.X)*render.CellW+render.CellW/2), 2*(l.Origin.Y+(target.Y-l.Camera.Y)*render.CellH+render.CellH/2)))
	// The mouse moves there, the preview is drawn, then the click (a
	// player's click comes well after the move).
	before := d.shot("hidpi-before.png")
	d.move(at)
	for deadline := time.Now().Add(waitFor); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if pixelsOff(d.shot("hidpi-hover.png"), image.Point{}, before) > 0 {
			break
		}
	}
	d.click(1)
	line := d.events.waitTurn(t, g.Turn+1)
	if !strings.Contains(line, fmt.Sprintf(" player=%d,%d ", target.X, target.Y)) {
		t.Fatalf("a click on %v at screen %v at scale 2: %q", target, at, line)
	}
}

// TestDesktopSaves plays a few turns into a save file and closes the
// window as a window manager's close button does: the process ends and
// the file holds the last turn. A plain start continues it; SIGTERM then
// saves and ends the game too.
func TestDesktopSaves(t *testing.T) {
	path := filepath.Join(t.TempDir(), "save.json")
	d := startDesktop(t, "-save", path)
	d.events.waitTurn(t, 0)
	d.key("period", "period", "period")
	d.events.waitTurn(t, 3)
	d.closeWindow()
	select {
	case <-d.exited:
	case <-time.After(waitFor):
		t.Fatal("the window was asked to close and the game went on")
	}
	if d.exitErr != nil {
		t.Fatalf("closing the window: %v", d.exitErr)
	}
	if g, err := game.LoadFile(path); err != nil || g.Turn != 3 {
		t.Fatalf("after closing at turn 3 the save holds %v (%v)", g, err)
	}

	d = startDesktopOn(t, screenSize, 96, "-save", path)
	if line := d.events.waitTurn(t, 3); !strings.Contains(line, "turn=3 ") {
		t.Fatalf("a plain start did not continue the save: %q", line)
	}
	d.key("period", "period")
	d.events.waitTurn(t, 5)
	if err := d.proc.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	select {
	case <-d.exited:
	case <-time.After(waitFor):
		t.Fatal("SIGTERM did not end the game")
	}
	if g, err := game.LoadFile(path); err != nil || g.Turn != 5 {
		t.Fatalf("after SIGTERM at turn 5 the save holds %v (%v)", g, err)
	}
}

// TestDesktopFocus holds a key, then moves the focus away from the window
// (to the screen's root, as clicking another window does): the held key
// stops repeating, keys typed meanwhile do not reach the game, and once
// the window has the focus back keys work again.
func TestDesktopFocus(t *testing.T) {
	d := startDesktop(t)
	d.events.waitTurn(t, 0)
	d.xdotool("keydown", "period")
	time.Sleep(600 * time.Millisecond) // the session's repeat starts after 300 ms
	d.xdotool("windowfocus", "--sync", rootWindow(d))
	time.Sleep(200 * time.Millisecond) // a repeat already due may still pass
	held := len(d.events.all())
	time.Sleep(500 * time.Millisecond)
	d.xdotool("keyup", "period")
	d.key("period", "period")
	time.Sleep(500 * time.Millisecond)
	if n := len(d.events.all()); held < 4 || n != held {
		t.Fatalf("held key: %d turns while focused, %d more once the focus had gone", held-1, n-held)
	}
	d.xdotool("windowfocus", "--sync", d.win)
	from := len(d.events.all())
	d.key("period")
	if n := d.turns(from, 1); n != 1 {
		t.Fatalf("with the focus back a key passed %d turns", n)
	}
}

// writePNG writes img to name, for a person to look at.
func writePNG(t *testing.T, name string, img *image.RGBA) {
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Error(err)
		return
	}
	if err := os.WriteFile(name, b.Bytes(), 0o644); err != nil {
		t.Error(err)
	}
}

// freeNeighbour is a floor cell beside p that nothing stands on.
func freeNeighbour(g *game.Game, p world.Pos) (world.Pos, bool) {
	for _, d := range []world.Pos{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}, {X: 1, Y: 1}, {X: -1, Y: -1}, {X: 1, Y: -1}, {X: -1, Y: 1}} {
		q := p.Add(d)
		if g.Level.Grid.At(q.X, q.Y) == world.Floor && g.Level.Ents.At(q) == world.NoEntity {
			return q, true
		}
	}
	return p, false
}

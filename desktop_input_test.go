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
	replays "downhill/game/replay" // replay is desktop_test.go's copy of a game
	"downhill/game/session"
	"downhill/game/session/keys"
	"downhill/game/session/layout"
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
	s := copySession(g, "", frame)
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
		// The options screen turns key repeat off (the fourth setting): a
		// busy machine can take a tap's release for a key held past the
		// repeat delay, and a replay is about keys.
		{"o Down Down Down Return Escape l l j", "o<Down><Down><Down><Enter><Esc>llj", "key repeat off, three steps"},
		{"question", "?", "the help"},
		{"Escape slash", "<Esc>/", "the message log"},
		{"Escape semicolon", "<Esc>;", "the look cursor"},
		{"Escape dollar", "<Esc>$", "a throw of gold being aimed"},
		{"Escape numbersign", "<Esc>#", "the best runs"},
		{"Escape i", "<Esc>i", "the inventory"},
		{"Escape greater", "<Esc>>", "the stairs key: a walk to the stairs down, or why not"},
		{"less", "<lt>", "the stairs key: a walk to the stairs up, or why not"},
		{"period", ".", "a wait"},
		{"Tab bracketright v", "<Tab>]v", "the lab on the greedy field, as digits"},
		{"Tab x", "<Tab>x", "auto-explore"},
	} {
		in, err := keys.ParseInputs(step.keys)
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
// device pixels and shows, pixel for pixel, the frame a session draws for
// that many device pixels (drawn at the device's size in cells picked for
// it: sharp, not a blurred upscale); keys and a click on a cell work.
func TestDesktopHiDPI(t *testing.T) {
	screen := image.Pt(2800, 1700)
	d := startDesktopOn(t, screen, 192, "-seed", "7")
	d.events.waitTurn(t, 0)
	geo := d.geometry()
	if want := layout.OpenWindow(screen.Div(2)).Mul(2); geo.Size() != want {
		t.Fatalf("the window opens at %v device pixels, want %v (2x its size at 96 dpi)", geo.Size(), want)
	}
	d.parkPointer()
	g := game.New(game.Config{Seed: desktopSeed})
	s := copySession(g, "", geo.Size())
	want := s.Draw(nil)
	if l := s.Layout(); l.CellH < 2*render.CellH {
		t.Fatalf("a %v window draws %dx%d cells: not the device's size", geo.Size(), l.CellW, l.CellH)
	}
	shot := d.waitFrame("hidpi.png", geo, want, "the frame drawn at the device's size")
	saveShot(shot, geo, "build/desktop-hidpi.png")
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
	pl := placementOf(geo, s.Layout())
	at := pl.screenCell(target, pl.cell.X/2, pl.cell.Y/2)
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
// saves and ends the game too, and the save's recording replays headless
// to the saved state.
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
	g, err := game.LoadFile(path)
	if err != nil || g.Turn != 5 {
		t.Fatalf("after SIGTERM at turn 5 the save holds %v (%v)", g, err)
	}
	// The window's game is a recording: its save, replayed headless as
	// sim -replay replays it, ends in the saved state.
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := replays.Read(path, data)
	if err != nil {
		t.Fatalf("the window's save holds no recording to replay: %v", err)
	}
	replayed, err := replays.Play(rec, nil)
	if err != nil || replayed.StateHash() != g.StateHash() {
		t.Fatalf("the window's recording replays to %q (%v), the save holds %q", replayed.EventLine(), err, g.EventLine())
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

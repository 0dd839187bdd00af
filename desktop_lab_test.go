//go:build linux

package main

import (
	"fmt"
	"image"
	"image/color"
	"strconv"
	"testing"
	"time"

	"downhill/game"
	"downhill/game/session/keys"
	"downhill/render"
	"downhill/world"
)

// accentish counts the pixels in r close to the lab's accent colour (the
// panel's titles), with room for the smooth scaling of the frame.
func accentish(img *image.RGBA, r image.Rectangle) int {
	n := 0
	want := color.RGBA{0xf0, 0xc6, 0x74, 255}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c := img.RGBAAt(x, y)
			if world.Abs(int(c.R)-int(want.R)) < 40 && world.Abs(int(c.G)-int(want.G)) < 40 && world.Abs(int(c.B)-int(want.B)) < 40 {
				n++
			}
		}
	}
	return n
}

// visibleGoblin is a living creature the player sees in g.
func visibleGoblin(g *game.Game) (world.Pos, bool) {
	s, gr := g.Level.Ents, g.Level.Grid
	for e, alive := range s.Alive {
		if alive && world.Entity(e) != g.Player && gr.Visible[gr.Index(s.Pos[e].X, s.Pos[e].Y)] {
			return s.Pos[e], true
		}
	}
	return world.Pos{}, false
}

// TestDesktopLab opens the lab with Tab in the real window (no turn
// passes), explores until a goblin comes into view (the copy of the game
// follows), hovers it and sees the inspector drawn in the panel.
func TestDesktopLab(t *testing.T) {
	// 20-pixel cells in a window with room for the whole level beside the
	// lab's panel: the test points at the goblin wherever it is.
	d := startDesktopWith(t, image.Pt(1600, 1100), 96, cellsOf20, "-seed", strconv.Itoa(desktopSeed))
	r := &replay{g: game.New(game.Config{Seed: desktopSeed, W: 80, H: 45})}
	d.events.waitTurn(t, 0)
	labWindow := image.Pt((80+render.PanelCols)*render.CellW, (45+render.LogLines+3)*render.CellH)
	d.resize(labWindow)
	d.key("Tab")
	for try := 0; try < 6; try++ {
		if _, ok := visibleGoblin(r.g); ok || r.g.Dead {
			break
		}
		// The walk ends where the copy's does (explore is deterministic):
		// the test waits for that turn, not for a quiet spell, which a
		// busy machine gives mid-walk (and the next x would stop it).
		base := r.g.Turn
		for r.do(game.Command{Action: game.ActExplore}) && r.g.Travelling() {
		}
		r.g.StopTravel()
		last := r.g.Turn
		d.key("x")
		if got := d.events.waitTurn(t, last); comparable(got) != comparable(r.g.EventLine()) {
			t.Fatalf("explore with the lab open (turns %d..%d): binary %q, copy %q", base, last, got, r.g.EventLine())
		}
	}
	gob, ok := visibleGoblin(r.g)
	if !ok {
		t.Fatalf("no goblin came into view by turn %d", r.g.Turn)
	}
	// Where the map and the panel are: the session's own layout for the
	// window's size, with the lab open.
	geo := d.geometry()
	s := copySession(r.g, cellsOf20, geo.Size())
	s.Key(keys.KeyTab, time.Time{})
	s.Draw(nil)
	l := s.Layout()
	if l.ViewW < 80 || l.ViewH < 45 {
		t.Fatalf("a %v window with the lab open shows %dx%d cells of the 80x45 level", geo.Size(), l.ViewW, l.ViewH)
	}
	pl := placementOf(geo, l)
	panel := image.Rectangle{Min: image.Pt(pl.screenCell(world.Pos{X: l.Camera.X + l.ViewW}, 0, 0).X, geo.Min.Y), Max: geo.Max}
	title := image.Rectangle{Min: panel.Min, Max: image.Pt(panel.Max.X, panel.Min.Y+3*l.CellH)}
	insp := image.Rectangle{Min: image.Pt(panel.Min.X, panel.Min.Y+12*l.CellH), Max: panel.Max}
	plain := d.shot("lab.png")
	if accentish(plain, title) < 8 {
		saveShot(plain, geo, "build/lab-fail.png")
		t.Fatalf("Tab: no lab title in the panel (%d accent pixels)", accentish(plain, title))
	}
	p := pl.screenCell(gob, l.CellW/2, l.CellH/2)
	d.move(p)
	var hover *image.RGBA
	for deadline := time.Now().Add(waitFor); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		hover = d.shot("lab-hover.png")
		if accentish(hover, insp) > accentish(plain, insp)+40 {
			break
		}
	}
	if a, b := accentish(plain, insp), accentish(hover, insp); b <= a+40 {
		saveShot(hover, geo, "build/lab-hover-fail.png")
		t.Fatalf("hovering the goblin at %v: inspector area %d accent pixels, %d before", gob, b, a)
	}
	saveShot(hover, geo, "build/desktop-lab.png") // for a person to look at
	if got := d.events.all(); len(got) > 0 && r.g.Turn != lastTurn(got) {
		t.Errorf("the lab took turns: binary at %d, copy at %d", lastTurn(got), r.g.Turn)
	}
	t.Logf("lab open, goblin at %v inspected at screen %v on turn %d", gob, p, r.g.Turn)
}

// TestDesktopCompare runs -compare for a few turns: the game on the left
// plays exactly as alone (its event lines match a copy), and both halves
// of the window are drawn.
func TestDesktopCompare(t *testing.T) {
	d := startDesktop(t, "-compare")
	r := &replay{g: game.New(game.Config{Seed: desktopSeed, W: 80, H: 45})}
	d.events.waitTurn(t, 0)
	for i := 0; i < 5; i++ {
		r.do(game.Command{Action: game.ActWait})
		d.key("period")
		if got := d.events.waitTurn(t, r.g.Turn); comparable(got) != comparable(r.g.EventLine()) {
			t.Fatalf("compare, wait %d: binary %q, copy %q", i+1, got, r.g.EventLine())
		}
	}
	geo := d.geometry()
	if !geo.In(image.Rect(0, 0, 1280, 1024)) {
		t.Errorf("the compare window %v does not fit the 1280x1024 screen", geo)
	}
	img := d.shot("compare.png")
	saveShot(img, geo, "build/desktop-compare.png") // for a person to look at
	// The maps, above the status lines: both halves show the player's room.
	maps := image.Rect(geo.Min.X, geo.Min.Y, geo.Max.X, geo.Min.Y+geo.Dy()*4/5)
	mid := maps.Min.X + maps.Dx()/2
	left := image.Rect(maps.Min.X, maps.Min.Y, mid, maps.Max.Y)
	right := image.Rect(mid, maps.Min.Y, maps.Max.X, maps.Max.Y)
	if a, b := lit(img, left), lit(img, right); a < 500 || b < 500 || a > 2*b || b > 2*a {
		t.Fatalf("compare window %v: %d lit pixels on the left map, %d on the right; want both drawn alike", geo, a, b)
	}
}

// lit counts the pixels in r brighter than the letterbox and void.
func lit(img *image.RGBA, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if c := img.RGBAAt(x, y); max(c.R, c.G, c.B) > 40 {
				n++
			}
		}
	}
	return n
}

func itoa(n int) string { return strconv.Itoa(n) }

// lastTurn is the turn of the last event line.
func lastTurn(lines []string) int {
	var n int
	fmt.Sscanf(lines[len(lines)-1], "turn=%d ", &n)
	return n
}

// TestDesktopKeyRepeat holds the wait key in the real window, sending its
// press five times before the release, as a repeating keyboard does (Xvfb's
// XTest keyboard does not repeat by itself): with key repeat on (the
// default) each press takes a turn; with key repeat turned off on the
// options screen the held key passes one turn.
func TestDesktopKeyRepeat(t *testing.T) {
	d := startDesktop(t)
	d.events.waitTurn(t, 0)
	hold := func() int {
		before := lastTurn(d.events.all())
		for i := 0; i < 5; i++ {
			d.xdotool("keydown", "period")
			time.Sleep(150 * time.Millisecond)
		}
		d.xdotool("keyup", "period")
		d.events.waitTurn(t, before+1) // a loaded machine may take longer than the quiet spell to draw the first
		return d.events.settle(t, 500*time.Millisecond) - before
	}
	if n := hold(); n < 3 {
		t.Fatalf("five presses of a held key passed %d turns with repeat on, want at least 3", n)
	}
	d.key("o", "Down", "Down", "Down", "Return", "Escape") // the options screen: key repeat off
	if n := hold(); n != 1 {
		t.Errorf("with key repeat off, holding the key passed %d turns, want 1", n)
	}
}

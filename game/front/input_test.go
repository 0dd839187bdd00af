package front

import (
	"fmt"
	"image"
	"slices"
	"strings"
	"testing"
	"time"

	"downhill/game"
	"downhill/game/session"
	"downhill/game/session/keys"
	"downhill/game/session/layout"
	"downhill/render"
	"downhill/world"
)

// fakeSource is a source the test fills: each take returns the events
// queued since the last one, as a platform's would.
type fakeSource struct{ q []event }

func (f *fakeSource) take(buf []event, _ time.Time) []event {
	buf = append(buf, f.q...)
	f.q = f.q[:0]
	return buf
}

// t0 is the tests' clock.
var t0 = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

// testFront is the front end's input path over a real session: a window
// of win device pixels showing a new game of seed 7, drawn once, so the
// fit and the layout are the window's.
func testFront(t *testing.T, win image.Point) (*front, *fakeSource) {
	t.Helper()
	g := game.New(game.Config{Seed: 7})
	s := session.Fresh(g, nil)
	s.ReportsReleases()
	src := &fakeSource{}
	f := &front{s: s, src: src, win: win}
	f.redraw()
	return f, src
}

// redraw draws the session's frame, as Draw does, and keeps its fit.
func (f *front) redraw() {
	f.s.Resize(f.win)
	f.frame = f.s.Draw(f.frame)
	f.fit = f.s.Fit(f.frame.Bounds().Size(), f.win)
}

// frame takes the events queued at now and draws the frame after them.
func (f *front) step(now time.Time) {
	f.takeInput(now)
	f.s.Update(now)
	f.redraw()
}

// pixel is the window pixel at the centre of level cell p.
func (f *front) pixel(p world.Pos) image.Point {
	l := f.s.Layout()
	x := l.Origin.X + (p.X-l.Camera.X)*l.CellW + l.CellW/2
	y := l.Origin.Y + (p.Y-l.Camera.Y)*l.CellH + l.CellH/2
	return f.toWindow(x, y)
}

// toWindow is the window pixel showing frame pixel x,y.
func (f *front) toWindow(x, y int) image.Point {
	k := int(f.fit.Scale)
	return image.Pt(f.fit.Offset.X+k*x+k/2, f.fit.Offset.Y+k*y+k/2)
}

// free is a floor cell beside the player that nothing stands on.
func free(t *testing.T, g *game.Game) world.Pos {
	t.Helper()
	p := g.PlayerPos()
	for _, d := range []world.Pos{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}, {X: 1, Y: 1}, {X: -1, Y: -1}, {X: 1, Y: -1}, {X: -1, Y: 1}} {
		q := world.Pos{X: p.X + d.X, Y: p.Y + d.Y}
		if g.Level.Grid.At(q.X, q.Y) == world.Floor && g.Level.Ents.At(q) == world.NoEntity {
			return q
		}
	}
	t.Fatalf("no free floor beside the player at %v", p)
	return p
}

// click is a quick click at window pixel at: the press and the release in
// one frame's events, as a touchpad's tap-to-click sends them.
func click(at image.Point, b button) []event {
	return []event{{kind: evMove, at: at}, {kind: evPress, at: at, button: b}, {kind: evRelease, at: at, button: b}}
}

// tap is a finger's quick tap at at.
func tap(at image.Point) []event {
	return []event{{kind: evPress, at: at, touch: true}, {kind: evRelease, at: at, touch: true}}
}

// TestQuickClickPassesATurn: a press and a release that came between two
// frames are one click: the player steps to the cell beside it, in one
// turn, at 1x and in a window twice the frame (a device scale of 2).
func TestQuickClickPassesATurn(t *testing.T) {
	for _, win := range []image.Point{{1280, 720}, {2560, 1440}} {
		f, src := testFront(t, win)
		g := f.s.Game()
		for i := 0; i < 6; i++ {
			q := free(t, g)
			turn := g.Turn
			src.q = append(src.q, click(f.pixel(q), buttonPrimary)...)
			f.step(t0.Add(time.Duration(i) * time.Second))
			if g.Turn != turn+1 || g.PlayerPos() != q {
				t.Fatalf("window %v, click %d on %v: turn %d -> %d, player at %v", win, i, q, turn, g.Turn, g.PlayerPos())
			}
		}
	}
}

// TestKeyThenClickInOrder: a key and a click in one frame's events act in
// the order they came: the wait first, then the step; the other order
// steps, then waits.
func TestKeyThenClickInOrder(t *testing.T) {
	f, src := testFront(t, image.Pt(1280, 720))
	g := f.s.Game()
	start := g.PlayerPos()
	q := free(t, g)
	src.q = append([]event{{kind: evText, char: '.'}, {kind: evTextUp, char: '.'}}, click(f.pixel(q), buttonPrimary)...)
	f.step(t0)
	if g.Turn != 2 || g.PlayerPos() != q {
		t.Fatalf("a wait then a click: turn %d, player %v (from %v to %v)", g.Turn, g.PlayerPos(), start, q)
	}
	want := game.New(game.Config{Seed: 7})
	want.Do(game.Command{Action: game.ActWait})
	want.Do(game.Command{Action: game.ActMove, DX: q.X - start.X, DY: q.Y - start.Y})
	if g.StateHash() != want.StateHash() {
		t.Fatalf("a wait then a click is not the game's wait then step: %q, want %q", g.EventLine(), want.EventLine())
	}
}

// recorder is a player that writes down the calls it gets; scroll is
// what it says to Scrolls.
type recorder struct {
	calls  []string
	scroll bool
}

func (r *recorder) add(f string, a ...any)                  { r.calls = append(r.calls, fmt.Sprintf(f, a...)) }
func (r *recorder) Key(k keys.Key, _ time.Time)             { r.add("key %s", k) }
func (r *recorder) KeyUp(k keys.Key, _ time.Time)           { r.add("keyup %s", k) }
func (r *recorder) Text(c rune, _ time.Time)                { r.add("text %c", c) }
func (r *recorder) TextUp(c rune, _ time.Time)              { r.add("textup %c", c) }
func (r *recorder) Pointer(x, y float32)                    { r.add("pointer %v,%v", x, y) }
func (r *recorder) PointerGone()                            { r.add("gone") }
func (r *recorder) Press(x, y float32, p bool, _ time.Time) { r.add("press %v,%v %v", x, y, p) }
func (r *recorder) Drag(x, y float32)                       { r.add("drag %v,%v", x, y) }
func (r *recorder) ButtonUp()                               { r.add("up") }
func (r *recorder) Wheel(n int, _ time.Time)                { r.add("wheel %d", n) }
func (r *recorder) Scrolls() bool                           { return r.scroll }
func (r *recorder) Touched()                                { r.add("touched") }

// TestTranslation checks the calls a sequence of events makes, in a
// window at a scale of 2 (the frame drawn at twice its pixels at an
// offset), so pointer positions go through the fit.
func TestTranslation(t *testing.T) {
	fit := layout.Fit{Scale: 2, Offset: image.Pt(10, 20)}
	win := image.Pt(500, 400)
	at := func(x, y int) image.Point { return image.Pt(10+2*x, 20+2*y) }
	for _, c := range []struct {
		name   string
		scroll bool
		evs    []event
		want   []string
	}{
		{"keys and text keep their order", false,
			[]event{{kind: evText, char: 'x'}, {kind: evKeyDown, key: keys.KeyEsc}, {kind: evTextUp, char: 'x'}, {kind: evKeyUp, key: keys.KeyEsc}},
			[]string{"text x", "key Esc", "textup x", "keyup Esc"}},
		{"a quick click", false, click(at(30, 40), buttonPrimary),
			[]string{"pointer 30,40", "press 30,40 true", "up"}},
		{"a right click presses without pointing", false,
			[]event{{kind: evPress, at: at(5, 5), button: buttonSecondary}, {kind: evRelease, at: at(5, 5), button: buttonSecondary}},
			[]string{"press 5,5 false", "up"}},
		{"the middle button is none of the game's", false,
			[]event{{kind: evPress, at: at(5, 5), button: buttonOther}, {kind: evRelease, at: at(5, 5), button: buttonOther}},
			[]string{"up"}},
		{"a drag goes on outside the window", false,
			[]event{{kind: evPress, at: at(1, 1)}, {kind: evMove, at: at(3, 1)}, {kind: evMove, at: image.Pt(-40, 900)}, {kind: evRelease, at: image.Pt(-40, 900)}},
			[]string{"pointer 1,1", "press 1,1 true", "drag 3,1", "drag -25,440", "up"}},
		{"the pointer moving out of the window is gone", false,
			[]event{{kind: evMove, at: at(2, 2)}, {kind: evMove, at: at(2, 2)}, {kind: evMove, at: image.Pt(600, 10)}, {kind: evMove, at: at(2, 2)}},
			[]string{"pointer 2,2", "gone", "pointer 2,2"}},
		{"leaving with a button down ends the press", false,
			[]event{{kind: evPress, at: at(2, 2)}, {kind: evLeave}},
			[]string{"pointer 2,2", "press 2,2 true", "up", "gone"}},
		{"the wheel", false, []event{{kind: evWheel, wheel: -2}, {kind: evWheel, wheel: 1}}, []string{"wheel -2", "wheel 1"}},
		{"a tap is a click when the finger is lifted", false, tap(at(30, 40)),
			[]string{"pointer 30,40", "press 30,40 true", "up", "gone", "touched"}},
		{"a finger moving less than a cell still taps where it went down", false,
			[]event{{kind: evPress, at: at(30, 40), touch: true}, {kind: evMove, at: at(35, 44), touch: true}, {kind: evRelease, at: at(35, 44), touch: true}},
			[]string{"pointer 30,40", "press 30,40 true", "up", "gone", "touched"}},
		{"a finger's drag where nothing scrolls is the mouse's", false,
			[]event{{kind: evPress, at: at(30, 40), touch: true}, {kind: evMove, at: at(30, 60), touch: true}, {kind: evMove, at: at(30, 70), touch: true}, {kind: evRelease, at: at(30, 70), touch: true}},
			[]string{"pointer 30,40", "press 30,40 true", "drag 30,60", "drag 30,70", "up", "gone", "touched"}},
		{"a finger's drag where the wheel scrolls pulls the content", true,
			[]event{{kind: evPress, at: at(30, 100), touch: true}, {kind: evMove, at: at(30, 70), touch: true}, {kind: evMove, at: at(30, 10), touch: true}, {kind: evMove, at: at(30, 50), touch: true}, {kind: evRelease, at: at(30, 50), touch: true}},
			[]string{"pointer 30,100", "wheel 1", "wheel 3", "wheel -1", "gone", "touched"}},
		{"a touch screen known before any touch", false, []event{{kind: evTouchScreen}}, []string{"touched"}},
		{"no frame yet: the pointer waits, the keys do not", false,
			nil, nil},
	} {
		r := &recorder{scroll: c.scroll}
		var tr translator
		f := fit
		if c.evs == nil {
			f = layout.Fit{}
			c.evs = []event{{kind: evPress, at: at(1, 1)}, {kind: evText, char: 'a'}, {kind: evRelease, at: at(1, 1)}}
			c.want = []string{"text a"}
		}
		tr.apply(r, c.evs, f, win, 20, t0)
		if got := r.calls; !slices.Equal(got, c.want) {
			t.Errorf("%s:\n got %q\nwant %q", c.name, got, c.want)
		}
	}
}

// TestTapsOnAPhone: on a phone held upright (device pixels), a tap on a
// cell beside the player steps there, and a tap on each touch button does
// what its key does: the first tap gives the frame its buttons, which
// stay when the phone is turned sideways.
func TestTapsOnAPhone(t *testing.T) {
	f, src := testFront(t, image.Pt(1170, 2532))
	g := f.s.Game()
	q := free(t, g)
	src.q = append(src.q, tap(f.pixel(q))...)
	f.step(t0)
	if g.Turn != 1 || g.PlayerPos() != q {
		t.Fatalf("a tap on %v: turn %d, player at %v", q, g.Turn, g.PlayerPos())
	}
	for _, win := range []image.Point{{1170, 2532}, {2532, 1170}} {
		f.win = win
		f.redraw()
		b := buttonCentres(t, f)
		turn := g.Turn
		src.q = append(src.q, tap(b["wait"])...)
		f.step(t0.Add(time.Second))
		if g.Turn != turn+1 {
			t.Errorf("window %v: a tap on wait: turn %d -> %d", win, turn, g.Turn)
		}
		src.q = append(src.q, tap(b["help"])...)
		f.step(t0.Add(2 * time.Second))
		if f.s.Mode() != session.ModeHelp {
			t.Errorf("window %v: a tap on help: mode %v", win, f.s.Mode())
		}
		src.q = append(src.q, tap(b["help"])...) // any tap closes the help
		f.step(t0.Add(3 * time.Second))
		src.q = append(src.q, tap(b["pack"])...)
		f.step(t0.Add(4 * time.Second))
		if f.s.Mode() != session.ModeInventory {
			t.Errorf("window %v: a tap on pack: mode %v", win, f.s.Mode())
		}
		src.q = append(src.q, event{kind: evKeyDown, key: keys.KeyEsc}, event{kind: evKeyUp, key: keys.KeyEsc})
		f.step(t0.Add(5 * time.Second))
	}
}

// buttonCentres finds the touch buttons by reading their labels off the
// frame (the middle of the buttons' three rows at the bottom) and returns
// the window pixel on each.
func buttonCentres(t *testing.T, f *front) map[string]image.Point {
	t.Helper()
	l := f.s.Layout()
	size := f.frame.Bounds().Size()
	cols, row := size.X/l.CellW, size.Y/l.CellH-2
	line := render.ReadText(f.frame, image.Point{}, image.Pt(l.CellW, l.CellH), image.Rect(0, row, cols, row+1))[0]
	out := map[string]image.Point{}
	for _, name := range []string{"explore", "wait", "stairs", "pack", "help"} {
		i := strings.LastIndex(line, name) // the sidebar may say it too, left of the buttons
		if i < 0 {
			t.Fatalf("no %q button in the frame's row %d: %q", name, row, line)
		}
		out[name] = f.toWindow((i+len(name)/2)*l.CellW, row*l.CellH+l.CellH/2)
	}
	return out
}

// TestWheelScrollsTheLog: the wheel scrolls the message log up and back
// down to the frame it showed (a finger's drag too, through the same
// call), and does nothing on the map.
func TestWheelScrollsTheLog(t *testing.T) {
	f, src := testFront(t, image.Pt(1280, 720))
	g := f.s.Game()
	for i := 0; i < 40; i++ {
		g.Do(game.Command{Action: game.ActWait})
	}
	src.q = append(src.q, event{kind: evWheel, wheel: 3})
	f.step(t0)
	if f.s.Mode() != session.ModePlay || g.Turn != 40 {
		t.Fatalf("the wheel on the map: mode %v, turn %d", f.s.Mode(), g.Turn)
	}
	for i := 0; i < 60; i++ {
		g.Note(fmt.Sprintf("message %d", i))
	}
	src.q = append(src.q, event{kind: evText, char: '/'}, event{kind: evTextUp, char: '/'})
	f.step(t0)
	if f.s.Mode() != session.ModeLog {
		t.Fatalf("/ did not open the log: %v", f.s.Mode())
	}
	bottom := slices.Clone(f.frame.Pix)
	src.q = append(src.q, event{kind: evWheel, wheel: -5})
	f.step(t0)
	up := slices.Clone(f.frame.Pix)
	src.q = append(src.q, event{kind: evWheel, wheel: 5})
	f.step(t0)
	if slices.Equal(up, bottom) || !slices.Equal(f.frame.Pix, bottom) {
		t.Fatalf("the wheel in the log: 5 up changed the frame %v, 5 down back to it %v", !slices.Equal(up, bottom), slices.Equal(f.frame.Pix, bottom))
	}
}

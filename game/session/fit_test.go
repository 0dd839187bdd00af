package session

import (
	"image"
	"math"
	"testing"

	"downhill/game"
	"downhill/render"
	"downhill/world"
)

func TestFitImage(t *testing.T) {
	img := image.Pt(960, 960)
	cases := []struct {
		win    image.Point
		scale  float32
		smooth bool
		off    image.Point
	}{
		{image.Pt(960, 960), 1, false, image.Pt(0, 0)},
		{image.Pt(1000, 980), 1, false, image.Pt(20, 10)},       // 1:1, letterboxed
		{image.Pt(1920, 2000), 2, false, image.Pt(0, 40)},       // exact double
		{image.Pt(2400, 2000), 2, false, image.Pt(240, 40)},     // 2 of 2.08: integer
		{image.Pt(1700, 1700), 1.7708333, true, image.Pt(0, 0)}, // 1 of 1.77 wastes too much
		{image.Pt(480, 600), 0.5, true, image.Pt(0, 60)},        // smaller: smooth
	}
	for _, c := range cases {
		f := FitImage(img, c.win)
		if d := f.Scale - c.scale; d > 1e-4 || d < -1e-4 || f.Smooth != c.smooth || f.Offset != c.off {
			t.Errorf("FitImage(%v, %v) = %+v, want scale %v smooth %v offset %v", img, c.win, f, c.scale, c.smooth, c.off)
		}
		// The frame never spills out of the window.
		if w := f.Offset.X*2 + int(float32(img.X)*f.Scale+0.5); w > c.win.X+1 {
			t.Errorf("FitImage(%v): %d px wide in a %d px window", c.win, w, c.win.X)
		}
		// toImage inverts the placement.
		x, y := f.ToImage(float32(f.Offset.X)+10*f.Scale, float32(f.Offset.Y)+20*f.Scale)
		if x < 9.99 || x > 10.01 || y < 19.99 || y > 20.01 {
			t.Errorf("toImage round trip at %v: %v,%v", c.win, x, y)
		}
	}
}

func TestFollowCamera(t *testing.T) {
	// Level fits: camera pinned at 0,0.
	if c := followCamera(world.Pos{}, world.Pos{X: 70, Y: 40}, 80, 45, 80, 45); c != (world.Pos{}) {
		t.Errorf("fitting level: camera %v", c)
	}
	// A level smaller than the view is centred in it.
	if c := followCamera(world.Pos{}, world.Pos{X: 5, Y: 5}, 86, 32, 30, 12); c != (world.Pos{X: -28, Y: -10}) {
		t.Errorf("small level: camera %v, want it centred", c)
	}
	// Inside the middle half the camera does not move.
	cam := world.Pos{X: 50, Y: 20}
	if c := followCamera(cam, world.Pos{X: 90, Y: 40}, 80, 45, 200, 100); c != cam {
		t.Errorf("player mid-view moved the camera to %v", c)
	}
	// Near the right edge it scrolls just enough to keep a quarter margin.
	c := followCamera(cam, world.Pos{X: 111, Y: 40}, 80, 45, 200, 100)
	if c.X != 111-(80-1-20) || c.Y != 20 {
		t.Errorf("scroll right: camera %v", c)
	}
	// Clamped at the level's edges.
	if c := followCamera(cam, world.Pos{X: 199, Y: 99}, 80, 45, 200, 100); c != (world.Pos{X: 120, Y: 55}) {
		t.Errorf("clamp: camera %v", c)
	}
	if c := followCamera(cam, world.Pos{X: 0, Y: 0}, 80, 45, 200, 100); c != (world.Pos{}) {
		t.Errorf("clamp at origin: camera %v", c)
	}
}

func TestCellAt(t *testing.T) {
	cam := world.Pos{X: 10, Y: 5}
	cases := []struct {
		px, py float32
		want   world.Pos
		ok     bool
	}{
		{0, 0, world.Pos{X: 10, Y: 5}, true},
		{11.9, 19.9, world.Pos{X: 10, Y: 5}, true},
		{12, 20, world.Pos{X: 11, Y: 6}, true},
		{80*12 - 1, 45*20 - 1, world.Pos{X: 89, Y: 49}, true},
		{80 * 12, 0, world.Pos{}, false},               // right of the map
		{0, 45 * 20, world.Pos{}, false},               // the status bar
		{-0.5, 3, world.Pos{}, false},                  // letterbox
		{float32(math.NaN()), 3, world.Pos{}, false},   // a pointer through no frame yet
		{float32(math.Inf(1)), 3, world.Pos{}, false},  // the same
		{3, float32(math.Inf(-1)), world.Pos{}, false}, // the same
	}
	for _, c := range cases {
		p, ok := cellAt(c.px, c.py, image.Point{}, 12, 20, cam, 80, 45)
		if ok != c.ok || ok && p != c.want {
			t.Errorf("cellAt(%v,%v) = %v,%v want %v,%v", c.px, c.py, p, ok, c.want, c.ok)
		}
	}
	// Before the first frame there is no layout: nothing is under the mouse.
	s := New(game.New(game.Config{Seed: 1}), nil)
	if _, ok := s.CellAt(5, 5); ok {
		t.Error("a cell under the mouse before any frame was drawn")
	}
}

// TestOpenSize: the window opens at WindowSize on a 1366x768 or 1280x800
// laptop screen, its bars kept free, and scaled down whole on a smaller
// screen; OpenSize scales a frame down whole, its aspect kept.
func TestOpenSize(t *testing.T) {
	for _, screen := range []image.Point{{1366, 768}, {1280, 800}, {0, 0}} {
		if got := OpenWindow(screen); got != WindowSize {
			t.Errorf("OpenWindow(%v) = %v, want WindowSize %v", screen, got, WindowSize)
		}
	}
	if got, want := OpenWindow(image.Pt(1024, 600)), image.Pt(windowScaledTo(1024, 600-ScreenBars)); got != want {
		t.Errorf("OpenWindow(1024x600) = %v, want %v", got, want)
	}
	cases := []struct{ img, max, want image.Point }{
		{image.Pt(960, 980), image.Pt(1280, 720), image.Pt(705, 720)},
		{image.Pt(960, 980), image.Pt(1280, 680), image.Pt(666, 680)},
		{image.Pt(960, 980), image.Pt(2000, 2000), image.Pt(960, 980)}, // fits: 1:1
		{image.Pt(640, 360), image.Pt(1280, 680), image.Pt(640, 360)},
		{image.Pt(2400, 980), image.Pt(1280, 680), image.Pt(1280, 522)}, // the width binds
		{image.Pt(1280, 680), image.Pt(1280, 680), image.Pt(1280, 680)},
		{image.Pt(1281, 680), image.Pt(1280, 680), image.Pt(1280, 679)},
	}
	for _, c := range cases {
		if got := OpenSize(c.img, c.max); got != c.want {
			t.Errorf("OpenSize(%v, %v) = %v, want %v", c.img, c.max, got, c.want)
		}
	}
}

// TestEveryTextSizeKeepsThePlayerInView is the frame-scale defect's
// regression test: at any window size, however small or oddly shaped,
// and at every text size the options offer (the old `z` key left fixed
// scales showing the frame's top-left corner, the camera not following
// and the status off screen, saved for the next launch), the frame the
// session draws is the window's own size (shown 1:1: FitImage places it
// at scale 1, offset 0), the player's cell is on the map part of it after
// a walk across the level, and the sidebar with the hit points is inside
// the frame.
func TestEveryTextSizeKeepsThePlayerInView(t *testing.T) {
	sizes := []image.Point{{1366, 768}, {1280, 720}, {800, 600}, {390, 844}, {1170, 2532}, {3001, 400}, {200, 150}, {7, 1}}
	texts := []int{0}
	for _, c := range render.CellSizes() {
		texts = append(texts, c.Y)
	}
	for _, lv := range []image.Point{{80, 45}, {30, 12}, {200, 100}} {
		for _, text := range texts {
			g := game.New(game.Config{Seed: 3, W: lv.X, H: lv.Y})
			s := New(g, nil)
			s.applySettings(Settings{TextSize: text})
			// Walk the player to the far corner of the level.
			far := world.Pos{X: g.Level.Grid.W - 2, Y: g.Level.Grid.H - 2}
			g.Level.Ents.Move(g.Player, far)
			for _, win := range sizes {
				s.Resize(win)
				img := s.Draw(nil)
				l := s.Layout()
				if img.Bounds().Size() != win {
					t.Fatalf("level %v, text %d, window %v: frame %v, not the window", lv, text, win, img.Bounds().Size())
				}
				if f := s.Fit(l.Size, win); f.Scale != 1 || f.Offset != (image.Point{}) {
					t.Fatalf("level %v, text %d, window %v: placed %+v, not 1:1", lv, text, win, f)
				}
				p := g.PlayerPos()
				px := l.Origin.X + (p.X-l.Camera.X)*l.CellW
				py := l.Origin.Y + (p.Y-l.Camera.Y)*l.CellH
				if p.X < l.Camera.X || p.Y < l.Camera.Y || p.X >= l.Camera.X+l.ViewW || p.Y >= l.Camera.Y+l.ViewH ||
					px+l.CellW > win.X || py+l.CellH > win.Y {
					if win.X >= 100 && win.Y >= 100 {
						t.Fatalf("level %v, text %d, window %v: the player at %v is off the view (camera %v, %dx%d cells at %v)",
							lv, text, win, p, l.Camera, l.ViewW, l.ViewH, l.Origin)
					}
				}
				a := render.Arranged(s.lastScene)
				if side := a.Pixels(a.Side); win.X >= 100 && win.Y >= 100 && (side.Empty() || !side.In(image.Rect(0, 0, win.X, win.Y))) {
					t.Fatalf("level %v, text %d, window %v: the sidebar %v is not in the frame", lv, text, win, side)
				}
			}
		}
	}
}

// windowScaledTo is WindowSize scaled down to fit w x h, worked out apart
// from OpenSize.
func windowScaledTo(w, h int) (int, int) {
	if WindowSize.X*h >= WindowSize.Y*w {
		return w, WindowSize.Y * w / WindowSize.X
	}
	return WindowSize.X * h / WindowSize.Y, h
}

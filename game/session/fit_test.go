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

func TestViewCells(t *testing.T) {
	// The default level fits whole whatever the window (scaled instead).
	if w, h := viewCells(image.Pt(400, 300), 80, 12, 20, 80, 45); w != 80 || h != 45 {
		t.Errorf("small window: %dx%d cells, want 80x45", w, h)
	}
	// A big level in a big window shows more of it, no more than fits.
	if w, h := viewCells(image.Pt(1920, 1080), 80, 12, 20, 200, 100); w != 160 || h != 50 {
		t.Errorf("big window: %dx%d cells, want 160x50", w, h)
	}
	// Never more than the level.
	if w, h := viewCells(image.Pt(1920, 1080), 80, 12, 20, 30, 20); w != 30 || h != 20 {
		t.Errorf("small level: %dx%d cells, want 30x20", w, h)
	}
}

func TestFollowCamera(t *testing.T) {
	// Level fits: camera pinned at 0,0.
	if c := followCamera(world.Pos{}, world.Pos{X: 70, Y: 40}, 80, 45, 80, 45); c != (world.Pos{}) {
		t.Errorf("fitting level: camera %v", c)
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

// TestOpenSize: the window opens no bigger than a laptop screen leaves
// room for (1366x768 or 1280x800, less a title bar and a taskbar), with
// the default frame scaled down whole, its aspect kept.
func TestOpenSize(t *testing.T) {
	for _, screen := range []image.Point{{1366, 768}, {1280, 800}} {
		if OpenMax.X > screen.X || OpenMax.Y > screen.Y-80 {
			t.Errorf("OpenMax %v leaves less than 80 px of a %v screen for the bars", OpenMax, screen)
		}
	}
	s := New(game.New(game.Config{Seed: 3}), nil)
	frame := s.Draw(nil).Bounds().Size()
	if frame != image.Pt(80*render.CellW, (45+render.TextRows)*render.CellH) {
		t.Fatalf("default frame %v", frame)
	}
	open := OpenSize(frame, OpenMax)
	if open.X > OpenMax.X || open.Y > OpenMax.Y || open.X < OpenMax.X/3 || open.Y < OpenMax.Y/3 {
		t.Fatalf("the default %v frame opens at %v, want within %v", frame, open, OpenMax)
	}
	// Opened at that size, the frame fills the window: no bars, nothing cut.
	f := FitImage(frame, open)
	if f.Offset != (image.Point{}) || f.Scale >= 1 {
		t.Errorf("frame %v in the opened %v window: %+v", frame, open, f)
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

// TestWholeFrameVisible: at any window size, however small or oddly shaped,
// the frame the session draws for it (map and status line) lies wholly in
// the window once placed by FitImage, and its view covers the whole level
// when the level is no bigger than the default view.
func TestWholeFrameVisible(t *testing.T) {
	sizes := []int{1, 7, 320, 680, 959, 960, 980, 981, 3001}
	for _, lv := range []image.Point{{80, 45}, {30, 12}, {200, 100}} {
		s := New(game.New(game.Config{Seed: 3, W: lv.X, H: lv.Y}), nil)
		for _, w := range sizes {
			for _, h := range sizes {
				win := image.Pt(w, h)
				s.Resize(win)
				s.Draw(nil)
				l := s.Layout()
				if l.Size.Y != (l.ViewH+render.TextRows)*render.CellH || l.Size.X != l.ViewW*render.CellW {
					t.Fatalf("level %v, window %v: frame %v for a %dx%d view: not map plus status rows", lv, win, l.Size, l.ViewW, l.ViewH)
				}
				if lv.X <= 80 && lv.Y <= 45 && (l.ViewW != lv.X || l.ViewH != lv.Y) {
					t.Fatalf("level %v, window %v: the view is %dx%d, not the whole level", lv, win, l.ViewW, l.ViewH)
				}
				f := FitImage(l.Size, win)
				right := float32(f.Offset.X) + float32(l.Size.X)*f.Scale
				bottom := float32(f.Offset.Y) + float32(l.Size.Y)*f.Scale
				if f.Offset.X < 0 || f.Offset.Y < 0 || right > float32(w)+0.01 || bottom > float32(h)+0.01 {
					t.Fatalf("level %v, window %v: frame %v placed at %v scale %v reaches %.2f,%.2f: cut off",
						lv, win, l.Size, f.Offset, f.Scale, right, bottom)
				}
			}
		}
	}
}

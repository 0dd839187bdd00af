package layout

import (
	"image"
	"testing"

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
	if c := FollowCamera(world.Pos{}, world.Pos{X: 70, Y: 40}, 80, 45, 80, 45); c != (world.Pos{}) {
		t.Errorf("fitting level: camera %v", c)
	}
	// A level smaller than the view is centred in it.
	if c := FollowCamera(world.Pos{}, world.Pos{X: 5, Y: 5}, 86, 32, 30, 12); c != (world.Pos{X: -28, Y: -10}) {
		t.Errorf("small level: camera %v, want it centred", c)
	}
	// Inside the middle half the camera does not move.
	cam := world.Pos{X: 50, Y: 20}
	if c := FollowCamera(cam, world.Pos{X: 90, Y: 40}, 80, 45, 200, 100); c != cam {
		t.Errorf("player mid-view moved the camera to %v", c)
	}
	// Near the right edge it scrolls just enough to keep a quarter margin.
	c := FollowCamera(cam, world.Pos{X: 111, Y: 40}, 80, 45, 200, 100)
	if c.X != 111-(80-1-20) || c.Y != 20 {
		t.Errorf("scroll right: camera %v", c)
	}
	// Clamped at the level's edges.
	if c := FollowCamera(cam, world.Pos{X: 199, Y: 99}, 80, 45, 200, 100); c != (world.Pos{X: 120, Y: 55}) {
		t.Errorf("clamp: camera %v", c)
	}
	if c := FollowCamera(cam, world.Pos{X: 0, Y: 0}, 80, 45, 200, 100); c != (world.Pos{}) {
		t.Errorf("clamp at origin: camera %v", c)
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

// windowScaledTo is WindowSize scaled down to fit w x h, worked out apart
// from OpenSize.
func windowScaledTo(w, h int) (int, int) {
	if WindowSize.X*h >= WindowSize.Y*w {
		return w, WindowSize.Y * w / WindowSize.X
	}
	return WindowSize.X * h / WindowSize.Y, h
}

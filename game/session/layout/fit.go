// Package layout is where a frame and its map sit: the window a front
// end opens, the cell size a window gets, the camera that follows the
// player over a level bigger than the view, the frame in the window (Fit)
// and the frame's pixels back to the level's cells (Layout). It is plain
// geometry: no game, no input, no drawing.
package layout

import (
	"image"

	"downhill/world"
)

// MinViewW and MinViewH are the view, in cells, before a front end has
// said how big its window is (Resize): the default level's size.
const (
	MinViewW = 80
	MinViewH = 45
)

// Fit is how the rendered frame sits in the window: scaled by Scale, its
// top-left corner at Offset (window pixels), the rest letterboxed. Every
// front end places the frame the same way, so a cell is at the same place
// on the desktop and in the browser.
type Fit struct {
	Scale  float32
	Offset image.Point
	Smooth bool // true: scaled by a fraction, drawn with linear filtering
}

// FitImage scales an img-sized frame into win preserving its aspect. An
// integer scale keeps the glyphs crisp (nearest-neighbour, whole pixels),
// so it is used whenever it fills at least 3/4 of what the exact fit
// would; otherwise (a window smaller than the frame, or an integer scale
// that would waste most of the window) the frame is scaled smoothly.
func FitImage(img, win image.Point) Fit {
	if img.X <= 0 || img.Y <= 0 || win.X <= 0 || win.Y <= 0 {
		return Fit{Scale: 1}
	}
	exact := min(float32(win.X)/float32(img.X), float32(win.Y)/float32(img.Y))
	f := Fit{Scale: exact, Smooth: true}
	if k := float32(int(exact)); k >= 1 && k >= 0.75*exact {
		f = Fit{Scale: k}
	}
	sw := int(float32(img.X)*f.Scale + 0.5)
	sh := int(float32(img.Y)*f.Scale + 0.5)
	f.Offset = image.Pt((win.X-sw)/2, (win.Y-sh)/2)
	return f
}

// ScreenBars is the height a desktop keeps for its own bars (a title bar
// and a taskbar or top bar): a window opens no taller than the screen
// less this.
const ScreenBars = 48

// OpenWindow is the size a desktop window opens at on a screen of the
// given size (device-independent pixels; zero when unknown): WindowSize,
// scaled down whole, its aspect kept, when the screen less its bars is
// smaller. The frame is then drawn at the window's own size.
func OpenWindow(screen image.Point) image.Point {
	if screen.X <= 0 || screen.Y <= ScreenBars {
		return WindowSize
	}
	return OpenSize(WindowSize, screen.Sub(image.Pt(0, ScreenBars)))
}

// OpenSize is the size to open a window at for an img-sized frame: the
// frame itself when it fits in max, else the frame scaled down to fit, its
// aspect kept, so the whole frame (the map and the status line) is on
// screen and nothing is letterboxed. A front end resizes from there.
func OpenSize(img, max image.Point) image.Point {
	if img.X <= 0 || img.Y <= 0 || max.X <= 0 || max.Y <= 0 {
		return img
	}
	if img.X <= max.X && img.Y <= max.Y {
		return img
	}
	// Round down: one pixel too small is letterboxed, too big is cut off.
	if img.X*max.Y >= img.Y*max.X { // wider than max: the width binds
		return image.Pt(max.X, img.Y*max.X/img.X)
	}
	return image.Pt(img.X*max.Y/img.Y, max.Y)
}

// ToImage converts a window pixel position to frame pixels, the inverse of
// the fit. It is what a pointer position goes through when it is not
// already local to the image transform.
func (f Fit) ToImage(x, y float32) (float32, float32) {
	return (x - float32(f.Offset.X)) / f.Scale, (y - float32(f.Offset.Y)) / f.Scale
}

// FollowCamera returns the view's top-left cell so that p stays at least a
// quarter of the view away from its edges, moving the previous camera as
// little as possible (a camera that re-centres every step makes the whole
// map swim), clamped so the view never leaves the level; a level no bigger
// than the view is centred in it (the camera before its top-left corner).
func FollowCamera(cam, p world.Pos, viewW, viewH, levelW, levelH int) world.Pos {
	cam.X = follow1(cam.X, p.X, viewW, levelW)
	cam.Y = follow1(cam.Y, p.Y, viewH, levelH)
	return cam
}

// follow1 is FollowCamera along one axis: camera c, focus p, a view of
// view cells on a level of level cells.
func follow1(c, p, view, level int) int {
	if view >= level {
		return -(view - level) / 2
	}
	m := view / 4
	if p < c+m {
		c = p - m
	}
	if p > c+view-1-m {
		c = p - (view - 1 - m)
	}
	return max(0, min(c, level-view))
}

// CellAt converts a position in frame pixels to the map cell under it, given
// where the map starts in the frame (origin, pixels), the cell size, the
// camera and the view size in cells. ok is false outside the map (the
// status line, the letterbox).
func CellAt(px, py float32, origin image.Point, cellW, cellH int, cam world.Pos, viewW, viewH int) (world.Pos, bool) {
	x := px - float32(origin.X)
	y := py - float32(origin.Y)
	// Not x >= 0: a NaN (a pointer mapped through no frame yet) is off too.
	if !(x >= 0 && y >= 0) || cellW <= 0 || cellH <= 0 || x > 1<<30 || y > 1<<30 {
		return world.Pos{}, false
	}
	cx, cy := int(x)/cellW, int(y)/cellH
	if cx >= viewW || cy >= viewH {
		return world.Pos{}, false
	}
	return world.Pos{X: cam.X + cx, Y: cam.Y + cy}, true
}

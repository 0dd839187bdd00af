package layout

import "downhill/world"

// Cameras is where the map's camera stands for each view size it was
// shown at lately, so a panel opened and closed (the lab, a comparison, a
// text size: each shows the map in a view of another size) leaves the map
// where it was: the camera follows its focus with some slack
// (FollowCamera), so the camera a smaller view moved to is not the one
// the bigger view had, and following back from it would show another
// frame. A view size seen before starts from its own camera, moved only
// as far as the focus asks; a new one starts from the last camera.
type Cameras struct {
	views [camerasKept]viewCamera // newest first
	n     int
}

// camerasKept is how many view sizes keep their camera: the window's,
// the lab's, the comparison's and one more (a text size).
const camerasKept = 4

// viewCamera is the camera of a view of W x H cells.
type viewCamera struct {
	w, h int
	cam  world.Pos
}

// Follow is the camera of a view of viewW x viewH cells on a level of
// levelW x levelH cells that keeps focus in view (FollowCamera), from the
// camera that view size had last.
func (c *Cameras) Follow(focus world.Pos, viewW, viewH, levelW, levelH int) world.Pos {
	i := 0
	for i < c.n && (c.views[i].w != viewW || c.views[i].h != viewH) {
		i++
	}
	from := world.Pos{}
	switch {
	case i < c.n:
		from = c.views[i].cam
	case c.n > 0:
		from = c.views[0].cam
	}
	if i == c.n && c.n < camerasKept {
		c.n++
	}
	i = min(i, c.n-1)
	copy(c.views[1:i+1], c.views[:i]) // the others one place older
	cam := FollowCamera(from, focus, viewW, viewH, levelW, levelH)
	c.views[0] = viewCamera{w: viewW, h: viewH, cam: cam}
	return cam
}

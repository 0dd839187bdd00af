package render

import (
	"image"
)

// FrameCache remembers, for each of the (at most two) images a window
// draws into in turn, what every cell of the image shows, so that
// DrawChanged repaints only the cells whose look changed since that image
// was last drawn: a turn changes a few dozen cells of the map and a few
// rows of text, and the pixels of the others stay as they are. The zero
// value is ready to use.
type FrameCache struct {
	ent  [2]frameEntry
	last int
}

// frameEntry is what one image shows.
type frameEntry struct {
	img   *image.RGBA
	arr   Arrangement
	looks []look            // per grid cell, what it shows
	known []bool            // per grid cell: looks holds what the image shows
	over  []image.Rectangle // pixels the marks covered last time
	fresh bool              // nothing of the image is known yet
	// painted is how many cells the last DrawChanged painted.
	painted int
	// damage is where the last DrawChanged changed pixels (Damage).
	damage []image.Rectangle
	grid   grid // this frame's looks (scratch)
}

// entry returns the cache of dst for arrangement a, taking the other
// (least recently used) slot for an image it does not know.
func (c *FrameCache) entry(dst *image.RGBA, a Arrangement) *frameEntry {
	for i := range c.ent {
		if e := &c.ent[i]; e.img == dst && e.arr == a {
			c.last = i
			return e
		}
	}
	c.last = 1 - c.last
	e := &c.ent[c.last]
	n := a.Cols * a.Rows
	*e = frameEntry{img: dst, arr: a, looks: e.looks[:0], known: e.known[:0], over: e.over[:0],
		damage: e.damage[:0], grid: e.grid, fresh: true}
	e.looks = append(e.looks, make([]look, n)...)
	e.known = append(e.known, make([]bool, n)...)
	return e
}

// Painted is how many cells the last DrawChanged painted (the rest were
// already right in the image).
func (c *FrameCache) Painted() int { return c.ent[c.last].painted }

// Damage is where the last DrawChanged changed the image's pixels: a few
// rectangles (one per part of the frame that changed: the map, the
// sidebar, the message lines, the panel, the marks), none when the frame
// is as it was. A front end that keeps a copy of the frame elsewhere (a
// GPU texture) copies just these. The slice is reused by the next call.
func (c *FrameCache) Damage() []image.Rectangle { return c.ent[c.last].damage }

// DrawChanged draws s into dst, painting only the cells whose look
// differs from what c remembers dst showing (and those the marks covered
// last time), then the marks. DrawInto is the same with nothing
// remembered, so both are the same pixels. dst must not be drawn on by
// anything else between calls; a new image or another arrangement draws
// everything.
func DrawChanged(dst *image.RGBA, s *Scene, c *FrameCache) {
	a := Arranged(s)
	e := c.entry(dst, a)
	r := newRenderer(dst, s, a, &e.grid)
	r.compose()
	for _, rect := range e.over {
		e.invalidate(rect)
	}
	e.over = e.over[:0]
	e.damage = e.damage[:0]
	if e.fresh {
		// The margin beyond the last whole cell, right and bottom.
		gw, gh := a.Cols*a.Cell.X, a.Rows*a.Cell.Y
		r.cv.fill(gw, 0, a.Size.X, a.Size.Y, colVoid)
		r.cv.fill(0, gh, gw, a.Size.Y, colVoid)
		e.fresh = false
		e.damage = append(e.damage, image.Rect(0, 0, a.Size.X, a.Size.Y).Intersect(dst.Bounds()))
	}
	// One box of painted cells per part of the frame, so a turn uploads
	// the map's changes and a few rows of text, not the frame between.
	zones := [...]image.Rectangle{a.Side, a.Panel, a.Map, a.Twin}
	var boxes [len(zones) + 1]image.Rectangle
	e.painted = 0
	g := &e.grid
	for y := 0; y < g.rows; y++ {
		for x := 0; x < g.cols; x++ {
			k := y*g.cols + x
			lk := g.cells[k]
			if e.known[k] && e.looks[k] == lk {
				continue
			}
			r.paint(x, y, lk)
			e.looks[k], e.known[k] = lk, true
			e.painted++
			z := len(zones)
			for i, zr := range zones {
				if (image.Point{X: x, Y: y}).In(zr) {
					z = i
					break
				}
			}
			boxes[z] = boxes[z].Union(image.Rect(x, y, x+1, y+1))
		}
	}
	var marks image.Rectangle
	r.marks(func(rect image.Rectangle) {
		e.over = append(e.over, rect)
		marks = marks.Union(rect)
	})
	frame := image.Rect(0, 0, a.Size.X, a.Size.Y).Intersect(dst.Bounds())
	if len(e.damage) > 0 {
		return // the whole frame already
	}
	for _, b := range boxes {
		if px := a.Pixels(b).Intersect(frame); !px.Empty() {
			e.damage = append(e.damage, px)
		}
	}
	if px := marks.Intersect(frame); !px.Empty() {
		e.damage = append(e.damage, px)
	}
}

// invalidate forgets what the cells under pixel rect show.
func (e *frameEntry) invalidate(rect image.Rectangle) {
	cw, ch := e.arr.Cell.X, e.arr.Cell.Y
	x0, y0 := max(rect.Min.X/cw, 0), max(rect.Min.Y/ch, 0)
	x1, y1 := min((rect.Max.X+cw-1)/cw, e.arr.Cols), min((rect.Max.Y+ch-1)/ch, e.arr.Rows)
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			e.known[y*e.arr.Cols+x] = false
		}
	}
}

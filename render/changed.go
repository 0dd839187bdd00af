package render

import (
	"image"
)

// FrameCache remembers what every cell of the one image a window draws
// into shows, so that DrawChanged repaints only the cells whose look
// changed since that image was last drawn: a turn changes a few dozen
// cells of the map and a few rows of text, and the pixels of the others
// stay as they are. It knows one image in one arrangement: another image,
// or anything that changes the frame's layout or its panels (the lab, a
// comparison, the compact sidebar, the touch buttons, the frame's size,
// the cell size), forgets it all and draws the whole frame again, so no
// frame ever rests on what an earlier layout left in the image. The zero
// value is ready to use.
type FrameCache struct {
	img   *image.RGBA
	arr   Arrangement
	looks []look            // per grid cell, what it shows
	known []bool            // per grid cell: looks holds what the image shows
	over  []image.Rectangle // pixels the marks covered last time
	fresh bool              // nothing of the image is known: draw it whole
	// painted is how many cells the last DrawChanged painted.
	painted int
	// damage is where the last DrawChanged changed pixels (Damage).
	damage []image.Rectangle
	grid   grid // this frame's looks (scratch)
}

// begin readies c to draw dst laid out as a: when dst is not the image c
// knows, or a is not the arrangement it was drawn in, nothing of it is
// known and the whole frame is drawn.
func (c *FrameCache) begin(dst *image.RGBA, a Arrangement) {
	if c.img == dst && c.arr == a && !c.fresh {
		return
	}
	n := a.Cols * a.Rows
	c.img, c.arr, c.fresh = dst, a, true
	c.looks = append(c.looks[:0], make([]look, n)...)
	c.known = append(c.known[:0], make([]bool, n)...)
	c.over = c.over[:0]
}

// Painted is how many cells the last DrawChanged painted (the rest were
// already right in the image).
func (c *FrameCache) Painted() int { return c.painted }

// Damage is where the last DrawChanged changed the image's pixels: the
// whole frame when it drew it whole (a new image, a new layout), else a
// few rectangles (one per part of the frame that changed: the map, the
// sidebar, the message lines, the panel, the marks), none when the frame
// is as it was. A front end that keeps a copy of the frame elsewhere (a
// GPU texture) copies just these. The slice is reused by the next call.
func (c *FrameCache) Damage() []image.Rectangle { return c.damage }

// DrawChanged draws s into dst, painting only the cells whose look
// differs from what c remembers dst showing (and those the marks covered
// last time), then the marks. DrawInto is the same with nothing
// remembered, so both are the same pixels. dst must not be drawn on by
// anything else between calls; another image or another arrangement
// draws everything.
func DrawChanged(dst *image.RGBA, s *Scene, c *FrameCache) {
	a := Arranged(s)
	c.begin(dst, a)
	r := newRenderer(dst, s, a, &c.grid)
	r.compose()
	for _, rect := range c.over {
		c.invalidate(rect)
	}
	c.over = c.over[:0]
	c.damage = c.damage[:0]
	frame := image.Rect(0, 0, a.Size.X, a.Size.Y).Intersect(dst.Bounds())
	gw, gh := a.Cols*a.Cell.X, a.Rows*a.Cell.Y
	whole := c.fresh
	if whole {
		// The margin beyond the last whole cell, right and bottom, never
		// drawn on after (the marks stop at the grid).
		r.margins()
		c.fresh = false
		c.damage = append(c.damage, frame)
	}
	// One box of painted cells per part of the frame, so a turn uploads
	// the map's changes and a few rows of text, not the frame between.
	zones := [...]image.Rectangle{a.Side, a.Panel, a.Map, a.Twin}
	var boxes [len(zones) + 1]image.Rectangle
	c.painted = 0
	g := &c.grid
	for y := 0; y < g.rows; y++ {
		for x := 0; x < g.cols; x++ {
			k := y*g.cols + x
			lk := g.cells[k]
			if c.known[k] && c.looks[k] == lk {
				continue
			}
			r.paint(x, y, lk)
			c.looks[k], c.known[k] = lk, true
			c.painted++
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
	// The marks are clipped to the grid: the cells under them are painted
	// again next frame, and the margin has no cells.
	r.cv.w, r.cv.h = min(r.cv.w, gw), min(r.cv.h, gh)
	var marks image.Rectangle
	r.marks(func(rect image.Rectangle) {
		c.over = append(c.over, rect)
		marks = marks.Union(rect)
	})
	if whole {
		return // the whole frame already
	}
	for _, b := range boxes {
		if px := a.Pixels(b).Intersect(frame); !px.Empty() {
			c.damage = append(c.damage, px)
		}
	}
	if px := marks.Intersect(frame).Intersect(image.Rect(0, 0, gw, gh)); !px.Empty() {
		c.damage = append(c.damage, px)
	}
}

// invalidate forgets what the cells under pixel rect show.
func (c *FrameCache) invalidate(rect image.Rectangle) {
	cw, ch := c.arr.Cell.X, c.arr.Cell.Y
	x0, y0 := max(rect.Min.X/cw, 0), max(rect.Min.Y/ch, 0)
	x1, y1 := min((rect.Max.X+cw-1)/cw, c.arr.Cols), min((rect.Max.Y+ch-1)/ch, c.arr.Rows)
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			c.known[y*c.arr.Cols+x] = false
		}
	}
}

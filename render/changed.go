package render

import "image"

// FrameCache remembers, for each of the (at most two) images a window
// draws into in turn, what every map cell of the image shows, so that
// DrawChanged repaints only the cells whose look changed since that image
// was last drawn: on a big level a turn changes a few dozen cells of the
// view, and the pixels of the others stay as they are. The zero value is
// ready to use.
type FrameCache struct {
	ent  [2]frameEntry
	last int
}

// frameEntry is what one image shows.
type frameEntry struct {
	img    *image.RGBA
	vw, vh int
	looks  []look            // per view cell, what it shows
	known  []bool            // per view cell: looks holds what the image shows
	path   []bool            // per view cell: on this frame's path (scratch)
	over   []image.Rectangle // pixels drawn over the cells last time
	// painted is how many cells the last DrawChanged painted.
	painted int
}

// entry returns the cache of dst, taking the other (least recently used)
// slot for an image it does not know.
func (c *FrameCache) entry(dst *image.RGBA, vw, vh int) *frameEntry {
	for i := range c.ent {
		if e := &c.ent[i]; e.img == dst && e.vw == vw && e.vh == vh {
			c.last = i
			return e
		}
	}
	c.last = 1 - c.last
	e := &c.ent[c.last]
	n := vw * vh
	*e = frameEntry{img: dst, vw: vw, vh: vh, looks: e.looks[:0], known: e.known[:0], path: e.path[:0], over: e.over[:0]}
	e.looks = append(e.looks, make([]look, n)...)
	e.known = append(e.known, make([]bool, n)...)
	e.path = append(e.path, make([]bool, n)...)
	return e
}

// Painted is how many map cells the last DrawChanged painted (the rest
// were already right in the image).
func (c *FrameCache) Painted() int { return c.ent[c.last].painted }

// DrawChanged draws s into dst like DrawInto, the same pixels, but paints
// only the map cells whose look differs from what c remembers dst showing
// (and those a cursor, label or dialog covered last time). dst must not be
// drawn on by anything else between calls; a new image, a resized view or
// a dialog redraws everything.
func DrawChanged(dst *image.RGBA, s *Scene, c *FrameCache) {
	cv := newCanvas(dst)
	vw, vh := viewCells(s)
	e := c.entry(dst, vw, vh)
	for _, rect := range e.over {
		invalidate(e, rect)
	}
	e.over = e.over[:0]
	r := renderer{cv: cv, at: getAtlas(), s: s, vw: vw, vh: vh, frame: e}
	r.overlayRange()
	for _, p := range s.Path {
		if vx, vy := p.X-s.Camera.X, p.Y-s.Camera.Y; vx >= 0 && vy >= 0 && vx < vw && vy < vh {
			e.path[vy*vw+vx] = true
		}
	}
	e.painted = 0
	for vy := 0; vy < vh; vy++ {
		for vx := 0; vx < vw; vx++ {
			k := vy*vw + vx
			lk := r.cellLook(vx, vy, e.path[k])
			if e.known[k] && e.looks[k] == lk {
				continue
			}
			r.paint(vx, vy, lk)
			e.looks[k], e.known[k] = lk, true
			e.painted++
		}
	}
	for _, p := range s.Path {
		if vx, vy := p.X-s.Camera.X, p.Y-s.Camera.Y; vx >= 0 && vy >= 0 && vx < vw && vy < vh {
			e.path[vy*vw+vx] = false
		}
	}
	r.cursor()
	r.hud()
	if len(s.Dialog) > 0 {
		r.dialog()
	}
}

// invalidate forgets what the cells under pixel rect show.
func invalidate(e *frameEntry, rect image.Rectangle) {
	x0, y0 := max(rect.Min.X/CellW, 0), max(rect.Min.Y/CellH, 0)
	x1, y1 := min((rect.Max.X+CellW-1)/CellW, e.vw), min((rect.Max.Y+CellH-1)/CellH, e.vh)
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			e.known[y*e.vw+x] = false
		}
	}
}

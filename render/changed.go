package render

import (
	"bytes"
	"image"
)

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
	// damage is where the last DrawChanged changed pixels (Damage).
	damage []image.Rectangle
	// hud is a copy of the status and message rows as they were before
	// the last DrawChanged drew them, to tell whether they changed.
	hud []byte
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
	*e = frameEntry{img: dst, vw: vw, vh: vh, looks: e.looks[:0], known: e.known[:0], path: e.path[:0], over: e.over[:0],
		damage: e.damage[:0], hud: e.hud[:0]}
	e.looks = append(e.looks, make([]look, n)...)
	e.known = append(e.known, make([]bool, n)...)
	e.path = append(e.path, make([]bool, n)...)
	return e
}

// Painted is how many map cells the last DrawChanged painted (the rest
// were already right in the image).
func (c *FrameCache) Painted() int { return c.ent[c.last].painted }

// Damage is where the last DrawChanged changed the image's pixels: at most
// two rectangles (the box around the map cells and marks it painted, and
// the status and message rows when they changed), none when the frame is
// as it was. A front end that keeps a copy of the frame elsewhere (a GPU
// texture) copies just these. The slice is reused by the next call.
func (c *FrameCache) Damage() []image.Rectangle { return c.ent[c.last].damage }

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
	var box image.Rectangle // the cells painted
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
			box = box.Union(image.Rect(vx*CellW, vy*CellH, (vx+1)*CellW, (vy+1)*CellH))
		}
	}
	for _, p := range s.Path {
		if vx, vy := p.X-s.Camera.X, p.Y-s.Camera.Y; vx >= 0 && vy >= 0 && vx < vw && vy < vh {
			e.path[vy*vw+vx] = false
		}
	}
	r.cursor()
	hud := image.Rect(0, vh*CellH, vw*CellW, (vh+TextRows)*CellH).Intersect(dst.Bounds())
	before := e.hudRows(dst, hud)
	e.hud = append(e.hud[:0], before...)
	r.hud()
	if len(s.Dialog) > 0 {
		r.dialog()
	}
	for _, rect := range e.over {
		box = box.Union(rect)
	}
	e.damage = e.damage[:0]
	frame := image.Rect(0, 0, vw*CellW, (vh+TextRows)*CellH).Intersect(dst.Bounds())
	if box = box.Intersect(frame); !box.Empty() {
		e.damage = append(e.damage, box)
	}
	if !hud.Empty() && !hud.In(box) && (e.painted == vw*vh || !bytes.Equal(e.hud, e.hudRows(dst, hud))) {
		e.damage = append(e.damage, hud)
	}
}

// hudRows are the bytes of dst's pixel rows hud spans (the full width of
// the image, so one run of its pixels).
func (e *frameEntry) hudRows(dst *image.RGBA, hud image.Rectangle) []byte {
	if hud.Empty() {
		return nil
	}
	return dst.Pix[dst.PixOffset(dst.Rect.Min.X, hud.Min.Y):dst.PixOffset(dst.Rect.Min.X, hud.Max.Y)]
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

package render

import (
	"image"

	"downhill/world"
)

// renderer carries one frame's state through the drawing steps: compose
// writes every cell's look into the grid, paint draws a cell, marks draws
// what is not a cell (frames, lines, arrows) over the painted cells.
type renderer struct {
	cv     canvas
	at     *atlas
	gl     *glyphSet
	cw, ch int
	s      *Scene
	a      Arrangement
	g      *grid
	main   mapView // the scene's map
	vw, vh int     // its view, in cells
	// overlay range over the shown cells, for the heat normalisation
	lo, hi int32
	has    bool
	// frontValue is the value of the last cell a running playback settled.
	frontValue int32
}

// newRenderer prepares to draw s into dst laid out as a, its looks in g.
func newRenderer(dst *image.RGBA, s *Scene, a Arrangement, g *grid) *renderer {
	at := getAtlas()
	gl := at.size(a.Cell)
	r := &renderer{cv: newCanvas(dst), at: at, gl: gl, cw: gl.w, ch: gl.h, s: s, a: a, g: g,
		vw: a.Map.Dx(), vh: a.Map.Dy()}
	r.main = mapView{level: s.Level, cam: s.Camera, fog: s.Fog, overlay: true}
	return r
}

// compose writes the look of every cell of the frame into the grid.
func (r *renderer) compose() {
	a := r.a
	r.g.reset(a.Cols, a.Rows)
	r.overlayRange()
	r.playbackFront()
	r.drawMap(r.main, a.Map, r.s.Path)
	if t := r.s.Twin; t != nil {
		r.drawMap(mapView{level: t.Level, cam: t.Camera, fog: t.Fog}, a.Twin, nil)
	}
	r.titleRow()
	r.statusRow()
	r.sidebar()
	r.bottomRows()
	r.buttons()
	if r.s.Lab != nil {
		r.panel()
	}
	if r.s.Dialog != nil {
		r.dialog()
	}
}

// drawMap writes map m into cell rectangle at, the cells of path tinted.
func (r *renderer) drawMap(m mapView, at image.Rectangle, path []world.Pos) {
	vw, vh := at.Dx(), at.Dy()
	for vy := 0; vy < vh; vy++ {
		for vx := 0; vx < vw; vx++ {
			*r.g.at(at.Min.X+vx, at.Min.Y+vy) = r.cellLook(m, vx, vy, false)
		}
	}
	for _, p := range path {
		vx, vy := p.X-m.cam.X, p.Y-m.cam.Y
		if vx >= 0 && vy >= 0 && vx < vw && vy < vh {
			*r.g.at(at.Min.X+vx, at.Min.Y+vy) = r.cellLook(m, vx, vy, true)
		}
	}
}

// paint draws look lk over the whole of grid cell x,y.
func (r *renderer) paint(x, y int, lk look) {
	px, py := x*r.cw, y*r.ch
	gl := r.gl
	sl := r.at.slot(lk.glyph)
	if !lk.halo {
		r.cv.cell(px, py, gl.mask(lk.fc, sl), gl.blankRows(lk.fc, sl), r.cw, r.ch, lk.fg, lk.bg)
	} else {
		r.cv.cell(px, py, gl.haloMask(sl), 0, r.cw, r.ch, mix(lk.bg, colHalo, 0.85), lk.bg)
		r.cv.glyph(px, py, gl.mask(lk.fc, sl), r.cw, r.ch, lk.fg)
	}
	if lk.arrow > 0 {
		m := gl.arrowMask(int(lk.arrow - 1))
		r.cv.glyph(px, py, m.halo, r.cw, r.ch, colHalo)
		r.cv.glyph(px, py, m.ink, r.cw, r.ch, hex(0xffffff))
	}
}

// marks draws what is not a cell, over the painted cells, and tells over
// each pixel rectangle it drew on (its cells are painted again next
// frame): a dialog's border, or the aim, the goblins' intents, the lab's
// marks, the highlighted cells and the cursor with its label.
func (r *renderer) marks(over func(image.Rectangle)) {
	if r.s.Dialog != nil {
		r.dialogBorder(over)
		return
	}
	r.aim(over)
	r.intents(over)
	if r.s.Lab != nil {
		r.labMarks(over)
	}
	for _, p := range r.s.Highlight {
		r.markCell(p, colAccent, over)
	}
	r.cursor(over)
}

// mapPixel is the top-left pixel of level cell p on the main map, and
// whether p is in view.
func (r *renderer) mapPixel(p world.Pos) (int, int, bool) {
	vx, vy := p.X-r.main.cam.X, p.Y-r.main.cam.Y
	if vx < 0 || vy < 0 || vx >= r.vw || vy >= r.vh {
		return 0, 0, false
	}
	return (r.a.Map.Min.X + vx) * r.cw, (r.a.Map.Min.Y + vy) * r.ch, true
}

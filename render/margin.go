package render

import "image"

// margins fills the frame's pixels past the grid's last whole cell, on
// the right and at the bottom, each stretch with the background of the
// part beside it: a frame the window's size is seldom a whole number of
// cells, and the message lines, the sidebar and the panel reach the
// frame's edges (at 1366x768 they stopped 10 pixels short, a dark strip
// the map's colour under and beside them).
func (r *renderer) margins() {
	a := r.a
	gw, gh := a.Cols*a.Cell.X, a.Rows*a.Cell.Y
	r.cv.fill(gw, 0, a.Size.X, a.Size.Y, colVoid)
	r.cv.fill(0, gh, gw, a.Size.Y, colVoid)
	side := colSideBg
	if r.s.Side != nil && r.s.Side.Compact {
		side = colBarBg
	}
	for _, p := range []struct {
		cells image.Rectangle
		bg    rgb
	}{
		{a.Side, side}, {a.Title, colBarBg}, {a.Status, colBarBg}, {a.Map, colVoid}, {a.Twin, colVoid},
		{a.Info, colLogBg}, {a.Log, colLogBg}, {a.Buttons, colLogBg}, {a.Panel, colDialogBg},
	} {
		c := p.cells
		if c.Empty() {
			continue
		}
		px := a.Pixels(c)
		if c.Max.X == a.Cols {
			px.Max.X = a.Size.X
			r.cv.fill(gw, px.Min.Y, px.Max.X, px.Max.Y, p.bg)
		}
		if c.Max.Y == a.Rows {
			r.cv.fill(px.Min.X, gh, px.Max.X, a.Size.Y, p.bg)
		}
	}
}

package layout

import (
	"image"

	"downhill/render"
	"downhill/world"
)

// WindowSize is the window a front end opens (device pixels at a scale
// factor of 1): a 1366x768 laptop screen less its title bar and taskbar.
// `downhill-headless shot -keys` draws at this size unless told another.
var WindowSize = image.Pt(1280, 720)

// The least grid a cell size must give the window, in cells: a desktop
// window fits the sidebar beside a map about 64 cells wide and 30 tall; a
// touch screen trades cells for bigger glyphs (a finger's height of
// buttons, glyphs a phone can read), a portrait one (narrow) keeps 40
// columns of map.
const (
	minColsDesk, minRowsDesk     = 92, 36
	minColsNarrow, minRowsNarrow = 40, 30
	minColsTouch, minRowsTouch   = 80, 24
	minColsPhone, minRowsPhone   = 40, 24
)

// PickCell is the cell size for window win: the cell height the settings
// ask for (the nearest the atlas has), else the largest cell whose grid
// holds the least the window's shape needs (the smallest cell when none
// does).
func PickCell(win image.Point, want int, touch bool) image.Point {
	sizes := render.CellSizes()
	if want > 0 {
		best := sizes[0]
		for _, c := range sizes {
			if world.Abs(c.Y-want) < world.Abs(best.Y-want) {
				best = c
			}
		}
		return best
	}
	narrow := win.X < win.Y
	minCols, minRows := minColsDesk, minRowsDesk
	switch {
	case touch && narrow:
		minCols, minRows = minColsPhone, minRowsPhone
	case touch:
		minCols, minRows = minColsTouch, minRowsTouch
	case narrow:
		minCols, minRows = minColsNarrow, minRowsNarrow
	}
	best := sizes[0]
	for _, c := range sizes {
		if win.X/c.X >= minCols && win.Y/c.Y >= minRows {
			best = c
		}
	}
	return best
}

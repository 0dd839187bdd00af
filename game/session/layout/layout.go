package layout

import (
	"image"

	"downhill/world"
)

// Layout is where things are in a drawn frame, so a front end can turn a
// pointer position into a cell and a test can point at a cell: the view's
// top-left cell starts at Origin (frame pixels) and cell x,y of the level
// covers CellW x CellH pixels from Origin + ((x-Camera.X)*CellW,
// (y-Camera.Y)*CellH), for the ViewW x ViewH cells from Camera.
type Layout struct {
	Size         image.Point // the frame, in pixels
	Origin       image.Point // the view's top-left cell in the frame
	CellW, CellH int         // a cell, in frame pixels
	Camera       world.Pos   // the view's top-left cell of the level
	ViewW, ViewH int         // the view, in cells
	// Buttons is the touch buttons' row, frame pixels (empty: none);
	// ButtonLabels name them, left to right, in equal parts of it.
	Buttons      image.Rectangle
	ButtonLabels []string
}

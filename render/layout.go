package render

import "image"

// The frame is a grid of cells, map and text alike (as in Brogue): a
// sidebar on the left, the map, and under it the info row and the
// message lines; the lab's panel on the right when open; touch buttons
// at the bottom on a touch screen. Arrange says where each part is.
const (
	// SideCols is the sidebar's width in cells.
	SideCols = 28
	// LogLines is how many message lines sit under the map (a long
	// message wraps onto the next).
	LogLines = 4
	// ButtonRows is the height of the touch buttons' row, in cells.
	ButtonRows = 3
)

// Parts says which parts a frame has besides the map and its message
// lines.
type Parts struct {
	Side    bool // the sidebar (left)
	Compact bool // the sidebar as one status row over the map (narrow screens)
	Legend  bool // with the compact sidebar, a row under it for the overlay's legend
	Status  bool // a plain status row under the map (no sidebar)
	Lab     bool // the lab's panel (right)
	Twin    bool // the map is two maps side by side (a comparison)
	Title   bool // a title row over the map
	Buttons bool // touch buttons (bottom)
}

// Arrangement is where each part of a frame is, in cells of Cell pixels
// (the Rectangles) within a grid of Cols x Rows cells whose top-left is
// the frame's; Size is the frame in pixels, which may exceed the grid by
// less than a cell on the right and at the bottom (left dark). Empty
// rectangles are parts the frame does not have.
type Arrangement struct {
	Cell       image.Point
	Size       image.Point
	Cols, Rows int
	Side       image.Rectangle // the sidebar, or its compact row
	Legend     image.Rectangle // the overlay's legend row under the compact sidebar
	Title      image.Rectangle // the title row over the map
	Map        image.Rectangle // the map view (the left one in a comparison)
	Twin       image.Rectangle // the right map of a comparison
	Status     image.Rectangle // the plain status row
	Info       image.Rectangle // the row saying what the cursor looks at, or a prompt
	Log        image.Rectangle // the message lines
	Buttons    image.Rectangle // the touch buttons
	Panel      image.Rectangle // the lab's panel
}

// Arrange lays out a frame of frame pixels in cells of cell pixels.
func Arrange(frame, cell image.Point, p Parts) Arrangement {
	cell = validCell(cell)
	a := Arrangement{Cell: cell, Size: frame, Cols: max(frame.X/cell.X, 1), Rows: max(frame.Y/cell.Y, 1)}
	a.place(p)
	return a
}

// ArrangeView lays out the smallest frame whose map shows vw x vh cells
// (each map of a comparison), in cells of cell pixels: the frame of a
// scene that does not give its size (pictures of a whole level, tests).
func ArrangeView(vw, vh int, cell image.Point, p Parts) Arrangement {
	cell = validCell(cell)
	cols, rows := vw, vh+LogLines+1
	if p.Twin {
		cols = 2*vw + 1
	}
	if p.Side && !p.Compact {
		cols += SideCols
	}
	if p.Compact && p.Side {
		rows++
		if p.Legend {
			rows++
		}
	}
	if p.Lab {
		cols += PanelCols
		rows = max(rows, PanelRows)
	}
	if p.Title || p.Twin {
		rows++
	}
	if p.Status {
		rows++
	}
	if p.Buttons {
		rows += ButtonRows
	}
	a := Arrangement{Cell: cell, Cols: cols, Rows: rows, Size: image.Pt(cols*cell.X, rows*cell.Y)}
	a.place(p)
	return a
}

// place fills in the parts' rectangles for a's grid.
func (a *Arrangement) place(p Parts) {
	x0, x1, y0, y1 := 0, a.Cols, 0, a.Rows
	if p.Lab {
		w := min(PanelCols, a.Cols/2)
		a.Panel = image.Rect(x1-w, 0, x1, a.Rows)
		x1 -= w
	}
	if p.Side && !p.Compact {
		w := min(SideCols, x1/2)
		a.Side = image.Rect(0, 0, w, a.Rows)
		x0 = w
	}
	if p.Buttons {
		a.Buttons = image.Rect(x0, y1-ButtonRows, x1, y1)
		y1 -= ButtonRows
	}
	log := min(LogLines, max((y1-y0)/4, 1))
	a.Log = image.Rect(x0, y1-log, x1, y1)
	y1 -= log
	a.Info = image.Rect(x0, y1-1, x1, y1)
	y1--
	if p.Status {
		a.Status = image.Rect(x0, y1-1, x1, y1)
		y1--
	}
	if p.Side && p.Compact {
		a.Side = image.Rect(x0, y0, x1, y0+1)
		y0++
		if p.Legend {
			a.Legend = image.Rect(x0, y0, x1, y0+1)
			y0++
		}
	}
	if p.Title || p.Twin {
		a.Title = image.Rect(x0, y0, x1, y0+1)
		y0++
	}
	y1 = max(y1, y0+1)
	a.Map = image.Rect(x0, y0, x1, y1)
	if p.Twin {
		half := max((x1-x0-1)/2, 1)
		a.Map = image.Rect(x0, y0, x0+half, y1)
		a.Twin = image.Rect(x0+half+1, y0, x0+2*half+1, y1)
	}
	// A window too small for every part keeps what fits.
	all := image.Rect(0, 0, a.Cols, a.Rows)
	for _, r := range []*image.Rectangle{&a.Side, &a.Legend, &a.Title, &a.Map, &a.Twin, &a.Status, &a.Info, &a.Log, &a.Buttons, &a.Panel} {
		*r = r.Intersect(all)
	}
}

// validCell is c, or the default cell when c is not a cell size of the
// atlas.
func validCell(c image.Point) image.Point {
	for _, s := range CellSizes() {
		if s == c {
			return c
		}
	}
	return DefaultCell
}

// Pixels is cell rectangle r of a in frame pixels.
func (a Arrangement) Pixels(r image.Rectangle) image.Rectangle {
	return image.Rect(r.Min.X*a.Cell.X, r.Min.Y*a.Cell.Y, r.Max.X*a.Cell.X, r.Max.Y*a.Cell.Y)
}

// CellOf is the grid cell under frame pixel pt.
func (a Arrangement) CellOf(pt image.Point) image.Point {
	if pt.X < 0 || pt.Y < 0 {
		return image.Pt(-1, -1)
	}
	return image.Pt(pt.X/a.Cell.X, pt.Y/a.Cell.Y)
}

// parts are the parts scene s has.
func (s *Scene) parts() Parts {
	return Parts{Side: s.Side != nil, Compact: s.Side != nil && s.Side.Compact, Status: s.Side == nil,
		Legend: s.Side != nil && s.Side.Compact && s.Side.Field,
		Lab:    s.Lab != nil, Twin: s.Twin != nil, Title: s.Title != "", Buttons: len(s.Buttons) > 0}
}

// Arranged is the arrangement of scene s's frame: Arrange for a scene
// that gives its Frame, else ArrangeView of its view.
func Arranged(s *Scene) Arrangement {
	if s.Frame.X > 0 && s.Frame.Y > 0 {
		return Arrange(s.Frame, s.Cell, s.parts())
	}
	vw, vh := viewCells(s)
	return ArrangeView(vw, vh, s.Cell, s.parts())
}

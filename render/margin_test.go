package render

import (
	"image"
	"testing"
)

// TestMarginsTakeTheirPartsBackground: in a frame that is not a whole
// number of cells (1366x768 in 12x20 cells: 10 and 8 pixels over), the
// pixels past the last whole cell are the background of the part beside
// them: the message lines reach the right and bottom edges, the sidebar
// the bottom, the map the right; with the lab's panel open, the panel
// reaches the right edge.
func TestMarginsTakeTheirPartsBackground(t *testing.T) {
	l, _ := testLevel(t)
	side := &Sidebar{Depth: 1, HP: 20, MaxHP: 20, Selected: -1, Hovered: -1}
	s := &Scene{Level: l, ViewW: 24, ViewH: 10, Side: side, Log: []LogLine{{Text: "a", Turn: 3}},
		Cell: DefaultCell, Frame: image.Pt(1366, 768)}
	img := Draw(s)
	a := Arranged(s)
	at := func(x, y int) rgb {
		c := img.RGBAAt(x, y)
		return rgb{c.R, c.G, c.B}
	}
	log, sideBar, mapR := a.Pixels(a.Log), a.Pixels(a.Side), a.Pixels(a.Map)
	for _, c := range []struct {
		name string
		x, y int
		want rgb
	}{
		{"right of the messages", 1366 - 1, log.Min.Y + 5, colLogBg},
		{"under the messages", log.Min.X + 40, 768 - 1, colLogBg},
		{"the corner", 1366 - 1, 768 - 1, colLogBg},
		{"under the sidebar", sideBar.Min.X + 40, 768 - 1, colSideBg},
		{"right of the map", 1366 - 1, mapR.Min.Y + 5, colVoid},
	} {
		if got := at(c.x, c.y); got != c.want {
			t.Errorf("%s (%d,%d): %v, want %v", c.name, c.x, c.y, got, c.want)
		}
	}
	s.Lab = &Lab{}
	img = Draw(s)
	a = Arranged(s)
	if got := at(1366-1, a.Pixels(a.Panel).Min.Y+5); got != colDialogBg {
		t.Errorf("right of the lab's panel: %v, want %v", got, colDialogBg)
	}
}

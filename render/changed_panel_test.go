package render

import (
	"bytes"
	"image"
	"testing"

	"downhill/world"
)

// drawSame draws s into dst through c (the window's way: one image,
// drawn again and again) and fails unless the result is the frame drawn
// whole.
func drawSame(t *testing.T, step string, dst *image.RGBA, s *Scene, c *FrameCache) {
	t.Helper()
	DrawChanged(dst, s, c)
	want := image.NewRGBA(dst.Bounds())
	DrawInto(want, s)
	if !bytes.Equal(dst.Pix, want.Pix) {
		t.Fatalf("%s: the frame drawn into the reused image differs from the frame drawn whole", step)
	}
}

// A panel opened and closed in one image leaves exactly the frame it
// opened over: the lab (a new arrangement), the comparison's second map,
// the compact sidebar, a text size (another cell), and each back again,
// the frame's arrangement going A, B, A with the image kept.
func TestDrawChangedPanelClosed(t *testing.T) {
	l, _ := testLevel(t)
	dist := distances(l, map[world.Pos]int32{{X: 3, Y: 2}: 0})
	side := &Sidebar{Depth: 1, HP: 20, MaxHP: 20, Selected: -1, Hovered: -1, Footer: []string{"? help"}}
	s := &Scene{Level: l, Side: side, Log: []LogLine{{Text: "Go down.", Turn: 0}}, Cell: DefaultCell, Frame: image.Pt(900, 560)}
	dst := image.NewRGBA(image.Rect(0, 0, 900, 560))
	var c FrameCache
	drawSame(t, "first frame", dst, s, &c)
	panels := []struct {
		name        string
		open, close func()
	}{
		{"lab", func() {
			s.Lab = &Lab{Fields: []string{"player field"}, Keys: []string{"Tab close"}}
			s.Overlay = Overlay{Kind: OverlayHeat, Name: "player field", Values: dist}
		}, func() { s.Lab, s.Overlay = nil, Overlay{} }},
		{"compare", func() {
			s.Twin, s.Title = &Twin{Level: l, Title: "naive"}, "Downhill"
		}, func() { s.Twin, s.Title = nil, "" }},
		{"compact sidebar", func() { side.Compact = true }, func() { side.Compact = false }},
		{"text size", func() { s.Cell = CellSizes()[len(CellSizes())-1] }, func() { s.Cell = DefaultCell }},
	}
	for _, p := range panels {
		p.open()
		drawSame(t, p.name+" open", dst, s, &c)
		p.close()
		drawSame(t, p.name+" closed", dst, s, &c)
		// A turn after: the frame drawn a change at a time is still whole.
		side.Turn++
		s.Log = append(s.Log, LogLine{Text: "You wait.", Turn: side.Turn})
		drawSame(t, p.name+" closed, a turn on", dst, s, &c)
	}
}

// A mark that reaches past the last whole cell (the cursor on the map's
// right-most column, where the frame's width is not a whole number of
// cells) leaves nothing behind in that margin when it moves.
func TestDrawChangedMarkAtTheMargin(t *testing.T) {
	l, _ := testLevel(t)
	s := &Scene{Level: l, Side: &Sidebar{Selected: -1, Hovered: -1}, Cell: DefaultCell, Frame: image.Pt(703, 421)}
	a := Arranged(s)
	if a.Cols*a.Cell.X == a.Size.X {
		t.Fatalf("the frame %v is a whole number of cells %v: no margin to test", a.Size, a.Cell)
	}
	dst := image.NewRGBA(image.Rect(0, 0, a.Size.X, a.Size.Y))
	var c FrameCache
	edge := world.Pos{X: s.Camera.X + a.Map.Dx() - 1, Y: 3}
	s.Cursor, s.Plain = &edge, true
	drawSame(t, "cursor at the right edge", dst, s, &c)
	s.Cursor = nil
	drawSame(t, "cursor gone", dst, s, &c)
}

package session

import (
	"image"
	"testing"

	"downhill/world"
)

// TestFingerCell: on a touch screen a tap near the player means the cell
// beside it in the tap's direction, wherever in the sector it lands
// (a fingertip covers several cells); on the player, its own cell; far
// off, the cell under it; and a tap near the player walks there.
func TestFingerCell(t *testing.T) {
	s := mapSession(t,
		"###########",
		"#.........#",
		"#.........#",
		"#....@....#",
		"#.........#",
		"#.........#",
		"###########")
	s.Touched()
	s.Resize(image.Pt(1170, 2532))
	s.Draw(nil)
	p := s.g.PlayerPos()
	l := s.Layout()
	at := func(dx, dy float64) (float32, float32) { // cells from the player's centre
		x, y := pixelOf(s, p)
		return x + float32(dx*float64(l.CellW)), y + float32(dy*float64(l.CellH))
	}
	for _, c := range []struct {
		dx, dy float64
		want   world.Pos
	}{
		{0.9, 0.2, world.Pos{X: 1}}, {1.6, 1.4, world.Pos{X: 1, Y: 1}}, {0.1, -2.0, world.Pos{Y: -1}},
		{-0.7, 0.6, world.Pos{X: -1, Y: 1}}, {-2.2, -0.3, world.Pos{X: -1}}, {0.6, -0.55, world.Pos{X: 1, Y: -1}},
		{0.2, 0.1, world.Pos{}}, {4.0, 0.0, world.Pos{X: 4}}, {0.0, 3.0, world.Pos{Y: 3}},
	} {
		x, y := at(c.dx, c.dy)
		got, ok := s.fingerCell(x, y)
		if want := (world.Pos{X: p.X + c.want.X, Y: p.Y + c.want.Y}); !ok || got != want {
			t.Errorf("a tap %.1f,%.1f cells from the player means %v (%v), want %v", c.dx, c.dy, got, ok, want)
		}
	}
	x, y := at(1.7, -1.2)
	s.Press(x, y, true, t0)
	if s.g.Turn != 1 || s.g.PlayerPos() != (world.Pos{X: p.X + 1, Y: p.Y - 1}) {
		t.Fatalf("a tap up and right of the player: turn %d, player at %v from %v", s.g.Turn, s.g.PlayerPos(), p)
	}
}

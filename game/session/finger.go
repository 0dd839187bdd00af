package session

import (
	"math"

	"downhill/world"
)

// fingerReach is how near the player, in cells from its cell's centre, a
// tap on a touch screen is taken as a step by its direction.
const fingerReach = 2.5

// fingerCell is the map cell a tap at frame pixel x,y means on a touch
// screen: near the player, the cell beside it in the tap's direction (of
// eight, each a sector of 45 degrees), so a step is as easy to tap as a
// button whatever the size of the cells (a fingertip covers several);
// on the player's own cell, that cell; elsewhere the cell under the tap.
func (s *Session) fingerCell(x, y float32) (world.Pos, bool) {
	c, ok := s.CellAt(x, y)
	l := s.shown
	if !ok || l.CellW <= 0 || l.CellH <= 0 {
		return c, ok
	}
	p := s.g.PlayerPos()
	px := float64(l.Origin.X) + (float64(p.X-l.Camera.X)+0.5)*float64(l.CellW)
	py := float64(l.Origin.Y) + (float64(p.Y-l.Camera.Y)+0.5)*float64(l.CellH)
	dx, dy := (float64(x)-px)/float64(l.CellW), (float64(y)-py)/float64(l.CellH)
	d := math.Hypot(dx, dy)
	if d > fingerReach || max(math.Abs(dx), math.Abs(dy)) < 0.5 {
		return c, ok
	}
	a := math.Round(math.Atan2(dy, dx) / (math.Pi / 4)) // the sector, -4..4
	step := world.Pos{X: int(math.Round(math.Cos(a * math.Pi / 4))), Y: int(math.Round(math.Sin(a * math.Pi / 4)))}
	q := world.Pos{X: p.X + step.X, Y: p.Y + step.Y}
	if !s.g.Level.Grid.In(q.X, q.Y) {
		return c, ok
	}
	return q, true
}

package session

import (
	"downhill/game/session/input"
	"downhill/world"
)

// fingerCell is the map cell a tap at frame pixel x,y means on a touch
// screen: near the player, the cell beside it in the tap's direction
// (input.FingerStep), when on the level; elsewhere the cell under the
// tap.
func (s *Session) fingerCell(x, y float32) (world.Pos, bool) {
	c, ok := s.CellAt(x, y)
	if !ok {
		return c, ok
	}
	if q, near := input.FingerStep(s.shown, s.g.PlayerPos(), x, y); near && s.g.Level.Grid.In(q.X, q.Y) {
		return q, true
	}
	return c, ok
}

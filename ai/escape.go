package ai

import (
	"downhill/ai/dijkstra"
	"downhill/world"
)

// Escape is where a blink of at most reach 8-way steps from from takes the
// player: among the cells ok allows (in view, on a clear line, free), the
// one a goblin would find safest to run to from threats, read as the
// safety map reads the player field (SafetyStart of the walking distance
// from the nearest threat, loops favoured; a cell no threat can walk to is
// safest of all), and safer than from itself. Ties go to the cell farther
// from from, then the first in reading order. ok is false when no cell in
// reach is safer than from.
//
// It floods one field from the threats over the walkers' costs, the
// player's own (not counted as a goblins' scan), into a field kept for it.
func (m *Minds) Escape(threats []world.Pos, from world.Pos, reach int, ok func(p world.Pos) bool) (world.Pos, bool) {
	walk := m.WalkCosts()
	g := m.L.Grid
	if m.escape == nil || m.escape.W != g.W || m.escape.H != g.H {
		m.escape = dijkstra.NewField(g.W, g.H)
	}
	m.goals = m.goals[:0]
	for _, t := range threats {
		m.goals = append(m.goals, dijkstra.Goal{X: t.X, Y: t.Y})
	}
	m.escape.Scan(m.goals, walk, dijkstra.Rules{})
	m.safe.loops.Update(walk, m.Memo.WalkVer)
	score := func(p world.Pos) int32 {
		d := m.escape.At(p.X, p.Y)
		if d == dijkstra.Unreached {
			return -SafetyDepth - LoopBonus - 1
		}
		return SafetyStart(d, m.safe.loops.On(p.X, p.Y))
	}
	best, bs, bd := from, score(from), 0
	found := false
	for y := max(from.Y-reach, 0); y <= min(from.Y+reach, g.H-1); y++ {
		for x := max(from.X-reach, 0); x <= min(from.X+reach, g.W-1); x++ {
			p := world.Pos{X: x, Y: y}
			if p == from || !ok(p) {
				continue
			}
			s, d := score(p), Chebyshev(p, from)
			if s < bs || s == bs && found && d > bd {
				best, bs, bd, found = p, s, d, true
			}
		}
	}
	return best, found
}

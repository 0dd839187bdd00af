package game

import (
	"downhill/ai"
	"downhill/world"
)

// BotTurn plays one turn of the simple explorer that `downhill sim -player
// explore` and the balance tests use, so that "how deep does a plain
// player get" is measured by the game itself: attack an adjacent creature
// (the lowest id first), otherwise auto-explore; once the level is
// explored, walk to the stairs and descend. It draws nothing from the
// game's random source beyond what its commands do, so a seed replays. It
// reports whether a turn passed (false when the player is dead or has
// nothing to do).
func (g *Game) BotTurn() bool {
	if g.Dead {
		return false
	}
	s, p := g.Level.Ents, g.PlayerPos()
	for e := range s.Alive {
		id := world.Entity(e)
		if !s.Alive[e] || id == g.Player || ai.Chebyshev(s.Pos[e], p) != 1 {
			continue
		}
		q := s.Pos[e]
		if g.Do(Command{Action: ActMove, DX: q.X - p.X, DY: q.Y - p.Y}) {
			return true
		}
	}
	if g.Do(Command{Action: ActExplore}) {
		return true
	}
	// Nothing left to explore (or a goblin not yet adjacent blocks the way):
	// on the stairs, go down; otherwise the next explore walks to them.
	if g.Level.Grid.At(p.X, p.Y) == world.Stairs && g.Nav.Explored == g.Knowledge() {
		return g.Do(Command{Action: ActDescend})
	}
	return g.Do(Command{Action: ActExplore})
}

// botDescends reports whether BotTurn would take the stairs now.
func (g *Game) botDescends() bool {
	p := g.PlayerPos()
	if g.Level.Grid.At(p.X, p.Y) != world.Stairs || g.Nav.Explored != g.Knowledge() {
		return false
	}
	// On explored stairs the bot still fights an adjacent creature first.
	s := g.Level.Ents
	for e := range s.Alive {
		if s.Alive[e] && world.Entity(e) != g.Player && ai.Chebyshev(s.Pos[e], p) == 1 {
			return false
		}
	}
	return true
}

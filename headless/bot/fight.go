package bot

import (
	"downhill/ai"
	"downhill/game"
	"downhill/world"
)

// The bot's use of the fight items, where a player would use them: a
// javelin at a goblin running for its life (it ends the chase) or at one
// on its way in, an archer first; a blink away when low, cornered and out
// of draughts; an iron spike in a door between it and a pack.

// throwAt throws a javelin at the best target in view on a clear line,
// when no creature awake stands beside the player (then it fights): a
// goblin running for its life first, then an archer, then the nearest
// hunter two to four steps away. It reports whether a turn passed.
func (g player) throwAt(p world.Pos) bool {
	const approach = true
	slot := g.slotOf(world.Javelin)
	if slot < 0 {
		return false
	}
	s := g.Level.Ents
	best, rank := world.NoEntity, 99
	for e := range s.Alive {
		id := world.Entity(e)
		if !s.Alive[e] || id == g.Player || !g.visible(id) || s.Mind[e] == world.Asleep {
			continue
		}
		d := ai.Chebyshev(s.Pos[e], p)
		if d == 1 {
			return false // a fight beside the player: blows, not throws
		}
		r := 99
		switch {
		case d > game.ThrowRange:
		case s.Mind[e] == world.Fleeing:
			r = 0
		case s.Kind[e] == world.Archer:
			r = 1
		case approach && s.Mind[e] == world.Hunting && d <= 4:
			r = 1 + d
		}
		if r < rank && g.clearLine(s.Pos[e]) {
			best, rank = id, r
		}
	}
	if best == world.NoEntity {
		return false
	}
	q := s.Pos[best]
	return g.drive(game.Command{Action: game.ActUse, Slot: slot, X: q.X, Y: q.Y})
}

// clearLine reports whether a javelin thrown at the creature at q
// flies to it (game.Flight: nothing solid and no other creature on the
// way) and may be thrown there.
func (g player) clearLine(q world.Pos) bool {
	var buf [4 * game.ThrowRange]world.Pos // a staircase line is at most twice the 8-way distance
	if _, land, _ := g.Flight(q, buf[:0]); land != q {
		return false
	}
	ok, _ := g.CanThrow(q, false)
	return ok
}

// blinkAway blinks when the player is low (a quarter of its hit points or
// less), has no draught left and a creature awake is beside it.
func (g player) blinkAway(p world.Pos, adjacent int) bool {
	s := g.Level.Ents
	if adjacent == 0 || 4*s.HP[g.Player] > s.MaxHP[g.Player] || g.slotOf(world.Healing) >= 0 {
		return false
	}
	return g.botUse(world.Blink, p)
}

// jam spikes a door beside the player when two or more hunters in view
// are on its far side (nearer the door than the player) and none is
// beside the player yet.
func (g player) jam(p world.Pos, adjacent int) bool {
	slot := g.slotOf(world.Spike)
	if slot < 0 || adjacent > 0 {
		return false
	}
	gr, s := g.Level.Grid, g.Level.Ents
	for _, d := range world.Dirs8 {
		door := p.Add(d)
		if t := gr.At(door.X, door.Y); t != world.Door && t != world.OpenDoor || s.At(door) != world.NoEntity {
			continue
		}
		beyond := 0
		for e := range s.Alive {
			id := world.Entity(e)
			if s.Alive[e] && id != g.Player && s.Mind[e] == world.Hunting && g.visible(id) &&
				ai.Chebyshev(s.Pos[e], door) < ai.Chebyshev(s.Pos[e], p) && ai.Chebyshev(s.Pos[e], p) <= 8 {
				beyond++
			}
		}
		if beyond >= 2 {
			return g.drive(game.Command{Action: game.ActUse, Slot: slot, X: door.X, Y: door.Y})
		}
	}
	return false
}

// slotOf is the pack slot of the first item of kind k, or -1.
func (g player) slotOf(k world.ItemKind) int {
	for i, it := range g.Inventory {
		if it == k {
			return i
		}
	}
	return -1
}

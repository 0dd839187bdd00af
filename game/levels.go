package game

import (
	"fmt"

	"downhill/world"
)

// DefaultHeart is the depth of the Heart of the Mountain when
// Config.Heart is 0.
const DefaultHeart = 8

// HeartDepth is the depth where the Heart lies: the bottom of the run,
// whose level has no down stairs.
func (g *Game) HeartDepth() int {
	if g.Cfg.Heart > 0 {
		return g.Cfg.Heart
	}
	return DefaultHeart
}

// enter puts the player on depth d: a newly generated level when d is
// deeper than any so far, otherwise the kept level exactly as it was left.
// Going down the player arrives on the up stairs, going up (up true) on the
// down stairs, or on the nearest free cell when a goblin stands there. The
// player's hit points come along.
func (g *Game) enter(d int, up bool) {
	hp, regen := startHP(world.Player, d), 0
	maxHP := hp
	if g.Level != nil {
		s := g.Level.Ents
		hp, maxHP, regen = s.HP[g.Player], s.MaxHP[g.Player], s.Regen[g.Player]
		s.Kill(g.Player)
	}
	g.Depth = d
	g.Stats.Deepest = max(g.Stats.Deepest, d)
	if d > len(g.Levels) {
		g.newLevel(d)
	} else {
		l := g.Levels[d-1]
		g.Level = l
		at := l.Up
		if up {
			at = l.Stairs
		}
		if !l.Grid.In(at.X, at.Y) {
			at = l.Start
		}
		g.Player = g.addCreature(world.Player, freeNear(l, at))
		g.startLevel()
	}
	s := g.Level.Ents
	s.HP[g.Player], s.MaxHP[g.Player], s.Regen[g.Player] = hp, maxHP, regen
}

// freeNear is the walkable cell nearest p (p itself first, then rings of
// growing 8-way distance in reading order) that no creature stands on.
func freeNear(l *world.Level, p world.Pos) world.Pos {
	gr := l.Grid
	for r := 0; r < max(gr.W, gr.H); r++ {
		for y := p.Y - r; y <= p.Y+r; y++ {
			for x := p.X - r; x <= p.X+r; x++ {
				q := world.Pos{X: x, Y: y}
				if max(abs(x-p.X), abs(y-p.Y)) != r || !gr.In(x, y) {
					continue
				}
				if gr.At(x, y).Walkable() && l.Ents.At(q) == world.NoEntity {
					return q
				}
			}
		}
	}
	return p
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// descend takes the down stairs: to the kept level below, or a new, deeper
// level with more goblins.
func (g *Game) descend() bool {
	p := g.PlayerPos()
	if g.Level.Grid.At(p.X, p.Y) != world.Stairs {
		g.say("There are no stairs here.")
		return false
	}
	g.nextLevel()
	return true
}

// nextLevel is the arrival on the level below, the turn a descent takes;
// the level's goblins act from the next one.
func (g *Game) nextLevel() {
	g.enter(g.Depth+1, false)
	g.Turn++
	g.act(g.Player, "descends to depth %d", g.Depth)
	g.say(fmt.Sprintf("You descend to depth %d.", g.Depth))
}

// ascend takes the up stairs: to the kept level above, or, on depth 1, out
// of the mountain, which wins the run when the player carries the Heart
// and is refused otherwise.
func (g *Game) ascend() bool {
	p := g.PlayerPos()
	if g.Level.Grid.At(p.X, p.Y) != world.UpStairs {
		g.say("There are no stairs up here.")
		return false
	}
	if g.Depth == 1 {
		if !g.HasHeart {
			g.say("You will not leave the mountain without its Heart.")
			return false
		}
		g.Turn++
		g.Won = true
		g.StopTravel()
		g.act(g.Player, "leaves the mountain with the Heart")
		g.say(fmt.Sprintf("You climb out of the mountain with its Heart. You win! Score %d. Press R for a new game.", g.Score()))
		return true
	}
	g.enter(g.Depth-1, true)
	g.Turn++
	g.act(g.Player, "climbs to depth %d", g.Depth)
	g.say(fmt.Sprintf("You climb to depth %d.", g.Depth))
	return true
}

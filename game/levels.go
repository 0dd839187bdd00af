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
// down stairs, or on the nearest free cell when a goblin stands there (see
// arrival). The player's hit points come along. It reports false, changing
// nothing, when a kept level has no cell left to arrive on.
func (g *Game) enter(d int, up bool) bool {
	var at world.Pos
	if d <= len(g.Levels) {
		var ok bool
		if at, ok = arrival(g.Levels[d-1], up); !ok {
			return false
		}
	}
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
		g.Player = g.addCreature(world.Player, at)
		g.startLevel()
	}
	s := g.Level.Ents
	s.HP[g.Player], s.MaxHP[g.Player], s.Regen[g.Player] = hp, maxHP, regen
	return true
}

// arrival is where the player arrives on the kept level l: its up stairs
// going down, its down stairs going up (up true), else its start, else its
// middle (a level may lack any of them), or the free cell nearest that:
// walkable ground first, deep water (where only the player may stand) when
// no ground is free. ok is false when no creature-free cell is left.
func arrival(l *world.Level, up bool) (p world.Pos, ok bool) {
	gr := l.Grid
	p = l.Up
	if up {
		p = l.Stairs
	}
	if !gr.In(p.X, p.Y) {
		p = l.Start
	}
	if !gr.In(p.X, p.Y) {
		p = world.Pos{X: gr.W / 2, Y: gr.H / 2}
	}
	if q, ok := freeNear(l, p, world.Tile.Walkable); ok {
		return q, true
	}
	return freeNear(l, p, func(t world.Tile) bool { return t == world.Deep })
}

// freeNear is the cell nearest p (on the map) whose tile passes ok and
// that no creature stands on: p itself first, then rings of growing 8-way
// distance, each in reading order. Only each ring's border is visited, so
// a full search costs one look at every cell.
func freeNear(l *world.Level, p world.Pos, ok func(world.Tile) bool) (world.Pos, bool) {
	gr := l.Grid
	free := func(x, y int) bool {
		return gr.In(x, y) && ok(gr.At(x, y)) && l.Ents.At(world.Pos{X: x, Y: y}) == world.NoEntity
	}
	for r := 0; r < max(gr.W, gr.H); r++ {
		for y := max(p.Y-r, 0); y <= min(p.Y+r, gr.H-1); y++ {
			step := 2 * r // the ring's left and right cells
			if y == p.Y-r || y == p.Y+r || r == 0 {
				step = 1 // its top and bottom rows whole
			}
			for x := p.X - r; x <= p.X+r; x += step {
				if free(x, y) {
					return world.Pos{X: x, Y: y}, true
				}
			}
		}
	}
	return p, false
}

// stairsWay is one direction of the stairs: the tile taken, the change of
// depth, what is said away from the tile, the action log's verb, the
// message on arrival, and what the stairs keys say when the player has
// not seen such stairs on the level (StairsTrip).
type stairsWay struct {
	tile                   world.Tile
	step                   int
	none, act, say, unseen string
}

// stairsWays are the ways down (0) and up (1): descend and ascend are one
// rule with these words.
var stairsWays = [2]stairsWay{
	{world.Stairs, +1, "There are no stairs here.", "descends to depth %d", "You descend to depth %d.", "You have found no stairs down on this level."},
	{world.UpStairs, -1, "There are no stairs up here.", "climbs to depth %d", "You climb to depth %d.", "You have found no stairs up on this level."},
}

// stairsOf is the way up (up) or down.
func stairsOf(up bool) stairsWay {
	if up {
		return stairsWays[1]
	}
	return stairsWays[0]
}

// descend takes the down stairs: to the kept level below, or a new, deeper
// level with more goblins.
func (g *Game) descend() bool { return g.takeStairs(false) }

// ascend takes the up stairs: to the kept level above, or, on depth 1, out
// of the mountain, which wins the run when the player carries the Heart
// and is refused otherwise.
func (g *Game) ascend() bool { return g.takeStairs(true) }

// takeStairs takes the stairs the player stands on, up or down.
func (g *Game) takeStairs(up bool) bool {
	if !g.OnStairs(up) {
		g.say(stairsOf(up).none)
		return false
	}
	if up && g.Depth == 1 {
		return g.leave()
	}
	return g.changeLevel(up)
}

// leave is the way out of the mountain from depth 1's up stairs: a win
// with the Heart, refused without it.
func (g *Game) leave() bool {
	if !g.HasHeart {
		g.say("You will not leave the mountain without its Heart.")
		return false
	}
	g.Turn++
	g.Won = true
	g.StopTravel()
	g.act(g.Player, "leaves the mountain with the Heart")
	g.say(fmt.Sprintf("You climb out of the mountain with its Heart. You win! Score %d.", g.Score()))
	return true
}

// changeLevel is the arrival on the level below (or above, up), the turn
// the stairs take; the level's goblins act from the next one. No turn
// passes when the level below is the deepest a game may have, or when the
// level is a kept one with no room left.
func (g *Game) changeLevel(up bool) bool {
	way := stairsOf(up)
	if !up && g.Depth >= MaxDepth || !g.enter(g.Depth+way.step, up) {
		g.say("The stairs are blocked.")
		return false
	}
	g.Turn++
	if !up && g.Depth == len(g.Stats.Descents)+2 {
		g.Stats.Descents = append(g.Stats.Descents, g.Turn)
	}
	g.act(g.Player, way.act, g.Depth)
	g.say(fmt.Sprintf(way.say, g.Depth))
	return true
}

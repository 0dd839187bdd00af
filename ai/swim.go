package ai

import (
	"downhill/ai/dijkstra"
	"downhill/world"
)

// DefaultSwimBudget is how many turns in a row the player can spend in deep
// water. Five lets a swimmer cross the generators' pools and narrow rivers
// but not a lake, which keeps water an obstacle worth routing around.
const DefaultSwimBudget = 5

// ShoreField floods every Deep cell of g with its distance from dry land:
// the number of deep cells a swimmer must be in, counting the cell itself,
// to get there from the nearest walkable non-deep cell (1 next to the
// shore). Land cells hold 0; walls and rock stay Unreached.
//
// The distance is the same both ways (moves are symmetric), so it is also
// the number of turns, counting the current one, that a swimmer needs to be
// back on land. That is the whole swim rule: entering a deep cell p with
// left turns of budget is safe exactly when Shore(p) <= left, because then
// a neighbour one closer to shore can be entered next turn with one turn
// less, down to land. The water never changes on a level, so the game scans
// this once per level; rock dug away later can only bring the shore nearer,
// so a stale shore field errs on the safe side. It reads the true map, not
// what the player knows: it is the game's rule, like a wall that blocks
// whether seen or not. dst is reused when it has g's size (nil allocates).
func ShoreField(g *world.Grid, dst *dijkstra.Field) *dijkstra.Field {
	if dst == nil {
		dst = dijkstra.NewField(g.W, g.H)
	}
	// The goals are the land cells beside deep water, where every swim
	// ends: the rest of the land (most of a level) is given its 0 after
	// the scan, never a goal (a goal a cell was 24 bytes a cell, 400 MB
	// on a 4096 x 4096 level) and never crossed (it costs 0 in the scan:
	// a swim reaches land at a shore cell first, and a diagonal's side
	// cells are beside its ends, so no path or corner changes).
	costs := dijkstra.NewCosts(g.W, g.H)
	var goals []dijkstra.Goal
	for y := 0; y < g.H; y++ {
		for x := 0; x < g.W; x++ {
			switch t := g.At(x, y); {
			case t == world.Deep:
				costs.Set(x, y, 1)
			case t.Walkable() && besideDeep(g, x, y):
				costs.Set(x, y, 1)
				goals = append(goals, dijkstra.Goal{X: x, Y: y})
			}
		}
	}
	dst.Scan(goals, costs, dijkstra.Rules{})
	for y := 0; y < g.H; y++ {
		for x := 0; x < g.W; x++ {
			if g.At(x, y).Walkable() && g.At(x, y) != world.Deep && dst.At(x, y) != 0 {
				dst.Set(x, y, 0)
			}
		}
	}
	return dst
}

// besideDeep reports whether one of x,y's eight neighbours is deep water.
func besideDeep(g *world.Grid, x, y int) bool {
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			if (dx != 0 || dy != 0) && g.In(x+dx, y+dy) && g.At(x+dx, y+dy) == world.Deep {
				return true
			}
		}
	}
	return false
}

// Shore is the shore distance of x,y on a ShoreField: 0 on land, Unreached
// for walls and for water no land reaches.
func Shore(shore *dijkstra.Field, x, y int) int32 { return shore.At(x, y) }

// SwimOK reports whether a swimmer with left turns of budget may enter x,y:
// always for land (the caller checks walkability), for deep water only when
// it is no farther from shore than left (see ShoreField).
func SwimOK(shore *dijkstra.Field, x, y, left int) bool {
	d := shore.At(x, y)
	return d != dijkstra.Unreached && d <= int32(left)
}

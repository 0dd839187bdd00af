package ai

import (
	"downhill/ai/dijkstra"
	"downhill/world"
)

// GoldPull is the start value of visible gold as an auto-explore goal: gold
// two steps farther than the nearest unseen cell still wins, so the explorer
// picks up what it sees on the way without crossing the map for it.
const GoldPull int32 = -2 * Step

// ExploreTarget picks where auto-explore goes next on a Route flooded from
// the player: every cell the player has never seen is a goal worth 0 (the
// Route treats it as floor, so only those at the edge of the known map are
// ever nearest), every visible cell with gold on it (gold is indexed like
// the grid) a goal worth GoldPull, except the player's own cell. The goal
// with the lowest Route value plus worth wins, the first in reading order
// on ties; ok is false when no goal is reachable: the level is explored.
//
// This is the explore Dijkstra map read from the other end. Flooding from
// all goals at their start values and walking downhill from the player
// reaches a goal of the same cost; flooding once from the player instead
// lets the same Route serve the path preview, charges the player exactly
// for the cells it enters (a door on the way, not the goal), and keeps the
// swim budget exact (see Route). The game replans only when the map
// knowledge changed: until then the chosen goal stays the cheapest, since
// every step along its path lowers its cost by that step and no other
// goal's by more.
func ExploreTarget(r *Route, g *world.Grid, gold []int) (target world.Pos, ok bool) {
	best := dijkstra.Unreached
	from := r.From()
	if r.W != g.W || r.H != g.H {
		return target, false
	}
	for y := 0; y < g.H; y++ {
		seen := g.Seen[y*g.W : (y+1)*g.W]
		layer0 := r.vals[(y+1)*r.stride+1 : (y+1)*r.stride+1+g.W]
		layer0 = layer0[:len(seen)]
		for x, s := range seen {
			i := y*g.W + x
			var worth int32
			var v int32
			switch {
			case !s:
				// Unseen counts as dry floor, so only layer 0 holds it.
				v = layer0[x]
			case gold != nil && gold[i] > 0 && g.Visible[i] && (x != from.X || y != from.Y):
				worth, v = GoldPull, r.At(x, y)
			default:
				continue
			}
			if v == dijkstra.Unreached || v == 0 {
				continue
			}
			if v+worth < best {
				best, target, ok = v+worth, world.Pos{X: x, Y: y}, true
			}
		}
	}
	return target, ok
}

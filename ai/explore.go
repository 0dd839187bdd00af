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
//
// The flood runs only as far as the choice needs: goals are checked as the
// flood settles them, nearest first, and it stops once no goal still
// unsettled could beat (or tie) the best found, GoldPull included.
func ExploreTarget(r *Route, g *world.Grid, gold []int) (target world.Pos, ok bool) {
	from := r.From()
	if r.W != g.W || r.H != g.H {
		return target, false
	}
	n, stride := int32(r.n), int32(r.stride)
	best, bestI := dijkstra.Unreached, int32(-1)
	// consider scores the settled state st of value v if it is a goal.
	consider := func(st, v int32) {
		c := st % n
		x, y := int(c%stride)-1, int(c/stride)-1
		i := int32(y*g.W + x)
		var worth int32
		switch {
		case v == 0:
			return
		case !g.Seen[i]:
			// Unseen counts as dry floor, so only layer 0 holds it.
			if st >= n {
				return
			}
		case gold != nil && gold[i] > 0 && g.Visible[i] && (x != from.X || y != from.Y):
			worth = GoldPull
		default:
			return
		}
		if s := v + worth; s < best || s == best && i < bestI {
			best, bestI = s, i
		}
	}
	// States an earlier reader settled, then the flood onwards: a goal
	// settled at value v scores at least v + GoldPull, so once that is
	// above the best score no unsettled goal can beat or tie it.
	for _, st := range r.touched {
		if v := r.vals[st]; v < r.cur {
			consider(st, v)
		}
	}
	for !r.done && (bestI < 0 || r.cur+GoldPull <= best) {
		v := r.cur
		for _, st := range r.advance() {
			if r.vals[st] == v {
				consider(st, v)
			}
		}
	}
	if bestI < 0 {
		return target, false
	}
	return world.Pos{X: int(bestI) % g.W, Y: int(bestI) / g.W}, true
}

// Package reference is the plain algorithm behind package dijkstra: a
// textbook Dijkstra over a grid of entry costs, with the engine's rules and
// none of its speed. Every scan path of the engine is tested against it,
// and docs/engine.md starts from it. It imports nothing of the project.
//
// A field holds, for every cell, the least over the goals of the goal's
// start plus the costs of the cells entered on the way from it. A creature
// that steps to its lowest neighbour walks a cheapest way to the nearest
// goal: one field serves every creature that wants those goals.
package reference

import (
	"container/heap"
	"math"
)

// Unreached is the value of a cell no goal reaches: above every value, so
// never downhill (dijkstra.Unreached).
const Unreached int64 = math.MaxInt32

// Grid is a map as the engine reads it: the cost of entering each cell,
// row by row. 1 is floor, 2 a door (a turn to open), 1 + hardness/85 rock
// to a tunneler (hardness 255 never), 0 never (a wall). Off the grid is a
// wall. A cost belongs to the cell, not the step: a diagonal step costs
// what an orthogonal one does.
type Grid struct {
	W, H int
	Cost []uint8
}

// At is the cost of entering x,y.
func (g Grid) At(x, y int) uint8 {
	if x < 0 || y < 0 || x >= g.W || y >= g.H {
		return 0
	}
	return g.Cost[y*g.W+x]
}

// Rules say how a mover steps, and how far a field is written.
type Rules struct {
	Four       bool  // orthogonal steps only (else 8 ways)
	CutCorners bool  // a diagonal may pass between two walls' corners
	Limit      int64 // the highest value written (0: none): a hearing radius, a leash
}

// Steps are the 8 steps in the engine's order: N, E, S, W, then the
// diagonals NE, SE, SW, NW.
var Steps = [8][2]int{{0, -1}, {1, 0}, {0, 1}, {-1, 0}, {1, -1}, {1, 1}, {-1, 1}, {-1, -1}}

// CanStep reports whether a mover at x,y may step by dx,dy into an
// enterable cell: a diagonal needs 8-way moves and, unless corners may be
// cut, both cells beside the step enterable, so nothing squeezes between
// two wall corners.
func (g Grid) CanStep(x, y, dx, dy int, r Rules) bool {
	if dx == 0 || dy == 0 {
		return true
	}
	return !r.Four && (r.CutCorners || g.At(x+dx, y) != 0 && g.At(x, y+dy) != 0)
}

// Goal is a cell a field flows to. Start is 0 for the player, negative for
// something wanted more (gold at -4 is worth four more steps than the
// player), positive for something wanted less.
type Goal struct {
	X, Y  int
	Start int64
}

// Scan is the field of goals under r. A goal off the grid, or starting
// above the limit, is ignored; two on one cell, the lower start counts.
func Scan(g Grid, goals []Goal, r Rules) []int64 {
	seeds := blank(g)
	for _, gl := range goals {
		if gl.X < 0 || gl.Y < 0 || gl.X >= g.W || gl.Y >= g.H || r.Limit != 0 && gl.Start > r.Limit {
			continue
		}
		c := gl.Y*g.W + gl.X
		seeds[c] = min(seeds[c], gl.Start)
	}
	return Relax(g, seeds, r)
}

// Relax is Dijkstra's algorithm seeded by every reached cell of values:
// each cell keeps at most its value, and takes its cheapest neighbour's
// plus the cost of entering it where that is less and within the limit.
// Scan is Relax from the goals; a hand-made field relaxes as it is.
func Relax(g Grid, values []int64, r Rules) []int64 {
	dist := append([]int64(nil), values...)
	q := &queue{}
	for c, v := range dist {
		if v != Unreached {
			heap.Push(q, item{v, c})
		}
	}
	for q.Len() > 0 {
		it := heap.Pop(q).(item)
		if it.v != dist[it.cell] {
			continue // settled lower already
		}
		x, y := it.cell%g.W, it.cell/g.W
		for _, d := range Steps {
			nx, ny := x+d[0], y+d[1]
			cost := g.At(nx, ny)
			if cost == 0 || !g.CanStep(x, y, d[0], d[1], r) {
				continue
			}
			n, v := ny*g.W+nx, it.v+int64(cost)
			if v < dist[n] && (r.Limit == 0 || v <= r.Limit) {
				dist[n] = v
				heap.Push(q, item{v, n})
			}
		}
	}
	return dist
}

// Flee is the flee field of an approach field: every reached value scaled
// (Scale, by about -1.2), then relaxed. Downhill on it leads
// away from the goals, round loops rather than into the nearest dead end,
// because relaxing lets a far exit's low value flow back past the goals.
func Flee(g Grid, approach []int64, scale float64, r Rules) []int64 {
	scaled := blank(g)
	for c, v := range approach {
		if v != Unreached {
			scaled[c] = int64(Scale(v, scale))
		}
	}
	return Relax(g, scaled, r)
}

// Scale is v times c rounded half up: a flee field's value before it is
// relaxed. It is a float, as c may be any: where v x c leaves int64 (an
// infinite c), the engine keeps it within its value space.
func Scale(v int64, c float64) float64 { return math.Floor(float64(v)*c + 0.5) }

// blank is a field of g with no cell reached.
func blank(g Grid) []int64 {
	f := make([]int64, g.W*g.H)
	for i := range f {
		f[i] = Unreached
	}
	return f
}

// item is a cell waiting in the queue with the value it was reached at.
type item struct {
	v    int64
	cell int
}

// queue is a min-heap of items by value, for container/heap.
type queue []item

func (q queue) Len() int           { return len(q) }
func (q queue) Less(i, j int) bool { return q[i].v < q[j].v }
func (q queue) Swap(i, j int)      { q[i], q[j] = q[j], q[i] }
func (q *queue) Push(x any)        { *q = append(*q, x.(item)) }
func (q *queue) Pop() any {
	old := *q
	it := old[len(old)-1]
	*q = old[:len(old)-1]
	return it
}

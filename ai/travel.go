package ai

import (
	"downhill/ai/dijkstra"
	"downhill/world"
)

// Route is the player's travel field: one flood from the player over what
// the player knows, from which the way to any cell is read by rolling
// downhill from that cell back to the player. The path to the cursor, click
// travel and auto-explore all read one Route, so hovering costs one flood
// per turn, not one search per mouse move.
//
// It differs from a plain Field in one way: deep water. A swimmer may spend
// only Budget turns in a row in deep water, which a value per cell cannot
// express (two stretches of water joined by land are fine, one long swim
// along a shore is not, and each of its cells is close to the shore). So the
// Route keeps one layer of values per number of swim turns used so far: land
// cells live on layer 0, a deep cell entered after k-1 deep cells in a row on
// layer k. A step into deep cell p from a cell on layer k is allowed only
// when Shore(p) <= Budget-k, the very rule the game enforces on every move
// (see ShoreField), so a path read from a Route is never refused and never
// drowns the player, and every safe way is considered: the layered flood is
// an exact shortest-path search over (cell, swim turns used).
//
// What is guaranteed, precisely: the budget refills on land, so one dry
// cell between two stretches of water is a full rest and stretches chain
// freely; every stretch of a path is at most Budget cells and passes the
// shore rule cell by cell; and no cheaper path with that property exists
// over what the player knows. Unseen cells are assumed dry, so a path into
// the unknown may turn out to cross water: the game re-checks a trip's
// path (CheckPath) whenever the map knowledge changes and stops it if the
// swim is no longer allowed.
//
// What the player knows (see KnownCost): cells never seen count as floor,
// so a path may point into the unknown (the game stops a trip when it turns
// out to be blocked); seen walls and rock never; a closed door two and a
// half steps; deep water one step on its layers. Values are in half steps
// (Step per plain step). Creatures are not in the costs: they move, and a
// trip checks the next cell before each step.
type Route struct {
	W, H   int
	Budget int // swim turns allowed in a row (layers 1..Budget)
	// Scans counts floods, so the game can show it scans once per turn.
	Scans int

	// Cells are indexed like Field and Costs: a one-cell border of
	// impassable cells around the grid (row stride W+2), so no step needs
	// a bounds check. n is the padded cell count, one layer's size.
	stride, n int
	off       [8]int32    // neighbour offsets N, E, S, W, NE, SE, SW, NW; d^2 is d reversed
	side      [8][2]int32 // the offsets of the two cells beside each diagonal step
	from      world.Pos
	start     int32   // start state: layer*n + cell
	cost      []uint8 // per cell, KnownCost; 0 on the border
	deep      []bool  // per cell: known deep water
	shore     []int32 // per cell: Shore distance (deep cells only)
	vals      []int32 // (Budget+1) layers of n values
	touched   []int32 // every state the flood gave a value, to undo it
	queue     dijkstra.Queue
	anyDeep   bool
	// The flood is lazy: Scan only starts it, and readers settle it as far
	// as they read (see settle). Every state below cur holds its final
	// value; done says the flood has run out.
	cur  int32
	done bool
	// What the costs were last built from, so ScanKnown skips the rebuild
	// while the player's knowledge is the same.
	costGrid  *world.Grid
	costShore *dijkstra.Field
	costKnown uint64
}

// NewRoute returns an empty route over w x h cells with the swim budget.
func NewRoute(w, h, budget int) *Route {
	r := &Route{}
	r.resize(w, h, max(budget, 0))
	return r
}

func (r *Route) resize(w, h, budget int) {
	if r.W == w && r.H == h && r.Budget == budget && r.vals != nil {
		return
	}
	r.W, r.H, r.Budget = w, h, budget
	r.stride, r.n = w+2, (w+2)*(h+2)
	s := int32(r.stride)
	r.off = [8]int32{-s, 1, s, -1, -s + 1, s + 1, s - 1, -s - 1}
	r.side = [8][2]int32{4: {-s, 1}, 5: {s, 1}, 6: {s, -1}, 7: {-s, -1}}
	r.cost = make([]uint8, r.n)
	r.deep = make([]bool, r.n)
	r.shore = make([]int32, r.n)
	r.vals = make([]int32, (budget+1)*r.n)
	for i := range r.vals {
		r.vals[i] = dijkstra.Unreached
	}
	// Room for a flood of the whole grid and a frontier of W+H states
	// from the start, so that a route bigger than any before allocates
	// nothing (4 bytes a cell, and 4 a bucket slot).
	r.touched = make([]int32, 0, r.n)
	r.queue.SetFloor(w + h)
	r.costGrid = nil
}

func (r *Route) index(x, y int) int32 { return int32((y+1)*r.stride + x + 1) }

func (r *Route) in(x, y int) bool { return x >= 0 && y >= 0 && x < r.W && y < r.H }

// Step is the cost of a plain step in Route values; DoorCost the cost of
// entering a closed door. Opening a door takes a turn and stepping in
// another, so a door is worth at least two steps; the extra half step
// settles the tie with a way around that takes as many turns in favour of
// the open floor (no door left open behind the player, and the same choice
// every time instead of one left to neighbour order). So a route through a
// door is taken only when it saves at least two steps.
const (
	Step     = 2
	DoorCost = 5
)

// KnownCost is what entering x,y costs a traveller who knows only what the
// player has seen, and whether it is deep water: unseen cells Step (assumed
// floor, so the unknown can be pointed at and explored), walls and rock 0
// (the player does not dig), closed doors DoorCost, deep water Step under
// the swim rule, every other walkable tile Step.
func KnownCost(g *world.Grid, x, y int) (cost uint8, deep bool) {
	if !g.In(x, y) {
		return 0, false
	}
	i := y*g.W + x
	if !g.Seen[i] {
		return Step, false
	}
	t := g.Tiles[i]
	return knownCosts[t], t == world.Deep
}

// knownCosts is KnownCost by tile for a seen cell: doors DoorCost, deep
// water and every walkable tile Step, the rest 0.
var knownCosts = func() (t [256]uint8) {
	for i := range 256 {
		switch tile := world.Tile(i); {
		case tile == world.Door:
			t[i] = DoorCost
		case tile == world.Deep, tile.Walkable():
			t[i] = Step
		}
	}
	return t
}()

// Scan floods the route from the player at from over g's known cells.
// shore is the level's ShoreField; left is the player's remaining swim
// turns (it matters only when the player is in deep water now). Once the
// route has g's size it allocates nothing.
//
// The flood is lazy: Scan only starts it, and each reader (At, Path,
// ExploreTarget) runs it just as far as the values it reads, which are then
// exactly those of a flood run to the end. Auto-explore, which wants the
// nearest unseen cell, so floods a few rooms rather than the level.
func (r *Route) Scan(g *world.Grid, shore *dijkstra.Field, from world.Pos, left int) {
	r.resize(g.W, g.H, r.Budget)
	r.buildCosts(g, shore)
	r.costGrid = nil
	r.start1(from, left)
}

// ScanKnown is Scan for a caller that keeps a checksum of what the player
// knows (the game's Knowledge: every seen cell and its tile): while known,
// g and shore are those of the last ScanKnown, the costs are not rebuilt.
func (r *Route) ScanKnown(g *world.Grid, shore *dijkstra.Field, from world.Pos, left int, known uint64) {
	r.resize(g.W, g.H, r.Budget)
	if r.costGrid != g || r.costShore != shore || r.costKnown != known {
		r.buildCosts(g, shore)
		r.costGrid, r.costShore, r.costKnown = g, shore, known
	}
	r.start1(from, left)
}

// buildCosts fills cost, deep and shore from what the player knows, row by
// row (KnownCost, by table).
func (r *Route) buildCosts(g *world.Grid, shore *dijkstra.Field) {
	anyDeep := false
	for y := 0; y < g.H; y++ {
		tiles, seen := g.Tiles[y*g.W:(y+1)*g.W], g.Seen[y*g.W:(y+1)*g.W]
		seen = seen[:len(tiles)]
		row := (y+1)*r.stride + 1
		cost, deep, sh := r.cost[row:row+g.W], r.deep[row:row+g.W], r.shore[row:row+g.W]
		cost, deep, sh = cost[:len(tiles)], deep[:len(tiles)], sh[:len(tiles)]
		for x, t := range tiles {
			c, d := uint8(Step), false
			if seen[x] {
				c, d = knownCosts[t], t == world.Deep
			}
			cost[x], deep[x], sh[x] = c, d, dijkstra.Unreached
			if d {
				anyDeep = true
				if shore != nil {
					sh[x] = shore.At(x, y)
				}
			}
		}
	}
	r.anyDeep = anyDeep
}

// start1 undoes the last flood (only the states it reached) and starts a
// new one from the player.
func (r *Route) start1(from world.Pos, left int) {
	r.Scans++
	r.from = from
	for _, st := range r.touched {
		r.vals[st] = dijkstra.Unreached
	}
	r.touched = r.touched[:0]
	r.start, r.cur, r.done = -1, 0, true
	if !r.in(from.X, from.Y) {
		return
	}
	s := r.index(from.X, from.Y)
	k0 := 0
	if r.deep[s] {
		k0 = min(max(r.Budget-left, 0), r.Budget)
	}
	// Dial's algorithm over states k*n+cell with costs Step and DoorCost,
	// on the engine's bucket queue; stale entries skipped by comparing
	// values.
	r.start = int32(k0)*int32(r.n) + s
	r.vals[r.start] = 0
	r.touched = append(r.touched, r.start)
	r.queue.Reset(DoorCost)
	r.queue.Push(r.start, 0)
	r.done = false
}

// advance settles the states of value cur (the next bucket) and returns the
// bucket: the states in it whose value is cur are the ones just settled
// (the others are stale entries). It is valid until the next advance (the
// queue's ring is longer than DoorCost + 1).
func (r *Route) advance() []int32 {
	cur := r.cur
	q := &r.queue
	b := q.Take(cur)
	n := int32(r.n)
	cost, vals, off, side := r.cost, r.vals, &r.off, &r.side
	corners := dijkstra.Deny // the engine's corner rule
	anyDeep, budget := r.anyDeep, int32(r.Budget)
	for _, st := range b {
		if vals[st] != cur {
			continue
		}
		k, c := int32(0), st
		for c >= n { // the layer: a few compares, no division
			k, c = k+1, c-n
		}
		for d := range off {
			nc := c + off[d]
			cn := cost[nc]
			if cn == 0 || d >= 4 && !corners.Allows(cost[c+side[d][0]] != 0, cost[c+side[d][1]] != 0) {
				continue
			}
			ns := nc
			if anyDeep && r.deep[nc] {
				if r.shore[nc] > budget-k {
					continue
				}
				ns += (k + 1) * n // one more swim turn
			} // else back on land (or still on it): layer 0
			nv := cur + int32(cn)
			old := vals[ns]
			if nv >= old {
				continue
			}
			if old == dijkstra.Unreached {
				r.touched = append(r.touched, ns)
			}
			vals[ns] = nv
			q.Push(ns, nv)
		}
	}
	r.cur++
	r.done = q.Len() == 0
	return b
}

// settle runs the flood until every state of value up to v is settled (or
// the flood ends).
func (r *Route) settle(v int32) {
	for !r.done && r.cur <= v {
		r.advance()
	}
}

// finish runs the flood to its end.
func (r *Route) finish() {
	for !r.done {
		r.advance()
	}
}

// next is the move rule: the layer reached by stepping from cell c on
// layer k in direction d (offset order), or false when the step is not
// allowed (blocked, squeezing between two wall corners, or a swim beyond
// the budget).
func (r *Route) next(c int32, k, d int) (int, bool) {
	nc := c + r.off[d]
	if r.cost[nc] == 0 {
		return 0, false
	}
	if d >= 4 && !dijkstra.Deny.Allows(r.cost[c+r.side[d][0]] != 0, r.cost[c+r.side[d][1]] != 0) {
		return 0, false
	}
	if !r.deep[nc] {
		return 0, true
	}
	if r.shore[nc] > int32(r.Budget-k) {
		return 0, false
	}
	return k + 1, true
}

// From is the cell the route was flooded from.
func (r *Route) From() world.Pos { return r.from }

// best returns the lowest value of x,y over the layers and its layer (the
// lowest such layer: the most swim budget left).
func (r *Route) best(x, y int) (int32, int) {
	if !r.in(x, y) || r.vals == nil {
		return dijkstra.Unreached, 0
	}
	i := int(r.index(x, y))
	v, layer := r.bestAt(i)
	for !r.done && v >= r.cur {
		r.advance()
		v, layer = r.bestAt(i)
	}
	return v, layer
}

// bestAt is best for padded cell i as the flood stands.
func (r *Route) bestAt(i int) (int32, int) {
	v, layer := dijkstra.Unreached, 0
	for k := 0; k <= r.Budget; k++ {
		if w := r.vals[k*r.n+i]; w < v {
			v, layer = w, k
		}
	}
	return v, layer
}

// At is the cost of the cheapest safe way from the player to x,y in half
// steps (0 at the player; a path of plain steps costs Step per cell), or
// Unreached.
func (r *Route) At(x, y int) int32 {
	v, _ := r.best(x, y)
	return v
}

// Path appends to dst the cells entered on the way from the player to x,y,
// in walking order and ending with x,y; dst is unchanged when x,y is the
// player's cell or unreached. It rolls downhill from x,y to the player: at
// each state it takes the lowest predecessor that the move rule allows,
// the first in the fixed order N, E, S, W, NE, SE, SW, NW on ties (then the
// layer with more budget left), so the same turn always shows the same path
// and a trip that stores it walks exactly what was shown.
func (r *Route) Path(x, y int, dst []world.Pos) []world.Pos {
	v, k := r.best(x, y)
	if v == dijkstra.Unreached || v == 0 {
		return dst
	}
	base := len(dst)
	n := int32(r.n)
	st := int32(k)*n + r.index(x, y)
	for steps := 0; st != r.start && steps <= len(r.vals); steps++ {
		c := st % n
		k := int(st / n)
		dst = append(dst, world.Pos{X: int(c)%r.stride - 1, Y: int(c)/r.stride - 1})
		best, bv := int32(-1), dijkstra.Unreached
		for d := range r.off {
			m := c + r.off[d] // the neighbour in direction d steps back by d^2
			if r.cost[m] == 0 {
				continue
			}
			for j := 0; j <= r.Budget; j++ {
				ms := int32(j)*n + m
				if r.vals[ms] >= bv {
					continue
				}
				if nk, ok := r.next(m, j, d^2); !ok || nk != k {
					continue
				}
				best, bv = ms, r.vals[ms]
			}
		}
		if best < 0 {
			return dst[:base] // cannot happen on a scanned route
		}
		st = best
	}
	out := dst[base:]
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return dst
}

// CheckPath replays path from from against what the player knows now and
// returns the index of the first step that is no longer allowed (a wall
// seen where the unknown was assumed floor, a swim beyond the budget, a
// step that is not to a neighbour), or -1 when the whole path is still
// good. left is the swim budget remaining at from. Trips call it after
// every step that changed the map knowledge; tests call it on every path a
// Route gives.
func CheckPath(g *world.Grid, shore *dijkstra.Field, budget int, from world.Pos, left int, path []world.Pos) int {
	x, y := from.X, from.Y
	if c, deep := KnownCost(g, x, y); c == 0 || !deep {
		left = budget
	}
	known := func(x, y int) bool { c, _ := KnownCost(g, x, y); return c != 0 }
	for i, p := range path {
		if !(dijkstra.Rules{}).CanStep(x, y, p.X-x, p.Y-y, known) {
			return i
		}
		if _, deep := KnownCost(g, p.X, p.Y); deep {
			if shore == nil || !SwimOK(shore, p.X, p.Y, left) {
				return i
			}
			left--
		} else {
			left = budget
		}
		x, y = p.X, p.Y
	}
	return -1
}

package ai

import "downhill/ai/dijkstra"

// Loops marks the ground a fleeing creature can run round: every passable
// cell (cost above 0) that does not lie in a dead end. It is Brogue's
// IN_LOOP: start with every passable cell marked and peel off, again and
// again, each marked cell whose marked neighbours, walked round it in a
// circle, form at most one unbroken run of at most LoopRun cells. The tip
// of a dead-end corridor (one neighbour) goes, then the cell before it,
// until the corridor meets ground with two ways out; what stays is the
// loops, the rooms and the open ground between them (a room's corner
// goes, three neighbours in a run, and stops there: its edge cells have
// five).
//
// The result is a pure function of the costs' passability, recomputed
// whole when it changes (a dig), so a loaded game sees the same loops as
// the one it was saved from (peeling is not confluent: an update of only
// the cells a dig touched could settle elsewhere).
type Loops struct {
	W, H int
	// on is one bool a cell with a one-cell border of false (row stride
	// W+2), so the peel reads neighbours without bounds checks.
	on     []bool
	queued []bool // in queue
	queue  []int32
	ver    int             // the version of passability the marks were made from
	costs  *dijkstra.Costs // the costs they were made from
	made   bool
}

// LoopRun is the longest run of marked neighbours a cell may have and
// still be peeled: 3 takes dead-end corridors one and two cells wide and
// the corners of rooms, and leaves the rest of a room (Brogue's first
// version; its later 4 peels whole rooms from their corners inwards).
const LoopRun = 3

// ring is the eight neighbours in a circle (N, NE, E, SE, S, SW, W, NW)
// as offsets in a padded grid of stride s.
func ring(s int32) [8]int32 {
	return [8]int32{-s, -s + 1, 1, s + 1, s, s - 1, -1, -s - 1}
}

// On reports whether x,y is marked (on a loop or open ground); false off
// the grid and on impassable cells.
func (l *Loops) On(x, y int) bool {
	if x < 0 || y < 0 || x >= l.W || y >= l.H {
		return false
	}
	return l.on[(y+1)*(l.W+2)+x+1]
}

// reserve makes the marks' arrays for a w x h grid now.
func (l *Loops) reserve(w, h int) {
	if l.W == w && l.H == h && l.on != nil {
		return
	}
	l.W, l.H = w, h
	l.on = make([]bool, (w+2)*(h+2))
	l.queued = make([]bool, (w+2)*(h+2))
	l.queue = make([]int32, 0, max(w+h, w*h/16))
	l.made = false
}

// Update brings the marks up to date with costs, recomputing them only
// when ver, the version of what walkers may enter (Memo.WalkVer), moved
// on or the costs are others.
func (l *Loops) Update(costs *dijkstra.Costs, ver int) {
	if l.made && l.costs == costs && l.ver == ver && l.W == costs.W && l.H == costs.H {
		return
	}
	w, h := costs.W, costs.H
	s := int32(w + 2)
	l.reserve(w, h)
	l.costs, l.ver, l.made = costs, ver, true
	clear(l.queued)
	for y := range h {
		for x := range w {
			l.on[int32(y+1)*s+int32(x+1)] = costs.At(x, y) != 0
		}
	}
	r := ring(s)
	// One pass in reading order peels what it can; a peeled cell queues
	// its marked neighbours (each may now be a tip), each at most once
	// at a time, so the queue never holds more than the cells and the
	// work is linear in them.
	q := l.queue[:0]
	peel := func(i int32) {
		l.on[i] = false
		for _, d := range r {
			if j := i + d; l.on[j] && !l.queued[j] {
				l.queued[j] = true
				q = append(q, j)
			}
		}
	}
	for y := range h {
		for x := range w {
			if i := int32(y+1)*s + int32(x+1); l.on[i] && l.peels(i, &r) {
				peel(i)
			}
		}
	}
	for len(q) > 0 {
		i := q[len(q)-1]
		q = q[:len(q)-1]
		l.queued[i] = false
		if l.on[i] && l.peels(i, &r) {
			peel(i)
		}
	}
	l.queue = q
}

// peels reports whether marked cell i's marked neighbours form at most one
// run round it, of at most LoopRun cells.
func (l *Loops) peels(i int32, r *[8]int32) bool {
	// Start just after an unmarked neighbour, so no run wraps round.
	start := -1
	for k := range 8 {
		if !l.on[i+r[k]] {
			start = k
			break
		}
	}
	if start < 0 {
		return false // open ground all round
	}
	runs, n, longest := 0, 0, 0
	for k := 1; k <= 8; k++ {
		if l.on[i+r[(start+k)%8]] {
			if n == 0 {
				runs++
			}
			n++
			longest = max(longest, n)
		} else {
			n = 0
		}
	}
	return runs <= 1 && longest <= LoopRun
}

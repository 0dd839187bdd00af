package ai

import (
	"math/bits"
	"slices"
)

// Scan floods the field from goals over costs. Afterwards each cell holds
// min over goals g of g.Start + the sum of the costs of entering each cell
// after g on the cheapest way (a goal's own cell costs nothing), or
// Unreached. Goals off the grid or above the limit are ignored; a goal may
// sit on an impassable cell and still flow out of it.
//
// Because the cost is that of the cell entered, whichever neighbour reaches
// a cell first in value order gives it its final value, so each cell is
// queued once: unit costs (Costs.Max() <= 1) take a breadth-first flood
// whose queue is the settle order itself, higher costs Dial's bucket queue
// with Max+1 slots. No heap, and no allocation once the field has its size.
func (f *Field) Scan(goals []Goal, costs *Costs, rules Rules) {
	f.resize(costs.W, costs.H)
	f.costs, f.rules = costs, rules
	f.Scans++
	limit := rules.limit()
	f.seeds = f.seeds[:0]
	for _, g := range goals {
		if !costs.In(g.X, g.Y) || g.Start > limit {
			continue
		}
		f.seeds = append(f.seeds, seed{f.index(g.X, g.Y), g.Start})
	}
	if !slices.IsSortedFunc(f.seeds, bySeedStart) {
		slices.SortFunc(f.seeds, bySeedStart)
	}
	if len(f.seeds) == 0 {
		return
	}
	if costs.max <= 1 {
		f.flood(limit)
	} else {
		f.dial(limit)
	}
	f.sorted = true
}

func bySeedStart(a, b seed) int {
	switch {
	case a.start < b.start:
		return -1
	case a.start > b.start:
		return 1
	}
	return int(a.cell - b.cell)
}

// offsets returns the neighbour offsets for the rules: N, E, S, W then NE,
// SE, SW, NW. This fixed order is the tie-break of readers given no Picker.
func (f *Field) offsets(m Moves) []int32 {
	s := int32(f.stride)
	all := [8]int32{-s, 1, s, -1, -s + 1, s + 1, s - 1, -s - 1}
	if m == Four {
		return all[:4:4]
	}
	return all[:]
}

// diagonalOK reports whether the diagonal step from c by offset d (index k
// >= 4 in offsets order) passes the corner rule under costs.
func diagonalOK(cost []uint8, c int32, k int, s int32) bool {
	switch k {
	case 4: // NE
		return cost[c-s] != 0 && cost[c+1] != 0
	case 5: // SE
		return cost[c+s] != 0 && cost[c+1] != 0
	case 6: // SW
		return cost[c+s] != 0 && cost[c-1] != 0
	default: // NW
		return cost[c-s] != 0 && cost[c-1] != 0
	}
}

// flushSeeds queues, in start order, the goals with start <= upto that no
// cheaper goal has already reached, appending them to q at tail.
func (f *Field) flushSeeds(si int, upto int32, q []int32, tail int) (int, int) {
	for si < len(f.seeds) && f.seeds[si].start <= upto {
		s := f.seeds[si]
		si++
		if f.vals[s.cell] > s.start {
			f.vals[s.cell] = s.start
			q[tail] = s.cell
			tail++
		}
	}
	return si, tail
}

// flood is the unit-cost scan: a breadth-first flood whose FIFO queue is
// f.order. Goals with different starts join the queue just before the first
// cell of their value, which keeps the queue sorted.
func (f *Field) flood(limit int32) {
	vals, order, cost := f.vals, f.order, f.costs.cell
	s := int32(f.stride)
	eight := f.rules.Moves != Four
	deny := f.rules.Corners == Deny
	head, tail, si := 0, 0, 0
	for {
		if head == tail {
			if si == len(f.seeds) {
				break
			}
			si, tail = f.flushSeeds(si, f.seeds[si].start, order, tail)
			continue
		}
		c := order[head]
		head++
		v := vals[c] + 1
		if si < len(f.seeds) && f.seeds[si].start <= v {
			si, tail = f.flushSeeds(si, v, order, tail)
		}
		if v > limit {
			continue
		}
		n, e, so, w := c-s, c+1, c+s, c-1
		cn, ce, cs, cw := cost[n], cost[e], cost[so], cost[w]
		if cn != 0 && vals[n] > v {
			vals[n] = v
			order[tail] = n
			tail++
		}
		if ce != 0 && vals[e] > v {
			vals[e] = v
			order[tail] = e
			tail++
		}
		if cs != 0 && vals[so] > v {
			vals[so] = v
			order[tail] = so
			tail++
		}
		if cw != 0 && vals[w] > v {
			vals[w] = v
			order[tail] = w
			tail++
		}
		if !eight {
			continue
		}
		if deny {
			if cn != 0 && ce != 0 {
				if d := n + 1; cost[d] != 0 && vals[d] > v {
					vals[d] = v
					order[tail] = d
					tail++
				}
			}
			if cs != 0 && ce != 0 {
				if d := so + 1; cost[d] != 0 && vals[d] > v {
					vals[d] = v
					order[tail] = d
					tail++
				}
			}
			if cs != 0 && cw != 0 {
				if d := so - 1; cost[d] != 0 && vals[d] > v {
					vals[d] = v
					order[tail] = d
					tail++
				}
			}
			if cn != 0 && cw != 0 {
				if d := n - 1; cost[d] != 0 && vals[d] > v {
					vals[d] = v
					order[tail] = d
					tail++
				}
			}
			continue
		}
		for _, d := range [4]int32{n + 1, so + 1, so - 1, n - 1} {
			if cost[d] != 0 && vals[d] > v {
				vals[d] = v
				order[tail] = d
				tail++
			}
		}
	}
	f.reached = tail
}

// setRing sizes the bucket ring to the smallest power of two above the
// highest cost, so a bucket index is value & mask even for negative values.
func (f *Field) setRing() int32 {
	m := int(f.costs.max)
	if m < 1 {
		m = 1
	}
	r := 1 << bits.Len(uint(m)) // > m
	for len(f.ring) < r {
		f.ring = append(f.ring, nil)
	}
	for i := range f.ring {
		f.ring[i] = f.ring[i][:0]
	}
	return int32(r - 1)
}

// dial is the small-integer-cost scan (Dial's algorithm): buckets of equal
// value in a ring of Max+1 (rounded up to a power of two) slots. A cell is
// settled when its bucket is emptied; stale entries (a goal lowered after
// it was first reached) are skipped by checking the value.
func (f *Field) dial(limit int32) {
	vals, order, cost := f.vals, f.order, f.costs.cell
	mask := f.setRing()
	ring := f.ring
	offs := f.offsets(f.rules.Moves)
	deny := f.rules.Corners == Deny
	s := int32(f.stride)
	p, si, pending := 0, 0, 0
	cur := f.seeds[0].start
	for {
		for si < len(f.seeds) && f.seeds[si].start <= cur {
			sd := f.seeds[si]
			si++
			if vals[sd.cell] > sd.start {
				vals[sd.cell] = sd.start
				ring[cur&mask] = append(ring[cur&mask], sd.cell)
				pending++
			}
		}
		b := ring[cur&mask]
		for _, c := range b {
			if vals[c] != cur {
				continue
			}
			order[p] = c
			p++
			for k, d := range offs {
				n := c + d
				cn := cost[n]
				if cn == 0 {
					continue
				}
				nv := cur + int32(cn)
				if nv >= vals[n] || nv > limit {
					continue
				}
				if k >= 4 && deny && !diagonalOK(cost, c, k, s) {
					continue
				}
				vals[n] = nv
				ring[nv&mask] = append(ring[nv&mask], n)
				pending++
			}
		}
		pending -= len(b)
		ring[cur&mask] = b[:0]
		if pending == 0 {
			if si == len(f.seeds) {
				break
			}
			cur = f.seeds[si].start
		} else {
			cur++
		}
	}
	f.reached = p
}

package dijkstra

import "sort"

// Scale makes f the field src x c, every reached cell of src a seed with
// value round-half-up(c x v); unreached cells stay unreached. src may be f.
// With c < 0 the settle order is reversed, which keeps it sorted, so the
// Rescan that follows needs no sort. This is how a flee field starts: the
// approach field x about -1.2.
func (f *Field) Scale(src *Field, c float64) {
	f.sideOK, f.seedReach, f.runsOK = false, false, false
	if f == src {
		o := f.order[:f.reached]
		for _, i := range o {
			f.vals[i] = scaleValue(f.vals[i], c)
		}
		if c < 0 {
			for i, j := 0, len(o)-1; i < j; i, j = i+1, j-1 {
				o[i], o[j] = o[j], o[i]
			}
		}
		return
	}
	if f.W == src.W && f.H == src.H && f.vals != nil && src.marksOK && !src.wallHeld &&
		src.marked != nil && src.markedVer == src.marked.ver {
		// src's values and wall marks in one block copy (memmove speed),
		// instead of undoing f's previous scan cell by cell and marking
		// walls: the loop below then overwrites src's reached cells.
		copy(f.vals, src.vals)
		f.marked, f.markedVer, f.marksOK, f.wallHeld = src.marked, src.markedVer, true, false
	} else {
		f.resize(src.W, src.H)
	}
	f.costs, f.rules = src.costs, src.rules
	f.reached = src.reached
	f.sorted = src.sorted
	f.closed, f.closedCosts, f.closedVer, f.closedRules = src.closed, src.closedCosts, src.closedVer, src.closedRules
	if src.wallHeld || !src.marksOK || f.marked != src.marked || f.markedVer != src.markedVer {
		f.marksOK = false // ensureMarks sorts it out before scanning
	}
	// One pass: copy the order (reversed for c < 0) and scale, computing
	// each value once per run of equal values (the order is sorted).
	so, fo := src.order[:src.reached], f.order[:src.reached]
	sv, fv := src.vals, f.vals
	lastV, lastS := Unreached, Unreached
	step, j := 1, 0
	if c < 0 {
		step, j = -1, len(so)-1
	}
	for _, i := range so {
		if v := sv[i]; v != lastV {
			lastV, lastS = v, scaleValue(v, c)
		}
		fv[i] = lastS
		fo[j] = i
		j += step
	}
}

// scaleValue rounds c x v half up. The explicit float64 conversion stops the
// compiler fusing the multiply and add, so every platform gets the same
// integers (a seed replays identically in the browser).
func scaleValue(v int32, c float64) int32 {
	x := float64(float64(v)*c) + 0.5
	switch {
	case x >= float64(noLimit):
		return noLimit
	case x <= -float64(noLimit):
		return -noLimit
	case x != x: // NaN: c was infinite and v 0
		return 0
	}
	t := int32(x) // toward zero; floor is one less for negative fractions
	if float64(t) > x {
		t--
	}
	return t
}

// Rescan relaxes a field whose cells already hold values to its fixed
// point: afterwards every reached cell is min(its value, cheapest neighbour
// + the cost of entering it) under costs and rules, and so is every cell
// this newly reaches. Every reached cell acts as a goal starting at its
// value, so Rescan is Dial's algorithm seeded by the whole field, settled
// in value order (sorted first unless Scan or Scale left it sorted). Costs
// must have the field's size (it panics otherwise: a programming error).
func (f *Field) Rescan(costs *Costs, rules Rules) {
	if costs.W != f.W || costs.H != f.H {
		panic("dijkstra: Rescan with costs of another size than the field")
	}
	f.costs, f.rules = costs, rules
	f.Scans++
	f.sideOK, f.seedReach, f.runsOK = false, false, false
	f.ensureMarks(costs)
	n0 := f.reached
	if n0 == 0 {
		f.setClosed(true, costs, rules)
		return
	}
	if !f.sorted {
		sort.Sort((*byValue)(f))
	}
	vals, order := f.vals, f.order
	limit := rules.limit()
	mask := f.setRing()
	ring := f.q.ring
	pending, next := 0, 0
	changed := false
	// A closed field (every cell its rules can enter from a reached cell is
	// reached) gains no cells: nothing to append to f.order.
	track := !f.closedUnder(costs, rules)
	cur := vals[order[0]]
	for {
		// Seeds due at cur, in their (original) value order, relaxed as a
		// run straight from f.order. An entry whose value is now below cur
		// was lowered and is settled from its bucket instead.
		run := next
		for next < n0 {
			v := vals[order[next]]
			if v > cur {
				break
			}
			if v != cur { // lowered: ends a run
				if next > run && cur < limit {
					q := f.relaxLower(order[run:next], cur, limit, mask, track)
					pending += q
					changed = changed || q > 0
				}
				run = next + 1
			}
			next++
		}
		if next > run && cur < limit {
			q := f.relaxLower(order[run:next], cur, limit, mask, track)
			pending += q
			changed = changed || q > 0
		}
		// Cells lowered to cur: compact the live ones (still holding cur)
		// in place and relax them.
		b := &ring[cur&mask]
		if b.n > 0 {
			buf, j := b.buf[:b.n], 0
			for _, c := range buf {
				buf[j] = c
				j += int(b2i(vals[c] == cur))
			}
			pending -= b.n
			b.n = 0 // relaxing fills only the buckets above cur
			if cur < limit && j > 0 {
				q := f.relaxLower(buf[:j], cur, limit, mask, track)
				pending += q
				changed = changed || q > 0
			}
		}
		if pending == 0 {
			for next < n0 && vals[order[next]] <= cur {
				next++
			}
			if next == n0 {
				break
			}
			cur = vals[order[next]]
		} else {
			cur++
		}
	}
	f.sorted = !changed
	// Closed unless a limit cut the flood: no limit, and no value (all are
	// at most cur now) so close to noLimit that a step was refused.
	f.setClosed(limit == noLimit && cur <= noLimit-int32(costs.max), costs, rules)
}

// byValue sorts a field's settle order by value, for Rescan after Set.
type byValue Field

// Len, Less and Swap make byValue a sort.Interface over the reached cells.
func (b *byValue) Len() int { return b.reached }
func (b *byValue) Less(i, j int) bool {
	return b.vals[b.order[i]] < b.vals[b.order[j]]
}
func (b *byValue) Swap(i, j int) { b.order[i], b.order[j] = b.order[j], b.order[i] }

// Flee makes f the flee field of approach: approach x c (c about -1.2),
// every reached cell seeded, then rescanned with the approach field's costs
// and rules. Walking downhill on it leads away from the approach goals, but
// around corners and through loops rather than into the nearest dead end,
// because the rescan lets a far-away low value flow back past the player.
// When it can, it computes those values as one flood (fleeFlood): the
// same values, each cell settled once.
func (f *Field) Flee(approach *Field, c float64) {
	if f.fleeFlood(approach, c) {
		return
	}
	f.Scale(approach, c)
	if approach.costs == nil { // never scanned: nothing reached, nothing to relax
		f.Scans++
		return
	}
	f.Rescan(approach.costs, approach.rules)
}

// fleeSeeds is a flee flood's source of seeds: every cell src reached, in
// reverse settle order (nondecreasing once scaled by c < 0), starting at
// its value x c. src's order holds runs of equal values, and the seeds are
// taken a run at a time: each run's end is the one the scan noted
// (runs.go), or else found by a binary search over the order, so the
// flood reads src's value of a few cells a run, not of every cell (those
// reads, of cells the flood settled long before, missed the cache and
// took a quarter of the flee's time).
type fleeSeeds struct {
	src  *Field
	c    float64
	runs []valueRun // src's runs when noted, else nil
	ri   int        // the run being taken
	// Seeds si < end (si counting from the end of src's order) start at
	// start.
	end   int
	start int32
}

// at returns the start of seed si, moving on to its run if si is past
// the current one.
func (fl *fleeSeeds) at(si int) int32 {
	if si < fl.end {
		return fl.start
	}
	src := fl.src
	order, vals, n := src.order, src.vals, src.reached
	var lo int
	var v int32
	if fl.runs != nil {
		k := n - 1 - si
		for fl.ri--; fl.ri > 0 && int(fl.runs[fl.ri-1].end) > k; fl.ri-- {
		}
		if v = fl.runs[fl.ri].v; fl.ri > 0 {
			lo = int(fl.runs[fl.ri-1].end)
		}
	} else {
		v = vals[order[n-1-si]]
		lo = sort.Search(n-si, func(k int) bool { return vals[order[k]] >= v })
	}
	fl.end, fl.start = n-lo, scaleValue(v, fl.c)
	return fl.start
}

// flushFlee is flushSeeds for a flee flood. A door seed joins f.side, as
// the doors a flood finds do, so clear and restoreClasses give it its
// mark and class back.
func (f *Field) flushFlee(si int, upto int32, q []int32, tail int) (int, int) {
	fl := &f.flee
	order, n := fl.src.order, fl.src.reached
	vals, cost := f.vals, f.costs.cell
	var fb []uint8
	if f.fbOn {
		fb = f.fb
	}
	for si < n && fl.at(si) <= upto {
		start := fl.start
		for ; si < fl.end; si++ {
			c := order[n-1-si]
			// Most seeds were found already, at a lower value: on the
			// class path a found cell's class says so from a byte, and
			// only a door found (its value, one above its layer's, still
			// to come) may still be lowered by its seed.
			if fb != nil {
				if st := fb[c]; st&1 != 0 {
					vals[c] = Unreached // not found: maybe a kept value (keep.go)
				} else if st != fbDoorFound || vals[c] <= start {
					continue
				}
			}
			if vals[c] > start {
				vals[c] = start
				if f.fbOn {
					f.fb[c] &^= 1 // found
				}
				if cost[c] == 2 {
					f.keepSide(order[n-1-si : n-si])
				}
				q[tail] = c
				tail++
			}
		}
	}
	return si, tail
}

// fleeFlood is Flee as one flood, when it can be: the flee field's values
// are the least fixed point of "a cell's value is at most its scaled
// value, and at most a neighbour's plus its own cost", which is a Scan
// whose goals are every reached cell of approach, each starting at its
// scaled value. So instead of scaling every cell and then relaxing every
// cell's neighbours by their values (Rescan), the flee field is flooded
// from blank like any Scan, each cell settled once, its neighbours found
// by the walkers' class bytes, the scaled values fed in as seeds in
// order. It needs approach's settle order sorted, a scan with no limit
// (so Rescan's limit plays no part), costs up to 3, no goal on a wall,
// and c < 0 (which reverses the order). The costs may have changed since
// the approach scan (a game digs and opens doors between the two), as
// long as they remember the cells changed and none of those now
// impassable holds a value, which Rescan would keep and a flood cannot
// start from. It reports whether it ran.
func (f *Field) fleeFlood(approach *Field, c float64) bool {
	costs := approach.costs
	if f == approach || costs == nil || !(c < 0) || approach.reached == 0 || !approach.sorted ||
		approach.wallHeld || costs.max > 3 || !approach.closed || approach.closedCosts != costs ||
		approach.closedRules != (Rules{Moves: approach.rules.Moves, Corners: approach.rules.Corners}) {
		return false
	}
	if approach.closedVer != costs.ver {
		ok := true
		if !costs.changedSince(approach.closedVer, func(i int32) {
			if costs.cell[i] == 0 && approach.get(i) != Unreached {
				ok = false
			}
		}) || !ok {
			return false
		}
	}
	f.keepReach(f.keepsFleeReach(approach))
	f.begin(costs, approach.rules)
	f.seeds = f.seeds[:0]
	f.flee = fleeSeeds{src: approach, c: c}
	if approach.runsOK {
		f.flee.runs, f.flee.ri = approach.runs, len(approach.runs)
		f.runFlees++
	}
	f.sideLost = false
	// On open ground with unit costs the bit scan floods it (a seed found
	// already then holds a value no higher than its start: fleeBits).
	f.bitScan = costs.max <= 1 && f.bitsPay(costs, approach.rules)
	if f.bitScan {
		f.undoKept()
		f.bitDial(noLimit)
	} else {
		f.cellScan(noLimit)
	}
	f.flee = fleeSeeds{}
	f.sideLost = false
	f.finish(noLimit)
	return true
}

package dijkstra

import "math/bits"

// Keeping the last scan's reach. A game scans the same field every turn
// from a goal that moved a step (the player) over costs that did not
// change, and each scan first undid the last one: every reached cell
// given its blank value again, a store scattered over the whole level a
// cell (a tenth of a big level's 8-way scan). When the new scan must
// reach exactly the cells the last one did, that undo is wasted, since
// the scan gives each of them a new value; so it is skipped, the class
// path being the one that can do without it: its class bytes, not the
// values, say which cells it has found, and it writes every value it
// finds. (Without findLayer's prefetch this only moved the time: the
// undo had been bringing in the lines of values that settling then
// stored to, and settling waited for them instead.)
//
// The new scan reaches no cell the last did not when the last one's
// reach was closed (no limit cut it: closedUnder) under the same costs
// and moves, and every new goal sits on a cell it reached: a flood from
// there stays within it. It reaches every one of them when it reaches as
// many; if it reaches fewer (a goal of several was dropped, or starts so
// high that the values' end cuts it short), the cells it left still hold
// the last scan's values, and one pass over the grid (dropStale) blanks
// them, found from their class bytes.

// keepsReach reports whether a Scan from goals over costs under rules may
// skip undoing the last scan (see above): same costs at the same version,
// marks current, the last reach closed, no limit, every goal on a cell
// reached before, and a class-path scan to come, or a bit scan from one
// goal (keepsBits, below).
func (f *Field) keepsReach(goals []Goal, costs *Costs, rules Rules) bool {
	if !f.mayKeep(costs, rules) || len(goals) == 0 {
		return false
	}
	bits := costs.max <= 3 && f.bitsPay(costs, rules)
	if bits && len(goals) != 1 {
		return false // keepsBits
	}
	for _, g := range goals {
		if !costs.In(g.X, g.Y) {
			continue // ignored by the scan
		}
		i := f.index(g.X, g.Y)
		if costs.cell[i] == 0 || f.get(i) == Unreached {
			return false // a goal on a wall (slow.go), or outside the reach
		}
	}
	return bits || f.classPathFor(costs, rules)
}

// keepsFleeReach is keepsReach for a flee flood from approach: its reach
// is approach's, the closure of approach's goals when a Scan made it.
func (f *Field) keepsFleeReach(approach *Field) bool {
	costs, rules := approach.costs, approach.rules
	if !f.mayKeep(costs, rules) || !approach.seedReach || len(approach.seeds) == 0 {
		return false
	}
	for _, s := range approach.seeds {
		if f.get(s.cell) == Unreached {
			return false
		}
	}
	return !(costs.max <= 1 && f.bitsPay(costs, rules)) && f.classPathFor(costs, rules)
}

// mayKeep is what keepsReach and keepsFleeReach ask of f itself: its
// marks and reach current for costs, the reach closed under rules' moves,
// and no limit.
func (f *Field) mayKeep(costs *Costs, rules Rules) bool {
	return f.reached > 0 && f.W == costs.W && f.H == costs.H &&
		f.marksOK && f.marked == costs && f.markedVer == costs.ver && !f.wallHeld &&
		f.closedUnder(costs, rules) && rules.limit() == noLimit
}

// classPathFor reports whether a Scan over costs under rules, with no
// goal on a wall, takes the class path: as Scan and cellScan choose.
func (f *Field) classPathFor(costs *Costs, rules Rules) bool {
	if costs.max <= 3 && f.bitsPay(costs, rules) || !f.classesPay(rules) {
		return false
	}
	return costs.max <= 1 || costs.max == 2 && costs.mostlyOnes()
}

// The bit scan keeps the reach too (keepsBits): its free bits, not the
// values, say which cells it has found, and it writes every value it
// finds, each once. Only from one goal: a second goal's seed may land on
// a cell found already, whose entry writeChecked then skips by its value,
// which a kept reach has not blanked. Cells it did not reach again are
// blanked by dropStaleBits, found from the bits.

// dropStaleBits blanks the cells a bit scan that kept the last one's
// reach did not reach (when it reached fewer): passable, still free, and
// holding a value.
func (f *Field) dropStaleBits() {
	kept := f.kept
	f.kept = 0
	if f.reached >= kept {
		return
	}
	cb, free, vals, cost := f.costs.bits, f.bits.free, f.vals, f.costs.cell
	for t, p := range cb.pass {
		for m := p & free[t]; m != 0; m &= m - 1 {
			c := int(cb.c0[t]) + int(cb.off[bits.TrailingZeros64(m)])
			if v := vals[c]; v != wallMark && v < doorMark {
				vals[c] = blankFor(cost, int32(c))
			}
		}
	}
}

// keepReach makes the next clear keep the reach (when keep): it only
// forgets the last scan's bookkeeping, and the cells stay as they are.
func (f *Field) keepReach(keep bool) {
	f.kept = 0
	if keep {
		f.kept = f.reached
	}
}

// undoKept undoes the kept reach after all, for a scan that did not take
// the class path: f.order still lists the last scan's cells.
func (f *Field) undoKept() {
	if f.kept == 0 {
		return
	}
	f.reached, f.kept = f.kept, 0
	f.clear()
}

// dropStale blanks the cells a scan that kept the last one's reach did
// not reach (when it reached fewer): those still holding a value whose
// class says not found. It runs before restoreClasses.
func (f *Field) dropStale() {
	kept := f.kept
	f.kept = 0
	if f.reached >= kept {
		return
	}
	vals := f.vals
	for i, st := range f.fb {
		if st&5 == fbFree && vals[i] != wallMark && vals[i] < doorMark {
			vals[i] = Unreached - int32(st>>1&1) // fbDoor: the door mark
		}
	}
}

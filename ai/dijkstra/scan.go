package dijkstra

import (
	"math"
	"slices"
)

// Scan floods the field from goals over costs. Afterwards each cell holds
// min over goals g of g.Start + the sum of the costs of entering each cell
// after g on the cheapest way (a goal's own cell costs nothing), or
// Unreached. Goals off the grid or above the limit are ignored; a goal may
// sit on an impassable cell and still flow out of it. Starts below
// -(math.MaxInt32-512) count as that, so no start or limit, however
// hostile, can reach the marks the engine keeps at the ends of int32.
//
// Because the cost is that of the cell entered, whichever neighbour reaches
// a cell first in value order gives it its final value, so each cell is
// queued once: unit costs (Costs.Max() <= 1) take a breadth-first flood
// whose queue is the settle order itself, costs up to 3 (doors, digging) a
// layered Dial that keeps that queue for the cells costing 1, higher costs
// Dial's bucket queue with Max+1 slots; on open ground with 8-way moves a
// Dial over bitsets (bits.go) does the same work up to 64 cells at a time.
// No heap, and no allocation once the field has its size.
func (f *Field) Scan(goals []Goal, costs *Costs, rules Rules) {
	f.keepReach(f.keepsReach(goals, costs, rules))
	f.begin(costs, rules)
	limit := rules.limit()
	f.seeds = f.seeds[:0]
	for _, g := range goals {
		start := max(g.Start, -noLimit)
		if !costs.In(g.X, g.Y) || start > limit {
			continue
		}
		i := f.index(g.X, g.Y)
		if costs.cell[i] == 0 { // a goal on a wall: see slow.go
			f.wallHeld = true
			f.vals[i] = Unreached
		}
		f.seeds = append(f.seeds, seed{i, start})
	}
	if !slices.IsSortedFunc(f.seeds, bySeedStart) {
		slices.SortFunc(f.seeds, bySeedStart)
	}
	if len(f.seeds) == 0 {
		f.bitScan = false
		f.undoKept()
		f.setClosed(true, costs, rules)
		f.seedReach = true
		return
	}
	f.bitScan = costs.max <= 3 && !f.wallHeld && f.bitsPay(costs, rules)
	if f.bitScan {
		if len(f.seeds) != 1 {
			f.undoKept()
		}
		f.bitDial(limit)
		f.dropStaleBits()
	} else {
		f.cellScan(limit)
	}
	f.finish(limit)
	f.seedReach = f.closed
}

// begin readies f for a scan over costs under rules: every cell holding
// no value (its mark), the wall marks current, the scan counted.
func (f *Field) begin(costs *Costs, rules Rules) {
	if f.W == costs.W && f.H == costs.H && f.vals != nil &&
		!(f.marksOK && f.marked == costs && f.markedVer == costs.ver) && !f.catchUp(costs) {
		// The marks are stale (other or changed costs): start from the
		// costs' blank field, one block copy, rather than undo the last
		// scan and then mark every cell again.
		copy(f.vals, costs.blanks())
		f.reached, f.sorted, f.closed, f.wallHeld = 0, true, false, false
		f.side, f.sideOK = f.side[:0], false
		f.marked, f.markedVer, f.marksOK = costs, costs.ver, true
	} else {
		f.resize(costs.W, costs.H)
	}
	f.costs, f.rules = costs, rules
	f.Scans++
	f.classScan = false
	f.seedReach = false
	f.runsOK = false
	f.ensureMarks(costs)
}

// cellScan is the cell-at-a-time scan of costs up to 3 (and Dial's above),
// from the seeds (f.seeds, or a flee's source: seedCount; dial, for costs
// above 3, takes f.seeds only, and fleeFlood never asks it).
func (f *Field) cellScan(limit int32) {
	costs := f.costs
	switch {
	case costs.max <= 1:
		f.fbOn = f.classesPay(f.rules)
		if f.fbOn {
			f.ensureClasses(costs)
		} else {
			f.undoKept()
		}
		f.flood(limit)
		f.sideOK = !f.wallHeld // no cell costs 2
	case costs.max <= 3:
		f.fbOn = costs.max == 2 && costs.mostlyOnes() && f.classesPay(f.rules) // dial3's doors
		if f.fbOn {
			f.ensureClasses(costs)
		} else {
			f.undoKept()
		}
		f.dial3(limit)
	default:
		f.undoKept()
		f.dial(limit)
	}
	f.classScan = f.fbOn
	if f.fbOn {
		f.dropStale()
		f.restoreClasses()
		f.fbOn = false
	}
}

// finish records what a scan under limit leaves: its order sorted, and
// whether its reached cells are closed.
func (f *Field) finish(limit int32) {
	f.sorted = true
	top := int32(math.MinInt32)
	if f.reached > 0 {
		top = f.vals[f.order[f.reached-1]]
	}
	f.setClosed(limit == noLimit && top <= noLimit-int32(f.costs.max), f.costs, f.rules)
}

// The scan paths a Field may be forced to take for costs up to 3 (its
// path; the tests set it through export_test.go to check each against the
// reference): pathAuto picks as bitsPay and classesPay say, pathCells
// takes the cell-at-a-time loops (the class path where it pays),
// pathValues the cell-at-a-time loops over the values only.
const (
	pathAuto uint8 = iota
	pathCells
	pathBits
	pathValues
)

// bitsPay reports whether the bit scan (bits.go) is the faster one here:
// 8-way moves on open ground. 4-way fronts are diagonal lines, one cell to
// a block, and corridors hold one cell of a front to a block too; there the
// cell-at-a-time loops win (measured: make bench). Both give the same
// values.
func (f *Field) bitsPay(costs *Costs, rules Rules) bool {
	switch f.path {
	case pathCells, pathValues:
		return false
	case pathBits:
		return true
	}
	return rules.Moves != Four && costs.open()
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

// diagonalOK reports whether the diagonal step from c by offset index k
// (>= 4 in offsets order: NE, SE, SW, NW) passes corners' rule under costs.
func diagonalOK(corners Corners, cost []uint8, c int32, k int, s int32) bool {
	v, h := -s, int32(1) // the cell beside the step N or S of c, and E or W
	if k == 5 || k == 6 {
		v = s
	}
	if k >= 6 {
		h = -1
	}
	return corners.Allows(cost[c+v] != 0, cost[c+h] != 0)
}

// seedCount is the number of seeds the cell-at-a-time floods start from:
// the goals (f.seeds), or for a flee flood every cell its source reached.
func (f *Field) seedCount() int {
	if f.flee.src != nil {
		return f.flee.src.reached
	}
	return len(f.seeds)
}

// seedStart is the start of seed si (in nondecreasing start order).
func (f *Field) seedStart(si int) int32 {
	if fl := &f.flee; fl.src != nil {
		return fl.at(si)
	}
	return f.seeds[si].start
}

// flushSeeds queues, in start order, the seeds with start <= upto that no
// cheaper seed has already reached, appending them to q at tail.
func (f *Field) flushSeeds(si int, upto int32, q []int32, tail int) (int, int) {
	if f.flee.src != nil {
		return f.flushFlee(si, upto, q, tail)
	}
	for si < len(f.seeds) && f.seeds[si].start <= upto {
		s := f.seeds[si]
		si++
		// On the class path a cell's class says whether it is found:
		// one that is not takes its seed, whatever its value (a scan
		// keeping the last one's reach has not blanked it: keep.go);
		// of those found, only a door may still be lowered.
		if f.fbOn {
			if st := f.fb[s.cell]; st&1 != 0 {
				f.vals[s.cell] = Unreached
			} else if st != fbDoorFound || f.vals[s.cell] <= s.start {
				continue
			}
		}
		if f.vals[s.cell] > s.start {
			f.vals[s.cell] = s.start
			if f.fbOn {
				f.fb[s.cell] &^= 1 // found
			}
			q[tail] = s.cell
			tail++
		}
	}
	return si, tail
}

package dijkstra

import "math"

// Unreached is the value of a cell that no goal reaches (walls, cut-off
// rooms, cells beyond the limit). It is larger than every real value, so a
// reached neighbour is always downhill from an unreached cell.
const Unreached int32 = math.MaxInt32

// wallMark is what an impassable cell holds in a field's values between
// scans: below every real value, so the hot loops need one comparison, and
// no look at the costs, to skip it (see ensureMarks). At reports it as
// Unreached.
const wallMark int32 = math.MinInt32

// doorMark is what a cell costing 2 (a walker's door) holds between scans
// while no goal reaches it: above every real value, so a scan takes it as
// it takes Unreached, but telling the walkers' layered flood that the cell
// costs 2 without a look at the costs (see Field.layerDoors). Every check
// for "holds no value" is v >= doorMark (or the wall mark); At reports it
// as Unreached.
const doorMark int32 = Unreached - 1

// blankFor is the value cell i of a field over costs holds with no value:
// its mark.
func blankFor(cost []uint8, i int32) int32 {
	switch cost[i] {
	case 0:
		return wallMark
	case 2:
		return doorMark
	}
	return Unreached
}

// noLimit is the effective limit of Rules{Limit: 0}; it leaves room to add
// any cost without overflowing int32.
const noLimit int32 = math.MaxInt32 - 512

// Moves is the neighbourhood a scan and its readers use.
type Moves uint8

// The neighbourhoods. A diagonal step costs the same as an orthogonal one:
// the cost of the cell entered.
const (
	Eight Moves = 8
	Four  Moves = 4
)

// Corners is the rule for diagonal steps past wall corners.
type Corners uint8

// Deny, the default, lets a diagonal step happen only when both cells
// orthogonally adjacent to it are passable, so nothing squeezes between two
// wall corners (map edges count as walls). Allow permits every diagonal.
const (
	Deny Corners = iota
	Allow
)

// Allows is the corner rule, the one every scan and reader of this package
// applies (and the game's own moves should): whether a diagonal step may
// pass between the two cells beside it (for a step from x,y by dx,dy: x+dx,y
// and x,y+dy), given whether each can be entered. Deny wants both; Allow
// lets every diagonal pass.
func (c Corners) Allows(side1, side2 bool) bool { return c == Allow || side1 && side2 }

// CanStep is the move rule of a scan under r, for readers that step
// through their own grid: whether a mover at x,y may step by dx,dy (each
// -1, 0 or 1, not both 0) where pass(x, y) reports whether a cell can be
// entered (it must say false off the grid: map edges are walls). The cell
// entered must pass; a diagonal needs Eight moves and the corner rule
// (Corners.Allows) over the two cells beside it.
func (r Rules) CanStep(x, y, dx, dy int, pass func(x, y int) bool) bool {
	switch {
	case dx < -1 || dx > 1 || dy < -1 || dy > 1 || dx == 0 && dy == 0:
		return false
	case !pass(x+dx, y+dy):
		return false
	case dx == 0 || dy == 0:
		return true
	}
	return r.Moves != Four && r.Corners.Allows(pass(x+dx, y), pass(x, y+dy))
}

// Rules are the options of a scan. The zero value means 8-way moves, corners
// denied and no limit.
type Rules struct {
	Moves   Moves   // Four or Eight; 0 means Eight
	Corners Corners // Deny (default) or Allow
	// Limit is the highest value a scan writes: cells that would get more
	// stay Unreached (a hearing radius, a leash). 0 means no limit, which
	// is the limit math.MaxInt32-512; any limit is clamped to
	// ±(math.MaxInt32-512), the range of values a field holds.
	Limit int32
}

// limit is the effective limit: noLimit for 0, else Limit clamped to
// [-noLimit, noLimit] (the range of values a field holds).
func (r Rules) limit() int32 {
	if r.Limit == 0 {
		return noLimit
	}
	return min(max(r.Limit, -noLimit), noLimit)
}

// Goal is a cell a scan flows out from, with its own start value: 0 for the
// player, negative for things wanted more (gold at -4 outweighs the player
// by four steps).
type Goal struct {
	X, Y  int
	Start int32
}

type seed struct{ cell, start int32 }

// Field is a Dijkstra map over a W x H grid.
//
// It owns its scratch, so scanning again into a field of the same size
// allocates nothing: values (4 bytes a cell) and the order in which cells
// were settled (4 bytes a cell, which is both the breadth-first queue and
// the list of reached cells), plus a bucket ring the size of the frontier,
// the bit scan's two bitsets (a quarter byte a cell) and a small scratch:
// 8.5 bytes a cell at 1024x1024, 12.4 on the smallest levels (Bytes). The
// frontier's buffers (buckets, bit lists, seeds) are made with room for
// W+H cells, so that a scan whose frontier stays within it never grows
// them, even the first time (0.2 bytes a cell at 1024x1024, 2.8 at 80x45),
// and the list of reached doors (side) with room for W+H or a 64th of the
// cells, whichever is more: a flee flood's doors are all the doors it
// reaches, and one that outgrows the list undoes its cells by their costs
// (keepSide). Every field holds a byte a cell for the class path (find.go:
// walkers' 8-way floods and flees), made with the grid, and room to note
// where each value's run of its order ends (runs.go: 2(W+H)+64 runs of 8
// bytes, for the flees that take it as their approach field).
// Resetting walks the previous order, or copies the costs' blank field
// when much of the grid was reached, or for a class-path scan that must
// reach the very cells the last one did is skipped (keep.go).
//
// Between scans the cells no goal reaches hold Unreached, or a wall mark
// where the costs say impassable, or a door mark where they say 2: the
// scans' inner loops then need no look at the costs to skip walls, nor the
// walkers' flood to tell doors. Marking walks the grid once per change of
// costs (Costs counts its changes), not once per scan.
type Field struct {
	W, H    int
	stride  int
	vals    []int32 // padded like Costs; Unreached where no value
	order   []int32 // order[:reached] = every cell holding a value
	reached int
	sorted  bool // order[:reached] is in nondecreasing value order
	costs   *Costs
	rules   Rules
	seeds   []seed
	flee    fleeSeeds // a flee flood's seeds, while it runs (fleeFlood)
	q       Queue     // Dial's buckets
	scratch []int32   // neighbours found by discover, dealt to buckets
	bits    bitScratch
	// sideOK: every reached cell that costs other than 1 is a goal's or
	// in side (the cells that waited in dial3's side buckets), so clear
	// gives doors their marks back without reading the costs of every
	// reached cell. Only Scan's flood and dial3 set it; whatever else
	// gives cells values (Set, Scale, Rescan, the other scans) drops it.
	side     []int32
	sideOK   bool
	sideLost bool // a flee flood's side outgrew its room (keepSide)
	// fb: a class a cell (find.go) for the class path, which the scan
	// takes while fbOn; between scans every cell's is its no-value
	// class under fbCosts at version fbVer.
	fb      []uint8
	fbCosts *Costs
	fbVer   uint64
	fbOn    bool
	// kept: the scan running kept the last one's reach, of kept cells
	// (keep.go), rather than undo it; 0 otherwise. seedReach: the reached
	// cells are those a Scan's goals (seeds) reach, no more.
	kept      int
	seedReach bool
	bigVals   bool // the values outgrow the caches: the scans prefetch (prefetch_amd64.go)
	// runs: where each value's run in order ends (runs.go), noted by the
	// scan while runsOn; runsOK while they describe the values.
	runs      []valueRun
	runsOn    bool
	runsOK    bool
	runFlees  int  // flees that took their seeds' runs as noted (tests ask)
	keeps     int  // scans that kept the last one's reach (tests ask)
	classScan bool // the last Scan took the class path (tests ask)
	// Wall marks: while marksOK, every cell that marked (at version
	// markedVer) makes impassable and that holds no value holds wallMark,
	// every such cell costing 2 doorMark.
	// wallHeld says some impassable cell holds a value (a goal on a wall),
	// which the marks cannot express: the scans then take slow.go.
	marked    *Costs
	markedVer uint64
	marksOK   bool
	wallHeld  bool
	bitScan   bool  // the last Scan took the bit scan (make bench says which)
	path      uint8 // pathAuto, or the one scan tests force (export_test.go)
	// closed: every cell closedRules let a mover enter from a reached cell
	// under closedCosts (at closedVer) is reached, so a Rescan under them
	// reaches no new cell (a Flee's rescan, after a Scan with no limit).
	closed      bool
	closedCosts *Costs
	closedVer   uint64
	closedRules Rules
	// Scans counts Scan, Rescan and Scale+Rescan calls, so the game can
	// prove it floods each shared field at most once per turn.
	Scans int
}

// NewField returns an empty field (every cell Unreached) over w x h cells.
func NewField(w, h int) *Field {
	f := &Field{}
	f.resize(w, h)
	return f
}

func (f *Field) resize(w, h int) {
	if f.W == w && f.H == h && f.vals != nil {
		f.clear()
		return
	}
	n := (w + 2) * (h + 2)
	f.W, f.H, f.stride = w, h, w+2
	f.bigVals = n >= prefetchFrom
	f.q.SetFloor(w + h) // a frontier rarely holds more cells than that
	f.vals = make([]int32, n)
	for i := range f.vals {
		f.vals[i] = Unreached
	}
	f.order = make([]int32, n)
	f.side, f.sideOK = make([]int32, 0, max(w+h, w*h/64)), false // see Field
	f.seeds = make([]seed, 0, w+h)                               // room for many goals: 8 bytes each
	f.runs, f.runsOK = make([]valueRun, 0, 2*(w+h)+64), false    // runs.go
	f.reached = 0
	f.sorted = true
	f.marked, f.marksOK, f.wallHeld = nil, false, false
	f.q.reset(0)                           // the least ring, its buckets at the floor
	f.scratch = make([]int32, 8*f.chunk()) // relax's scratch (scratchFor)
	// The class path's bytes, made with the grid rather than on a field's
	// first 8-way scan, which for a flee field comes in a busy turn.
	f.fb, f.fbCosts = make([]uint8, n), nil
}

// clear makes every cell hold no value again (Unreached, or its mark) by
// undoing the previous scan only.
func (f *Field) clear() {
	vals := f.vals
	if f.kept > 0 { // the scan to come keeps the reach (keep.go)
		f.keeps++
		f.reached, f.sorted, f.closed, f.wallHeld = 0, true, false, false
		f.side, f.sideOK = f.side[:0], false
		return
	}
	if m := f.marked; 2*f.reached > len(vals) && f.marksOK && m.ver == f.markedVer && m.blanksReady() != nil {
		// Most of the grid holds a value: a block copy of the empty
		// field beats scattered stores, and costs less than twice the
		// reached cells. Below half, the reached cells are undone one by
		// one: no scan pays for the cells of a sparse level it never
		// reached (rooms cut in thick rock).
		copy(vals, m.blank)
		f.reached, f.sorted, f.closed, f.wallHeld = 0, true, false, false
		f.side, f.sideOK = f.side[:0], false
		return
	}
	if m := f.marked; f.marksOK && m.ver == f.markedVer && !f.wallHeld {
		// Marks valid: a reached door gets its mark back. (No reached
		// cell is a wall: that would be wallHeld.) Last settled first:
		// those cells' lines are the ones still in cache, and undoing
		// the oldest first would evict them before reaching them (a
		// few percent of a big level's scan).
		cost := m.cell
		order := f.order[:f.reached]
		if f.sideOK {
			// The few cells that may be doors are known: every reached
			// cell gets Unreached with no look at its cost, then those
			// few their marks (a cost per reached cell, read at random,
			// was a tenth of a sparse scan's time).
			for k := len(order) - 1; k >= 0; k-- {
				vals[order[k]] = Unreached
			}
			for _, c := range f.side {
				vals[c] = blankFor(cost, c)
			}
			for _, s := range f.seeds {
				vals[s.cell] = blankFor(cost, s.cell)
			}
		} else {
			for k := len(order) - 1; k >= 0; k-- {
				c := order[k]
				vals[c] = Unreached - b2i(cost[c] == 2)
			}
		}
	} else {
		// Marks stale (or a wall held a value): plain Unreached, and
		// ensureMarks marks again before the next scan.
		for _, c := range f.order[:f.reached] {
			vals[c] = Unreached
		}
		f.marksOK = false
	}
	f.reached = 0
	f.sorted = true
	f.closed = false
	f.wallHeld = false
	f.side, f.sideOK = f.side[:0], false
}

// ensureMarks makes the wall marks match costs: every impassable cell that
// holds no value holds wallMark, every other cell without a value holds
// Unreached. It walks the whole grid only when costs changed (or are
// other costs) since the last marking; a scan per turn over the same costs
// pays nothing. It also finds whether a wall cell holds a value.
func (f *Field) ensureMarks(costs *Costs) {
	if f.marksOK && f.marked == costs && f.markedVer == costs.ver || f.catchUp(costs) {
		return
	}
	vals, cost := f.vals, costs.cell
	held := false
	for i, c := range cost {
		v := vals[i]
		blank := v >= doorMark || v == wallMark
		switch {
		case c == 0 && blank:
			vals[i] = wallMark
		case c == 0:
			held = true
		case c == 2 && blank:
			vals[i] = doorMark
		case blank:
			vals[i] = Unreached
		}
	}
	f.marked, f.markedVer, f.marksOK, f.wallHeld = costs, costs.ver, true, held
}

// catchUp brings marks made over costs at an older version up to date by
// re-marking only the cells changed since (a dig, a door), when costs still
// remember them and none of them holds a value on a cell now impassable;
// it reports whether the marks are now current. So a scan per turn on a
// map that a few digs change touches the changed cells, not the grid.
func (f *Field) catchUp(costs *Costs) bool {
	if !f.marksOK || f.marked != costs || f.wallHeld {
		return false
	}
	vals, cost := f.vals, costs.cell
	ok := true
	if !costs.changedSince(f.markedVer, func(i int32) {
		v := vals[i]
		switch {
		case v >= doorMark || v == wallMark:
			vals[i] = blankFor(cost, i)
		case cost[i] == 0:
			ok = false // a value on a cell now impassable: no mark says it
		case f.sideOK:
			f.side = append(f.side, i) // clear reads its new cost
		}
	}) || !ok {
		return false
	}
	f.markedVer = costs.ver
	return true
}

// setClosed records whether the reached cells are closed under costs and
// rules (true after a scan with no limit that no value came near: a goal
// starting close to noLimit is cut off by it as by any limit).
func (f *Field) setClosed(closed bool, costs *Costs, rules Rules) {
	f.closed, f.closedCosts, f.closedVer = closed, costs, costs.ver
	f.closedRules = Rules{Moves: rules.Moves, Corners: rules.Corners}
}

// closedUnder reports whether the reached cells are known to be closed
// under costs and the moves of rules.
func (f *Field) closedUnder(costs *Costs, rules Rules) bool {
	return f.closed && f.closedCosts == costs && f.closedVer == costs.ver &&
		f.closedRules == Rules{Moves: rules.Moves, Corners: rules.Corners}
}

// get is the value of padded cell i, Unreached for a wall or door mark.
func (f *Field) get(i int32) int32 {
	if v := f.vals[i]; v != wallMark && v < doorMark {
		return v
	}
	return Unreached
}

// In reports whether x,y lies on the field.
func (f *Field) In(x, y int) bool { return x >= 0 && y >= 0 && x < f.W && y < f.H }

func (f *Field) index(x, y int) int32 { return int32((y+1)*f.stride + x + 1) }

// At returns the value at x,y: Unreached off the field or where no goal
// reaches.
func (f *Field) At(x, y int) int32 {
	if !f.In(x, y) {
		return Unreached
	}
	return f.get(f.index(x, y))
}

// Reached is the number of cells holding a value, goals included.
func (f *Field) Reached() int { return f.reached }

// BitScan reports whether the last Scan took the bit-parallel path (bits.go)
// rather than the cell-at-a-time one; both give the same values, and
// `make bench` reports which ran.
func (f *Field) BitScan() bool { return f.bitScan }

// Rules returns the rules of the last scan (its readers step by them).
func (f *Field) Rules() Rules { return f.rules }

// Costs returns the costs of the last scan.
func (f *Field) Costs() *Costs { return f.costs }

// ReserveFrontier gives the field's queue room for n cells a priority
// now, for scans over costs up to maxCost (Queue.SetFloor; a field sets
// W+H for itself), for a field whose frontier is wider than that: one
// rescanned from every cell at once, as a safety map is, lowers whole
// regions a priority at a time. So its first such rescan, which may come
// in a busy turn, allocates nothing.
func (f *Field) ReserveFrontier(n int, maxCost uint8) {
	f.q.SetFloor(max(n, f.W+f.H))
	f.q.reset(int(maxCost))
}

// Bytes is the memory the field holds: values, order, seeds, buckets and
// the bit scan's scratch (not what its Costs keep, shared by every field).
func (f *Field) Bytes() int {
	n := 4*cap(f.vals) + 4*cap(f.order) + 8*cap(f.seeds) + 32*cap(f.q.ring) + 4*cap(f.scratch) + 4*cap(f.side) + cap(f.fb) + f.bits.bytes() + 8*cap(f.runs)
	for _, b := range f.q.ring {
		n += 4 * cap(b.buf)
	}
	return n
}

// Set gives x,y the value v, for callers that build a field by hand
// before a Rescan. Unreached, or any value above every limit (above
// math.MaxInt32-512, where the marks live), removes the cell's value; a
// value below -(math.MaxInt32-512) counts as that. Cells off the field are
// ignored.
func (f *Field) Set(x, y int, v int32) {
	if !f.In(x, y) {
		return
	}
	if v > noLimit {
		v = Unreached // never a door mark, never a value no limit allows
	}
	v = max(v, -noLimit) // never a wall mark
	i := f.index(x, y)
	old := f.get(i)
	if f.vals[i] == wallMark || f.marked != nil && f.marked.cell[i]&^2 == 0 {
		f.marksOK = false // a wall or door cell given a value, or losing it
	}
	f.vals[i] = v
	f.closed, f.sideOK, f.seedReach, f.runsOK = false, false, false, false
	switch {
	case old == Unreached && v != Unreached:
		f.order[f.reached] = i
		f.reached++
	case old != Unreached && v == Unreached:
		for k := 0; k < f.reached; k++ {
			if f.order[k] == i {
				copy(f.order[k:], f.order[k+1:f.reached])
				f.reached--
				break
			}
		}
	}
	f.sorted = false
}

// Each calls fn for every reached cell in the order the last scan settled
// them (nondecreasing value after Scan).
func (f *Field) Each(fn func(x, y int, v int32)) {
	for _, c := range f.order[:f.reached] {
		x, y := int(c)%f.stride-1, int(c)/f.stride-1
		fn(x, y, f.vals[c])
	}
}

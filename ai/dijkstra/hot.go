package dijkstra

import "unsafe"

//go:generate go run gen_hot.go

// The hot loops of the scans, one function per neighbourhood and task so
// each keeps its state in registers; they are generated into hot_loops.go
// by gen_hot.go (go generate). They rely on the wall marks (see
// Field.ensureMarks): an impassable cell holds wallMark, below every value,
// so "is it worth entering" is one comparison with no look at the costs,
// and under Deny the four orthogonal neighbours' values already say whether
// a diagonal squeezes past a wall corner; a door holds doorMark, which
// layerDoors turns into its value without a look at the costs. A scan
// where a goal sits on a wall takes the plain loops in slow.go instead.
//
// The loops are written out neighbour by neighbour and branch-free: whether
// a neighbour is taken is as unpredictable as the map, so each candidate is
// written to the output every time and the output's length moves on by 0
// or 1, and its value is rewritten as itself or the new one (a conditional
// move). They index through unsafe pointers because every index is in range
// by construction: cells are interior (the one-cell border of Costs and
// Field is never entered, so c±stride±1 stays inside), and the outputs have
// room (f.order holds every cell, d 8 a cell). The property and fuzz tests
// are their guard.
//
// 8-way floods of walkers (flood, and dial3 with rare doors) take the
// class path instead (find.go): find8d and find8a load a byte a
// neighbour, not its value, and write no value; settleFound then gives the
// candidates their values. layer8d, layer8a and their layerDoors serve
// only the tests' value path (pathValues; see valueLoops).

// at32 is &p[i] for an int32 slice's data pointer p.
func at32(p unsafe.Pointer, i int) *int32 { return (*int32)(unsafe.Add(p, i<<2)) }

// at8 is p[i] for a byte slice's data pointer p.
func at8(p unsafe.Pointer, i int) uint8 { return *(*uint8)(unsafe.Add(p, i)) }

// b2i is 1 for true; the compiler turns it into a flag set, not a branch.
func b2i(b bool) int32 {
	if b {
		return 1
	}
	return 0
}

// b2n is b2i as an int, for the hot loops' indices and counts: int
// indices need no sign extension and let c+1, c-1 and c±stride±1 fold
// into addressing modes, which frees registers.
func b2n(b bool) int {
	if b {
		return 1
	}
	return 0
}

// ptrs returns the data pointers the hot loops index.
func (f *Field) ptrs() (vals, cost, order unsafe.Pointer) {
	return unsafe.Pointer(unsafe.SliceData(f.vals)), unsafe.Pointer(unsafe.SliceData(f.costs.cell)), unsafe.Pointer(unsafe.SliceData(f.order))
}

// layer gives value v to every unreached neighbour of the cells of one BFS
// layer that the rules let a mover enter, appending them to f.order at
// tail, and returns the new tail.
func (f *Field) layer(cells []int32, tail int, v int32) int {
	switch {
	case f.fbOn:
		return f.findLayer(cells, tail, v)
	case f.wallHeld:
		return f.layerSlow(cells, tail, v)
	case f.rules.Moves == Four:
		return f.layer4(cells, tail, v)
	case f.rules.Corners == Deny:
		return valueLoops.layer8d(f, cells, tail, v)
	}
	return valueLoops.layer8a(f, cells, tail, v)
}

// valueLoops are the 8-way loops of layer and layerDoors over the values,
// which only a field forced onto the tests' value path (pathValues)
// takes: walkers' 8-way scans take the class path (find.go) whenever no
// wall holds a value, and the slow loops when one does. gen_hot.go writes
// them into hot_loops_test.go, whose init sets these, so no binary
// carries them; a field off that path never calls them.
var valueLoops struct {
	layer8d, layer8a, layerDoors8d, layerDoors8a func(f *Field, cells []int32, tail int, v int32) int
}

// layerDoors is layer for walkers with doors (costs 1 and 2, marks valid,
// no wall holding a value): every neighbour holding Unreached is found as
// layer finds it, and a door (doorMark) gets v + 1 and goes straight to
// the side bucket of v + 1 (doorFound), by a branch that the rarity of
// doors makes almost free; a door found holds a value and so is not taken
// again by a later cell.
func (f *Field) layerDoors(cells []int32, tail int, v int32) int {
	switch {
	case f.fbOn:
		return f.findLayer(cells, tail, v)
	case f.rules.Moves == Four:
		return f.layerDoors4(cells, tail, v)
	case f.rules.Corners == Deny:
		return valueLoops.layerDoors8d(f, cells, tail, v)
	}
	return valueLoops.layerDoors8a(f, cells, tail, v)
}

// doorFound queues door cell n, just given value v, in its side bucket
// (dial3's ring, indexed by value & 3).
func (f *Field) doorFound(n int, v int32) {
	f.q.ring[v&3].push(int32(n))
}

// mark is discover for dial3 with no look at the costs: every neighbour
// of cells that the rules let a mover enter and that holds no value (or a
// door mark) gets v (the value of a cell costing 1, which marks it found)
// and is appended to f.order at tail; it returns the new tail. The caller
// then gives each cell found whose cost is not 1 its true value. It needs
// the wall marks (not wallHeld).
func (f *Field) mark(cells []int32, tail int, v int32) int {
	switch {
	case f.rules.Moves == Four:
		return f.mark4(cells, tail, v)
	case f.rules.Corners == Deny:
		return f.mark8d(cells, tail, v)
	}
	return f.mark8a(cells, tail, v)
}

// discover gives cur + cost to every neighbour of cells (all holding cur)
// that the rules let a mover enter and that holds no value yet, and writes
// each one to d (room for 8 a cell), returning how many. It is Scan's: there
// a neighbour holding a value already holds its final one, and the limit is
// the caller's to apply.
func (f *Field) discover(cells []int32, cur int32, d []int32) int {
	_ = d[8*len(cells)-1] // room, checked once
	return f.discoverTo(cells, cur, d)
}

// discoverTo is discover writing to d without asking for room for 8 a
// cell: d must have room for every cell it will find (f.order past the
// reached cells has).
func (f *Field) discoverTo(cells []int32, cur int32, d []int32) int {
	dp := unsafe.Pointer(unsafe.SliceData(d))
	switch {
	case f.wallHeld:
		return f.discoverSlow(cells, cur, d)
	case f.rules.Moves == Four:
		return f.discover4(cells, cur, dp)
	case f.rules.Corners == Deny:
		return f.discover8d(cells, cur, dp)
	}
	return f.discover8a(cells, cur, dp)
}

// lower is Rescan's discover: it lowers to cur + cost every neighbour that
// holds more and would not exceed limit, writes each one lowered to d, and
// appends those that held no value to f.order.
func (f *Field) lower(cells []int32, cur, limit int32, d []int32) int {
	_ = d[8*len(cells)-1] // room, checked once
	dp := unsafe.Pointer(unsafe.SliceData(d))
	lim1 := limit + 1 // limit <= noLimit: no overflow
	switch {
	case f.wallHeld:
		return f.lowerSlow(cells, cur, limit, d)
	case f.rules.Moves == Four:
		return f.lower4(cells, cur, lim1, dp)
	case f.rules.Corners == Deny:
		return f.lower8d(cells, cur, lim1, dp)
	}
	return f.lower8a(cells, cur, lim1, dp)
}

// lean is lower when no cell can be newly reached (the field is closed
// under these moves) and no value can pass the limit: nothing to track,
// nothing to clamp, fewer registers.
func (f *Field) lean(cells []int32, cur int32, d []int32) int {
	_ = d[8*len(cells)-1] // room, checked once
	dp := unsafe.Pointer(unsafe.SliceData(d))
	switch {
	case f.rules.Moves == Four:
		return f.lean4(cells, cur, dp)
	case f.rules.Corners == Deny:
		return f.lean8d(cells, cur, dp)
	}
	return f.lean8a(cells, cur, dp)
}

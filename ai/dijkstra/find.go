package dijkstra

import (
	"encoding/binary"
	"unsafe"
)

// The class path: for walkers (costs 1, and 2 for doors, no goal on a
// wall), each layer's neighbours are found from a byte a cell (the field's
// fb, the cell's class below) instead of from the values. Finding loads a
// byte per neighbour and writes its index to f.order, moving the end on
// by the class's low bit (no value yet), and writes no value; a second
// loop over the candidates gives each its value, marks it found, and keeps
// the first of any cell found twice. The values are only written, once
// per cell (twice for a cell found by two cells of a layer): the bytes the
// scan reads are a quarter of the values' size, which is what an 8-way
// scan of a big level waits on (it touches 3 rows a cell).

// The classes of fb, one a cell. Bit 0: no value yet (a candidate); bit
// 1: a door, costing 2; bit 2: passable (so a wall is 0, and the corner
// rule asks class != fbWall).
const (
	fbWall      = 0
	fbFound     = 4
	fbFree      = 5
	fbDoorFound = 6
	fbDoor      = 7
)

// fbClass is the class of a cell costing c with no value.
func fbClass(c uint8) uint8 {
	switch c {
	case 0:
		return fbWall
	case 2:
		return fbDoor
	}
	return fbFree
}

// classesPay reports whether a scan under the rules takes the class path
// (set in f.fbOn by Scan, for costs of at most 2: flood, and dial3 with
// its rare doors): 8-way moves and no goal on a wall. With 8 neighbours
// a byte a neighbour finds a layer for less than its values would cost;
// with 4 the value loops do little per cell and win (make bench measures
// both).
func (f *Field) classesPay(rules Rules) bool {
	return f.path != pathValues && !f.wallHeld && rules.Moves != Four
}

// ensureClasses makes fb the classes of costs' cells, every cell without
// a value: the classes of the cells changed since it was last made, when
// costs remember them, else every cell. Between scans fb holds no found
// cell (restoreClasses).
func (f *Field) ensureClasses(costs *Costs) {
	if len(f.fb) == len(costs.cell) && f.fbCosts == costs {
		if f.fbVer == costs.ver {
			return
		}
		fb, cost := f.fb, costs.cell
		if costs.changedSince(f.fbVer, func(i int32) { fb[i] = fbClass(cost[i]) }) {
			f.fbVer = costs.ver
			return
		}
	}
	if len(f.fb) != len(costs.cell) {
		f.fb = make([]uint8, len(costs.cell))
	}
	classesOf(f.fb, costs.cell)
	f.fbCosts, f.fbVer = costs, costs.ver
}

// classesOf sets each class of fb to fbClass of the same cell's cost, 8
// cells a word with no branch: a branch a cell, on walls and floors mixed
// at random, took 3.8 ms at 1024x1024, this 0.3, and every field pays it
// on its first class-path scan (the turn a level is entered) and after
// more changes than its costs remember. A passable cell's class is 5
// (fbFree), plus 2 for a door (fbDoor).
func classesOf(fb, cost []uint8) {
	fb = fb[:len(cost)]
	n := len(cost) &^ 7
	for i := 0; i < n; i += 8 {
		w := binary.LittleEndian.Uint64(cost[i:])
		pass := nonzeroBytes(w) >> 7  // 1 in each passable byte
		door := equalBytes(w, 2) >> 7 // 1 in each door byte
		binary.LittleEndian.PutUint64(fb[i:], pass*fbFree|door*(fbDoor-fbFree))
	}
	for i := n; i < len(cost); i++ {
		fb[i] = fbClass(cost[i])
	}
}

// restoreClasses undoes a class scan's marks: every reached cell, the
// only ones it marked found, gets its no-value class back. When the scan
// reached an eighth of the grid or more, one pass over every class sets
// bit 0 (no value) wherever bit 2 (passable) is set, 8 classes a word:
// found becomes free, a door found a door, and the bytes stream through
// the cache the next scan finds in. Otherwise only stores: every reached
// cell is made fbFree, then the few that may not be (the cells that
// waited in a side bucket, and the goals', as clear knows them) get their
// class from their cost.
func (f *Field) restoreClasses() {
	fp := unsafe.Pointer(unsafe.SliceData(f.fb))
	if 8*f.reached >= len(f.fb) {
		n := len(f.fb) &^ 7
		for i := 0; i < n; i += 8 {
			w := (*uint64)(unsafe.Add(fp, i))
			*w |= *w >> 2 & bytesOne
		}
		for i := n; i < len(f.fb); i++ {
			f.fb[i] |= f.fb[i] >> 2 & 1
		}
		return
	}
	cost := f.costs.cell
	if f.sideLost { // the side list is not whole: every reached cell's cost
		for _, c := range f.order[:f.reached] {
			*(*uint8)(unsafe.Add(fp, c)) = fbClass(cost[c])
		}
		return
	}
	for _, c := range f.order[:f.reached] {
		*(*uint8)(unsafe.Add(fp, c)) = fbFree
	}
	for _, c := range f.side {
		f.fb[c] = fbClass(cost[c])
	}
	for _, s := range f.seeds {
		f.fb[s.cell] = fbClass(cost[s.cell])
	}
}

// findLayer is layer (or layerDoors) on the class path: the cells of a
// layer find their neighbours with no value yet as candidates at tail,
// and settleFound gives them v (doors v+1, to their side bucket).
//
// find8d and find8a write every neighbour at the end of f.order before
// they know whether it is a candidate (branch-free), and a cell that two
// cells of the layer find is there twice until settleFound keeps it once:
// k cells may write 8k entries past the tail. The layer is taken in
// chunks that fit the room f.order has past the tail (at least its
// padding, 2(W+H)+4 >= 8 entries, since the tail is at most W*H): a
// whole layer at once could write past the end of f.order when little of
// the field is left to reach (memory that is not the field's).
func (f *Field) findLayer(cells []int32, tail int, v int32) int {
	j := tail
	for len(cells) > 0 {
		k := min(len(cells), (len(f.order)-j)/8)
		var t int
		if f.rules.Corners == Deny { // Eight: classesPay
			t = f.find8d(cells[:k], j)
		} else {
			t = f.find8a(cells[:k], j)
		}
		j = f.settleFound(j, t, v)
		cells = cells[k:]
	}
	// The cells just settled find the next layer round them, whose values
	// settling then stores: their lines are fetched meanwhile
	// (prefetch_amd64.go).
	if f.bigVals {
		prefetchNear(unsafe.Pointer(unsafe.SliceData(f.vals)), f.order[tail:j], uintptr(f.stride)*4)
	}
	return j
}

// settleFound gives each candidate in f.order[from:to] its value, v (or
// v+1 for a door, which goes to its side bucket instead), marks it found
// and keeps it in f.order from from on unless it was found already (a
// cell two cells of the layer found, or a door). It returns the new end.
// Every candidate is found by now, so each write of its value is its
// value: branch-free, but for doors.
func (f *Field) settleFound(from, to int, v int32) int {
	fp := unsafe.Pointer(unsafe.SliceData(f.fb))
	vp, _, op := f.ptrs()
	j := from
	for k := from; k < to; k++ {
		n := int(*at32(op, k))
		st := *(*uint8)(unsafe.Add(fp, n))
		*(*uint8)(unsafe.Add(fp, n)) = st &^ 1
		*at32(vp, n) = v + int32(st>>1&1)
		*at32(op, j) = int32(n)
		j += b2n(st == fbFree)
		if st == fbDoor { // rare
			f.doorFound(n, v+1)
		}
	}
	return j
}

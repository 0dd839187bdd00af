package benchtable

import "downhill/ai/dijkstra"

// floorPass is the table's floor: the least work any scan of a level must
// do, one streaming pass that reads every cell's cost and writes every
// value once, over arrays of a Field's and a Costs' layout and size (the
// grid with its one-cell border, int32 values, uint8 costs). A scan also
// finds its cells' order, and reads and writes out of order; the floor
// does none of that, so each column's ratio to it says how far that scan
// is from what the machine could possibly do, not only from other code.
type floorPass struct {
	cost []uint8
	vals []int32
}

// newFloor returns the floor pass of l, over a copy of its walkers' costs.
func newFloor(l Level) *floorPass {
	cost := padded(l.Walk)
	return &floorPass{cost: cost, vals: make([]int32, len(cost))}
}

// padded returns a copy of c's costs with a one-cell border of walls, row
// by row (stride c.W+2), the layout of a Costs.
func padded(c *dijkstra.Costs) []uint8 {
	s := c.W + 2
	cells := make([]uint8, s*(c.H+2))
	for y := 0; y < c.H; y++ {
		for x := 0; x < c.W; x++ {
			cells[(y+1)*s+x+1] = c.At(x, y)
		}
	}
	return cells
}

// scan is the pass: every value written once from its cost. A plain loop
// is as fast as one taking eight costs a load and two values a store (the
// stores are the bound), so it stays plain.
func (f *floorPass) scan() {
	vals := f.vals[:len(f.cost)]
	for i, c := range f.cost {
		vals[i] = int32(c)
	}
}

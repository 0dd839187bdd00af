package dijkstra

// Picker breaks ties between equally good neighbours. *rand.Rand from
// math/rand/v2 is one: goblins pass the game's seeded source so a seed
// replays exactly; the player passes nil, which takes the first in the
// fixed order N, E, S, W, NE, SE, SW, NW, so the path shown is the path
// taken.
type Picker interface{ IntN(n int) int }

// Point is a cell of a field, for paths.
type Point struct{ X, Y int }

// step scans the neighbours of x,y that the field's rules let a mover enter
// and returns the best by better (lowest or highest value), skipping those
// free rejects; ties go to pick.
func (f *Field) step(x, y int, free func(x, y int) bool, pick Picker, lower bool) (int, int, bool) {
	if !f.In(x, y) || f.costs == nil {
		return x, y, false
	}
	c := f.index(x, y)
	cost := f.costs.cell
	s := int32(f.stride)
	own := f.get(c)
	best, ties := int32(-1), 0
	var bv int32
	for k, d := range f.offsets(f.rules.Moves) {
		n := c + d
		v := f.get(n)
		if cost[n] == 0 || v == Unreached {
			continue
		}
		if k >= 4 && !diagonalOK(f.rules.Corners, cost, c, k, s) {
			continue
		}
		if lower && v >= own || !lower && own != Unreached && v <= own {
			continue
		}
		nx, ny := int(n)%f.stride-1, int(n)/f.stride-1
		if free != nil && !free(nx, ny) {
			continue
		}
		switch {
		case best < 0 || lower && v < bv || !lower && v > bv:
			best, bv, ties = n, v, 1
		case v == bv:
			ties++
			if pick != nil && pick.IntN(ties) == 0 {
				best = n
			}
		}
	}
	if best < 0 {
		return x, y, false
	}
	return int(best)%f.stride - 1, int(best)/f.stride - 1, true
}

// Downhill returns the lowest neighbour of x,y that is strictly lower than
// x,y itself and that free accepts (nil accepts all: pass a test for
// occupied cells and a crowd takes its next best way down). ok is false
// when no neighbour qualifies: the mover is at a goal, or blocked, and waits.
func (f *Field) Downhill(x, y int, free func(x, y int) bool, pick Picker) (nx, ny int, ok bool) {
	return f.step(x, y, free, pick, true)
}

// Uphill returns the highest neighbour strictly higher than x,y (the naive
// flee, which backs into dead ends; the flee field replaces it).
func (f *Field) Uphill(x, y int, free func(x, y int) bool, pick Picker) (nx, ny int, ok bool) {
	return f.step(x, y, free, pick, false)
}

// Path rolls downhill from x,y with the fixed tie-break until no neighbour
// is lower (a goal, or a local minimum), appending each cell entered (not
// the start) to dst. It returns dst unchanged when x,y is unreached.
func (f *Field) Path(x, y int, dst []Point) []Point {
	if f.At(x, y) == Unreached {
		return dst
	}
	for i := 0; i < f.W*f.H; i++ {
		nx, ny, ok := f.Downhill(x, y, nil, nil)
		if !ok {
			break
		}
		x, y = nx, ny
		dst = append(dst, Point{X: x, Y: y})
	}
	return dst
}

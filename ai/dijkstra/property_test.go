package dijkstra

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"downhill/ai/dijkstra/reference"
)

// The tests' oracle is package reference, the plain algorithm: a
// textbook Dijkstra with the engine's rules. These adapt the engine's
// types, and the documented meaning of its values at the edges of the
// value space, to it.

// refGrid is a map as the oracle reads it.
type refGrid = reference.Grid

const refUnreached = reference.Unreached

// refRules is r as the oracle takes it.
func refRules(r Rules) reference.Rules {
	return reference.Rules{Four: r.Moves == Four, CutCorners: r.Corners == Allow, Limit: refLimit(r)}
}

// refLimit is the documented meaning of Rules.Limit: 0 is no limit
// (noLimit), and every limit is clamped to [-noLimit, noLimit].
func refLimit(r Rules) int64 {
	if r.Limit == 0 {
		return int64(noLimit)
	}
	return min(max(int64(r.Limit), -int64(noLimit)), int64(noLimit))
}

// refStart is the documented meaning of a goal's start or a value given by
// Set: below -noLimit counts as -noLimit.
func refStart(v int32) int64 { return max(int64(v), -int64(noLimit)) }

// refScan is the oracle's Scan of goals.
func refScan(g refGrid, goals []Goal, r Rules) []int64 {
	var rg []reference.Goal
	for _, gl := range goals {
		rg = append(rg, reference.Goal{X: gl.X, Y: gl.Y, Start: refStart(gl.Start)})
	}
	return reference.Scan(g, rg, refRules(r))
}

// refRescan is the oracle's Rescan of a field holding vals (as At reports
// them): every reached cell a seed.
func refRescan(g refGrid, vals []int64, r Rules) []int64 {
	return reference.Relax(g, vals, refRules(r))
}

// randomGrid makes a w x h grid: walls with probability pWall, costs 1 or
// (mixed) 1..maxCost, or with maxCost -2 cost 1 and a rare 2 (walkers and
// doors, which take their own path in dial3), or with -3 a rare 2 or 3
// (mostly cost 1: dial3's other path for rare costs).
func randomGrid(rng *rand.Rand, w, h int, pWall float64, maxCost int) (refGrid, *Costs) {
	g := refGrid{W: w, H: h, Cost: make([]uint8, w*h)}
	c := NewCosts(w, h)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			var v uint8
			if rng.Float64() >= pWall {
				v = 1
				switch {
				case maxCost == -2: // walkers: a rare door costing 2
					if rng.IntN(40) == 0 {
						v = 2
					}
				case maxCost == -3: // tunnelers through open ground: rare 2 and 3
					if rng.IntN(40) == 0 {
						v = uint8(2 + rng.IntN(2))
					}
				case maxCost > 1 && rng.IntN(3) == 0:
					v = uint8(1 + rng.IntN(maxCost))
				}
			}
			g.Cost[y*w+x] = v
			c.Set(x, y, v)
		}
	}
	return g, c
}

func randomGoals(rng *rand.Rand, w, h int, varied bool) []Goal {
	n := 1 + rng.IntN(4)
	goals := make([]Goal, n)
	for i := range goals {
		goals[i] = Goal{X: rng.IntN(w), Y: rng.IntN(h)}
		if varied {
			goals[i].Start = int32(rng.IntN(21) - 12)
		}
		if rng.IntN(20) == 0 { // off the grid: ignored
			goals[i].X = -1 - rng.IntN(3)
		}
	}
	return goals
}

// compare fails t at the first cell where f differs from want.
func compare(t *testing.T, what string, f *Field, want []int64, w, h int) bool {
	t.Helper()
	reached := 0
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			got := int64(f.At(x, y))
			if got != want[y*w+x] {
				t.Errorf("%s: cell %d,%d = %d, reference %d", what, x, y, got, want[y*w+x])
				return false
			}
			if got != refUnreached {
				reached++
			}
		}
	}
	if f.Reached() != reached {
		t.Errorf("%s: Reached() = %d, counted %d", what, f.Reached(), reached)
		return false
	}
	n := 0
	f.Each(func(x, y int, v int32) {
		if v != f.At(x, y) || v == Unreached {
			t.Errorf("%s: Each gave %d,%d = %d, At %d", what, x, y, v, f.At(x, y))
		}
		n++
	})
	if n != reached {
		t.Errorf("%s: Each visited %d cells, want %d", what, n, reached)
		return false
	}
	return true
}

// allRules lists every flag combination the property test covers.
func allRules(limit int32) []Rules {
	var rs []Rules
	for _, m := range []Moves{Four, Eight} {
		for _, c := range []Corners{Deny, Allow} {
			rs = append(rs, Rules{Moves: m, Corners: c, Limit: limit})
		}
	}
	return rs
}

// TestScanMatchesReference checks Scan, Scale+Rescan (Flee) and Rescan after
// Set against the heap Dijkstra on hundreds of random maps, with the
// cell-at-a-time scans and with the bit scan, for 4/8 moves,
// deny/allow corners, unit and mixed costs, one or several goals with varied
// starts, with and without a limit. The fields are reused across maps of
// varying size, as the game reuses them.
func TestScanMatchesReference(t *testing.T) {
	onEachPath(t, testScanMatchesReference)
}

func testScanMatchesReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	f, fl, fs := newField(1, 1), newField(1, 1), newField(1, 1)
	maps := 0
	for iter := 0; iter < 300; iter++ {
		w, h := 1+rng.IntN(24), 1+rng.IntN(18)
		if iter%50 == 0 {
			w, h = 40+rng.IntN(30), 30+rng.IntN(20)
		}
		pWall := []float64{0, 0.15, 0.3, 0.45}[iter%4]
		for _, maxCost := range []int{1, -2, -3, 2, 3, 13} {
			g, costs := randomGrid(rng, w, h, pWall, maxCost)
			maps++
			for _, varied := range []bool{false, true} {
				goals := randomGoals(rng, w, h, varied)
				var limit int32
				if rng.IntN(3) == 0 {
					limit = int32(rng.IntN(25))
				}
				for _, r := range allRules(limit) {
					what := fmt.Sprintf("map %d (%dx%d walls %.2f costs 1..%d) goals %v rules %+v", iter, w, h, pWall, maxCost, goals, r)
					want := refScan(g, goals, r)
					f.Scan(goals, costs, r)
					if !compare(t, "Scan "+what, f, want, w, h) {
						return
					}
					checkFixedPoint(t, what, f, goals)
					checkPath(t, what, f)
					c := []float64{-1.2, -1.5, -0.7, 2, 1}[rng.IntN(5)]
					fl.Flee(f, c)
					if !compare(t, fmt.Sprintf("Flee x%.1f %s", c, what), fl, reference.Flee(g, want, c, refRules(r)), w, h) {
						return
					}
					// Hand-set values: Rescan must sort them first.
					fs.Scan(nil, costs, r)
					hand := make([]int64, w*h)
					for i := range hand {
						hand[i] = refUnreached
					}
					for k := rng.IntN(6); k >= 0; k-- {
						x, y, v := rng.IntN(w), rng.IntN(h), int32(rng.IntN(40)-20)
						fs.Set(x, y, v)
						hand[y*w+x] = int64(v)
					}
					if rng.IntN(2) == 0 { // remove one again
						x, y := rng.IntN(w), rng.IntN(h)
						fs.Set(x, y, Unreached)
						hand[y*w+x] = refUnreached
					}
					fs.Rescan(costs, r)
					if !compare(t, "Set+Rescan "+what, fs, refRescan(g, hand, r), w, h) {
						return
					}
					// The costs change under a scanned field (a door opens, a
					// wall is dug): a Flee of the old field relaxes the old
					// values under the new costs, and a new Scan into the
					// same field sees only the new costs.
					g2 := refGrid{W: w, H: h, Cost: append([]uint8(nil), g.Cost...)}
					for k := rng.IntN(4); k >= 0; k-- {
						x, y := rng.IntN(w), rng.IntN(h)
						v := uint8(rng.IntN(min(max(maxCost, 2), 3) + 1))
						g2.Cost[y*w+x] = v
						costs.Set(x, y, v)
					}
					fl.Flee(f, -1.2)
					if !compare(t, "Flee after a cost change "+what, fl, reference.Flee(g2, want, -1.2, refRules(r)), w, h) {
						return
					}
					f.Scan(goals, costs, r)
					if !compare(t, "Scan after a cost change "+what, f, refScan(g2, goals, r), w, h) {
						return
					}
					g, g2 = g2, g
					_ = g2
				}
			}
		}
	}
	t.Logf("%d random maps, every rule set", maps)
}

// checkFixedPoint asserts the Dijkstra-map invariant directly: every
// reached cell that is not a goal equals its cheapest neighbour plus its own
// entry cost, a goal is at most its start, and no cell could be lowered.
func checkFixedPoint(t *testing.T, what string, f *Field, goals []Goal) {
	t.Helper()
	costs, r := f.Costs(), f.Rules()
	g := refGrid{W: f.W, H: f.H, Cost: make([]uint8, f.W*f.H)}
	for y := 0; y < f.H; y++ {
		for x := 0; x < f.W; x++ {
			g.Cost[y*f.W+x] = costs.At(x, y)
		}
	}
	start := map[[2]int]int32{}
	for _, gl := range goals {
		st := int32(refStart(gl.Start))
		if !f.In(gl.X, gl.Y) || int64(st) > refLimit(r) {
			continue
		}
		k := [2]int{gl.X, gl.Y}
		if s, ok := start[k]; !ok || st < s {
			start[k] = st
		}
	}
	for y := 0; y < f.H; y++ {
		for x := 0; x < f.W; x++ {
			v := int64(f.At(x, y))
			best := refUnreached
			if c := g.At(x, y); c != 0 {
				for _, d := range reference.Steps {
					nx, ny := x-d[0], y-d[1] // neighbour stepping by d into x,y
					nv := int64(f.At(nx, ny))
					if nv == refUnreached || !g.CanStep(nx, ny, d[0], d[1], refRules(r)) {
						continue
					}
					best = min(best, nv+int64(c))
				}
			}
			if best > refLimit(r) {
				best = refUnreached
			}
			if s, ok := start[[2]int{x, y}]; ok {
				best = min(best, int64(s))
			}
			if v != best {
				t.Fatalf("fixed point %s: cell %d,%d = %d, cheapest neighbour + cost (or start) = %d", what, x, y, v, best)
			}
		}
	}
}

// checkPath fails t unless f's last Scan took the path the test forced.
func checkPath(t *testing.T, what string, f *Field) {
	t.Helper()
	bits := f.path == pathBits && f.costs.max <= 3 && !f.wallHeld && f.Reached() > 0
	if f.path != pathAuto && f.bitScan != bits {
		t.Fatalf("%s: forced path %d, bit scan %v", what, f.path, f.bitScan)
	}
	c := f.costs
	classes := f.path == pathCells && f.rules.Moves != Four && !f.wallHeld &&
		(c.max <= 1 || c.max == 2 && c.mostlyOnes()) && len(f.seeds) > 0
	if f.path != pathAuto && f.classScan != classes {
		t.Fatalf("%s: forced path %d, class scan %v", what, f.path, f.classScan)
	}
}

// TestFleeManyDoors: a flee over more doors than a field's side list has
// room for (W+H), which a flee field must not grow in a busy turn: the
// flee, another flee into the same field and a scan after it (which undo
// the last one's doors and classes without the list, cell by cell: the
// right half is rock, so less than half the grid is reached) all match
// the reference, on each path.
func TestFleeManyDoors(t *testing.T) {
	onEachPath(t, func(t *testing.T) {
		rng := rand.New(rand.NewPCG(3, 5))
		w, h := 120, 80
		g := refGrid{W: w, H: h, Cost: make([]uint8, w*h)}
		costs := NewCosts(w, h)
		doors := 0
		for i := range g.Cost {
			switch r := rng.IntN(100); {
			case i%w >= w/2 || r < 15:
			case r < 22:
				g.Cost[i] = 2
				doors++
			default:
				g.Cost[i] = 1
			}
			costs.Set(i%w, i/w, g.Cost[i])
		}
		if doors <= w+h || !costs.mostlyOnes() {
			t.Fatalf("%d doors: want more than %d, and mostly ones", doors, w+h)
		}
		a, fl := newField(w, h), newField(w, h)
		for k, goals := range [][]Goal{{{X: 5, Y: 5}}, {{X: 50, Y: 70}, {X: 30, Y: 10, Start: -3}}} {
			r := Rules{}
			a.Scan(goals, costs, r)
			want := refScan(g, goals, r)
			for round := range 2 {
				fl.Flee(a, -1.2)
				if !compare(t, fmt.Sprintf("goals %d flee %d", k, round), fl, refRescan(g, scaledRef(want, -1.2), r), w, h) {
					return
				}
			}
			fl.Scan(goals, costs, r)
			if !compare(t, fmt.Sprintf("goals %d scan after flee", k), fl, want, w, h) {
				return
			}
		}
	})
}

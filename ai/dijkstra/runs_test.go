package dijkstra

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// checkRuns fails t unless f's runs, noted by its last scan, describe its
// order: each run's cells hold its value, the values rise from run to
// run, and the last run ends at the last reached cell.
func checkRuns(t *testing.T, what string, f *Field) bool {
	t.Helper()
	lo := 0
	for i, r := range f.runs {
		if int(r.end) <= lo || i > 0 && r.v <= f.runs[i-1].v {
			t.Errorf("%s: run %d %+v after end %d (value %d)", what, i, r, lo, f.runs[max(i-1, 0)].v)
			return false
		}
		for _, c := range f.order[lo:r.end] {
			if f.vals[c] != r.v {
				t.Errorf("%s: run %d says %d, cell %d holds %d", what, i, r.v, c, f.vals[c])
				return false
			}
		}
		lo = int(r.end)
	}
	if lo != f.reached {
		t.Errorf("%s: the runs end at %d of %d reached cells", what, lo, f.reached)
		return false
	}
	return true
}

// TestRunsDescribeTheOrder: every scan path that settles a value at a
// time notes its runs, and they match its order exactly: walkers with
// doors and tunnelers' costs up to 3, 4-way and 8-way under both corner
// rules, goals with varied starts (the bit scan's stale entries among
// them, and goals on walls, which the slow loops flood). A scan with a
// limit, costs above 3 (Dial's buckets), and a field changed by hand note
// none that serve.
func TestRunsDescribeTheOrder(t *testing.T) {
	onEachPath(t, func(t *testing.T) {
		rng := rand.New(rand.NewPCG(3, uint64(testPath)))
		noted := 0
		for m := range 60 {
			w, h := 8+rng.IntN(40), 5+rng.IntN(30)
			maxCost := []int{1, -2, -3, 3}[m%4]
			_, costs := randomGrid(rng, w, h, 0.1+0.3*rng.Float64(), maxCost)
			rules := Rules{Moves: []Moves{Eight, Four}[m/4%2], Corners: []Corners{Deny, Allow}[m/8%2]}
			goals := randomGoals(rng, w, h, m%3 == 0)
			f := newField(w, h)
			f.Scan(goals, costs, rules)
			what := fmt.Sprintf("map %d (%dx%d, costs %d) %+v goals %v", m, w, h, maxCost, rules, goals)
			if !f.runsOK {
				if !f.wallHeld && f.reached > 0 {
					t.Errorf("%s: no runs", what)
				}
				continue
			}
			noted++
			if !checkRuns(t, what, f) {
				return
			}
			f.Scan(goals, costs, Rules{Moves: rules.Moves, Corners: rules.Corners, Limit: 3})
			if f.runsOK {
				t.Errorf("%s: runs noted by a scan with a limit", what)
			}
			f.Scan(goals, costs, rules)
			f.Set(0, 0, 1)
			if f.runsOK {
				t.Errorf("%s: runs kept after Set", what)
			}
		}
		if noted < 40 {
			t.Errorf("runs noted in %d scans of 60", noted)
		}
		_, costs := randomGrid(rng, 20, 20, 0.1, 9)
		f := newField(20, 20)
		f.Scan([]Goal{{X: 1, Y: 1}}, costs, Rules{})
		if costs.Max() > 3 && f.runsOK {
			t.Errorf("runs noted by Dial's buckets (costs up to %d)", costs.Max())
		}
	})
}

// TestRunsCapped: a winding corridor, a value a cell, has more values
// than a field has room to note (2(W+H)+64): it notes none that serve,
// and a flee from it searches for its runs and still matches the
// reference.
func TestRunsCapped(t *testing.T) {
	const w, h = 30, 30
	g := refGrid{W: w, H: h, Cost: make([]uint8, w*h)}
	costs := NewCosts(w, h)
	for y := range h {
		for x := range w {
			open := y%2 == 0 || y%4 == 1 && x == w-1 || y%4 == 3 && x == 0
			if open {
				g.Cost[y*w+x] = 1
				costs.Set(x, y, 1)
			}
		}
	}
	goal := []Goal{{X: 0, Y: 0}}
	f, fl := NewField(w, h), NewField(w, h)
	f.Scan(goal, costs, Rules{})
	if f.runsOK || f.reached <= cap(f.runs) {
		t.Errorf("runs kept (%v) for %d cells of as many values, room for %d", f.runsOK, f.reached, cap(f.runs))
	}
	fl.Flee(f, -1.2)
	if fl.runFlees != 0 {
		t.Error("the flee took runs that were not kept")
	}
	compare(t, "corridor flee", fl, refRescan(g, scaledRef(refScan(g, goal, Rules{}), -1.2), Rules{}), w, h)
}

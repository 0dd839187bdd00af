package dijkstra

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// TestKeptReachMatchesReference: one field scanned again and again, as a
// game scans the player's field each turn, its goals stepping about,
// jumping to other rooms (a reach of other cells: no keep), gaining and
// dropping goals (a smaller reach: the stale cells blanked), over costs
// that change now and then (no keep either), and fled from into one flee
// field, now and then after a cell changed since the scan: every scan and
// flee matches the reference, on each path; the auto path keeps the
// reach in many of them (the changes between a scan and its flee stop
// the next scan keeping it), and most flees take the runs of their seeds
// as the approach scan noted them (runs.go).
func TestKeptReachMatchesReference(t *testing.T) {
	for _, path := range []uint8{pathAuto, pathCells, pathBits, pathValues} {
		name := "auto"
		if path != pathAuto {
			name = pathNames[path]
		}
		t.Run(name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(11, uint64(path)))
			keeps, fleeKeeps, runFlees, rounds := 0, 0, 0, 0
			for m := range 12 {
				w, h := 20+rng.IntN(40), 10+rng.IntN(30)
				g, costs := randomGrid(rng, w, h, 0.25+0.2*rng.Float64(), []int{1, -2}[m%2])
				f, fl := NewField(w, h), NewField(w, h)
				f.path, fl.path = path, path
				goals := []Goal{{X: rng.IntN(w), Y: rng.IntN(h)}}
				for round := range 40 {
					switch r := rng.IntN(20); {
					case r == 0: // a cell's cost changes (a door opens, a wall is dug)
						x, y := rng.IntN(w), rng.IntN(h)
						v := uint8(rng.IntN(2))
						g.Cost[y*w+x] = v
						costs.Set(x, y, v)
					case r == 1: // a jump anywhere
						goals[0] = Goal{X: rng.IntN(w), Y: rng.IntN(h)}
					case r == 2 && len(goals) < 3:
						goals = append(goals, Goal{X: rng.IntN(w), Y: rng.IntN(h), Start: int32(rng.IntN(9) - 4)})
					case r == 3 && len(goals) > 1:
						goals = goals[:len(goals)-1]
					default: // a step
						goals[0].X = min(max(goals[0].X+rng.IntN(3)-1, 0), w-1)
						goals[0].Y = min(max(goals[0].Y+rng.IntN(3)-1, 0), h-1)
					}
					k0, fk0, r0 := f.keeps, fl.keeps, fl.runFlees
					f.Scan(goals, costs, Rules{})
					want := refScan(g, goals, Rules{})
					what := fmt.Sprintf("map %d round %d goals %v", m, round, goals)
					if !compare(t, what+" scan", f, want, w, h) {
						return
					}
					if rng.IntN(8) == 0 { // a dig, a door opened or closed, since the scan
						x, y := rng.IntN(w), rng.IntN(h)
						v := uint8(rng.IntN(3))
						g.Cost[y*w+x] = v
						costs.Set(x, y, v)
						what += fmt.Sprintf(" then %d,%d costing %d", x, y, v)
					}
					fl.Flee(f, -1.2)
					if !compare(t, what+" flee", fl, refRescan(g, scaledRef(want, -1.2), Rules{}), w, h) {
						return
					}
					keeps += f.keeps - k0
					fleeKeeps += fl.keeps - fk0
					runFlees += fl.runFlees - r0
					rounds++
				}
			}
			t.Logf("%d rounds: %d scans and %d flees kept the reach, %d flees took the runs", rounds, keeps, fleeKeeps, runFlees)
			if runFlees < rounds/3 {
				t.Errorf("%d flees of %d took the runs: want a third at least", runFlees, rounds)
			}
			switch path {
			case pathAuto, pathCells:
				if keeps < rounds/4 || fleeKeeps < rounds/4 {
					t.Errorf("%d scans and %d flees of %d kept the reach: want a quarter at least", keeps, fleeKeeps, rounds)
				}
			case pathBits: // from one goal only (keepsBits); flees flood by the class path or relax
				if keeps < rounds/10 {
					t.Errorf("%d bit scans of %d kept the reach: want a tenth at least", keeps, rounds)
				}
			case pathValues:
				if keeps+fleeKeeps != 0 {
					t.Errorf("the value path kept the reach %d times: it cannot", keeps+fleeKeeps)
				}
			}
		})
	}
}

// TestKeptReachDropsStaleCells: two goals in two rooms, then one: the
// second scan keeps the reach (its goal was reached) but reaches one room
// only, and the other room's cells, still holding the first scan's values,
// are blanked, on the class path (dropStale) and the bit scan
// (dropStaleBits).
func TestKeptReachDropsStaleCells(t *testing.T) {
	g := refGrid{W: 9, H: 3, Cost: []uint8{
		1, 1, 1, 0, 1, 1, 2, 1, 1,
		1, 1, 1, 0, 1, 1, 1, 1, 1,
		1, 1, 1, 0, 1, 1, 1, 1, 1,
	}}
	costs := NewCosts(g.W, g.H)
	for i, c := range g.Cost {
		costs.Set(i%g.W, i/g.W, c)
	}
	for _, path := range []uint8{pathCells, pathBits} {
		name := pathNames[path]
		f := NewField(g.W, g.H)
		f.path = path
		both := []Goal{{X: 0, Y: 0}, {X: 8, Y: 2}}
		f.Scan(both, costs, Rules{})
		compare(t, name+" two rooms", f, refScan(g, both, Rules{}), g.W, g.H)
		one := []Goal{{X: 1, Y: 1}}
		f.Scan(one, costs, Rules{})
		if f.keeps != 1 {
			t.Errorf("%s: keeps = %d after the second scan, want 1", name, f.keeps)
		}
		compare(t, name+" one room", f, refScan(g, one, Rules{}), g.W, g.H)
		if v := f.At(6, 0); v != Unreached {
			t.Errorf("%s: the door the first scan reached holds %d, want Unreached", name, v)
		}
		// The door's mark is back: a scan from the right room gives it 2.
		right := []Goal{{X: 6, Y: 1}}
		f.Scan(right, costs, Rules{})
		compare(t, name+" the other room", f, refScan(g, right, Rules{}), g.W, g.H)
	}
}

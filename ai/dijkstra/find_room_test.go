package dijkstra

import (
	"math/rand/v2"
	"testing"
)

// canary fills what lies past the end of f.order (its capacity, made
// larger here) with a value no scan writes, so a write past the end shows.
const canary = -0x5a5a5a5a

// TestFindStaysInOrder: the class path's find loops write a neighbour at
// the tail of f.order before they know it is a candidate, a cell two
// cells of a layer find twice: a layer taken whole could write past the
// end of f.order (memory not the field's: another field's, which then
// held wrong values) when little of the field was left to reach. Scans
// of random small grids with few goals never write past the end.
func TestFindStaysInOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for trial := 0; trial < 2000; trial++ {
		w, h := 1+rng.IntN(40), 1+rng.IntN(30)
		costs := NewCosts(w, h)
		var goals []Goal
		open := 2 + rng.IntN(8)
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				if rng.IntN(10) < open {
					costs.Set(x, y, 1)
					if rng.IntN(20) == 0 {
						goals = append(goals, Goal{X: x, Y: y})
					}
				}
			}
		}
		f := NewField(w, h)
		n := len(f.order)
		room := make([]int32, n, n+16*(w+h)+64)
		for i := n; i < cap(room); i++ {
			room[:cap(room)][i] = canary
		}
		f.order = room
		for _, r := range []Rules{{}, {Corners: Allow}} {
			f.Scan(goals, costs, r)
			past := f.order[:cap(f.order)][n:]
			for i, v := range past {
				if v != canary {
					t.Fatalf("trial %d, %dx%d, %d goals, %+v: f.order written %d entries past its end", trial, w, h, len(goals), r, i+1)
				}
			}
		}
	}
}

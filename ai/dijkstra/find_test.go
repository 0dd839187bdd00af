package dijkstra

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// The class path settles cells in the order the value loops do, not only
// to the same values: the lab replays a scan in its settle order, and a
// game must not look different for the path its scan took.
func TestClassPathSettlesInTheSameOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 8))
	classes, values := newField(1, 1), newField(1, 1)
	classes.path, values.path = pathCells, pathValues
	took := 0
	for iter := 0; iter < 300; iter++ {
		w, h := 2+rng.IntN(30), 2+rng.IntN(20)
		maxCost := []int{1, -2}[iter%2] // unit costs, and walkers' rare doors
		_, costs := randomGrid(rng, w, h, rng.Float64()*0.4, maxCost)
		goals := randomGoals(rng, w, h, iter%4 >= 2)
		var limit int32
		if rng.IntN(3) == 0 {
			limit = int32(rng.IntN(25))
		}
		for _, r := range []Rules{{Limit: limit}, {Corners: Allow, Limit: limit}} {
			classes.Scan(goals, costs, r)
			values.Scan(goals, costs, r)
			what := fmt.Sprintf("map %d (%dx%d) goals %v rules %+v", iter, w, h, goals, r)
			if values.classScan {
				t.Fatalf("%s: the value path took the class path", what)
			}
			if classes.classScan {
				took++
			}
			if a, b := classes.order[:classes.reached], values.order[:values.reached]; !slices.Equal(a, b) {
				t.Fatalf("%s: settle order %v, the value loops' %v", what, a, b)
			}
		}
	}
	if took < 300 {
		t.Fatalf("the class path ran %d times of 600: the test does not test it", took)
	}
}

// TestClassesOfEveryCost: classesOf, 8 cells a word, gives every cost
// byte (0 to 255, in runs of any length, the tail past the last whole
// word too) the class fbClass gives it: 0 a wall, 7 a door, 5 the rest.
func TestClassesOfEveryCost(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 2))
	for n := range 40 {
		cost := make([]uint8, n)
		for i := range cost {
			cost[i] = uint8(rng.IntN(256))
			if rng.IntN(2) == 0 {
				cost[i] = uint8(rng.IntN(4))
			}
		}
		fb := make([]uint8, n)
		classesOf(fb, cost)
		for i, c := range cost {
			if fb[i] != fbClass(c) {
				t.Fatalf("%d cells: cost %d gave class %d, want %d", n, c, fb[i], fbClass(c))
			}
		}
	}
	all := make([]uint8, 256)
	for i := range all {
		all[i] = uint8(i)
	}
	fb := make([]uint8, 256)
	classesOf(fb, all)
	for c, got := range fb {
		if want := fbClass(uint8(c)); got != want {
			t.Errorf("cost %d: class %d, want %d", c, got, want)
		}
	}
}

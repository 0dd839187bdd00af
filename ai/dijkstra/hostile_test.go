package dijkstra

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"downhill/ai/dijkstra/reference"
)

// TestSetDoorMarkValue: Set(x, y, math.MaxInt32-1) stored the door mark, so
// the cell still read as Unreached and every further Set of it appended it
// to the settle order again, until the order (one entry a cell) overflowed.
func TestSetDoorMarkValue(t *testing.T) {
	c := NewCosts(3, 1)
	for x := 0; x < 3; x++ {
		c.Set(x, 0, 1)
	}
	f := newField(3, 1)
	f.Scan(nil, c, Rules{})
	for i := 0; i < 40; i++ { // the order holds 15 entries (padded 5x3)
		f.Set(1, 0, math.MaxInt32-1)
		f.Set(2, 0, math.MaxInt32)
		f.Set(0, 0, noLimit+1)
	}
	if f.Reached() != 0 || f.At(1, 0) != Unreached {
		t.Fatalf("after Sets above every value: Reached %d, At(1,0) %d; want 0 and Unreached", f.Reached(), f.At(1, 0))
	}
	f.Set(0, 0, 5)
	f.Set(0, 0, 5)
	f.Rescan(c, Rules{})
	if f.Reached() != 3 || f.At(0, 0) != 5 || f.At(2, 0) != 7 {
		t.Errorf("Set 5 then Rescan: Reached %d, values %d %d %d; want 3 and 5 6 7", f.Reached(), f.At(0, 0), f.At(1, 0), f.At(2, 0))
	}
}

// hostileValues are the values an exported method might be handed that sit
// at or next to the edges of the value space: the wall mark
// (math.MinInt32), the door mark (math.MaxInt32-1), Unreached, and the
// edges of what a limit can be (±noLimit).
var hostileValues = []int32{
	math.MinInt32, math.MinInt32 + 1, -noLimit - 1, -noLimit, -noLimit + 1,
	-1, 0, 1, 7,
	noLimit - 300, noLimit - 3, noLimit - 1, noLimit, noLimit + 1,
	doorMark - 1, doorMark, Unreached,
}

// refSet is the documented meaning of Set's value: above noLimit (the
// marks and Unreached included) removes the cell's value, below -noLimit
// counts as -noLimit.
func refSet(v int32) int64 {
	if v > noLimit {
		return refUnreached
	}
	return refStart(v)
}

// TestHostileValues drives Scan (goal starts and limits), Set, Rescan and
// Flee (any scale, NaN and infinities included) with values at the edges of
// the value space, on both scan paths, and compares each result with the
// heap Dijkstra: no value may turn into a mark, overflow, or leave the
// field inconsistent (Reached, Each and At agreeing).
func TestHostileValues(t *testing.T) {
	onEachPath(t, testHostileValues)
}

func testHostileValues(t *testing.T) {
	rng := rand.New(rand.NewPCG(10, 1))
	pick := func() int32 { return hostileValues[rng.IntN(len(hostileValues))] }
	f, fl := newField(1, 1), newField(1, 1)
	scales := []float64{-1.2, 1, 0, -1e12, 1e12, math.Inf(1), math.Inf(-1), math.NaN()}
	for iter := 0; iter < 200; iter++ {
		w, h := 1+rng.IntN(12), 1+rng.IntN(9)
		maxCost := []int{1, -2, -3, 3, 255}[iter%5]
		g, costs := randomGrid(rng, w, h, []float64{0, 0.2, 0.4}[iter%3], maxCost)
		var goals []Goal
		for k := rng.IntN(4); k >= 0; k-- {
			goals = append(goals, Goal{X: rng.IntN(w), Y: rng.IntN(h), Start: pick()})
		}
		r := allRules(0)[rng.IntN(4)]
		if rng.IntN(3) > 0 {
			r.Limit = pick()
		}
		what := fmt.Sprintf("map %d (%dx%d costs 1..%d) goals %v rules %+v", iter, w, h, maxCost, goals, r)
		f.Scan(goals, costs, r)
		if !compare(t, "Scan "+what, f, refScan(g, goals, r), w, h) {
			return
		}
		// A flee of the scan: a goal starting near noLimit is cut off by
		// it, so the scan must not count as unlimited (closed).
		c := scales[rng.IntN(len(scales))]
		fl.Flee(f, c)
		if !compare(t, fmt.Sprintf("Flee of the scan x%g %s", c, what), fl, refRescan(g, scaledRef(refScan(g, goals, r), c), r), w, h) {
			return
		}
		// Set hostile values over the scanned field (several times on one
		// cell, walls included), then Rescan.
		hand := refScan(g, goals, r)
		for k := rng.IntN(12); k >= 0; k-- {
			x, y, v := rng.IntN(w), rng.IntN(h), pick()
			f.Set(x, y, v)
			hand[y*w+x] = refSet(v)
		}
		f.Rescan(costs, r)
		want := refRescan(g, hand, r)
		if !compare(t, "Set+Rescan "+what, f, want, w, h) {
			return
		}
		c = scales[rng.IntN(len(scales))]
		fl.Flee(f, c)
		if !compare(t, fmt.Sprintf("Flee x%g %s", c, what), fl, refRescan(g, scaledRef(want, c), r), w, h) {
			return
		}
		// A field fleeing itself: Scale in place.
		c = scales[rng.IntN(len(scales))]
		f.Flee(f, c)
		if !compare(t, fmt.Sprintf("self Flee x%g %s", c, what), f, refRescan(g, scaledRef(want, c), r), w, h) {
			return
		}
	}
}

// scaledRef is vals x c as the documented Scale gives it: the oracle's
// rounding (reference.Scale), kept within the value space ±noLimit (NaN,
// from 0 x an infinity, is 0); unreached cells stay unreached.
func scaledRef(vals []int64, c float64) []int64 {
	out := make([]int64, len(vals))
	for i, v := range vals {
		out[i] = v
		if v == refUnreached {
			continue
		}
		x := reference.Scale(v, c)
		if x != x {
			x = 0
		}
		out[i] = int64(min(max(x, -float64(noLimit)), float64(noLimit)))
	}
	return out
}

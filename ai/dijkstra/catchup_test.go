package dijkstra

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// A field scanned again after its costs changed a few cells at a time
// (its wall and door marks caught up cell by cell) or many at once (past
// what the costs remember: marked again whole) holds exactly what a new
// field scanned over the same costs holds, every value and every mark, on
// both scan paths, with and without a limit.
func TestScanAfterCostChangesMatchesNewField(t *testing.T) {
	onEachPath(t, func(t *testing.T) {
		rng := rand.New(rand.NewPCG(14, 1))
		for trial := 0; trial < 120; trial++ {
			w, h := 8+rng.IntN(40), 8+rng.IntN(30)
			_, c := randomGrid(rng, w, h, 0.3, []int{1, -2, -3, 5}[trial%4])
			rules := Rules{Moves: []Moves{Eight, Four}[rng.IntN(2)], Corners: Corners(rng.IntN(2))}
			if rng.IntN(3) == 0 {
				rules.Limit = int32(5 + rng.IntN(30))
			}
			reused := newField(w, h)
			for step := 0; step < 8; step++ {
				goals := randomGoals(rng, w, h, true)
				reused.Scan(goals, c, rules)
				fresh := newField(w, h)
				fresh.Scan(goals, c, rules)
				if !slices.Equal(reused.vals, fresh.vals) {
					t.Fatalf("trial %d step %d: a reused field differs from a new one", trial, step)
				}
				// Change a few cells (caught up) or many (marked whole).
				n := 1 + rng.IntN(6)
				if rng.IntN(4) == 0 {
					n = costLog + 10
				}
				for k := 0; k < n; k++ {
					v := uint8(rng.IntN(3))
					if rng.IntN(4) == 0 {
						v = c.At(0, 0) // often no change at all
					}
					c.Set(rng.IntN(w), rng.IntN(h), v)
				}
			}
		}
	})
}

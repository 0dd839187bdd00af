package game

import (
	"runtime"
	"testing"
)

// A steady turn (SteadyTurn: the explore bot playing on the same level,
// no new level, no new game) allocates nothing at every size of
// TurnSizes, goblins of every kind fighting, hunting, fleeing and digging.
// testing.AllocsPerRun averages (rounding down); the exact count over the
// runs is logged too: what remains is the amortised growth of the message
// history and of scratch arrays meeting a busier turn than any before.
func TestSteadyTurnAllocs(t *testing.T) {
	for _, s := range TurnSizes {
		runs := 100
		if s.W*s.H > 1<<18 {
			if testing.Short() {
				continue
			}
			runs = 8
		}
		t.Run(s.String(), func(t *testing.T) {
			g := NewTurnBench(s)
			for range 30 {
				if !g.SteadyTurn() {
					t.Fatal("the bot ran out of level while warming up")
				}
			}
			ran := 0
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			avg := testing.AllocsPerRun(runs, func() {
				if g.SteadyTurn() {
					ran++
				}
			})
			runtime.ReadMemStats(&after)
			if ran != runs+1 { // AllocsPerRun runs once more to warm up
				t.Fatalf("%d of %d turns were steady", ran, runs+1)
			}
			t.Logf("%s: %v allocs a turn (%d mallocs in %d turns)", s, avg, after.Mallocs-before.Mallocs, ran)
			if avg != 0 {
				t.Errorf("%s: a steady turn allocates %v times", s, avg)
			}
		})
	}
}

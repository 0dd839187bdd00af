package turnbench

import (
	"runtime"
	"testing"
)

// A steady turn (SteadyTurn: the explore bot playing on the same level,
// no new level, no new game) allocates nothing at every size of
// Sizes, goblins of every kind fighting, hunting, fleeing and digging.
// After the 40 warm-up turns Table gives, the heap's malloc count
// (runtime.MemStats.Mallocs, exact: testing.AllocsPerRun would round an
// average down) must not move at all over 500 turns, 150 at 1024x1024.
//
// The count is the whole process's, and the runtime mallocs now and then
// on its own: about one run in five of the whole package, sysmon hands a
// P to a new OS thread (runtime.newm: 6 mallocs, the M, its g0 and
// profiling stacks), or the scavenger grows its timer heap (1). A game
// replays exactly, so its own mallocs would come back on a second try of
// the same turns; a size fails when both tries count any.
func TestSteadyTurnAllocs(t *testing.T) {
	for _, s := range Sizes {
		turns := 500
		if s.W*s.H > 1<<18 {
			if testing.Short() {
				continue
			}
			turns = 150
		}
		t.Run(s.String(), func(t *testing.T) {
			first := steadyMallocs(t, s, turns)
			t.Logf("%s: %d mallocs in %d steady turns", s, first, turns)
			if first == 0 {
				return
			}
			if again := steadyMallocs(t, s, turns); again != 0 {
				t.Errorf("%s: %d and again %d mallocs in the same %d steady turns, want 0", s, first, again, turns)
			}
		})
	}
}

// steadyMallocs plays the turn benchmark's game at size s for 40 warm-up
// turns, then counts the mallocs of the next turns ones.
func steadyMallocs(t *testing.T, s Size, turns int) uint64 {
	g := NewGame(s)
	for range 40 {
		if !SteadyTurn(g) {
			t.Fatal("the bot ran out of level while warming up")
		}
	}
	ran := 0
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for range turns {
		if SteadyTurn(g) {
			ran++
		}
	}
	runtime.ReadMemStats(&after)
	if ran != turns {
		t.Fatalf("%d of %d turns were steady", ran, turns)
	}
	return after.Mallocs - before.Mallocs
}

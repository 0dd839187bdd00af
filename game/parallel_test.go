package game

import (
	"bytes"
	"slices"
	"testing"

	"downhill/ai"
)

// TestParallelPlaysTheSameGame plays the same games with the prefetch of
// the whole player field on a second core (ai.ForceParallel) and without:
// every action and the final save are the same.
func TestParallelPlaysTheSameGame(t *testing.T) {
	for _, s := range TurnSizes[:2] {
		play := func(on bool) ([]string, []byte) {
			ai.ForceParallel(on)
			defer ai.ForceParallel(false)
			g := NewTurnBench(s)
			var acts []string
			for range 60 {
				if !g.SteadyTurn() {
					break
				}
				acts = append(acts, g.Acts()...)
			}
			b, err := g.Save()
			if err != nil {
				t.Fatal(err)
			}
			return acts, b
		}
		a1, s1 := play(false)
		a2, s2 := play(true)
		if !slices.Equal(a1, a2) || !bytes.Equal(s1, s2) {
			t.Errorf("%s: games differ (%d vs %d acts)", s, len(a1), len(a2))
		}
		t.Logf("%s: %d acts, %d save bytes, adopted %v", s, len(a1), len(s1), ai.PFStats)
	}
}

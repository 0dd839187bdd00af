package game

import (
	"testing"

	"downhill/ai"
)

// An archer for which no cell at its range sees the player (the player at
// the end of a bent corridor) used to close in until adjacent, back off on
// the flee field, close in again, and so on forever, never shooting. It
// must shoot once it sees the player, and never go back and forth.
func TestArcherInCorridorShoots(t *testing.T) {
	g := scenario(t, "archer_corridor")
	acts := wait(t, g, 14)
	if n := count(acts, "archer#1 shoots player"); n == 0 {
		t.Fatalf("the archer never shot: %v", acts)
	}
	s := g.Level.Ents
	if d := ai.Chebyshev(s.Pos[1], g.PlayerPos()); d < 2 {
		t.Errorf("the archer ended next to the player (%v)", s.Pos[1])
	}
	// Settled: from now on it only shoots.
	more := wait(t, g, 5)
	if count(more, "archer#1 shoots player") != 5 {
		t.Errorf("the archer did not settle and shoot: %v", more)
	}
}

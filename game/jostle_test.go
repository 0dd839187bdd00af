package game

import (
	"testing"

	"downhill/world"
)

// TestHunterWakesSleeperInCorridor: a goblin asleep in a one-wide corridor,
// out of earshot (walking distance 11 > hearing 6), blocks the hunter
// behind it. The hunter shoves it awake and both reach the player; before
// the jostle rule the hunter waited behind the sleeper for ever.
func TestHunterWakesSleeperInCorridor(t *testing.T) {
	g := scenario(t, "jostle")
	unbreakable(g)
	s := g.Level.Ents
	sleeper, hunter := world.Entity(1), world.Entity(2)
	if s.Mind[sleeper] != world.Asleep || s.Kind[hunter] != world.Goblin {
		t.Fatal("scenario letters not as expected")
	}
	acts := wait(t, g, 1)
	if count(acts, "goblin#2 wakes the sleeper in its way") != 1 {
		t.Fatalf("the blocked hunter did not wake the sleeper: %q", acts)
	}
	acts = wait(t, g, 14)
	if got := s.Pos[sleeper]; got != (world.Pos{X: 2, Y: 1}) {
		t.Errorf("woken goblin at %v, want next to the player at 2,1", got)
	}
	if got := s.Pos[hunter]; got != (world.Pos{X: 3, Y: 1}) {
		t.Errorf("hunter at %v, want queued behind at 3,1", got)
	}
	if count(acts, "goblin#1 attacks player") == 0 {
		t.Error("the woken goblin never attacked")
	}
}

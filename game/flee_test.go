package game

import (
	"slices"
	"testing"

	"downhill/ai"
	"downhill/world"
)

// fleeSteps waits n turns and returns where creature e stood after each.
func fleeSteps(t *testing.T, g *Game, e world.Entity, n int) []world.Pos {
	t.Helper()
	var at []world.Pos
	for range n {
		wait(t, g, 1)
		at = append(at, g.Level.Ents.Pos[e])
	}
	return at
}

// TestSafetyMapSteps: the wounded goblin in the dead end below the player
// (flee.txt) runs for its life on the safety map: up past the player (the
// dead end's tip is shallow, the loop above deep) and west along the
// loop, step by step, to the loop's corner out of the player's sight,
// where it hides. The naive runner from the same cell backs into the dead
// end instead (TestFleeThroughLoop).
func TestSafetyMapSteps(t *testing.T) {
	g := scenario(t, "flee")
	unbreakable(g)
	got := fleeSteps(t, g, 1, 12)
	want := cells(7, 4, 7, 3, 6, 3, 5, 3, 4, 3, 3, 3, 2, 3, 1, 3, 1, 2, 1, 2, 1, 2, 1, 2)
	if !slices.Equal(got, want) {
		t.Fatalf("the runner's steps %v, want %v", got, want)
	}
	s := g.Level.Ents
	if s.Mind[1] != world.Fleeing || !s.Wary[1] {
		t.Fatalf("mind %v wary %v, want a wary runner", s.Mind[1], s.Wary[1])
	}
	why := g.Explain(1).Why
	if want := "running for its life, out of your sight and hearing: hides and heals (1 of 6 hit points, back at 75%)"; why != want {
		t.Errorf("the hiding runner's why %q, want %q", why, want)
	}
}

// TestSafetyMapPrefersTheLoop: a wounded goblin in a room between a long
// dead end (west, 9 cells) and a loop (east) runs round the player to the
// loop, step by step; with the loop cut down to a dead end shorter than
// the west one, the same goblin runs into the longer dead end.
func TestSafetyMapPrefersTheLoop(t *testing.T) {
	g := mapGame(t,
		"########################",
		"##########.....#########",
		"#.........w.@..........#",
		"##########.....#.#####.#",
		"################.......#",
		"########################",
	)
	unbreakable(g)
	got := fleeSteps(t, g, 1, 8)
	want := cells(11, 3, 12, 3, 13, 3, 14, 2, 15, 2, 16, 2, 17, 2, 18, 2)
	if !slices.Equal(got, want) {
		t.Fatalf("with a loop east the runner went %v, want %v", got, want)
	}
	dead := mapGame(t,
		"########################",
		"##########.....#########",
		"#.........w.@......#####",
		"##########.....#########",
		"########################",
	)
	unbreakable(dead)
	if got := fleeSteps(t, dead, 1, 3); !slices.Equal(got, cells(9, 2, 8, 2, 7, 2)) {
		t.Fatalf("with two dead ends the runner went %v, want west into the longer", got)
	}
}

// TestFledGoblinComesBackWary: the runner that hid at the loop's corner
// (flee.txt) heals a hit point every RegenTurns turns out of sight, comes
// back at three quarters of its hit points, wary, and fights; wounded to
// its flee point again, it does not run a second time.
func TestFledGoblinComesBackWary(t *testing.T) {
	g := scenario(t, "flee")
	unbreakable(g)
	s := g.Level.Ents
	acts := wait(t, g, 60)
	if n := count(acts, "goblin#1 comes back, wary"); n != 1 {
		t.Fatalf("%d returns in 60 turns, want 1", n)
	}
	if s.Mind[1] != world.Hunting || !s.Wary[1] || s.HP[1] != 5 {
		t.Fatalf("mind %v wary %v hp %d, want hunting, wary, at 5 of 6", s.Mind[1], s.Wary[1], s.HP[1])
	}
	s.HP[1] = 1
	for range 10 {
		wait(t, g, 1)
		if s.Alive[1] && s.Mind[1] == world.Fleeing {
			t.Fatalf("turn %d: the wary goblin ran again at %d HP", g.Turn, s.HP[1])
		}
	}
}

// TestNoHealingInView: a wounded goblin the player sees gains no hit
// points, however long (cornered.txt: cornered beside the player, it
// fights on at 1 HP); out of view it heals.
func TestNoHealingInView(t *testing.T) {
	g := scenario(t, "cornered")
	unbreakable(g)
	s := g.Level.Ents
	wait(t, g, 30)
	if s.HP[1] != 1 {
		t.Fatalf("the goblin in view healed to %d", s.HP[1])
	}
	if th := g.Explain(1); !slices.Contains([]ai.Verb{ai.Attack}, th.Verb) {
		t.Errorf("cornered beside the player it does %v (%s), want a blow", th.Verb, th.Why)
	}
}

// cells makes x,y pairs into positions.
func cells(xy ...int) []world.Pos {
	var out []world.Pos
	for i := 0; i+1 < len(xy); i += 2 {
		out = append(out, world.Pos{X: xy[i], Y: xy[i+1]})
	}
	return out
}

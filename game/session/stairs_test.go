package session

import (
	"testing"

	"downhill/game/session/keys"
	"downhill/world"
)

// TestStairsKeysTravel is the regression test of `>` and `<` away from
// the stairs: pressed where there are no stairs of
// their way they walk to the stairs of that way the player has seen, as
// DCSS and Brogue do, without taking them; pressed there they take them.
// The touch stairs button does the same (towards the up stairs with the
// Heart). Stairs never seen are said so, with no turn; a goblin on the
// stairs next to the player is named, not attacked.
func TestStairsKeysTravel(t *testing.T) {
	s := mapSession(t,
		"############",
		"#<.@......>#",
		"############")
	g := s.Game()
	play := func(typed string) {
		t.Helper()
		in, err := keys.ParseInputs(typed)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Play(s, in, t0, nil); err != nil {
			t.Fatal(err)
		}
	}
	play(">")
	if g.PlayerPos() != (world.Pos{X: 10, Y: 1}) || g.Depth != 1 {
		t.Fatalf("> walked to %v on depth %d, want the stairs at 10,1 on depth 1 (%q)", g.PlayerPos(), g.Depth, g.Messages)
	}
	play("<lt>")
	if g.PlayerPos() != (world.Pos{X: 1, Y: 1}) || g.Depth != 1 {
		t.Fatalf("< walked to %v, want the up stairs at 1,1", g.PlayerPos())
	}
	play(">")
	turn := g.Turn
	play(">")
	if g.Depth != 2 || g.Turn != turn+1 {
		t.Fatalf("> on the stairs: depth %d, turn %d (was %d)", g.Depth, g.Turn, turn)
	}

	// The touch screen's stairs button is the same key; carrying the
	// Heart it heads for the up stairs.
	s = mapSession(t,
		"############",
		"#<...@....>#",
		"############")
	g = s.Game()
	g.HasHeart = true
	now := t0
	s.pressButton(2, now)
	for next := s.Update(now); !next.IsZero(); next = s.Update(now) {
		now = next
	}
	if g.PlayerPos() != (world.Pos{X: 1, Y: 1}) {
		t.Fatalf("the stairs button with the Heart walked to %v, want the up stairs at 1,1", g.PlayerPos())
	}

	// Stairs behind a closed door were never seen.
	s = mapSession(t,
		"#######",
		"#@....#",
		"###+###",
		"#....>#",
		"#######")
	g = s.Game()
	play(">")
	if g.Turn != 0 || g.PlayerPos() != (world.Pos{X: 1, Y: 1}) {
		t.Fatalf("> to unseen stairs walked to %v (turn %d)", g.PlayerPos(), g.Turn)
	}
	if m := g.Messages[len(g.Messages)-1]; m != "You have found no stairs down on this level." {
		t.Fatalf("> to unseen stairs said %q", m)
	}

	// A goblin stands on the stairs next to the player.
	s = mapSession(t,
		"#######",
		"#.@>.z#",
		"#######")
	g = s.Game()
	gob := g.Level.Ents.At(world.Pos{X: 5, Y: 1})
	g.Level.Ents.Move(gob, world.Pos{X: 3, Y: 1})
	play(">")
	if hp := g.Level.Ents.HP[gob]; g.Turn != 0 || hp != g.Level.Ents.MaxHP[gob] {
		t.Fatalf("> attacked the goblin on the stairs (turn %d, its HP %d)", g.Turn, hp)
	}
	if m := g.Messages[len(g.Messages)-1]; m != "The goblin stands on the stairs." {
		t.Fatalf("> with a goblin on the stairs said %q", m)
	}
}

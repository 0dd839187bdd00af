package session

import (
	"testing"

	"downhill/world"
)

// TestRestByKeys: Z (either case) rests as explore walks, one turn a
// step of the window's trip, animated until the player is healed, and
// says so; a key pressed while resting stops it.
func TestRestByKeys(t *testing.T) {
	s := mapSession(t,
		"########",
		"#@.....#",
		"#......#",
		"########",
	)
	g := s.g
	ents := g.Level.Ents
	ents.HP[g.Player] = ents.MaxHP[g.Player] - 2
	press(s, "Z", t0)
	if s.trip != tripRest || g.Turn != 1 {
		t.Fatalf("Z: trip %v, turn %d (messages %q)", s.trip, g.Turn, g.Messages)
	}
	run(t, s, t0)
	if ents.HP[g.Player] != ents.MaxHP[g.Player] || g.Messages[len(g.Messages)-1] != "You rest until healed." || g.Turn < 2 {
		t.Fatalf("after resting: HP %d/%d at turn %d, %q", ents.HP[g.Player], ents.MaxHP[g.Player], g.Turn, g.Messages)
	}

	ents.HP[g.Player] = ents.MaxHP[g.Player] - 2
	press(s, "z", t0)
	turn, at := g.Turn, g.PlayerPos()
	press(s, "l", t0) // a key stops the rest, as it stops a trip
	if s.trip != tripNone || g.Travelling() || g.Turn > turn+1 || g.PlayerPos() != at && g.PlayerPos() != (world.Pos{X: 2, Y: 1}) {
		t.Fatalf("a key while resting: trip %v, travelling %v, turn %d (was %d)", s.trip, g.Travelling(), g.Turn, turn)
	}
}

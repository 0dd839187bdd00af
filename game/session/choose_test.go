package session

import (
	"testing"

	"downhill/world"
)

// TestChooseEmptySlotSays: `q` then the letter of a slot that holds
// nothing (thrown away, or past the last item) says so and passes no
// turn, rather than closing the prompt in silence; a letter of a held
// item still uses it.
func TestChooseEmptySlotSays(t *testing.T) {
	s := mapSession(t,
		"##########",
		"#@.......#",
		"##########")
	g := s.Game()
	g.Inventory = []world.ItemKind{world.NoItem, world.Healing}
	turn := g.Turn
	for _, c := range []string{"a", "c"} {
		press(s, "q"+c, t0)
		want := "There is nothing in slot " + c + " of your pack."
		if s.mode != ModePlay || g.Turn != turn || s.lastMessage() != want {
			t.Errorf("q%s: mode %v, turn %d (was %d), said %q: want %q and no turn", c, s.mode, g.Turn, turn, s.lastMessage(), want)
		}
	}
	press(s, "qb", t0)
	if g.Turn != turn+1 || len(g.Inventory) != 0 {
		t.Errorf("qb: turn %d, pack %v: want the draught drunk", g.Turn, g.Inventory)
	}
}

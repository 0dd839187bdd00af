package session

import (
	"strings"
	"testing"

	"downhill/world"
)

// TestInspectorNamesEveryMind lights a smoke bomb by keys in a hunting
// goblin's sight, then hovers the goblin with the lab open and draws the
// frame, as the window does: the inspector's title names the goblin's
// state of mind while it investigates the last sighting and then searches
// around it. Every state of mind must have its name, or the frame panics.
func TestInspectorNamesEveryMind(t *testing.T) {
	s := mapSession(t,
		"####################",
		"#..................#",
		"#..................#",
		"#....@.......g.....#",
		"#..................#",
		"#..................#",
		"####################")
	g := s.Game()
	st := g.Level.Ents
	st.HP[g.Player], st.MaxHP[g.Player] = 1000, 1000
	goblin := st.At(world.Pos{X: 13, Y: 3})
	g.Inventory = []world.ItemKind{world.Smoke}
	press(s, ".qab", t0) // the goblin sees the player; smoke; slip away in it
	if len(g.Inventory) != 0 || !g.Minds().Hidden {
		t.Fatalf("pack %v, hidden %v: %q", g.Inventory, g.Minds().Hidden, g.Messages)
	}
	press(s, "<Tab>", t0)
	s.Draw(nil) // the first frame lays the screen out
	seen := map[world.Mind]bool{}
	for turn := 0; turn < 10 && !(seen[world.Investigating] && seen[world.Searching]); turn++ {
		mind := st.Mind[goblin]
		x, y := pixelOf(s, st.Pos[goblin])
		s.Pointer(x+1, y) // the mouse moves onto the goblin (a key hid the hover)
		s.Pointer(x, y)
		s.Draw(nil)
		in := s.lastScene.Lab.Inspect
		if in == nil || in.Mark == nil || *in.Mark != st.Pos[goblin] {
			t.Fatalf("turn %d: the inspector over the goblin: %+v", g.Turn, in)
		}
		if !strings.Contains(in.Title, " "+mind.String()+" ") {
			t.Fatalf("turn %d: the inspector's title %q does not name the goblin's mind %q", g.Turn, in.Title, mind)
		}
		seen[mind] = true
		press(s, ".", t0)
	}
	if !seen[world.Investigating] || !seen[world.Searching] {
		t.Fatalf("the goblin was never investigating and searching: minds seen %v", seen)
	}
}

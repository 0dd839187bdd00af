package game

import (
	"slices"
	"testing"

	"downhill/world"
)

// TestRecapCountsJavelinThrows: a javelin comes back to be thrown again,
// so the recap counts its throws ("48 javelin throws"), not javelins used
// up ("48 javelins" from a pack that held two); items used up stay counted
// by name.
func TestRecapCountsJavelinThrows(t *testing.T) {
	g := mapGame(t,
		"#####",
		"#@..#",
		"#####",
	)
	g.Stats.Used[world.Javelin], g.Stats.Used[world.Caltrops] = 48, 1
	lines := g.Recap().Lines()
	if want := "Items used: 1 caltrops, 48 javelin throws"; !slices.Contains(lines, want) {
		t.Errorf("recap %q: want %q", lines, want)
	}
	g.Stats.Used[world.Javelin], g.Stats.Used[world.Caltrops] = 1, 0
	if want := "Items used: 1 javelin throw"; !slices.Contains(g.Recap().Lines(), want) {
		t.Errorf("recap %q: want %q", g.Recap().Lines(), want)
	}
}

package game

import (
	"slices"
	"strings"
	"testing"

	"downhill/world"
)

// waitUntil waits up to n turns until cond holds, collecting the action
// log of every turn; it reports whether cond came to hold.
func waitUntil(t *testing.T, g *Game, n int, cond func() bool) (acts []string, ok bool) {
	t.Helper()
	for i := 0; i < n; i++ {
		if cond() {
			return acts, true
		}
		if !g.Do(Command{Action: ActWait}) {
			t.Fatal("wait refused")
		}
		acts = append(acts, g.Acts()...)
	}
	return acts, cond()
}

// TestCaltropsInViewAreSaid: a goblin coming down the corridor in view
// onto the caltrops the player threw is hurt and the player is told, once
// a step; one walking onto caltrops out of view is hurt as well, unsaid.
func TestCaltropsInViewAreSaid(t *testing.T) {
	g := mapGame(t,
		"###########",
		"#@.......g#",
		"###########",
	)
	g.Inventory = []world.ItemKind{world.Caltrops}
	if !g.Do(Command{Action: ActUse, Slot: 0, X: 5, Y: 1}) {
		t.Fatalf("the throw was refused: %q", g.Messages)
	}
	goblin := world.Entity(1)
	hp := g.Level.Ents.HP[goblin]
	acts, _ := waitUntil(t, g, 6, func() bool { return g.Level.Ents.Pos[goblin].X < 4 })
	steps := strings.Count(strings.Join(acts, "\n"), "goblin#1 steps on caltrops")
	if steps == 0 || g.Level.Ents.HP[goblin] != hp-steps*CaltropDamage {
		t.Fatalf("the goblin crossed the caltrops with %d steps on them, HP %d -> %d: %q", steps, hp, g.Level.Ents.HP[goblin], acts)
	}
	if n := count(g.Messages, "The goblin steps on the caltrops."); n != steps {
		t.Errorf("said %d times for %d steps in view: %q", n, steps, g.Messages)
	}

	// Out of view: the goblin's way to the player runs along the lower
	// corridor, hidden by the wall, over caltrops laid there.
	g = mapGame(t,
		"###########",
		"#@........#",
		"#########.#",
		"#g........#",
		"###########",
	)
	g.addEffect(world.Effect{Kind: world.CaltropArea, At: world.Pos{X: 4, Y: 3}, R: CaltropRadius, Turns: CaltropTurns})
	g.mindsFor().EffectsChanged()
	acts, _ = waitUntil(t, g, 8, func() bool { return g.Level.Ents.Pos[goblin].X > 6 })
	if !slices.Contains(acts, "goblin#1 steps on caltrops") {
		t.Fatalf("the goblin did not cross the hidden caltrops: %q", acts)
	}
	for _, m := range g.Messages {
		if strings.Contains(m, "caltrops") {
			t.Errorf("a goblin out of view on the caltrops was said: %q", g.Messages)
		}
	}
}

// TestGreedyTakingGoldIsSaid: gold thrown past a greedy goblin in view is
// taken with a line saying so (the pile does not just vanish); a greedy
// goblin taking a pile out of view is not said.
func TestGreedyTakingGoldIsSaid(t *testing.T) {
	g := mapGame(t,
		"###########",
		"#@.....G..#",
		"###########",
	)
	g.Gold = ThrowGold
	if !g.Do(Command{Action: ActThrowGold, X: 9, Y: 1}) {
		t.Fatalf("the throw was refused: %q", g.Messages)
	}
	greedy := world.Entity(1)
	acts, ok := waitUntil(t, g, 5, func() bool { return g.Level.Ents.Gold[greedy] > 0 })
	if !ok || g.Level.Gold[g.Level.Grid.Index(9, 1)] != 0 {
		t.Fatalf("the greedy goblin did not take the gold: %q", acts)
	}
	if n := count(g.Messages, "The greedy goblin snatches up the gold."); n != 1 {
		t.Errorf("said %d times: %q", n, g.Messages)
	}

	g = mapGame(t,
		"###########",
		"#@........#",
		"#########.#",
		"#$G.......#",
		"###########",
	)
	acts, ok = waitUntil(t, g, 5, func() bool { return g.Level.Ents.Gold[greedy] > 0 })
	if !ok || !slices.Contains(acts, "greedy#1 picks up gold") {
		t.Fatalf("the greedy goblin out of view did not take the gold: %q", acts)
	}
	for _, m := range g.Messages {
		if strings.Contains(m, "gold") {
			t.Errorf("gold taken out of view was said: %q", g.Messages)
		}
	}
}

// TestWakingInViewIsSaid: a sleeping goblin in view that hears the player
// wakes with a line; one that wakes out of view (round the corner) wakes
// unsaid.
func TestWakingInViewIsSaid(t *testing.T) {
	for _, c := range []struct {
		rows []string
		said bool
	}{
		{[]string{
			"#######",
			"#@...z#",
			"#######",
		}, true},
		{[]string{
			"#####",
			"#@..#",
			"###.#",
			"#z..#",
			"#####",
		}, false},
	} {
		g := mapGame(t, c.rows...)
		sleeper := world.Entity(1)
		acts, ok := waitUntil(t, g, 5, func() bool { return g.Level.Ents.Mind[sleeper] != world.Asleep })
		if !ok || !slices.Contains(acts, "goblin#1 wakes") {
			t.Fatalf("%q: the sleeper did not wake: %q", c.rows, acts)
		}
		if said := count(g.Messages, "The goblin wakes up.") == 1; said != c.said {
			t.Errorf("%q: waking said %v, want %v: %q", c.rows, said, c.said, g.Messages)
		}
	}
}

// TestLowHealthWarnsOnce: the player's hit points falling to a third or
// less are said once ("Your health is low!"), not again each blow while
// they stay low; healed above it and falling again, said again.
func TestLowHealthWarnsOnce(t *testing.T) {
	g := mapGame(t,
		"#####",
		"#@g.#",
		"#####",
	)
	s := g.Level.Ents
	s.HP[g.Player], s.MaxHP[g.Player] = 12, 20
	goblin := world.Entity(1)
	s.HP[goblin], s.MaxHP[goblin] = 1000, 1000 // it never dies
	low := func() bool { return world.LowHealth(s.HP[g.Player], s.MaxHP[g.Player]) }
	if _, ok := waitUntil(t, g, 60, low); !ok {
		t.Fatalf("the goblin never took the player low: HP %d", s.HP[g.Player])
	}
	if n := count(g.Messages, lowHealthLine); n != 1 {
		t.Fatalf("the fall to %d/20 was said %d times: %q", s.HP[g.Player], n, g.Messages)
	}
	s.HP[g.Player] = 5
	g.Do(Command{Action: ActWait})
	if n := count(g.Messages, lowHealthLine); n != 1 {
		t.Errorf("said again while low: %q", g.Messages)
	}
	s.HP[g.Player] = 12
	if _, ok := waitUntil(t, g, 60, low); !ok {
		t.Fatal("the goblin never took the player low again")
	}
	if n := count(g.Messages, lowHealthLine); n != 2 {
		t.Errorf("the second fall was said %d times in all, want 2: %q", n, g.Messages)
	}
}

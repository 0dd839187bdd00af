package game

import (
	"testing"

	"downhill/world"
)

// TestExploreRefusesWithAGoblinAwakeInView is the regression test of
// auto-explore walking on while a goblin hunted and hit the player (issue
// 21, defect 8): with a creature awake in view explore takes no step and
// no turn, and names the nearest ("There is a goblin archer in view.");
// a goblin asleep in view lets it walk, as in DCSS.
func TestExploreRefusesWithAGoblinAwakeInView(t *testing.T) {
	for _, c := range []struct {
		name string
		rows []string
		want string
	}{
		{"adjacent goblin", []string{
			"##########",
			"#@g......#",
			"#........#",
			"#####.####",
			"#........#",
			"##########",
		}, "There is a goblin in view."},
		{"archer across the room", []string{
			"##########",
			"#@.......#",
			"#.......a#",
			"#####.####",
			"#........#",
			"##########",
		}, "There is a goblin archer in view."},
		{"nearest of two", []string{
			"############",
			"#@..t......#",
			"#.........G#",
			"#####.######",
			"#..........#",
			"############",
		}, "There is a tunneler in view."},
	} {
		g := mapGame(t, c.rows...)
		p, turn := g.PlayerPos(), g.Turn
		for i := 0; i < 3; i++ { // pressed again, it still refuses
			if g.Do(Command{Action: ActExplore}) {
				t.Fatalf("%s: explore took a turn with a goblin awake in view", c.name)
			}
			if g.PlayerPos() != p || g.Turn != turn || g.Travelling() {
				t.Fatalf("%s: explore walked to %v (turn %d, travelling %v)", c.name, g.PlayerPos(), g.Turn, g.Travelling())
			}
			if m := lastMessage(g); m != c.want {
				t.Fatalf("%s: explore said %q, want %q", c.name, m, c.want)
			}
		}
	}

	// The sleeper lies beyond earshot of the first steps.
	g := mapGame(t,
		"############",
		"#@........z#",
		"#..........#",
		"#####.######",
		"#..........#",
		"############",
	)
	if gr := g.Level.Grid; !gr.Visible[gr.Index(10, 1)] {
		t.Fatal("the sleeping goblin should be in view")
	}
	if !g.Do(Command{Action: ActExplore}) || g.PlayerPos() == (world.Pos{X: 1, Y: 1}) {
		t.Fatalf("a goblin asleep in view stopped explore: %q", lastMessage(g))
	}
}

// TestExploreStopSaysWhy: an explore trip stopped by a goblin coming
// into view says so, and the next explore, with the goblin awake in view,
// refuses and says who; a trip never stops without a line saying why.
func TestExploreStopSaysWhy(t *testing.T) {
	g := mapGame(t,
		"##############",
		"#@...........#",
		"#............#",
		"#######.######",
		"#######.######",
		"#######.######",
		"#######.######",
		"#######g######",
		"##############",
	)
	gob := g.Level.Ents.At(world.Pos{X: 7, Y: 7})
	gr := g.Level.Grid
	seen := func() bool {
		p := g.Level.Ents.Pos[gob]
		return gr.Visible[gr.Index(p.X, p.Y)]
	}
	if seen() {
		t.Fatal("the goblin is in view at the start")
	}
	for step := 0; !seen(); step++ {
		if step > 100 {
			t.Fatal("the goblin never came into view")
		}
		msgs := g.Said()
		if !g.Do(Command{Action: ActExplore}) {
			t.Fatalf("step %d: explore stopped at %v before the goblin came into view: %q", step, g.PlayerPos(), lastMessage(g))
		}
		if !seen() && (!g.Travelling() || g.Said() != msgs) {
			t.Fatalf("step %d: the trip stopped (%v) or spoke (%q) with nothing in view", step, !g.Travelling(), lastMessage(g))
		}
	}
	if g.Travelling() {
		t.Fatal("the goblin came into view and explore goes on")
	}
	if m := lastMessage(g); m != "You see a goblin." {
		t.Fatalf("the stop says %q, want \"You see a goblin.\"", m)
	}
	if g.Do(Command{Action: ActExplore}) || lastMessage(g) != "There is a goblin in view." {
		t.Fatalf("explore went on with the goblin in view: %q", lastMessage(g))
	}
}

// TestExploreGoesOnPastGold: an explore trip whose goal was gold in view
// goes on once the gold is picked up (its path ran out there and the trip
// once stopped with nothing said but the pick-up).
func TestExploreGoesOnPastGold(t *testing.T) {
	g := mapGame(t,
		"#############",
		"#@.$........#",
		"######.######",
		"######.######",
		"######......#",
		"#############",
	)
	for step := 0; g.Gold == 0; step++ {
		if step > 10 || !g.Do(Command{Action: ActExplore}) {
			t.Fatalf("explore never picked up the gold: at %v, %q", g.PlayerPos(), lastMessage(g))
		}
	}
	if g.PlayerPos() != (world.Pos{X: 3, Y: 1}) {
		t.Fatalf("the gold was picked up at %v", g.PlayerPos())
	}
	if !g.Travelling() {
		t.Fatalf("explore stopped on the gold (%q): the level is not explored", lastMessage(g))
	}
	if !g.Do(Command{Action: ActExplore}) || g.PlayerPos() == (world.Pos{X: 3, Y: 1}) {
		t.Fatalf("explore did not walk on from the gold: %q", lastMessage(g))
	}
}

// TestExploreGoesOnPastARunner: with the only goblin in view running for
// its life out of reach, explore walks; the same goblin cornered beside
// the player (it fights) stops it.
func TestExploreGoesOnPastARunner(t *testing.T) {
	g := mapGame(t,
		"############",
		"#@.......w.#",
		"#..........#",
		"#####.######",
		"#..........#",
		"############",
	)
	s := g.Level.Ents
	s.Mind[1], s.Wary[1] = world.Fleeing, true
	if e := g.awakeInView(); e != world.NoEntity {
		t.Fatalf("the runner out of reach counts as awake in view: %s", g.tag(e))
	}
	if !g.Do(Command{Action: ActExplore}) || g.PlayerPos() == (world.Pos{X: 1, Y: 1}) {
		t.Fatalf("explore refused with only a runner in view: %q", lastMessage(g))
	}
	s.Move(1, world.Pos{X: g.PlayerPos().X + 1, Y: g.PlayerPos().Y})
	if e := g.awakeInView(); e != 1 {
		t.Fatalf("a runner beside the player is no threat to explore (got %d)", e)
	}
}

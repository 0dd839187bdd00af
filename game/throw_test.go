package game

import (
	"slices"
	"testing"

	"downhill/ai"
	"downhill/world"
)

// itemsAt counts the items of kind k lying at p.
func itemsAt(g *Game, k world.ItemKind, p world.Pos) int {
	n := 0
	for _, it := range g.Level.Items {
		if it.Kind == k && it.Pos == p {
			n++
		}
	}
	return n
}

// TestJavelinEndsTheChase: the wounded goblin of flee.txt runs along the
// loop as fast as the player walks; javelins thrown at it each land on the
// cell it stood on, hit or miss, and one kills it within a few throws: a
// runner caught (Flights.Caught), the chase over.
func TestJavelinEndsTheChase(t *testing.T) {
	g := scenario(t, "flee")
	unbreakable(g)
	s := g.Level.Ents
	wait(t, g, 4) // it runs up past the player and west along the loop
	if s.Mind[1] != world.Fleeing {
		t.Fatalf("the goblin is %v, want running", s.Mind[1])
	}
	for throw := 1; s.Alive[1]; throw++ {
		if throw > 6 {
			t.Fatal("six javelins and the runner lives")
		}
		at := s.Pos[1]
		if ok, why := g.CanThrow(at, false); !ok {
			t.Fatalf("throw %d: cannot throw at the runner at %v: %s", throw, at, why)
		}
		give(g, world.Javelin)
		if !g.Do(Command{Action: ActUse, Slot: len(g.Inventory) - 1, X: at.X, Y: at.Y}) {
			t.Fatalf("throw %d refused: %q", throw, lastMessage(g))
		}
		if itemsAt(g, world.Javelin, at) != 1 {
			t.Fatalf("throw %d: the javelin did not land at %v: %v", throw, at, g.Level.Items)
		}
		g.Level.Items = g.Level.Items[:0]
	}
	if !slices.Contains(g.Messages, "Your javelin kills the goblin.") || g.Stats.Flights.Caught != 1 || g.Stats.Kills[world.Goblin] != 1 {
		t.Errorf("messages %q, flights %+v: want the runner killed by a javelin, caught", g.Messages, g.Stats.Flights)
	}
	if f := g.FightEnds(); f.Caught != 1 || f.Killed != 0 || f.Escaped != 0 || f.Back != 0 {
		t.Errorf("fight ends %+v, want one runner caught", f)
	}
}

// TestJavelinFliesToTheFirstCreature: thrown at the far goblin, the
// javelin strikes the near one in its way and lands under it; thrown past
// a corner of wall, it stops before the wall; walked onto, it is picked up
// again.
func TestJavelinFliesToTheFirstCreature(t *testing.T) {
	g := mapGame(t,
		"##########",
		"#@.g.g...#",
		"#........#",
		"####.#####",
		"##########",
	)
	unbreakable(g)
	give(g, world.Javelin, world.Javelin)
	if !g.Do(Command{Action: ActUse, Slot: 0, X: 5, Y: 1}) {
		t.Fatalf("refused: %q", lastMessage(g))
	}
	if !slices.Contains(g.Acts(), "player throws a javelin at 3,1") {
		t.Fatalf("acts %q: want the javelin stopping at the first goblin, 3,1", g.Acts())
	}
	if m := g.Messages[len(g.Messages)-1]; m != "Your javelin hits the goblin." && m != "Your javelin misses the goblin." && m != "Your javelin kills the goblin." {
		t.Errorf("said %q", m)
	}
	if itemsAt(g, world.Javelin, world.Pos{X: 3, Y: 1}) != 1 {
		t.Errorf("items %v: want the javelin at 3,1", g.Level.Items)
	}
	// Thrown past a pillar's corner, the javelin flies the staircase
	// line (2,1 2,2 3,2 3,3), not the diagonal past the corner: it
	// stops before the pillar at 3,2 and lands on 2,2.
	w := mapGame(t,
		"#######",
		"#@....#",
		"#..#..#",
		"#.....#",
		"#######",
	)
	give(w, world.Javelin)
	if !w.Do(Command{Action: ActUse, Slot: 0, X: 3, Y: 3}) {
		t.Fatalf("refused: %q", lastMessage(w))
	}
	land := world.Pos{X: 2, Y: 2}
	if itemsAt(w, world.Javelin, land) != 1 || lastMessage(w) != javelinFlies {
		t.Errorf("items %v, said %q: want the javelin at %v, stopped by the pillar", w.Level.Items, lastMessage(w), land)
	}
	// Walked to, it comes back into the pack.
	travel(t, w, land.X, land.Y)
	if !slices.Contains(w.Inventory, world.Javelin) || itemsAt(w, world.Javelin, land) != 0 {
		t.Errorf("pack %v, items %v: want the javelin picked up again", w.Inventory, w.Level.Items)
	}
}

// TestBlinkToTheFarEndOfTheFleeMap: two goblins beside the player at the
// end of a corridor; the wand carries the player to the cell in view at
// most BlinkRange away that is safest from them on their flee map: the
// farthest along the corridor, 10,1. With nothing awake in view the wand
// is kept and no turn passes.
func TestBlinkToTheFarEndOfTheFleeMap(t *testing.T) {
	g := mapGame(t,
		"####################",
		"#gg@...............#",
		"####################",
	)
	unbreakable(g)
	give(g, world.Blink)
	if !g.Do(Command{Action: ActUse, Slot: 0}) {
		t.Fatalf("refused: %q", lastMessage(g))
	}
	if p := g.PlayerPos(); p != (world.Pos{X: 3 + BlinkRange, Y: 1}) {
		t.Fatalf("blinked to %v, want %v", p, world.Pos{X: 3 + BlinkRange, Y: 1})
	}
	if len(g.Inventory) != 0 || !slices.Contains(g.Messages, blinkLine) {
		t.Errorf("pack %v, messages %q", g.Inventory, g.Messages)
	}
	alone := mapGame(t,
		"##########",
		"#@.......#",
		"##########",
	)
	give(alone, world.Blink)
	if alone.Do(Command{Action: ActUse, Slot: 0}) || alone.Turn != 0 || len(alone.Inventory) != 1 || lastMessage(alone) != blinkNone {
		t.Errorf("with nothing in view: turn %d, pack %v, said %q", alone.Turn, alone.Inventory, lastMessage(alone))
	}
}

// TestBlinkPrefersTheLoop: from the corridor's end the wand's reach holds
// a dead end straight on (its far cells farther from the goblins) and a
// loop round a pillar nearer them; the blink lands on the loop, where a
// runner can go round.
func TestBlinkPrefersTheLoop(t *testing.T) {
	g := mapGame(t,
		"###############",
		"######...######",
		"#gg@...#......#",
		"######...######",
		"###############",
	)
	unbreakable(g)
	give(g, world.Blink)
	m := g.Minds()
	if !g.Do(Command{Action: ActUse, Slot: 0}) {
		t.Fatalf("refused: %q", lastMessage(g))
	}
	p := g.PlayerPos()
	if !m.Loops().On(p.X, p.Y) || p.X > 8 {
		t.Errorf("blinked to %v, not on the loop round the pillar: %v", p, g.Acts())
	}
}

// TestSpikeJamsTheDoor: the goblin's way to the player is the door or the
// long way round; spiked, the door costs walkers nothing to enter, never,
// so the player field there goes the long way, and the goblin with it;
// the player bumps the door and works the spike loose (a turn), and the
// short way is back.
func TestSpikeJamsTheDoor(t *testing.T) {
	g := mapGame(t,
		"###########",
		"#.........#",
		"#.#######.#",
		"#@+.....g.#",
		"###########",
	)
	unbreakable(g)
	gob := world.Pos{X: 8, Y: 3}
	before := walkDist(g, gob)
	give(g, world.Spike)
	if !g.Do(Command{Action: ActUse, Slot: 0, X: 2, Y: 3}) {
		t.Fatalf("refused: %q", lastMessage(g))
	}
	after := g.Minds().Field(ai.FieldApproach).At(g.Level.Ents.Pos[1].X, g.Level.Ents.Pos[1].Y)
	if !g.jammed(world.Pos{X: 2, Y: 3}) || lastMessage(g) != jamLine {
		t.Fatalf("the door is not jammed: %q", g.Messages)
	}
	if before != 8 || after != 12 {
		t.Errorf("the goblin's player field %d before the spike, %d after: want 8 (the door costs 2), then 12, the long way round", before, after)
	}
	wait(t, g, 5)
	if p := g.Level.Ents.Pos[1]; p.Y == 3 && p.X < 8 {
		t.Errorf("the goblin came along the spiked way, to %v", p)
	}
	if !g.Do(Command{Action: ActMove, DX: 1}) || g.jammed(world.Pos{X: 2, Y: 3}) || lastMessage(g) != unjamLine {
		t.Errorf("bumping the spiked door: jammed %v, said %q", g.jammed(world.Pos{X: 2, Y: 3}), lastMessage(g))
	}
}

// TestTunnelerSmashesTheSpikedDoor: the tunnelers' field still goes
// through a spiked door; the tunneler, unseen behind it, smashes it open,
// and the player who sees the door hears of it.
func TestTunnelerSmashesTheSpikedDoor(t *testing.T) {
	g := mapGame(t,
		"##########",
		"#@.+...t.#",
		"##########",
	)
	unbreakable(g)
	give(g, world.Spike)
	g.Level.Ents.Move(g.Player, world.Pos{X: 2, Y: 1})
	if !g.Do(Command{Action: ActUse, Slot: 0, X: 3, Y: 1}) {
		t.Fatalf("refused: %q", lastMessage(g))
	}
	wait(t, g, 6)
	if g.jammed(world.Pos{X: 3, Y: 1}) || g.Level.Grid.At(3, 1) != world.OpenDoor || !slices.Contains(g.Messages, jamSmashed) {
		t.Errorf("messages %q: want the tunneler (out of sight behind the door) smashing it open", g.Messages)
	}
}

// TestJavelinBlockedAtTheFirstStep: a goblin in view round a corner, the
// javelin's first step (the staircase line's) into the wall beside the
// player: the throw is refused, saying why, and costs nothing (no turn,
// the javelin kept, none on the floor), rather than "flying" to land at
// the player's feet.
func TestJavelinBlockedAtTheFirstStep(t *testing.T) {
	g := mapGame(t,
		"#####",
		"#..g#",
		"#@###",
		"#####",
	)
	unbreakable(g)
	give(g, world.Javelin)
	at := world.Pos{X: 3, Y: 1}
	if ok, why := g.CanThrow(at, false); !ok {
		t.Fatalf("the goblin at %v cannot be aimed at: %s", at, why)
	}
	turn := g.Turn
	if g.Do(Command{Action: ActUse, Slot: 0, X: at.X, Y: at.Y}) {
		t.Fatalf("the throw into the wall beside the player passed a turn, said %q", lastMessage(g))
	}
	if lastMessage(g) != javelinBlocked[world.Wall] || g.Turn != turn {
		t.Errorf("said %q at turn %d: want %q and no turn", lastMessage(g), g.Turn, javelinBlocked[world.Wall])
	}
	if !slices.Contains(g.Inventory, world.Javelin) || len(g.Level.Items) != 0 {
		t.Errorf("pack %v, items %v: want the javelin kept, none on the floor", g.Inventory, g.Level.Items)
	}
}

// TestTripsStopAtASpikedDoor: a door spiked shut stays shut for the
// player's trips too: travel and auto-explore whose way leads through it
// stop before it, saying why, instead of bumping it and working the spike
// loose unasked; a bump by hand (or a click on the door itself) still
// frees it.
func TestTripsStopAtASpikedDoor(t *testing.T) {
	g := mapGame(t,
		"#########",
		"#@+.....#",
		"#########",
	)
	door := world.Pos{X: 2, Y: 1}
	give(g, world.Spike)
	if !g.Do(Command{Action: ActUse, Slot: 0, X: door.X, Y: door.Y}) {
		t.Fatalf("refused: %q", lastMessage(g))
	}
	if entered := travel(t, g, 7, 1); len(entered) != 0 || !g.jammed(door) || lastMessage(g) != jamAhead {
		t.Errorf("travel through the spiked door: entered %v, jammed %v, said %q: want a stop before it, %q", entered, g.jammed(door), lastMessage(g), jamAhead)
	}
	g.Do(Command{Action: ActExplore})
	if g.Travelling() || !g.jammed(door) || lastMessage(g) != jamAhead {
		t.Errorf("explore through the spiked door: travelling %v, jammed %v, said %q: want a stop before it", g.Travelling(), g.jammed(door), lastMessage(g))
	}
	travel(t, g, door.X, door.Y)
	if g.jammed(door) || lastMessage(g) != unjamLine {
		t.Errorf("a click on the spiked door: jammed %v, said %q: want the spike worked loose", g.jammed(door), lastMessage(g))
	}
}

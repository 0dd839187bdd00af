package game

import (
	"slices"
	"strings"
	"testing"

	"downhill/ai"
	"downhill/ai/dijkstra"
	"downhill/world"
)

// give puts items in the player's pack.
func give(g *Game, ks ...world.ItemKind) { g.Inventory = append(g.Inventory, ks...) }

// use uses the first item of kind k at x,y and fails the test when refused.
func use(t *testing.T, g *Game, k world.ItemKind, x, y int) {
	t.Helper()
	i := slices.Index(g.Inventory, k)
	if i < 0 {
		t.Fatalf("no %s in the pack", world.ItemNames[k])
	}
	if !g.Do(Command{Action: ActUse, Slot: i, X: x, Y: y}) {
		t.Fatalf("using the %s at %d,%d refused: %v", world.ItemNames[k], x, y, g.Messages[len(g.Messages)-1:])
	}
}

// only returns the one creature of kind k.
func only(t *testing.T, g *Game, k world.Kind) world.Entity {
	t.Helper()
	for i, kk := range g.Level.Ents.Kind {
		if kk == k && g.Level.Ents.Alive[i] {
			return world.Entity(i)
		}
	}
	t.Fatalf("no %v", k)
	return world.NoEntity
}

// TestThrownGoldTurnsGreedy: a greedy goblin chasing the player turns to a
// pile thrown past it, because the pile is a new source of the greedy field
// at the greed strength; without the throw it keeps coming.
func TestThrownGoldTurnsGreedy(t *testing.T) {
	for _, throw := range []bool{false, true} {
		g := scenario(t, "throw_gold")
		unbreakable(g)
		g.Gold = 30
		G := only(t, g, world.Greedy)
		x0 := g.Level.Ents.Pos[G].X
		if throw {
			if !g.Do(Command{Action: ActThrowGold, X: 13, Y: 1}) {
				t.Fatalf("throw refused: %v", g.Messages)
			}
			if g.Gold != 20 || g.Level.Gold[g.Level.Grid.Index(13, 1)] != ThrowGold {
				t.Fatalf("gold %d carried, pile %d", g.Gold, g.Level.Gold[g.Level.Grid.Index(13, 1)])
			}
			if v := g.Minds().Field(ai.FieldGreedy).At(13, 1); v != ai.DefaultGreed {
				t.Fatalf("greedy field at the pile %d, want %d", v, ai.DefaultGreed)
			}
		} else {
			g.Do(Command{Action: ActWait})
		}
		acts := wait(t, g, 5)
		x := g.Level.Ents.Pos[G].X
		switch {
		case throw && (x <= x0 || !slices.Contains(acts, "greedy#1 picks up gold")):
			t.Errorf("thrown gold: the greedy goblin went from x=%d to %d: %q", x0, x, acts)
		case !throw && x >= x0:
			t.Errorf("no gold: the greedy goblin went from x=%d to %d", x0, x)
		}
	}
}

// TestNoisemakerDrawsTheEarshot: a noise wakes the sleeper within walking
// reach, which walks to the noise (not to the player) and then searches
// around it; the sleeper just behind a long wall, nearer in a straight
// line, hears nothing.
func TestNoisemakerDrawsTheEarshot(t *testing.T) {
	g := scenario(t, "noise")
	give(g, world.Noisemaker)
	s := g.Level.Ents
	a := s.At(world.Pos{X: 1, Y: 13})
	b := s.At(world.Pos{X: 10, Y: 7})
	noise := world.Pos{X: 7, Y: 7}
	if ai.Chebyshev(s.Pos[b], noise) >= ai.Chebyshev(s.Pos[a], noise) {
		t.Fatal("the map should put the deaf sleeper nearer in a straight line")
	}
	use(t, g, world.Noisemaker, noise.X, noise.Y)
	if s.Mind[a] != world.Investigating || s.Mind[b] != world.Asleep {
		t.Fatalf("after the noise: near %s, behind the wall %s", s.Mind[a], s.Mind[b])
	}
	f := g.Minds().TargetField(noise)
	ap := g.Minds().Field(ai.FieldApproach)
	last := f.At(s.Pos[a].X, s.Pos[a].Y)
	for turn := 0; last > 1; turn++ {
		before := s.Pos[a]
		g.Do(Command{Action: ActWait})
		p := s.Pos[a]
		if v := f.At(p.X, p.Y); v != last-1 {
			t.Fatalf("turn %d: the goblin went %v -> %v, noise distance %d -> %d", turn, before, p, last, v)
		}
		last--
		if ap.At(p.X, p.Y) < ap.At(before.X, before.Y)-1 {
			t.Fatalf("turn %d: the goblin closes on the player faster than on the noise", turn)
		}
	}
	acts := wait(t, g, 3)
	if s.Mind[a] != world.Searching || !slices.Contains(acts, g.tag(a)+" searches") {
		t.Errorf("at the noise the goblin is %s: %q", s.Mind[a], acts)
	}
	if s.Mind[b] != world.Asleep {
		t.Error("the goblin behind the wall woke")
	}
}

// TestSmokeSendsHuntersToTheLastSighting: in smoke the hunter loses the
// player and walks to the cell where it last noticed the player (a field
// from that cell), not to where the player went, and then searches.
func TestSmokeSendsHuntersToTheLastSighting(t *testing.T) {
	g := scenario(t, "smoke")
	unbreakable(g)
	give(g, world.Smoke)
	s := g.Level.Ents
	gob := only(t, g, world.Goblin)
	g.Do(Command{Action: ActWait}) // the hunter sees the player here
	seen := g.PlayerPos()
	use(t, g, world.Smoke, seen.X, seen.Y)
	if s.Mind[gob] != world.Investigating || s.Target[gob] != seen {
		t.Fatalf("in smoke the goblin is %s going to %v, want investigating %v",
			s.Mind[gob], s.Target[gob], seen)
	}
	// The player slips away inside the cloud.
	g.Do(Command{Action: ActMove, DX: -1, DY: 1})
	g.Do(Command{Action: ActMove, DX: -1})
	var acts []string
	for turn := 0; turn < 5; turn++ {
		if !g.Minds().Hidden {
			t.Fatal("the player left the smoke: the test proves nothing")
		}
		g.Do(Command{Action: ActWait})
		acts = append(acts, g.Acts()...)
	}
	p := s.Pos[gob]
	if f := g.Minds().TargetField(seen); f.At(p.X, p.Y) > ai.SearchRadius || slices.Contains(acts, "goblin#1 attacks player") {
		t.Errorf("the goblin is at %v (last sighting %v, player %v): %q", p, seen, g.PlayerPos(), acts)
	}
	if s.Mind[gob] != world.Searching {
		t.Errorf("at the last sighting the goblin is %s, want searching", s.Mind[gob])
	}
}

// TestSmokeStopsArchers: an archer cannot shoot a player hidden in smoke.
func TestSmokeStopsArchers(t *testing.T) {
	for _, smoke := range []bool{false, true} {
		g := scenario(t, "smoke_archer")
		unbreakable(g)
		give(g, world.Smoke)
		g.Do(Command{Action: ActWait})
		if smoke {
			p := g.PlayerPos()
			use(t, g, world.Smoke, p.X, p.Y)
		}
		acts := wait(t, g, 5)
		if n := count(acts, "archer#1 shoots player"); (n > 0) == smoke {
			t.Errorf("smoke %v: %d shots", smoke, n)
		}
	}
}

// TestFearMakesFullHPGoblinsFlee: read in view of a goblin at full hit
// points, the scroll sends it down the flee map for FearTurns turns; then
// it comes back.
func TestFearMakesFullHPGoblinsFlee(t *testing.T) {
	g := scenario(t, "fear")
	unbreakable(g)
	give(g, world.Fear)
	s := g.Level.Ents
	gob := only(t, g, world.Goblin)
	if s.HP[gob] != s.MaxHP[gob] {
		t.Fatal("the goblin should be at full hit points")
	}
	use(t, g, world.Fear, 0, 0)
	if s.Mind[gob] != world.Fleeing || !slices.Contains(g.Messages, "The goblin flees!") {
		t.Fatalf("after the scroll the goblin is %s: %q", s.Mind[gob], g.Messages)
	}
	ap := g.Minds().Field(ai.FieldApproach)
	d0 := ap.At(s.Pos[gob].X, s.Pos[gob].Y)
	acts := wait(t, g, 4)
	if d := ap.At(s.Pos[gob].X, s.Pos[gob].Y); d <= d0 || count(acts, "goblin#1 attacks player") > 0 {
		t.Errorf("the frightened goblin went from distance %d to %d: %q", d0, d, acts)
	}
	acts = wait(t, g, FearTurns)
	if !slices.Contains(acts, "goblin#1 returns") {
		t.Errorf("the goblin never came back: %q", acts)
	}
}

// TestCaltropsDentTheField: caltrops across the straight way raise the
// player field behind them; a goblin takes a short detour round them, but
// walks through (and is hurt) when going round is much longer.
func TestCaltropsDentTheField(t *testing.T) {
	for _, c := range []struct {
		name    string
		through bool
	}{{"caltrops_short", false}, {"caltrops_long", true}} {
		g := scenario(t, c.name)
		unbreakable(g)
		give(g, world.Caltrops)
		s := g.Level.Ents
		gob := only(t, g, world.Goblin)
		ap := g.Minds().Field(ai.FieldApproach)
		before := ap.At(1, 1)
		use(t, g, world.Caltrops, 5, 1)
		after := g.Minds().Field(ai.FieldApproach).At(1, 1)
		if after <= before {
			t.Errorf("%s: caltrops left the field at the goblin's start %d -> %d", c.name, before, after)
		}
		if p := s.Pos[gob]; (p == world.Pos{X: 2, Y: 1}) != c.through {
			t.Errorf("%s: the goblin's first step went to %v", c.name, p)
		}
		acts := wait(t, g, 8)
		if hurt := count(acts, "goblin#1 steps on caltrops") > 0; hurt != c.through {
			t.Errorf("%s: hurt by caltrops %v: %q", c.name, hurt, acts)
		}
	}
}

// TestPickChangesTheField: boring through the rock wall opens a way at
// once: the goblin the player field did not reach is reached the same turn.
func TestPickChangesTheField(t *testing.T) {
	g := scenario(t, "dig")
	give(g, world.Pick)
	gob := only(t, g, world.Goblin)
	at := g.Level.Ents.Pos[gob]
	if v := g.Minds().Field(ai.FieldApproach).At(at.X, at.Y); v != dijkstra.Unreached {
		t.Fatalf("before digging the field reaches the goblin: %d", v)
	}
	p := g.PlayerPos()
	use(t, g, world.Pick, p.X+3, p.Y)
	at = g.Level.Ents.Pos[gob]
	if v := g.Minds().Field(ai.FieldApproach).At(at.X, at.Y); v == dijkstra.Unreached {
		t.Fatal("after digging the field still does not reach the goblin")
	}
	if g.Level.Grid.At(p.X+PickLength, p.Y) != world.Floor || len(g.Inventory) != 0 {
		t.Errorf("tunnel end %v, pack %v", g.Level.Grid.At(p.X+PickLength, p.Y), g.Inventory)
	}
}

// TestClosedDoorCostsGoblins: closing the door raises the player field
// beyond it by the door's extra cost at once, and the goblin spends a turn
// opening it.
func TestClosedDoorCostsGoblins(t *testing.T) {
	g := scenario(t, "door")
	unbreakable(g)
	before := g.Minds().Field(ai.FieldApproach).At(12, 2)
	if !g.Do(Command{Action: ActClose}) {
		t.Fatalf("close refused: %v", g.Messages)
	}
	if after := g.Minds().Field(ai.FieldApproach).At(12, 2); after != before+1 {
		t.Errorf("closing the door: field beyond it %d -> %d, want +1", before, after)
	}
	acts := wait(t, g, 6)
	if !slices.Contains(acts, "goblin#1 opens door 6,2") {
		t.Errorf("the goblin never opened the door: %q", acts)
	}
	if g.Do(Command{Action: ActClose, DX: 1}) && g.Level.Grid.At(6, 2) != world.Door {
		t.Error("closing with a goblin in the doorway")
	}
}

// TestHealing restores hit points, no more than the maximum.
func TestHealing(t *testing.T) {
	g := mapGame(t, "#####", "#@..#", "#####")
	give(g, world.Healing)
	g.Level.Ents.HP[g.Player] = 3
	use(t, g, world.Healing, 0, 0)
	if hp := g.Level.Ents.HP[g.Player]; hp != 3+HealAmount || g.Stats.Used[world.Healing] != 1 {
		t.Errorf("hp %d after healing, used %d", hp, g.Stats.Used[world.Healing])
	}
}

// TestHeartWins: walking onto the Heart takes it; every goblin then hears
// the player; leaving by the up stairs of depth 1 with it wins, without it
// is refused.
func TestHeartWins(t *testing.T) {
	g := scenario(t, "heart")
	for range 3 {
		g.Do(Command{Action: ActMove, DX: -1})
	}
	if g.Do(Command{Action: ActAscend}) || g.Won {
		t.Fatal("left without the Heart")
	}
	for range 9 {
		g.Do(Command{Action: ActMove, DX: 1})
	}
	if !g.HasHeart || g.Minds().Hearing != ai.EverywhereHearing {
		t.Fatalf("heart %v hearing %d", g.HasHeart, g.Minds().Hearing)
	}
	for range 9 {
		g.Do(Command{Action: ActMove, DX: -1})
	}
	if !g.Do(Command{Action: ActAscend}) || !g.Won {
		t.Fatalf("did not win: %q", g.Messages)
	}
	r := g.Recap()
	if !r.Won || r.Score < WinBonus || !strings.Contains(r.Lines()[0], "Victory") {
		t.Errorf("recap %+v", r)
	}
	if g.Do(Command{Action: ActWait}) {
		t.Error("the game goes on after the win")
	}
}

// TestPickUpAndFullPack: walking onto an item takes it; a full pack leaves
// it lying there.
func TestPickUpAndFullPack(t *testing.T) {
	g := mapGame(t, "#####", "#@!*#", "#####")
	g.Do(Command{Action: ActMove, DX: 1})
	if len(g.Inventory) != 1 || g.Inventory[0] != world.Healing || len(g.Level.Items) != 1 {
		t.Fatalf("pack %v, floor %v", g.Inventory, g.Level.Items)
	}
	for len(g.Inventory) < InventorySlots {
		give(g, world.Fear)
	}
	g.Do(Command{Action: ActMove, DX: 1})
	if len(g.Level.Items) != 1 || !strings.Contains(g.Messages[len(g.Messages)-1], "pack is full") {
		t.Errorf("floor %v, messages %q", g.Level.Items, g.Messages)
	}
}

// TestInvestigationTimesOut: a goblin sent to a cell farther than it walks
// in InvestigateTurns gives up on the way and searches where it is; its
// clock never runs below zero.
func TestInvestigationTimesOut(t *testing.T) {
	row := "#@" + strings.Repeat(".", 60) + "g#"
	wall := strings.Repeat("#", len(row))
	g := mapGame(t, wall, row, wall)
	s := g.Level.Ents
	gob := only(t, g, world.Goblin)
	g.Minds().Investigate(gob, world.Pos{X: 2, Y: 1})
	wait(t, g, ai.InvestigateTurns)
	if s.Mind[gob] != world.Searching || s.Memory[gob] < 0 || s.Memory[gob] > ai.SearchTurns {
		t.Errorf("after %d turns the goblin is %s with memory %d at %v", ai.InvestigateTurns,
			s.Mind[gob], s.Memory[gob], s.Pos[gob])
	}
}

// TestLettersStayWithTheirItems: using an item from the middle of the pack
// empties its slot and the others keep their letters; the next item picked
// up fills the first empty slot; a used last item leaves no empty slot at
// the end; a save keeps the gap and loads it back.
func TestLettersStayWithTheirItems(t *testing.T) {
	g := mapGame(t, "#######", "#@.*..#", "#######")
	g.Level.Ents.HP[g.Player] = 1
	g.Inventory = []world.ItemKind{world.Fear, world.Healing, world.Smoke}
	if !g.Do(Command{Action: ActUse, Slot: 1}) {
		t.Fatalf("drinking slot b refused: %q", g.Messages)
	}
	if want := []world.ItemKind{world.Fear, world.NoItem, world.Smoke}; !slices.Equal(g.Inventory, want) {
		t.Fatalf("after using b the pack is %v, want %v", g.Inventory, want)
	}
	if g.Do(Command{Action: ActUse, Slot: 1}) {
		t.Fatal("the empty slot b was used")
	}
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	back, err := Load(data)
	if err != nil || !slices.Equal(back.Inventory, g.Inventory) {
		t.Fatalf("a pack with a gap saved and loaded: %v, %v", back.Inventory, err)
	}
	g.Do(Command{Action: ActMove, DX: 1})
	g.Do(Command{Action: ActMove, DX: 1}) // onto the noisemaker
	if want := []world.ItemKind{world.Fear, world.Noisemaker, world.Smoke}; !slices.Equal(g.Inventory, want) {
		t.Fatalf("after picking up the pack is %v, want %v", g.Inventory, want)
	}
	if !g.Do(Command{Action: ActUse, Slot: 2}) || !slices.Equal(g.Inventory, []world.ItemKind{world.Fear, world.Noisemaker}) {
		t.Fatalf("after using the last item the pack is %v", g.Inventory)
	}
}

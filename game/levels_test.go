package game

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"downhill/ai"
	"downhill/world"
)

// playTo drives the explore bot until the game reaches depth d (or the
// turn budget runs out), on small levels so it is quick.
func playTo(t *testing.T, g *Game, d int) {
	t.Helper()
	for i := 0; i < 20000 && g.Depth < d && !g.Dead; i++ {
		botTurn(g)
	}
	if g.Depth < d {
		t.Fatalf("the bot did not reach depth %d (depth %d, dead %v)", d, g.Depth, g.Dead)
	}
}

// TestKeptLevels: climbing back up finds the level exactly as it was left
// (its goblins, gold, items and map), arriving on its down stairs; going
// down again arrives on the up stairs of the kept level below.
func TestKeptLevels(t *testing.T) {
	g := New(Config{Seed: 4, W: 40, H: 20})
	unbreakable(g)
	playTo(t, g, 2)
	one, two := g.Levels[0], g.Level
	if len(g.Levels) != 2 || one == two || two.Up != g.PlayerPos() {
		t.Fatalf("%d levels, player %v on up stairs %v", len(g.Levels), g.PlayerPos(), two.Up)
	}
	var snap bytes.Buffer
	snap.WriteString(string(mapOf(one)))
	g.Level.Ents.Move(g.Player, two.Up)
	if !g.Do(Command{Action: ActAscend}) || g.Depth != 1 || g.Level != one {
		t.Fatalf("ascend: depth %d", g.Depth)
	}
	if g.PlayerPos() != one.Stairs {
		t.Errorf("arrived at %v, not on the down stairs %v", g.PlayerPos(), one.Stairs)
	}
	if got := string(mapOf(one)); got != snap.String() {
		t.Errorf("depth 1 changed while the player was away:\n%s\nwant\n%s", got, snap.String())
	}
	if !g.Do(Command{Action: ActDescend}) || g.Level != two || g.PlayerPos() != two.Up {
		t.Errorf("back down: depth %d at %v", g.Depth, g.PlayerPos())
	}
}

// mapOf is the level's tiles, gold, items and living goblins (not the
// player) as text, to compare a level with itself later.
func mapOf(l *world.Level) []byte {
	var b bytes.Buffer
	for i, t := range l.Grid.Tiles {
		c := byte('0' + t)
		if l.Gold[i] > 0 {
			c = '$'
		}
		if e := l.Ents.Occ[i]; e != world.NoEntity && l.Ents.Kind[e] != world.Player {
			c = 'g'
		}
		b.WriteByte(c)
	}
	for _, it := range l.Items {
		b.WriteRune(world.ItemGlyphs[it.Kind])
	}
	return b.Bytes()
}

// TestGeneratedStairsAndHeart: every generated level has up stairs where
// the player arrives and down stairs, except the Heart's level, which has
// the Heart where its down stairs would be.
func TestGeneratedStairsAndHeart(t *testing.T) {
	g := New(Config{Seed: 2, W: 40, H: 20, Heart: 3})
	unbreakable(g)
	playTo(t, g, 3)
	for d, l := range g.Levels {
		if l.Grid.At(l.Up.X, l.Up.Y) != world.UpStairs {
			t.Errorf("depth %d: no up stairs at %v", d+1, l.Up)
		}
		hasDown := l.Grid.At(l.Stairs.X, l.Stairs.Y) == world.Stairs
		if hasDown != (d+1 < 3) {
			t.Errorf("depth %d: down stairs %v", d+1, hasDown)
		}
	}
	if i := slicesIndexHeart(g.Level); i < 0 && !g.HasHeart {
		t.Error("no Heart on the Heart's level")
	}
}

func slicesIndexHeart(l *world.Level) int {
	for i, it := range l.Items {
		if it.Kind == world.Heart {
			return i
		}
	}
	return -1
}

// TestSaveKeepsEveryLevel: a game saved on depth 3 after climbing back to
// depth 2 loads with all three levels, and plays on exactly as the
// original, down to the kept levels.
func TestSaveKeepsEveryLevel(t *testing.T) {
	g := New(Config{Seed: 6, W: 40, H: 20})
	unbreakable(g)
	playTo(t, g, 3)
	g.Level.Ents.Move(g.Player, g.Level.Up)
	if !g.Do(Command{Action: ActAscend}) {
		t.Fatal("ascend refused")
	}
	give(g, world.Smoke, world.Fear)
	h := reload(t, g)
	if len(h.Levels) != 3 || h.Level != h.Levels[1] || len(h.Inventory) != len(g.Inventory) {
		t.Fatalf("loaded %d levels, on depth %d, pack %v", len(h.Levels), h.Depth, h.Inventory)
	}
	for i := 0; i < 300; i++ {
		a, b := botTurn(g), botTurn(h)
		if a != b || g.EventLine() != h.EventLine() {
			t.Fatalf("turn %d: %q vs %q", i, g.EventLine(), h.EventLine())
		}
	}
	sa, _ := g.Save()
	sb, _ := h.Save()
	if !bytes.Equal(sa, sb) {
		t.Fatal("saves differ after playing on")
	}
}

// TestHeartStirsTheMountain: taking the Heart sends climbGoblins hunting
// goblins onto every kept level above whose depth is a multiple of
// climbEvery, at
// least farStart steps from its down stairs where the climbing player
// arrives, and onto no other level; the game saves and loads with them and
// the soak's rules hold on each level after the climb starts.
func TestHeartStirsTheMountain(t *testing.T) {
	g := New(Config{Seed: 5, W: 40, H: 20, Heart: 5})
	unbreakable(g)
	playTo(t, g, 5)
	before := make([]int, len(g.Levels))
	for d, l := range g.Levels {
		before[d] = len(l.Ents.Alive)
	}
	i := slicesIndexHeart(g.Level)
	if i < 0 {
		t.Fatal("no Heart on the Heart's level")
	}
	at := g.Level.Items[i].Pos
	if e := g.Level.Ents.At(at); e != world.NoEntity && e != g.Player {
		g.kill(e)
	}
	g.Level.Ents.Move(g.Player, at)
	if !g.Do(Command{Action: ActPickUp}) || !g.HasHeart {
		t.Fatal("the Heart was not taken")
	}
	for d, l := range g.Levels[:4] {
		depth, s := d+1, l.Ents
		want := before[d]
		if depth%climbEvery == 0 {
			want += climbGoblins
		}
		if len(s.Alive) != want {
			t.Errorf("depth %d: %d creatures, want %d", depth, len(s.Alive), want)
			continue
		}
		if want == before[d] {
			continue
		}
		e := world.Entity(want - 1)
		if !s.Alive[e] || s.Mind[e] != world.Hunting || s.Kind[e] == world.Player ||
			s.HP[e] != startHP(s.Kind[e], depth) || ai.Chebyshev(s.Pos[e], l.Stairs) < farStart {
			t.Errorf("depth %d: the new %v at %v (down stairs %v) mind %v HP %d", depth, s.Kind[e], s.Pos[e], l.Stairs, s.Mind[e], s.HP[e])
		}
	}
	if len(g.Level.Ents.Alive) != before[4] {
		t.Errorf("the Heart's level got goblins: %d creatures, had %d", len(g.Level.Ents.Alive), before[4])
	}
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Load(data); err != nil {
		t.Fatalf("the stirred game does not load: %v", err)
	}
	// The climb, under the soak's checks (rules after every turn, the save
	// round-tripped each turn), with the player's own hit points: the bot
	// climbs, and wins or dies on the way.
	// The Heart's level emptied first and the player's pack filled with
	// healing draughts, so that the climb reaches several stirred levels:
	// this is a test of the rules on them; the balance of the climb is
	// measured by sim -runs (docs/play.md).
	st := g.Level.Ents
	st.HP[g.Player], st.MaxHP[g.Player] = world.Player.Facts().HP, world.Player.Facts().HP
	for len(g.Inventory) < InventorySlots {
		g.Inventory = append(g.Inventory, world.Healing)
	}
	for e, alive := range st.Alive {
		if alive && world.Entity(e) != g.Player {
			g.kill(world.Entity(e))
		}
	}
	sk := newSoak(true, rand.New(rand.NewPCG(5, 1)))
	sk.Start(g)
	if data, err = g.Save(); err != nil {
		t.Fatal(err)
	}
	top := g.Depth
	for turn := 1; turn <= 5000 && !g.Won && !g.Dead; turn++ {
		if what := sk.Turn(g, &data); what != "" {
			t.Fatalf("climb turn %d: %s", turn, what)
		}
		top = min(top, g.Depth)
	}
	if top > 3 {
		t.Errorf("the bot climbed no higher than depth %d (won %v, dead %v, turn %d)", top, g.Won, g.Dead, g.Turn)
	}
	t.Logf("climb: won %v, dead %v on depth %d, turn %d", g.Won, g.Dead, g.Depth, g.Turn)
}

package game

import (
	"slices"
	"strings"
	"testing"

	"downhill/ai"
	"downhill/internal/repofile"
	"downhill/world"
)

// scenario loads scenario NAME (repofile.Scenario), after applying the
// replacements (old, new pairs) to its text, as a game with seed 1.
func scenario(t *testing.T, name string, repl ...string) *Game {
	t.Helper()
	path, data := repofile.Scenario(t, name)
	text := strings.NewReplacer(repl...).Replace(string(data))
	g, err := NewFromMapText(path, []byte(text), Config{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// wait lets n turns pass, collecting every action line.
func wait(t *testing.T, g *Game, n int) []string {
	t.Helper()
	var acts []string
	for i := 0; i < n; i++ {
		if !g.Do(Command{Action: ActWait}) {
			t.Fatalf("turn %d: wait refused", g.Turn)
		}
		acts = append(acts, g.Acts()...)
		checkOccupancy(t, g)
	}
	return acts
}

// checkOccupancy asserts that no two living creatures share a cell and
// that the occupancy grid agrees with their positions.
func checkOccupancy(t *testing.T, g *Game) {
	t.Helper()
	s := g.Level.Ents
	seen := map[world.Pos]world.Entity{}
	for i, alive := range s.Alive {
		if !alive {
			continue
		}
		e, p := world.Entity(i), s.Pos[i]
		if o, ok := seen[p]; ok {
			t.Fatalf("turn %d: %s and %s share %v", g.Turn, g.tag(o), g.tag(e), p)
		}
		seen[p] = e
		if s.At(p) != e {
			t.Fatalf("turn %d: occupancy of %v is %d, want %d", g.Turn, p, s.At(p), e)
		}
		if !g.Level.Grid.At(p.X, p.Y).Walkable() && g.Level.Grid.At(p.X, p.Y) != world.Deep {
			t.Fatalf("turn %d: %s stands in %v", g.Turn, g.tag(e), p)
		}
	}
}

// walkDist is the walkers' distance from the player to p.
func walkDist(g *Game, p world.Pos) int32 {
	return g.Minds().Field(ai.FieldApproach).At(p.X, p.Y)
}

func count(lines []string, s string) int {
	n := 0
	for _, l := range lines {
		if l == s {
			n++
		}
	}
	return n
}

func unbreakable(g *Game) { g.Level.Ents.HP[g.Player], g.Level.Ents.MaxHP[g.Player] = 1000, 1000 }

// TestPillarGoblinComesAroundNaiveStuck: the player stands behind a
// pillar. The field goblin walks around it and attacks; the straight-line
// chaser walks up to the pillar and stays there.
func TestPillarGoblinComesAroundNaiveStuck(t *testing.T) {
	g := scenario(t, "pillar")
	unbreakable(g)
	naive, gob := world.Entity(1), world.Entity(2)
	if g.Level.Ents.Kind[naive] != world.Naive || g.Level.Ents.Kind[gob] != world.Goblin {
		t.Fatal("scenario letters not as expected")
	}
	acts := wait(t, g, 12)
	if got := g.Level.Ents.Pos[naive]; got != (world.Pos{X: 5, Y: 3}) {
		t.Errorf("naive chaser at %v, want stuck at 5,3 against the pillar", got)
	}
	if count(acts, "naive#1 attacks player") != 0 {
		t.Error("the naive chaser reached the player")
	}
	if ai.Chebyshev(g.Level.Ents.Pos[gob], g.PlayerPos()) != 1 || count(acts, "goblin#2 attacks player") == 0 {
		t.Errorf("goblin at %v did not come around the pillar to attack; acts %q", g.Level.Ents.Pos[gob], acts)
	}
}

// TestPlayerStepsBehindPillar: the goblin sees the player step behind the
// pillar and follows around it; the naive chaser, same start, stalls.
func TestPlayerStepsBehindPillar(t *testing.T) {
	for _, tc := range []struct {
		letter string
		reach  bool
	}{{"g", true}, {"n", false}} {
		g := scenario(t, "pillar", "n", ".", "g", ".")
		unbreakable(g)
		// Put the player above the pillar, in the chaser's sight.
		s := g.Level.Ents
		s.Move(g.Player, world.Pos{X: 5, Y: 1})
		k, _ := world.KindByGlyph(rune(tc.letter[0]))
		e := g.addCreature(k, world.Pos{X: 2, Y: 3})
		g.startLevel()
		// The player steps down behind the pillar: 5,1 -> 6,1 -> 7,1 -> 7,2
		// -> 7,3 (the corner rule forbids cutting 6,1 -> 7,2 past the pillar).
		for _, d := range []world.Pos{{X: 1, Y: 0}, {X: 1, Y: 0}, {X: 0, Y: 1}, {X: 0, Y: 1}} {
			if !g.Do(Command{Action: ActMove, DX: d.X, DY: d.Y}) {
				t.Fatalf("move %v refused", d)
			}
		}
		wait(t, g, 10)
		near := ai.Chebyshev(s.Pos[e], g.PlayerPos()) == 1
		if near != tc.reach {
			t.Errorf("%s at %v next to the player at %v: %v, want %v", tc.letter, s.Pos[e], g.PlayerPos(), near, tc.reach)
		}
	}
}

// TestQueueInCorridor: four goblins in a one-wide corridor advance in file
// without ever sharing a cell; only the front one fights.
func TestQueueInCorridor(t *testing.T) {
	g := scenario(t, "queue")
	unbreakable(g)
	acts := wait(t, g, 12)
	s := g.Level.Ents
	for i, want := range []int{2, 3, 4, 5} {
		if got := s.Pos[i+1]; got != (world.Pos{X: want, Y: 1}) {
			t.Errorf("goblin#%d at %v, want %d,1", i+1, got, want)
		}
	}
	if count(acts, "goblin#1 attacks player") == 0 {
		t.Error("the front goblin never attacked")
	}
	for _, a := range acts {
		if strings.HasSuffix(a, "attacks player") && a != "goblin#1 attacks player" {
			t.Errorf("%q: only the front goblin can reach", a)
		}
	}
}

// TestCrowdAroundPillar: five goblins split around the pillar, reach the
// player from above and below, and surround it instead of queueing.
func TestCrowdAroundPillar(t *testing.T) {
	g := scenario(t, "crowd")
	unbreakable(g)
	above, below := map[world.Entity]bool{}, map[world.Entity]bool{}
	for turn := 0; turn < 12; turn++ {
		wait(t, g, 1)
		for e := world.Entity(1); e <= 5; e++ {
			p := g.Level.Ents.Pos[e]
			if p.X == 6 && p.Y < 3 {
				above[e] = true
			}
			if p.X == 6 && p.Y > 5 {
				below[e] = true
			}
		}
	}
	if len(above) == 0 || len(below) == 0 {
		t.Errorf("goblins passed the pillar above %v and below %v: want both sides", above, below)
	}
	adj := 0
	for e := world.Entity(1); e <= 5; e++ {
		if ai.Chebyshev(g.Level.Ents.Pos[e], g.PlayerPos()) == 1 {
			adj++
		}
	}
	if adj != 5 {
		t.Errorf("%d goblins next to the player after 12 turns, want all 5\n%s", adj, strings.Join(g.MapText(), "\n"))
	}
}

// TestGreedyTakesFarGold: gold 7 steps away at -4 beats the player 4 steps
// away for the greedy goblin; the plain goblin in its place goes for the
// player.
func TestGreedyTakesFarGold(t *testing.T) {
	g := scenario(t, "greedy")
	unbreakable(g)
	acts := wait(t, g, 6)
	if slices.Contains(acts, "greedy#1 picks up gold") {
		t.Fatal("gold 7 steps away picked up in 6 turns")
	}
	acts = wait(t, g, 1)
	if !slices.Equal(acts, []string{"greedy#1 moved 2,1->1,1", "greedy#1 picks up gold"}) {
		t.Fatalf("turn 7: %q, want the greedy goblin stepping on the gold and taking it", acts)
	}
	if g.Level.Ents.Gold[1] != world.MapFileGold || g.Level.Gold[g.Level.Grid.Index(1, 1)] != 0 {
		t.Error("the gold did not move from the floor to the goblin")
	}
	// With the gold gone the greedy field is refreshed: it turns back.
	wait(t, g, 1)
	if got := g.Level.Ents.Pos[1]; got != (world.Pos{X: 2, Y: 1}) {
		t.Errorf("after the gold the greedy goblin is at %v, want 2,1 heading for the player", got)
	}

	p := scenario(t, "greedy", "G", "g")
	unbreakable(p)
	acts = wait(t, p, 7)
	if got := p.Level.Ents.Pos[1]; got != (world.Pos{X: 11, Y: 1}) {
		t.Errorf("plain goblin at %v, want 11,1 next to the player", got)
	}
	if count(acts, "goblin#1 attacks player") == 0 || p.Level.Gold[p.Level.Grid.Index(1, 1)] != world.MapFileGold {
		t.Errorf("the plain goblin should ignore the gold and fight: %q", acts)
	}
}

// TestGreedyDropsGoldOnDeath: a greedy goblin carrying gold drops it where
// it dies, and the player can pick it up.
func TestGreedyDropsGoldOnDeath(t *testing.T) {
	g := scenario(t, "greedy")
	unbreakable(g)
	wait(t, g, 7)
	s := g.Level.Ents
	p := s.Pos[1]
	g.kill(1)
	if g.Level.Gold[g.Level.Grid.Index(p.X, p.Y)] != world.MapFileGold {
		t.Fatalf("no gold dropped at %v", p)
	}
	if !slices.Contains(g.Acts(), "greedy#1 drops gold") {
		t.Errorf("acts %q lack the drop", g.Acts())
	}
}

// TestFleeThroughLoop: the wounded goblin, between the player and a dead
// end, runs past the player and round the loop: its walking distance grows
// over 10 turns. The naive flee (highest neighbour on the player field)
// from the same cell backs into the dead end and is cornered there.
func TestFleeThroughLoop(t *testing.T) {
	g := scenario(t, "flee")
	s := g.Level.Ents
	start := walkDist(g, s.Pos[1])
	wait(t, g, 10)
	if s.Mind[1] != world.Fleeing {
		t.Fatalf("wounded goblin's mind is %d, want Fleeing", s.Mind[1])
	}
	end := walkDist(g, s.Pos[1])
	if end <= start || s.Pos[1].Y > 3 {
		t.Errorf("fleeing goblin went from distance %d to %d (at %v): want it out of the dead end and farther", start, end, s.Pos[1])
	}

	n := scenario(t, "flee", "w", "n")
	ns := n.Level.Ents
	ns.HP[1] = world.Naive.FleeHP(ns.MaxHP[1])
	wait(t, n, 10)
	tip := world.Pos{X: 7, Y: 7}
	if ns.Pos[1] != tip {
		t.Fatalf("naive flee at %v, want cornered at the dead end %v", ns.Pos[1], tip)
	}
	if _, _, ok := n.Minds().Field(ai.FieldApproach).Uphill(tip.X, tip.Y, nil, nil); ok {
		t.Error("the dead end has a higher neighbour")
	}
	if d := walkDist(n, tip); d >= end {
		t.Errorf("the dead end (distance %d) should be nearer than where the flee field led (%d)", d, end)
	}
}

// TestCorneredTurnsToFight: a wounded goblin with no way down the flee
// field and the player next to it fights.
func TestCorneredTurnsToFight(t *testing.T) {
	g := scenario(t, "cornered")
	acts := wait(t, g, 1)
	if !slices.Equal(acts, []string{"goblin#1 turns to fight", "goblin#1 attacks player"}) {
		t.Errorf("acts %q", acts)
	}
}

// TestHearing: the sleeping goblin at walking distance 6 wakes; the one
// at distance 7 and the one behind the wall (2 cells away as the crow
// flies, 10 to walk) sleep on.
func TestHearing(t *testing.T) {
	g := scenario(t, "sleep")
	s := g.Level.Ents
	// Reading order: 1 at 1,1 (distance 7), 2 at 10,1 (behind the wall),
	// 3 at 2,3 (distance 6).
	if d := walkDist(g, s.Pos[3]); d != 6 {
		t.Fatalf("goblin#3 at walking distance %d, want 6", d)
	}
	if d := walkDist(g, s.Pos[2]); d <= ai.DefaultHearing || ai.Chebyshev(s.Pos[2], g.PlayerPos()) != 2 {
		t.Fatalf("goblin#2 at walking distance %d, line %d: scenario broken", d, ai.Chebyshev(s.Pos[2], g.PlayerPos()))
	}
	acts := wait(t, g, 1)
	if !slices.Equal(acts, []string{"goblin#3 wakes"}) {
		t.Fatalf("turn 1 acts %q, want only goblin#3 waking", acts)
	}
	wait(t, g, 4)
	if s.Mind[1] != world.Asleep || s.Mind[2] != world.Asleep || s.Mind[3] != world.Hunting {
		t.Errorf("minds %v, want asleep, asleep, hunting", s.Mind[1:4])
	}
}

// TestForgetting: a hunter that neither sees nor hears the player for 20
// turns goes back to wandering.
func TestForgetting(t *testing.T) {
	g := scenario(t, "sleep")
	s := g.Level.Ents
	// Wake goblin#2 behind the wall by hand: it cannot see or hear the
	// player from there.
	s.Mind[2], s.Memory[2] = world.Hunting, ai.ForgetTurns
	// Pin it in place so it stays out of hearing: wall in its neighbours.
	for _, p := range []world.Pos{{X: 10, Y: 2}, {X: 11, Y: 1}, {X: 11, Y: 2}} {
		g.Level.Grid.Set(p.X, p.Y, world.Wall)
	}
	g.startLevel()
	acts := wait(t, g, ai.ForgetTurns)
	if s.Mind[2] != world.Wandering || count(acts, "goblin#2 forgets you") != 1 {
		t.Errorf("mind %d acts %q, want forgotten after %d turns", s.Mind[2], acts, ai.ForgetTurns)
	}
}

// TestArcherKeepsRange: the archer walks to a cell 4 steps from the player
// that sees it, stays there and shoots.
func TestArcherKeepsRange(t *testing.T) {
	g := scenario(t, "archer")
	unbreakable(g)
	s := g.Level.Ents
	acts := wait(t, g, 12)
	p := s.Pos[1]
	if ai.Chebyshev(p, g.PlayerPos()) != ai.ArcherRange || !g.Level.Grid.CanSee(p, g.PlayerPos(), ai.SightRadius) {
		t.Fatalf("archer at %v: want range %d with line of sight to %v", p, ai.ArcherRange, g.PlayerPos())
	}
	if count(acts, "archer#1 shoots player") == 0 {
		t.Fatalf("the archer never shot: %q", acts)
	}
	// Settled: it only shoots from now on.
	more := wait(t, g, 5)
	if s.Pos[1] != p || count(more, "archer#1 shoots player") != 5 {
		t.Errorf("archer moved to %v or stopped shooting: %q", s.Pos[1], more)
	}
	// Stepping next to it makes it back off instead of shooting.
	g.Level.Ents.Move(g.Player, world.Pos{X: p.X + 1, Y: p.Y})
	more = wait(t, g, 1)
	if ai.Chebyshev(s.Pos[1], g.PlayerPos()) < 2 {
		t.Errorf("archer stayed next to the player: %q", more)
	}
}

// TestTunnelerDigsSoftRock: two ways through rock, hard (9s) straight and
// soft (1s) one row up: the tunneler digs the soft way, one dig per cell,
// and reaches the player.
func TestTunnelerDigsSoftRock(t *testing.T) {
	g := scenario(t, "tunnel")
	unbreakable(g)
	acts := wait(t, g, 20)
	gr := g.Level.Grid
	for x := 4; x <= 8; x++ {
		if gr.At(x, 1) != world.Floor {
			t.Errorf("soft rock %d,1 is %d, want dug to floor", x, gr.At(x, 1))
		}
		if gr.At(x, 2) != world.Rock || gr.Hard[gr.Index(x, 2)] != world.RockHardness(9) {
			t.Errorf("hard rock %d,2 was touched", x)
		}
	}
	digs := 0
	for _, a := range acts {
		if strings.HasPrefix(a, "tunneler#1 digs") {
			digs++
		}
	}
	if digs != 5 || count(acts, "tunneler#1 attacks player") == 0 {
		t.Errorf("%d digs (want 5) and no attack in %q", digs, acts)
	}
}

// TestBumpCombat: moving into a goblin attacks it; enough hits kill it and
// it leaves the level.
func TestBumpCombat(t *testing.T) {
	g := scenario(t, "cornered", "w", "g")
	unbreakable(g)
	s := g.Level.Ents
	hp := s.HP[1]
	hits := 0
	for turn := 0; turn < 50 && s.Alive[1]; turn++ {
		if !g.Do(Command{Action: ActMove, DX: -1}) {
			t.Fatal("bump refused")
		}
		if g.PlayerPos() != (world.Pos{X: 2, Y: 1}) {
			t.Fatal("the player moved into the goblin")
		}
		if !slices.Contains(g.Acts(), "player attacks goblin#1") {
			t.Fatalf("acts %q lack the attack", g.Acts())
		}
	}
	for _, m := range g.Messages {
		if m == "You hit the goblin." || m == "You kill the goblin." {
			hits++
		}
	}
	if s.Alive[1] || g.Goblins() != 0 {
		t.Fatal("the goblin survived 50 bumps")
	}
	if hits < (hp+3)/4 || hits > hp/2 || !slices.Contains(g.Messages, "You kill the goblin.") {
		t.Errorf("%d hits on %d HP, messages %q", hits, hp, g.Messages)
	}
	if s.At(world.Pos{X: 1, Y: 1}) != world.NoEntity {
		t.Error("the dead goblin still blocks its cell")
	}
	if !g.Do(Command{Action: ActMove, DX: -1}) || g.PlayerPos() != (world.Pos{X: 1, Y: 1}) {
		t.Error("the player cannot step where the goblin died")
	}
}

// TestDeathAndRestart: a goblin kills the player; the game refuses further
// turns, reports the score, and ActRestart starts a fresh game.
func TestDeathAndRestart(t *testing.T) {
	g := scenario(t, "cornered", "w", "g")
	g.Gold = 7
	g.Cfg.W, g.Cfg.H = 40, 20 // restart generates a level of this size
	g.Level.Ents.HP[g.Player] = 1
	for turn := 0; turn < 100 && !g.Dead; turn++ {
		g.Do(Command{Action: ActWait})
	}
	if !g.Dead || g.Level.Ents.HP[g.Player] != 0 {
		t.Fatal("the player did not die")
	}
	if g.Score() != 7+DepthBonus {
		t.Errorf("score %d, want %d", g.Score(), 7+DepthBonus)
	}
	if !strings.Contains(g.Messages[len(g.Messages)-1], "Score 57") || !slices.Contains(g.Acts(), "player dies") {
		t.Errorf("last message %q, acts %q", g.Messages[len(g.Messages)-1], g.Acts())
	}
	turn := g.Turn
	for _, c := range []Command{{Action: ActWait}, {Action: ActMove, DX: 1}, {Action: ActDescend}} {
		if g.Do(c) || g.Turn != turn {
			t.Errorf("%v accepted after death", c)
		}
	}
	if !g.Do(Command{Action: ActRestart}) || g.Dead || g.Turn != 0 || g.Gold != 0 || g.Depth != 1 {
		t.Fatal("restart did not start a new game")
	}
	if g.Cfg.Seed == 1 || g.Level.Grid.W != 40 {
		t.Errorf("restart seed %d size %d", g.Cfg.Seed, g.Level.Grid.W)
	}
	if g.Goblins() == 0 || g.Level.Ents.HP[g.Player] != world.Player.Facts().HP {
		t.Errorf("new game has %d goblins and %d HP", g.Goblins(), g.Level.Ents.HP[g.Player])
	}
}

// TestDescend: '>' takes the player to a deeper level with more goblins
// (depthPlan's second row, shifted by the config's count); elsewhere it is
// refused.
func TestDescend(t *testing.T) {
	g := New(Config{Seed: 3, Goblins: 5, Level: "rooms"})
	if g.Goblins() != 5 {
		t.Fatalf("%d goblins, want 5", g.Goblins())
	}
	if g.Do(Command{Action: ActDescend}) {
		t.Fatal("descended without stairs")
	}
	st := g.Level.Stairs
	g.Level.Ents.Move(g.Player, st)
	old := g.Level
	if !g.Do(Command{Action: ActDescend}) {
		t.Fatal("descend refused on the stairs")
	}
	if want := 5 + depthPlan[1].Goblins - depthPlan[0].Goblins; g.Depth != 2 || g.Level == old || g.Goblins() != want || want <= 5 || g.PlayerPos() != g.Level.Start {
		t.Errorf("depth %d goblins %d player %v start %v", g.Depth, g.Goblins(), g.PlayerPos(), g.Level.Start)
	}
	if g.Score() != 2*DepthBonus {
		t.Errorf("score %d", g.Score())
	}
	// Goblins start away from the player.
	for i, k := range g.Level.Ents.Kind {
		if k != world.Player && walkDist(g, g.Level.Ents.Pos[i]) < 3 {
			t.Errorf("goblin %d placed at distance %d", i, walkDist(g, g.Level.Ents.Pos[i]))
		}
	}
}

// TestGoldPickup: the player walking onto gold takes it and the greedy
// field forgets it.
func TestGoldPickup(t *testing.T) {
	g := scenario(t, "greedy", "G", ".", "@", ".", "$.", "@$")
	if !g.Do(Command{Action: ActMove, DX: 1}) {
		t.Fatal("move refused")
	}
	if g.Gold != world.MapFileGold || !slices.Contains(g.Acts(), "player picks up 10 gold") {
		t.Errorf("gold %d acts %q", g.Gold, g.Acts())
	}
}

// TestOneScanPerPlayerMove: with 50 goblins hunting on the player field,
// each player move costs exactly one scan and a wait none.
func TestOneScanPerPlayerMove(t *testing.T) {
	var b strings.Builder
	b.WriteString(strings.Repeat("#", 40) + "\n")
	for y := 1; y <= 20; y++ {
		row := []byte("#" + strings.Repeat(".", 38) + "#")
		if y <= 5 {
			for x := 25; x < 35; x++ {
				row[x] = 'g'
			}
		}
		if y == 15 {
			row[5] = '@'
		}
		b.Write(row)
		b.WriteByte('\n')
	}
	b.WriteString(strings.Repeat("#", 40) + "\n")
	mf, err := world.ParseMap("fifty", []byte(b.String()), world.CreatureLetters)
	if err != nil {
		t.Fatal(err)
	}
	g, err := NewFromMap(mf, Config{Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	unbreakable(g)
	if g.Goblins() != 50 {
		t.Fatalf("%d goblins", g.Goblins())
	}
	// The player walks a small square and never bumps a goblin (that
	// would wound it and bring in the flee field): blocked moves wait.
	moves := []Command{{Action: ActMove, DX: 1}, {Action: ActMove, DY: 1}, {Action: ActWait}, {Action: ActMove, DX: -1}, {Action: ActMove, DY: -1}, {Action: ActWait}}
	moved := 0
	for i := 0; i < 60; i++ {
		c := moves[i%len(moves)]
		if c.Action == ActMove && g.Level.Ents.At(g.PlayerPos().Add(world.Pos{X: c.DX, Y: c.DY})) != world.NoEntity {
			c = Command{Action: ActWait}
		}
		before, at := g.Scans(), g.PlayerPos()
		if !g.Do(c) {
			t.Fatalf("turn %d: %v refused", g.Turn, c)
		}
		want := 0
		if g.PlayerPos() != at {
			want = 1
			moved++
		}
		if got := g.Scans() - before; got != want {
			t.Fatalf("turn %d (%v): %d scans, want %d; acts %q", g.Turn, c, got, want, g.Acts())
		}
	}
	if moved < 10 || g.Minds().Peek(ai.FieldApproach).Scans != moved+1 {
		t.Errorf("%d moves, %d player field scans", moved, g.Minds().Peek(ai.FieldApproach).Scans)
	}
	attacks := 0
	for _, a := range g.Acts() {
		if strings.HasSuffix(a, "attacks player") {
			attacks++
		}
	}
	if attacks == 0 {
		t.Error("no goblin reached the player: the goblins did not hunt")
	}
}

// TestSharedFieldsOncePerTurn: 40 goblins of every kind around a rock seam
// and gold; the player walks about. Each shared field is computed at most
// once per turn, and every kind's field is used.
func TestSharedFieldsOncePerTurn(t *testing.T) {
	var b strings.Builder
	b.WriteString(strings.Repeat("#", 40) + "\n")
	kinds := "gGatwnz"
	k := 0
	for y := 1; y <= 20; y++ {
		row := []byte("#" + strings.Repeat(".", 38) + "#")
		switch {
		case y == 10:
			for x := 1; x < 39; x++ {
				row[x] = '3'
			}
			row[20] = '.'
		case y == 15:
			row[5] = '@'
			row[30] = '$'
		case y <= 5 && k < 40:
			for x := 4; x < 36 && k < 40; x += 4 {
				row[x] = kinds[k%len(kinds)]
				k++
			}
		}
		b.Write(row)
		b.WriteByte('\n')
	}
	b.WriteString(strings.Repeat("#", 40) + "\n")
	mf, err := world.ParseMap("forty", []byte(b.String()), world.CreatureLetters)
	if err != nil {
		t.Fatal(err)
	}
	g, err := NewFromMap(mf, Config{Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	unbreakable(g)
	if g.Goblins() != 40 {
		t.Fatalf("%d goblins", g.Goblins())
	}
	m := g.Minds()
	var used [ai.NumFields]bool
	dirs := []Command{{Action: ActMove, DX: 1}, {Action: ActMove, DX: 1}, {Action: ActWait}, {Action: ActMove, DX: -1}, {Action: ActMove, DY: -1}}
	for i := 0; i < 40; i++ {
		var before [ai.NumFields]int
		for id := range before {
			if f := m.Peek(ai.FieldID(id)); f != nil {
				before[id] = f.Scans
			}
		}
		total := g.Scans()
		g.Do(dirs[i%len(dirs)])
		sum := 0
		for id := range before {
			f := m.Peek(ai.FieldID(id))
			if f == nil {
				continue
			}
			n := f.Scans - before[id]
			sum += n
			if n > 1 {
				t.Fatalf("turn %d: %v computed %d times", g.Turn, ai.FieldID(id), n)
			}
			if n > 0 {
				used[id] = true
			}
		}
		// The flee field is one scale+rescan; Scans() counts it once.
		if got := g.Scans() - total; got != sum {
			t.Fatalf("turn %d: game counted %d scans, fields %d", g.Turn, got, sum)
		}
	}
	for id, u := range used {
		if !u {
			t.Errorf("%v never computed", ai.FieldID(id))
		}
	}
}

// TestDeterminism: the same seed and the same commands give the same event
// lines and action logs, on a generated level with every kind of goblin.
func TestDeterminism(t *testing.T) {
	run := func() []string {
		g := New(Config{Seed: 42, Goblins: 30})
		var lines []string
		cmds := script(7, 200)
		for _, c := range cmds {
			if c.Action == ActTravel || c.Action == ActExplore {
				c = Command{Action: ActWait}
			}
			g.Do(c)
			lines = append(lines, g.EventLine())
			lines = append(lines, g.Acts()...)
		}
		return lines
	}
	a, b := run(), run()
	if !slices.Equal(a, b) {
		for i := range a {
			if i >= len(b) || a[i] != b[i] {
				t.Fatalf("line %d differs: %q vs %q", i, a[i], b[i])
			}
		}
		t.Fatal("runs differ in length")
	}
	moved := false
	for _, l := range a {
		if strings.Contains(l, "#") && strings.Contains(l, " moved ") {
			moved = true
		}
	}
	if !moved {
		t.Error("no goblin ever moved: the determinism test proves nothing")
	}
}

// TestDrowning: waiting in deep water beyond the swim budget costs a hit
// point a turn, and can kill.
func TestDrowning(t *testing.T) {
	mf, err := world.ParseMap("pool", []byte("#####\n#@==#\n#####\n"), world.CreatureLetters)
	if err != nil {
		t.Fatal(err)
	}
	g, err := NewFromMap(mf, Config{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if !g.Do(Command{Action: ActMove, DX: 1}) || !g.Swimming() {
		t.Fatal("could not step into the water")
	}
	// The step in was the first turn of the swim.
	for i := 1; i < g.SwimBudget(); i++ {
		g.Do(Command{Action: ActWait})
	}
	if hp := g.Level.Ents.HP[g.Player]; hp != world.Player.Facts().HP {
		t.Fatalf("hurt within the budget: %d HP", hp)
	}
	g.Do(Command{Action: ActWait})
	if hp := g.Level.Ents.HP[g.Player]; hp != world.Player.Facts().HP-1 || g.Messages[len(g.Messages)-1] != "You are drowning!" {
		t.Fatalf("past the budget: %d HP, messages %q", hp, g.Messages)
	}
	for i := 0; i < 2*world.Player.Facts().HP && !g.Dead; i++ {
		g.Do(Command{Action: ActWait})
	}
	if !g.Dead {
		t.Error("the player never drowned")
	}
}

// TestGreedConfig: a set Greed of 0 is used as it is; an unset one is the
// default, and so is the zero Config; a non-zero Greed from an old save
// (no GreedSet) is used as it is.
func TestGreedConfig(t *testing.T) {
	for _, tc := range []struct {
		cfg  Config
		want int32
	}{
		{Config{Seed: 1}, ai.DefaultGreed},
		{Config{Seed: 1, GreedSet: true}, 0},
		{Config{Seed: 1, Greed: -9, GreedSet: true}, -9},
		{Config{Seed: 1, Greed: -7}, -7},
	} {
		if got := New(tc.cfg).Minds().Greed; got != tc.want {
			t.Errorf("%+v: greed %d, want %d", tc.cfg, got, tc.want)
		}
	}
}

// TestTunnelerTimeMatchesItsField: for every hardness a tunneler can dig
// (0..254), the turns it spends to pass a rock cell, from standing next to
// it to standing in it, equal the cost its field gives that cell (what the
// field adds for the rock: 1 + hardness/85, checked on the field itself
// across the two steps into and out of the rock). Once the field said
// 1 + hardness/85 while the game dug ceil(hardness/85) turns and then
// stepped: a tunneler took twice the field's time through soft rock.
func TestTunnelerTimeMatchesItsField(t *testing.T) {
	for h := 0; h < world.MaxHardness; h++ {
		g := mapGame(t,
			"########",
			"#t.1..@#",
			"########",
		)
		unbreakable(g)
		gr := g.Level.Grid
		rock := gr.Index(3, 1)
		gr.Tiles[rock], gr.Hard[rock] = world.Rock, uint8(h) // hardness 0 rock included
		g.Rebuild()
		tf, tc := g.Minds().Field(ai.FieldTunnel), g.Minds().TunnelCosts()
		cost := int(tc.At(3, 1))
		if cost != 1+h/85 {
			t.Fatalf("hardness %d: the tunnelers' costs price the rock %d, want 1 + %d/85", h, cost, h)
		}
		if across := int(tf.At(2, 1) - tf.At(4, 1)); across != int(tc.At(2, 1))+cost {
			t.Fatalf("hardness %d: the field rises %d across the rock, want 1 + %d", h, across, cost)
		}
		s := g.Level.Ents
		for s.Pos[1] != (world.Pos{X: 2, Y: 1}) {
			if g.Turn > 5 {
				t.Fatalf("hardness %d: the tunneler never reached the rock", h)
			}
			wait(t, g, 1)
		}
		start := g.Turn
		for s.Pos[1] != (world.Pos{X: 3, Y: 1}) {
			if g.Turn-start > 10 {
				t.Fatalf("hardness %d: the tunneler never passed the rock", h)
			}
			wait(t, g, 1)
		}
		if got := g.Turn - start; got != cost {
			t.Errorf("hardness %d: %d turns to pass the rock, its field says %d", h, got, cost)
		}
	}
}

// TestFleeFieldNotNewerThanItsPlayerField: the player steps, so the player
// field is rescanned as the turn begins; a goblin then opens a door, and a
// wounded goblin then flees: its
// flee field is built from that player field, which lags behind the door,
// so the flee field lags too and must say so (not Current), and be rescanned
// next turn. Found by the soak: the flee field's key claimed the door, so
// the next turn kept a flee field built on the map before the door opened
// (and a game loaded from that turn's save, rebuilding it, played
// otherwise).
func TestFleeFieldNotNewerThanItsPlayerField(t *testing.T) {
	g := mapGame(t,
		"############",
		"#######g####",
		"#######+####",
		"#@.........#",
		"#.......w..#",
		"############",
	)
	unbreakable(g)
	if !g.Do(Command{Action: ActMove, DX: 1}) { // the player moves: the player field is rescanned first thing
		t.Fatal("the step was refused")
	}
	if !slices.Contains(g.Acts(), "goblin#1 opens door 7,2") || !slices.Contains(g.Acts(), "goblin#2 flees") {
		t.Fatalf("turn 1: %q, want the door opened and then the wounded goblin fleeing", g.Acts())
	}
	m := g.Minds()
	if m.Current(ai.FieldApproach) || m.Current(ai.FieldFlee) {
		t.Fatalf("after the door: player field current %v, flee field current %v; want both lagging",
			m.Current(ai.FieldApproach), m.Current(ai.FieldFlee))
	}
	wait(t, g, 1)
	if err := g.Minds().CheckFields(); err != nil {
		t.Fatal(err)
	}
}

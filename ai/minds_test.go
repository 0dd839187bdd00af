package ai

import (
	"downhill/ai/dijkstra"

	"math/rand/v2"
	"strings"
	"testing"

	"downhill/world"
)

// mindsLevel parses rows into a level with the player on '@' and a goblin
// of kind k on each 'g', returning the minds and the goblins.
func mindsLevel(t *testing.T, k world.Kind, rows ...string) (*Minds, []world.Entity) {
	t.Helper()
	mf, err := world.ParseMap("t", []byte(strings.Join(rows, "\n")+"\n"), "g")
	if err != nil {
		t.Fatal(err)
	}
	l := mf.Level
	p := l.Ents.Add(world.Player, mf.Player, 20)
	var gs []world.Entity
	for _, c := range mf.Creatures {
		gs = append(gs, l.Ents.Add(k, c.Pos, 6))
	}
	l.Grid.ComputeFOV(mf.Player, SightRadius)
	return NewMinds(l, p, nil), gs
}

// turn lets every creature but the player act, applying moves only.
func turn(m *Minds, n int, rng *rand.Rand) {
	s := m.L.Ents
	m.BeginTurn(n)
	for i := range s.Alive {
		e := world.Entity(i)
		if e == m.Player || !s.Alive[i] {
			continue
		}
		if in := m.Decide(e, rng); in.Verb == Move {
			s.Move(e, in.To)
		}
	}
}

var room = []string{
	"####################",
	"#..................#",
	"#..................#",
	"#.......@..g.......#",
	"#..................#",
	"#..................#",
	"####################",
}

// TestPersonalities: a brave goblin closes in; a coward (approach x 0.5 +
// flee x 1) backs away while unhurt. Only the fields with weight are ever
// computed, and a turn where nothing changed computes none.
func TestPersonalities(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	brave, bg := mindsLevel(t, world.Goblin, room...)
	coward, cg := mindsLevel(t, world.Goblin, room...)
	coward.Weights[world.Goblin] = Weights{FieldApproach: 0.5, FieldFlee: 1}
	start := Chebyshev(brave.L.Ents.Pos[bg[0]], brave.PlayerPos())
	for i := 1; i <= 4; i++ {
		turn(brave, i, rng)
		turn(coward, i, rng)
	}
	if d := Chebyshev(brave.L.Ents.Pos[bg[0]], brave.PlayerPos()); d != 1 {
		t.Errorf("brave goblin at distance %d, want 1", d)
	}
	if d := Chebyshev(coward.L.Ents.Pos[cg[0]], coward.PlayerPos()); d <= start {
		t.Errorf("coward at distance %d, want more than %d", d, start)
	}
	for id := FieldGreedy; id < NumFields; id++ {
		if id != FieldFlee && coward.Peek(id) != nil {
			t.Errorf("%v computed without weight", id)
		}
		if brave.Peek(id) != nil {
			t.Errorf("brave goblin computed %v", id)
		}
	}
	if n := coward.Peek(FieldApproach).Scans + coward.Peek(FieldFlee).Scans; n != 2 {
		t.Errorf("%d scans with a still player, want 2 (one per field)", n)
	}
}

// TestFieldCache: a field is rescanned only when its inputs change, at
// most once per turn, and a cache restored from its Memo rebuilds unchanged
// fields without counting them.
func TestFieldCache(t *testing.T) {
	m, _ := mindsLevel(t, world.Greedy, room...)
	m.BeginTurn(1)
	m.Field(FieldGreedy)
	m.Field(FieldGreedy)
	if m.TakeScans() != 1 {
		t.Fatal("want one scan")
	}
	// Gold appears mid-turn: kept until the next turn.
	m.L.Gold[m.L.Grid.Index(2, 2)] = 5
	m.GoldChanged()
	if m.Field(FieldGreedy).At(2, 2) != 6 || m.TakeScans() != 0 {
		t.Fatal("rescanned within the turn")
	}
	m.BeginTurn(2)
	if f := m.Field(FieldGreedy); f.At(2, 2) != DefaultGreed || m.TakeScans() != 1 {
		t.Fatalf("gold at %d after the next turn began", f.At(2, 2))
	}
	// The approach field ignores gold.
	m.Field(FieldApproach)
	m.TakeScans()
	m.GoldChanged()
	m.BeginTurn(3)
	m.Field(FieldApproach)
	if m.TakeScans() != 0 {
		t.Error("gold rescanned the player field")
	}
	// A restored cache: same inputs, no counted scan, same values.
	memo := *m.Memo
	r := NewMinds(m.L, m.Player, &memo)
	f := r.Field(FieldApproach)
	if r.Scans() != 0 || f.At(2, 2) != m.Field(FieldApproach).At(2, 2) || f.Reached() == 0 {
		t.Errorf("restore counted %d scans or differs", r.Scans())
	}
	// A dig elsewhere changes the tunnelers' field only.
	r.BeginTurn(4)
	r.HardnessChanged(world.Pos{X: 0, Y: 0})
	r.Field(FieldApproach)
	r.Field(FieldTunnel)
	if r.Scans() != 1 {
		t.Errorf("%d scans after a hardness change, want only the tunnelers'", r.Scans())
	}
}

// TestCrowdSidestep: with every lower cell taken, a goblin steps sideways
// to a cell of the same value that leads down, instead of waiting behind
// the crowd.
func TestCrowdSidestep(t *testing.T) {
	m, gs := mindsLevel(t, world.Goblin,
		"#######",
		"#.....#",
		"#.g...#",
		"#.g@..#",
		"#.g...#",
		"#.g...#",
		"#######",
	)
	// goblins at 2,2 2,3 2,4 2,5; the last one (2,5) has distance 2 and
	// its lower neighbour 3,4 is free: it moves there. Block it first.
	s := m.L.Ents
	m.BeginTurn(1)
	in := m.Decide(gs[3], nil)
	if in.Verb != Move || in.To != (world.Pos{X: 3, Y: 4}) {
		t.Fatalf("goblin at 2,5: %+v, want a move to 3,4", in)
	}
	blocker := s.Add(world.Goblin, world.Pos{X: 3, Y: 4}, 6)
	_ = blocker
	in = m.Decide(gs[3], nil)
	if in.Verb != Move || in.To != (world.Pos{X: 3, Y: 5}) {
		t.Fatalf("blocked goblin: %+v, want a sidestep to 3,5 (next to free 4,4)", in)
	}
}

// Digs and doors patch the minds' costs cell by cell; the patched costs
// must be exactly a refill from the grid, and no refill may happen.
func TestMapChangesPatchCosts(t *testing.T) {
	l := world.Generate("rooms", 60, 40, 1, rand.New(rand.NewPCG(5, 5)))
	m := NewMinds(l, world.NoEntity, &Memo{})
	walk, tunnel := m.WalkCosts(), m.TunnelCosts()
	g := l.Grid
	rng := rand.New(rand.NewPCG(1, 2))
	changed := 0
	for i := 0; i < 400 && changed < 40; i++ {
		p := world.Pos{X: rng.IntN(g.W), Y: rng.IntN(g.H)}
		switch g.At(p.X, p.Y) {
		case world.Rock:
			if h := g.Hard[g.Index(p.X, p.Y)]; h > 100 {
				g.SetRock(p.X, p.Y, h-85)
				m.HardnessChanged(p)
			} else {
				g.SetRock(p.X, p.Y, 0)
				m.MapChanged(p)
			}
			changed++
		case world.Door:
			g.Set(p.X, p.Y, world.OpenDoor)
			m.MapChanged(p)
			changed++
		}
	}
	if changed < 10 {
		t.Fatalf("only %d cells changed: the level has too little rock", changed)
	}
	if m.walkCostVer != m.Memo.WalkVer || m.tunCostVer != m.Memo.DigVer {
		t.Fatalf("the patched costs are not marked current: the next use refills them")
	}
	wv, tv := walk.Version(), tunnel.Version()
	if m.WalkCosts() != walk || m.TunnelCosts() != tunnel || walk.Version() != wv || tunnel.Version() != tv {
		t.Fatalf("the costs were refilled, not patched")
	}
	for _, c := range []struct {
		name      string
		got, want *dijkstra.Costs
	}{{"walkers", walk, WalkerCosts(g, nil)}, {"tunnelers", tunnel, TunnelerCosts(g, nil)}} {
		if !sameCosts(c.got, c.want) {
			t.Errorf("%s: patched costs differ from a refill", c.name)
		}
	}
}

// sameCosts reports whether a and b have the same size, cells and Max.
func sameCosts(a, b *dijkstra.Costs) bool {
	if a.W != b.W || a.H != b.H || a.Max() != b.Max() {
		return false
	}
	for y := 0; y < a.H; y++ {
		for x := 0; x < a.W; x++ {
			if a.At(x, y) != b.At(x, y) {
				return false
			}
		}
	}
	return true
}

package ai

import (
	"downhill/ai/dijkstra"

	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"downhill/world"
)

// parseSeen parses a hand-drawn map (rows joined by newlines) with every
// cell already seen by the player.
func parseSeen(t *testing.T, rows ...string) *world.MapFile {
	t.Helper()
	m, err := world.ParseMap("test.map", []byte(strings.Join(rows, "\n")+"\n"), "")
	if err != nil {
		t.Fatal(err)
	}
	for i := range m.Level.Grid.Seen {
		m.Level.Grid.Seen[i] = true
	}
	return m
}

func routeFrom(g *world.Grid, budget int, from world.Pos, left int) (*Route, *dijkstra.Field) {
	shore := ShoreField(g, nil)
	r := NewRoute(g.W, g.H, budget)
	r.Scan(g, shore, from, left)
	return r, shore
}

// pathCost sums KnownCost over the cells a path enters.
func pathCost(g *world.Grid, path []world.Pos) int32 {
	var sum int32
	for _, p := range path {
		c, _ := KnownCost(g, p.X, p.Y)
		sum += int32(c)
	}
	return sum
}

// longestSwim is the longest run of deep cells in a row on path.
func longestSwim(g *world.Grid, path []world.Pos) int {
	run, longest := 0, 0
	for _, p := range path {
		if g.At(p.X, p.Y) == world.Deep {
			run++
			longest = max(longest, run)
		} else {
			run = 0
		}
	}
	return longest
}

func levels(t *testing.T) []*world.Level {
	t.Helper()
	var out []*world.Level
	for _, kind := range world.Generators {
		for seed := uint64(1); seed <= 3; seed++ {
			out = append(out, world.Generate(kind, 80, 45, 1, rand.New(rand.NewPCG(seed, 7))))
		}
	}
	return out
}

// Without swimming, the layered route must be exactly the engine's field
// over the same costs (deep water impassable), and its paths exactly the
// engine's downhill rolls reversed: the route is a Field reader, not a
// second opinion.
func TestRouteWithoutSwimmingIsTheField(t *testing.T) {
	for _, l := range levels(t) {
		g := l.Grid
		for i := range g.Seen {
			g.Seen[i] = true
			if g.Tiles[i] == world.Deep {
				// Deep water is not a wall for the corner rule (as in
				// the game); the engine's costs cannot say so.
				g.Tiles[i] = world.Wall
			}
		}
		from := l.Start
		r, _ := routeFrom(g, 0, from, 0)
		costs := dijkstra.NewCosts(g.W, g.H)
		for y := 0; y < g.H; y++ {
			for x := 0; x < g.W; x++ {
				if c, deep := KnownCost(g, x, y); !deep {
					costs.Set(x, y, c)
				}
			}
		}
		f := dijkstra.NewField(g.W, g.H)
		f.Scan([]dijkstra.Goal{{X: from.X, Y: from.Y}}, costs, dijkstra.Rules{})
		compared := 0
		for y := 0; y < g.H; y++ {
			for x := 0; x < g.W; x++ {
				if r.At(x, y) != f.At(x, y) {
					t.Fatalf("%s: route %d, field %d at %d,%d", l.Generator, r.At(x, y), f.At(x, y), x, y)
				}
				if f.At(x, y) == dijkstra.Unreached || x == from.X && y == from.Y {
					continue
				}
				got := r.Path(x, y, nil)
				want := posOf(f.Path(x, y, nil)) // target -> ... -> player
				slices.Reverse(want)             // player, ..., first cell after the target
				want = append(want[1:], world.Pos{X: x, Y: y})
				if !slices.Equal(got, want) {
					t.Fatalf("%s: path to %d,%d\n got %v\nwant %v", l.Generator, x, y, got, want)
				}
				compared++
			}
		}
		if compared < 200 {
			t.Fatalf("%s: only %d cells reached", l.Generator, compared)
		}
	}
}

// Every path a route gives, with swimming, ends at its target, costs what
// the route says, passes the game's swim rule at every step and never
// swims longer than the budget in a row; and swimming only ever shortens.
func TestRoutePathsAreSafeAndExact(t *testing.T) {
	swum := 0
	for _, l := range levels(t) {
		g := l.Grid
		for i := range g.Seen {
			g.Seen[i] = true
		}
		r, shore := routeFrom(g, DefaultSwimBudget, l.Start, DefaultSwimBudget)
		dry, _ := routeFrom(g, 0, l.Start, 0)
		for y := 0; y < g.H; y++ {
			for x := 0; x < g.W; x++ {
				v := r.At(x, y)
				if d := dry.At(x, y); d != dijkstra.Unreached && v > d {
					t.Fatalf("%s: swimming made %d,%d dearer: %d > %d", l.Generator, x, y, v, d)
				}
				if v == dijkstra.Unreached || v == 0 {
					continue
				}
				p := r.Path(x, y, nil)
				if len(p) == 0 || p[len(p)-1] != (world.Pos{X: x, Y: y}) {
					t.Fatalf("%s: path to %d,%d ends elsewhere: %v", l.Generator, x, y, p)
				}
				if c := pathCost(g, p); c != v {
					t.Fatalf("%s: path to %d,%d costs %d, route says %d", l.Generator, x, y, c, v)
				}
				if bad := CheckPath(g, shore, DefaultSwimBudget, l.Start, DefaultSwimBudget, p); bad >= 0 {
					t.Fatalf("%s: path to %d,%d refused at step %d: %v", l.Generator, x, y, bad, p)
				}
				if n := longestSwim(g, p); n > DefaultSwimBudget {
					t.Fatalf("%s: path to %d,%d swims %d turns", l.Generator, x, y, n)
				} else if n > 0 {
					swum++
				}
			}
		}
	}
	if swum == 0 {
		t.Fatal("no path swam at all: the test proves nothing about water")
	}
}

func TestShoreField(t *testing.T) {
	m := parseSeen(t,
		"#########",
		"#.=====.#",
		"#.=====.#",
		"#########",
	)
	f := ShoreField(m.Level.Grid, nil)
	want := []int32{0, 1, 2, 3, 2, 1, 0}
	for x := 1; x <= 7; x++ {
		if got := Shore(f, x, 1); got != want[x-1] {
			t.Errorf("shore at %d,1 = %d, want %d", x, got, want[x-1])
		}
	}
	if Shore(f, 0, 0) != dijkstra.Unreached {
		t.Error("a wall has a shore distance")
	}
	if !SwimOK(f, 4, 1, 3) || SwimOK(f, 4, 1, 2) {
		t.Error("SwimOK disagrees with the shore distance 3")
	}
}

// A crossing of six deep cells is refused with a budget of five; the same
// map with a three-cell crossing farther away is travelled through that.
func TestSwimBudgetWideAndNarrowCrossings(t *testing.T) {
	wide := parseSeen(t,
		"############",
		"#..######..#",
		"#@.======.>#",
		"#..######..#",
		"############",
	)
	g := wide.Level.Grid
	r, _ := routeFrom(g, DefaultSwimBudget, wide.Player, DefaultSwimBudget)
	if p := r.Path(wide.Level.Stairs.X, wide.Level.Stairs.Y, nil); p != nil {
		t.Fatalf("six-cell swim allowed with a budget of five: %v", p)
	}
	// The same crossing is fine with a budget of six.
	r6, shore6 := routeFrom(g, 6, wide.Player, 6)
	p6 := r6.Path(wide.Level.Stairs.X, wide.Level.Stairs.Y, nil)
	if longestSwim(g, p6) != 6 || CheckPath(g, shore6, 6, wide.Player, 6, p6) >= 0 {
		t.Fatalf("budget 6 should swim the six cells: %v", p6)
	}

	both := parseSeen(t,
		"############",
		"#..######..#",
		"#@.======.>#",
		"#..######..#",
		"#..######..#",
		"#..===####.#",
		"#.....=....#",
		"############",
	)
	g = both.Level.Grid
	r, shore := routeFrom(g, DefaultSwimBudget, both.Player, DefaultSwimBudget)
	p := r.Path(both.Level.Stairs.X, both.Level.Stairs.Y, nil)
	if len(p) == 0 {
		t.Fatal("no way over the narrow crossing")
	}
	if CheckPath(g, shore, DefaultSwimBudget, both.Player, DefaultSwimBudget, p) >= 0 {
		t.Fatalf("path refused: %v", p)
	}
	for _, c := range p {
		if c.Y == 2 && g.At(c.X, c.Y) == world.Deep {
			t.Fatalf("path swims the wide crossing: %v", p)
		}
	}
	if longestSwim(g, p) == 0 {
		t.Fatalf("path does not swim the narrow crossing: %v", p)
	}
}

// A river whose every cell is next to land (so every cell is "close to the
// shore"), but the land is a row of dead-end alcoves: swimming its length in
// one go drowns, resting in alcoves on the way does not. A rule per cell
// (shore distance within the budget) lets the long swim through and the
// game refuses it halfway; the route finds the way with rests.
func TestSwimRunsAlongTheShore(t *testing.T) {
	m := parseSeen(t,
		"#################",
		"##.#.#.#.#.#.#.##",
		"#@=============>#",
		"#################",
	)
	g := m.Level.Grid
	st := m.Level.Stairs
	r, shore := routeFrom(g, DefaultSwimBudget, m.Player, DefaultSwimBudget)
	p := r.Path(st.X, st.Y, nil)
	if len(p) == 0 {
		t.Fatal("no way along the river")
	}
	if bad := CheckPath(g, shore, DefaultSwimBudget, m.Player, DefaultSwimBudget, p); bad >= 0 {
		t.Fatalf("route path refused at step %d: %v", bad, p)
	}
	if n := longestSwim(g, p); n > DefaultSwimBudget {
		t.Fatalf("route swims %d in a row: %v", n, p)
	}
	rests := 0
	for _, c := range p {
		if c.Y == 1 {
			rests++
		}
	}
	if rests < 2 {
		t.Fatalf("13 cells of river need at least 2 rests, got %d: %v", rests, p)
	}

	// The per-cell rule: deep cells passable where the shore is near enough.
	costs := dijkstra.NewCosts(g.W, g.H)
	for y := 0; y < g.H; y++ {
		for x := 0; x < g.W; x++ {
			if c, deep := KnownCost(g, x, y); !deep || SwimOK(shore, x, y, DefaultSwimBudget) {
				costs.Set(x, y, c)
			}
		}
	}
	f := dijkstra.NewField(g.W, g.H)
	f.Scan([]dijkstra.Goal{{X: m.Player.X, Y: m.Player.Y}}, costs, dijkstra.Rules{})
	naive := posOf(f.Path(st.X, st.Y, nil))
	slices.Reverse(naive)
	naive = append(naive[1:], st)
	if CheckPath(g, shore, DefaultSwimBudget, m.Player, DefaultSwimBudget, naive) < 0 {
		t.Fatalf("the per-cell rule's path should be refused (the test would prove nothing): %v", naive)
	}
}

// A player already in the water with little budget left gets only the ways
// out that it can still swim.
func TestSwimFromTheWater(t *testing.T) {
	m := parseSeen(t,
		"##########",
		"#.======.#",
		"##########",
	)
	g := m.Level.Grid
	from := world.Pos{X: 3, Y: 1} // shore distance 2 to the west, 5 to the east
	r, shore := routeFrom(g, DefaultSwimBudget, from, 2)
	if p := r.Path(1, 1, nil); len(p) != 2 || CheckPath(g, shore, DefaultSwimBudget, from, 2, p) >= 0 {
		t.Fatalf("way west to the shore: %v", p)
	}
	if p := r.Path(8, 1, nil); p != nil {
		t.Fatalf("way east needs 5 more swim turns, only 2 left: %v", p)
	}
	// Farther out is reached only by going ashore first for a fresh budget.
	if p := r.Path(4, 1, nil); len(p) != 5 || p[1] != (world.Pos{X: 1, Y: 1}) {
		t.Fatalf("way to a cell 3 from shore with 2 turns left: %v", p)
	}
}

// Doors cost two and a half steps: a floor route one step longer wins, a
// route through the door two steps shorter wins. The map is checked to be
// what the test claims with plain breadth-first fields first.
func TestDoorVersusFloor(t *testing.T) {
	for _, tc := range []struct {
		row      string
		saves    int32 // steps the door route saves
		viaDoors bool
	}{
		{"#.@.+..>#", 1, false},
		{"#@..+>..#", 2, true},
	} {
		m := parseSeen(t,
			"#########",
			tc.row,
			"#...#...#",
			"#.......#",
			"#########",
		)
		g, st := m.Level.Grid, m.Level.Stairs
		steps := func(door bool) int32 {
			c := dijkstra.NewCosts(g.W, g.H)
			for y := 0; y < g.H; y++ {
				for x := 0; x < g.W; x++ {
					if t := g.At(x, y); t.Walkable() && (door || t != world.Door) {
						c.Set(x, y, 1)
					}
				}
			}
			f := dijkstra.NewField(g.W, g.H)
			f.Scan([]dijkstra.Goal{{X: m.Player.X, Y: m.Player.Y}}, c, dijkstra.Rules{})
			return f.At(st.X, st.Y)
		}
		if got := steps(false) - steps(true); got != tc.saves {
			t.Fatalf("%s: the door saves %d steps, the test wants %d", tc.row, got, tc.saves)
		}
		r, _ := routeFrom(g, DefaultSwimBudget, m.Player, DefaultSwimBudget)
		p := r.Path(st.X, st.Y, nil)
		if slices.Contains(p, world.Pos{X: 4, Y: 1}) != tc.viaDoors {
			t.Errorf("%s (door saves %d): path %v, through the door = %v", tc.row, tc.saves, p, !tc.viaDoors)
		}
	}
}

// Unseen cells are floor to the route, so a path can point into the
// unknown; a seen wall is never crossed, and CheckPath notices when a cell
// the path assumed open is seen to be a wall.
func TestRouteIntoTheUnknown(t *testing.T) {
	m := parseSeen(t,
		"#########",
		"#@......#",
		"#########",
	)
	g := m.Level.Grid
	for x := 4; x <= 7; x++ {
		g.Seen[g.Index(x, 1)] = false
	}
	g.Set(5, 1, world.Wall) // the truth, not yet seen
	r, shore := routeFrom(g, DefaultSwimBudget, m.Player, DefaultSwimBudget)
	p := r.Path(7, 1, nil)
	if len(p) != 6 {
		t.Fatalf("path into the unknown: %v", p)
	}
	if CheckPath(g, shore, DefaultSwimBudget, m.Player, DefaultSwimBudget, p) != -1 {
		t.Fatal("path refused before the wall was seen")
	}
	g.Seen[g.Index(5, 1)] = true
	if bad := CheckPath(g, shore, DefaultSwimBudget, m.Player, DefaultSwimBudget, p); bad != 3 {
		t.Fatalf("seen wall at step 3 not noticed: %d", bad)
	}
	r.Scan(g, shore, m.Player, DefaultSwimBudget)
	if r.Path(7, 1, nil) != nil {
		t.Fatal("route crosses a seen wall")
	}
}

func TestExploreTarget(t *testing.T) {
	m := parseSeen(t,
		"############",
		"#@.........#",
		"#..........#",
		"############",
	)
	g := m.Level.Grid
	r, shore := routeFrom(g, DefaultSwimBudget, m.Player, DefaultSwimBudget)
	if _, ok := ExploreTarget(r, g, m.Level.Gold); ok {
		t.Fatal("a fully seen level still has something to explore")
	}
	g.Seen[g.Index(10, 1)] = false // 9 steps away
	g.Seen[g.Index(6, 2)] = false  // 5 steps away
	r.Scan(g, shore, m.Player, DefaultSwimBudget)
	if p, ok := ExploreTarget(r, g, m.Level.Gold); !ok || p != (world.Pos{X: 6, Y: 2}) {
		t.Fatalf("nearest unseen cell: %v %v", p, ok)
	}
	// Visible gold 6 steps away beats the unseen cell 5 steps away (the
	// pull is two steps); at 8 steps it does not.
	gold := m.Level.Gold
	gold[g.Index(7, 1)] = 3
	g.Visible[g.Index(7, 1)] = true
	if p, _ := ExploreTarget(r, g, gold); p != (world.Pos{X: 7, Y: 1}) {
		t.Fatalf("gold 6 steps away not preferred: %v", p)
	}
	gold[g.Index(7, 1)] = 0
	gold[g.Index(9, 1)] = 3
	g.Visible[g.Index(9, 1)] = true
	if p, _ := ExploreTarget(r, g, gold); p != (world.Pos{X: 6, Y: 2}) {
		t.Fatalf("gold 8 steps away preferred to an unseen cell 5 away: %v", p)
	}
	g.Visible[g.Index(9, 1)] = false
	if p, _ := ExploreTarget(r, g, gold); p != (world.Pos{X: 6, Y: 2}) {
		t.Fatalf("gold out of view is a goal: %v", p)
	}
}

// BenchmarkRouteScan is the travel flood the game makes at most once per
// turn (80 x 45 wilds, everything seen, swimming allowed).
func BenchmarkRouteScan(b *testing.B) {
	l := world.Generate("wilds", 80, 45, 1, rand.New(rand.NewPCG(1, 7)))
	for i := range l.Grid.Seen {
		l.Grid.Seen[i] = true
	}
	shore := ShoreField(l.Grid, nil)
	r := NewRoute(80, 45, DefaultSwimBudget)
	b.ReportAllocs()
	for b.Loop() {
		r.Scan(l.Grid, shore, l.Start, DefaultSwimBudget)
	}
}

// BenchmarkRoutePath is one hovered cell: a roll from the far corner back
// to the player on a scanned route.
func BenchmarkRoutePath(b *testing.B) {
	l := world.Generate("wilds", 80, 45, 1, rand.New(rand.NewPCG(1, 7)))
	for i := range l.Grid.Seen {
		l.Grid.Seen[i] = true
	}
	r := NewRoute(80, 45, DefaultSwimBudget)
	r.Scan(l.Grid, ShoreField(l.Grid, nil), l.Start, DefaultSwimBudget)
	far, best := l.Start, int32(0)
	for y := 0; y < 45; y++ {
		for x := 0; x < 80; x++ {
			if v := r.At(x, y); v != dijkstra.Unreached && v > best {
				far, best = world.Pos{X: x, Y: y}, v
			}
		}
	}
	var buf []world.Pos
	b.ReportAllocs()
	for b.Loop() {
		buf = r.Path(far.X, far.Y, buf[:0])
	}
}

// A Route scanned again and again, from other cells, over a map whose water
// and knowledge change, holds exactly what a new Route would: the undoing of
// the last flood (layer 0 swept, the swim layers from their list) leaves no
// stale state behind on any layer.
func TestRouteRescanLeavesNothingBehind(t *testing.T) {
	reused := NewRoute(80, 45, DefaultSwimBudget)
	for li, l := range levels(t) {
		g := l.Grid
		rng := rand.New(rand.NewPCG(uint64(li), 3))
		for step := 0; step < 6; step++ {
			for i := range g.Seen {
				g.Seen[i] = rng.IntN(5) > 0
			}
			for k := 0; k < 30; k++ { // water comes and goes
				x, y := rng.IntN(g.W), rng.IntN(g.H)
				if t := g.At(x, y); t == world.Floor || t == world.Deep {
					g.Set(x, y, []world.Tile{world.Floor, world.Deep}[rng.IntN(2)])
				}
			}
			var from world.Pos
			for {
				from = world.Pos{X: rng.IntN(g.W), Y: rng.IntN(g.H)}
				if g.At(from.X, from.Y).Walkable() || g.At(from.X, from.Y) == world.Deep {
					break
				}
			}
			left := rng.IntN(DefaultSwimBudget + 1)
			shore := ShoreField(g, nil)
			reused.Scan(g, shore, from, left)
			fresh := NewRoute(g.W, g.H, DefaultSwimBudget)
			fresh.Scan(g, shore, from, left)
			reused.finish()
			fresh.finish()
			if !slices.Equal(reused.vals, fresh.vals) {
				t.Fatalf("level %d scan %d: a reused route differs from a new one", li, step)
			}
		}
	}
}

// BenchmarkRouteScanBig is the travel flood on the levels to come: 1024 x
// 1024, two cells in three seen (the maze has no water, the wilds' water
// makes the swim layers count).
func BenchmarkRouteScanBig(b *testing.B) {
	for _, kind := range []string{"rooms", "caves", "maze", "wilds"} {
		b.Run(kind, func(b *testing.B) {
			l := world.Generate(kind, 1024, 1024, 1, rand.New(rand.NewPCG(1, 7)))
			for i := range l.Grid.Seen {
				l.Grid.Seen[i] = i%3 != 0
			}
			shore := ShoreField(l.Grid, nil)
			r := NewRoute(1024, 1024, DefaultSwimBudget)
			for b.Loop() {
				r.Scan(l.Grid, shore, l.Start, DefaultSwimBudget)
				r.finish() // the whole flood, as the window's hover may need
			}
		})
	}
}

// posOf converts a field's path to world positions.
func posOf(ps []dijkstra.Point) []world.Pos {
	out := make([]world.Pos, len(ps))
	for i, p := range ps {
		out[i] = world.Pos(p)
	}
	return out
}

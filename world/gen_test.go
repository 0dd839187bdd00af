package world

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

func genSeed(kind string, w, h, depth int, seed uint64) *Level {
	return Generate(kind, w, h, depth, rand.New(rand.NewPCG(seed, 99)))
}

// genDump draws a level as text for failure messages.
func genDump(l *Level) string {
	var sb strings.Builder
	g := l.Grid
	for y := 0; y < g.H; y++ {
		for x := 0; x < g.W; x++ {
			i := g.Index(x, y)
			c := byte(tileChars[g.Tiles[i]])
			switch {
			case (Pos{x, y}) == l.Start:
				c = '@'
			case g.Tiles[i] == Rock:
				c = ' '
			case l.Gold[i] > 0:
				c = '$'
			}
			sb.WriteByte(c)
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

func TestGenerateDeterministic(t *testing.T) {
	for _, k := range Generators {
		a := genSeed(k, 80, 45, 3, 7)
		b := genSeed(k, 80, 45, 3, 7)
		c := genSeed(k, 80, 45, 3, 8)
		if !slices.Equal(a.Grid.Tiles, b.Grid.Tiles) || !slices.Equal(a.Grid.Hard, b.Grid.Hard) ||
			!slices.Equal(a.Gold, b.Gold) || a.Start != b.Start || a.Stairs != b.Stairs {
			t.Errorf("%s: same seed, different levels", k)
		}
		if slices.Equal(a.Grid.Tiles, c.Grid.Tiles) {
			t.Errorf("%s: seeds 7 and 8 give the same level", k)
		}
		if a.Generator != k || a.Depth != 3 {
			t.Errorf("%s: level says kind %q depth %d", k, a.Generator, a.Depth)
		}
	}
}

// checkLevel asserts the promises every generated level keeps.
func checkLevel(t *testing.T, l *Level, name string) {
	t.Helper()
	g := l.Grid
	fail := func(format string, args ...any) {
		t.Helper()
		msg := fmt.Sprintf(format, args...)
		if g.W <= 120 {
			msg += "\n" + genDump(l)
		}
		t.Fatalf("%s: %s", name, msg)
	}
	for y := 0; y < g.H; y++ {
		for x := 0; x < g.W; x++ {
			i := g.Index(x, y)
			tile, hd := g.Tiles[i], g.Hard[i]
			if x == 0 || y == 0 || x == g.W-1 || y == g.H-1 {
				if tile != Wall || hd != MaxHardness {
					fail("border %d,%d is tile %d hardness %d", x, y, tile, hd)
				}
				continue
			}
			switch tile {
			case Rock:
				if hd < 1 || hd > 254 {
					fail("rock %d,%d has hardness %d", x, y, hd)
				}
			case Wall:
				// Only the rooms' pillars: floor all round.
				if l.Generator != "rooms" {
					fail("interior wall at %d,%d", x, y)
				}
				for _, d := range genDirs8 {
					if !g.At(x+d.X, y+d.Y).Walkable() {
						fail("pillar %d,%d is not free-standing", x, y)
					}
				}
			default:
				if hd != 0 {
					fail("open tile %d at %d,%d has hardness %d", tile, x, y, hd)
				}
			}
			if l.Gold[i] != 0 {
				if !tile.Walkable() || l.Gold[i] < 5 || l.Gold[i] > 25+l.Depth {
					fail("gold %d on tile %d at %d,%d", l.Gold[i], tile, x, y)
				}
			}
		}
	}
	if !g.In(l.Start.X, l.Start.Y) || !g.At(l.Start.X, l.Start.Y).Walkable() {
		fail("start %v is not walkable", l.Start)
	}
	if g.At(l.Stairs.X, l.Stairs.Y) != Stairs || l.Stairs == l.Start {
		fail("stairs %v: tile %d", l.Stairs, g.At(l.Stairs.X, l.Stairs.Y))
	}
	stairs := 0
	for _, tile := range g.Tiles {
		if tile == Stairs {
			stairs++
		}
	}
	if stairs != 1 {
		fail("%d stairs tiles", stairs)
	}
	// Every walkable cell is reachable from the start by 4-way steps over
	// walkable tiles (so deep water is never needed), and so by 8-way
	// walkers with the corner rule too, whose flood is checked separately.
	for _, moves := range []int{4, 8} {
		seen := genReach(g, l.Start, moves)
		for i, tile := range g.Tiles {
			if tile.Walkable() && !seen[i] {
				fail("%d-way: %d,%d (tile %d) unreachable from start %v", moves, i%g.W, i/g.W, tile, l.Start)
			}
		}
	}
	gold := 0
	for _, v := range l.Gold {
		if v > 0 {
			gold++
		}
	}
	if gold == 0 {
		fail("no gold")
	}
}

var genDirs8 = [8]Pos{{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}}

// genReach floods walkable cells from s, 4-way or 8-way with corners denied
// (a diagonal step needs both orthogonal cells walkable).
func genReach(g *Grid, s Pos, moves int) []bool {
	seen := make([]bool, g.W*g.H)
	seen[g.Index(s.X, s.Y)] = true
	q := []Pos{s}
	for len(q) > 0 {
		p := q[0]
		q = q[1:]
		for _, d := range genDirs8 {
			if d.X != 0 && d.Y != 0 && (moves == 4 || !g.At(p.X+d.X, p.Y).Walkable() || !g.At(p.X, p.Y+d.Y).Walkable()) {
				continue
			}
			n := p.Add(d)
			if g.At(n.X, n.Y).Walkable() && !seen[g.Index(n.X, n.Y)] {
				seen[g.Index(n.X, n.Y)] = true
				q = append(q, n)
			}
		}
	}
	return seen
}

func TestGenerateInvariants(t *testing.T) {
	sizes := [][2]int{{20, 10}, {80, 21}, {80, 45}, {80, 50}, {33, 17}, {121, 64}, {24, 40}}
	for _, k := range Generators {
		for _, sz := range sizes {
			for seed := uint64(0); seed < 12; seed++ {
				depth := 1 + int(seed)%7
				l := genSeed(k, sz[0], sz[1], depth, seed)
				checkLevel(t, l, fmt.Sprintf("%s %dx%d seed %d", k, sz[0], sz[1], seed))
			}
		}
	}
}

func TestGenerateTiny(t *testing.T) {
	// Below the supported sizes it still keeps its promises.
	for _, k := range Generators {
		for _, sz := range [][2]int{{4, 4}, {5, 5}, {7, 4}, {12, 6}, {4, 12}} {
			l := genSeed(k, sz[0], sz[1], 1, 1)
			checkLevel(t, l, fmt.Sprintf("%s %dx%d", k, sz[0], sz[1]))
		}
	}
}

func TestGenerateLarge(t *testing.T) {
	if testing.Short() {
		t.Skip("large levels")
	}
	for _, k := range Generators {
		checkLevel(t, genSeed(k, 1024, 1024, 5, 1), k+" 1024x1024")
	}
}

// genCount tallies tiles over a few seeds of a kind.
func genCount(kind string, seeds int) map[Tile]int {
	n := map[Tile]int{}
	for s := 0; s < seeds; s++ {
		l := genSeed(kind, 80, 45, 4, uint64(s))
		for _, tile := range l.Grid.Tiles {
			n[tile]++
		}
	}
	return n
}

func TestGenerateFeatures(t *testing.T) {
	want := map[string][]Tile{
		"rooms": {Floor, Door, Shallow, Deep, Rock, Wall},
		"caves": {Floor, Shallow, Rock},
		"maze":  {Floor, Rock},
		"wilds": {Floor, Snow, Shallow, Deep, Rock},
	}
	for k, tiles := range want {
		n := genCount(k, 20)
		for _, tile := range tiles {
			if n[tile] == 0 {
				t.Errorf("%s: no tile %d in 20 levels", k, tile)
			}
		}
		if k != "wilds" && n[Snow] != 0 {
			t.Errorf("%s: snow underground", k)
		}
	}
}

func TestRoomsShape(t *testing.T) {
	// Rooms are rock-bounded rectangles; corridors are one cell wide; a
	// door stands in a one-cell gap with rock on both sides.
	l := genSeed("rooms", 80, 45, 1, 3)
	g := l.Grid
	doors := 0
	for y := 1; y < g.H-1; y++ {
		for x := 1; x < g.W-1; x++ {
			if g.At(x, y) != Door {
				continue
			}
			doors++
			h := g.At(x-1, y).Walkable() && g.At(x+1, y).Walkable() && !g.At(x, y-1).Walkable() && !g.At(x, y+1).Walkable()
			v := g.At(x, y-1).Walkable() && g.At(x, y+1).Walkable() && !g.At(x-1, y).Walkable() && !g.At(x+1, y).Walkable()
			if !h && !v {
				t.Errorf("door %d,%d is not in a gap\n%s", x, y, genDump(l))
			}
		}
	}
	if doors == 0 {
		t.Errorf("no doors\n%s", genDump(l))
	}
	open := 0
	for _, tile := range g.Tiles {
		if tile.Walkable() {
			open++
		}
	}
	if f := float64(open) / float64(len(g.Tiles)); f < 0.15 || f > 0.6 {
		t.Errorf("open fraction %.2f: not rooms in rock\n%s", f, genDump(l))
	}
}

// mazeShape counts what makes a maze worth walking: its loops (the
// independent ways around rock: edges - cells + 1 of the walkable cells'
// 4-way graph, less the 2x2 blocks of floor, which are loops around no
// rock), its dead ends (walkable cells with one walkable neighbour) and
// the 2x2 blocks of floor outside the cells roomy marks (a corridor
// wider than one).
func mazeShape(g *Grid, roomy []bool) (loops, deadEnds, wide int) {
	cells, edges := 0, 0
	walk := func(x, y int) bool { return g.At(x, y).Walkable() }
	for y := 1; y < g.H-1; y++ {
		for x := 1; x < g.W-1; x++ {
			if !walk(x, y) {
				continue
			}
			cells++
			n := 0
			for _, d := range dirs4 {
				if walk(x+d.X, y+d.Y) {
					n++
				}
			}
			edges += n
			if n == 1 {
				deadEnds++
			}
			if walk(x+1, y) && walk(x, y+1) && walk(x+1, y+1) {
				loops--
				if roomy == nil || !roomy[g.Index(x, y)] || !roomy[g.Index(x+1, y+1)] {
					wide++
				}
			}
		}
	}
	return loops + edges/2 - cells + 1, deadEnds, wide
}

// TestMazeHasLoops: the maze is a labyrinth with loops, not a perfect
// maze (which has none and a dead end at every branch's tip): on twelve
// levels of the game's size, every one has at least 20 loops around rock
// and at most 12 dead ends, its corridors are one cell wide outside the
// chambers, and it has chambers for the start and the stairs, which lie
// in them.
func TestMazeHasLoops(t *testing.T) {
	for seed := uint64(0); seed < 12; seed++ {
		gn := newGen(80, 45, 2, rand.New(rand.NewPCG(seed, 99)))
		gn.maze()
		l := NewLevel(gn.g)
		roomy := gn.roomy
		gn.finish(l)
		loops, ends, wide := mazeShape(gn.g, roomy)
		t.Logf("seed %d: %d loops, %d dead ends", seed, loops, ends)
		if loops < 20 || ends > 12 || wide > 0 {
			t.Errorf("seed %d: %d loops, %d dead ends, %d wide corridor blocks\n%s", seed, loops, ends, wide, genDump(l))
		}
		if roomy == nil || !roomy[gn.g.Index(l.Start.X, l.Start.Y)] || !roomy[gn.g.Index(l.Stairs.X, l.Stairs.Y)] {
			t.Errorf("seed %d: start %v or stairs %v outside the chambers\n%s", seed, l.Start, l.Stairs, genDump(l))
		}
	}
}

// TestMazeShapeCounts pins mazeShape on a hand-drawn map: a ring around
// one rock (one loop), a spur off it (one dead end), a corridor to a 3x2
// room (two 2x2 blocks: wide, and no loops around rock).
func TestMazeShapeCounts(t *testing.T) {
	rows := []string{
		"#########",
		"#...#####",
		"#.#.#####",
		"#.....###",
		"#.###.###",
		"#####...#",
		"#####...#",
		"#########",
	}
	g := NewGrid(len(rows[0]), len(rows))
	for y, row := range rows {
		for x, c := range row {
			if c == '.' {
				g.Set(x, y, Floor)
			}
		}
	}
	if loops, ends, wide := mazeShape(g, nil); loops != 1 || ends != 1 || wide != 2 {
		t.Errorf("loops %d, dead ends %d, wide %d; want 1, 1, 2", loops, ends, wide)
	}
}

func TestCavesOpenFraction(t *testing.T) {
	for seed := uint64(0); seed < 5; seed++ {
		l := genSeed("caves", 80, 45, 1, seed)
		open := 0
		for _, tile := range l.Grid.Tiles {
			if tile.Walkable() || tile == Deep {
				open++
			}
		}
		if f := float64(open) / float64(len(l.Grid.Tiles)); f < 0.3 || f > 0.75 {
			t.Errorf("seed %d: open fraction %.2f\n%s", seed, f, genDump(l))
		}
	}
}

func TestHardnessSmooth(t *testing.T) {
	// Hardness varies over the whole range but smoothly: neighbouring rock
	// cells differ little on average, so tunnelers find soft seams.
	l := genSeed("rooms", 120, 80, 1, 2)
	g := l.Grid
	lo, hi, diff, pairs := 255, 0, 0, 0
	for y := 1; y < g.H-2; y++ {
		for x := 1; x < g.W-2; x++ {
			if g.At(x, y) != Rock {
				continue
			}
			h := int(g.Hard[g.Index(x, y)])
			lo, hi = min(lo, h), max(hi, h)
			if g.At(x+1, y) == Rock {
				diff += Abs(h - int(g.Hard[g.Index(x+1, y)]))
				pairs++
			}
		}
	}
	if lo > 40 || hi < 215 {
		t.Errorf("hardness only spans %d..%d", lo, hi)
	}
	if avg := float64(diff) / float64(pairs); avg > 20 {
		t.Errorf("neighbouring rock differs by %.1f on average: not smooth", avg)
	}
}

func TestGoldGrowsWithDepth(t *testing.T) {
	piles := func(depth int) int {
		n := 0
		for _, v := range genSeed("rooms", 80, 45, depth, 1).Gold {
			if v > 0 {
				n++
			}
		}
		return n
	}
	if a, b := piles(1), piles(12); b <= a {
		t.Errorf("depth 1: %d piles, depth 12: %d piles", a, b)
	}
}

func TestUnknownKindIsRooms(t *testing.T) {
	a, b := genSeed("nope", 80, 45, 1, 4), genSeed("rooms", 80, 45, 1, 4)
	if a.Generator != "rooms" || !slices.Equal(a.Grid.Tiles, b.Grid.Tiles) {
		t.Errorf("unknown kind gave %q", a.Generator)
	}
}

func BenchmarkGenerate(b *testing.B) {
	for _, k := range Generators {
		for _, sz := range []int{80, 256, 1024} {
			h := sz
			if sz == 80 {
				h = 45
			}
			b.Run(fmt.Sprintf("%s/%dx%d", k, sz, h), func(b *testing.B) {
				rng := rand.New(rand.NewPCG(1, 2))
				for b.Loop() {
					Generate(k, sz, h, 1, rng)
				}
			})
		}
	}
}

func TestHardRowMatchesHardAt(t *testing.T) {
	gn := newGen(300, 5, 1, rand.New(rand.NewPCG(3, 3)))
	buf, hard := make([]float64, 300), make([]uint8, 300)
	for y := 0; y < 5; y++ {
		gn.hardRow(y*37, buf, hard)
		for x, h := range hard {
			if want := gn.hardAt(x, y*37); h != want && Abs(int(h)-int(want)) > 1 {
				t.Fatalf("hardRow %d,%d = %d, hardAt %d", x, y*37, h, want)
			}
		}
	}
}

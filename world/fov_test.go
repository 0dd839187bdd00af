package world

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// fovGrid builds a grid from a drawing: '#' wall, '.' floor, '+' door,
// '~' shallow, '@' floor where the viewer stands (returned).
func fovGrid(t *testing.T, rows ...string) (*Grid, Pos) {
	t.Helper()
	g := NewGrid(len(rows[0]), len(rows))
	var at Pos
	for y, r := range rows {
		for x, c := range r {
			switch c {
			case '#':
				g.Set(x, y, Wall)
			case '.':
				g.Set(x, y, Floor)
			case '+':
				g.Set(x, y, Door)
			case '~':
				g.Set(x, y, Shallow)
			case '@':
				g.Set(x, y, Floor)
				at = Pos{x, y}
			default:
				t.Fatalf("bad map char %q", c)
			}
		}
	}
	return g, at
}

// visMap draws Visible: the tile's character where visible, ' ' elsewhere.
func visMap(g *Grid, at Pos) string {
	var sb strings.Builder
	for y := 0; y < g.H; y++ {
		for x := 0; x < g.W; x++ {
			c := byte(' ')
			if g.Visible[g.Index(x, y)] {
				c = ".#.+~=r>,'"[1+int(g.Tiles[g.Index(x, y)])]
				if (Pos{x, y}) == at {
					c = '@'
				}
			}
			sb.WriteByte(c)
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

func TestFOVRoomAndCorridor(t *testing.T) {
	// A room with a corridor leaving its bottom wall, seen from off the
	// corridor's axis. Worked by hand with Ford's rules (south quadrant,
	// depth = dy, col = dx): at depth 2 the corridor mouth (4,4) is floor
	// after walls, so light narrows to [3/4, 1]; at depth 3 the corridor
	// cell (4,5) has col 2 < 3*3/4, not symmetric, so unseen, while the
	// wall (5,5) beside it is lit, and at depth 4 only the wall (5,6).
	// The far end of the corridor and its left wall stay dark.
	g, at := fovGrid(t,
		"#########",
		"#.......#",
		"#.@.....#",
		"#.......#",
		"####.####",
		"####.####",
		"####.####",
		"#########",
	)
	g.ComputeFOV(at, 9)
	want := strings.Join([]string{
		"#########",
		"#.......#",
		"#.@.....#",
		"#.......#",
		"####.####",
		"     #   ",
		"     #   ",
		"         ",
	}, "\n") + "\n"
	if got := visMap(g, at); got != want {
		t.Errorf("FOV from %v:\n%s\nwant:\n%s", at, got, want)
	}
	// Straight down the corridor's axis: the corridor, its walls (light
	// narrows to [-1/6,1/6] at the mouth, still covering cols -1..1) and
	// the end wall are lit; the rock beyond its walls is not.
	at = Pos{4, 1}
	g.ComputeFOV(at, 9)
	for _, c := range []struct {
		x, y int
		vis  bool
	}{
		{4, 4, true}, {4, 5, true}, {4, 6, true}, {4, 7, true},
		{3, 5, true}, {5, 5, true}, {3, 6, true}, {5, 6, true}, {3, 7, true},
		{2, 5, false}, {6, 5, false}, {2, 6, false}, {6, 7, false},
	} {
		if got := g.Visible[g.Index(c.x, c.y)]; got != c.vis {
			t.Errorf("from %v: %d,%d visible=%v, want %v\n%s", at, c.x, c.y, got, c.vis, visMap(g, at))
		}
	}
}

func TestFOVPillarShadow(t *testing.T) {
	// East quadrant from (2,5): the pillar at depth 3 splits the light into
	// [-1,-1/6] and [1/6,1]. Behind it col 0 stays dark; col +-1 is lit
	// while 1 >= depth/6 (depth 4..6) and dark from depth 7.
	g, at := fovGrid(t,
		"############",
		"#..........#",
		"#..........#",
		"#..........#",
		"#..........#",
		"#.@..#.....#",
		"#..........#",
		"#..........#",
		"#..........#",
		"#..........#",
		"############",
	)
	g.ComputeFOV(at, 20)
	cases := []struct {
		x, y int
		vis  bool
	}{
		{5, 5, true},                                 // the pillar itself
		{6, 5, false}, {7, 5, false}, {10, 5, false}, // its shadow
		{6, 4, true}, {8, 4, true}, {6, 6, true}, {8, 6, true},
		{9, 4, false}, {9, 6, false}, {10, 4, false}, // shadow widens
		{11, 5, false}, // the far wall right behind the pillar
		{10, 3, true},
	}
	for _, c := range cases {
		if got := g.Visible[g.Index(c.x, c.y)]; got != c.vis {
			t.Errorf("%d,%d visible=%v, want %v\n%s", c.x, c.y, got, c.vis, visMap(g, at))
		}
	}
}

func TestFOVWallsOfConvexRoomVisible(t *testing.T) {
	g, _ := fovGrid(t,
		"#############",
		"#...........#",
		"#...........#",
		"#...........#",
		"#...........#",
		"#...........#",
		"#############",
	)
	for y := 1; y < g.H-1; y++ {
		for x := 1; x < g.W-1; x++ {
			g.ComputeFOV(Pos{x, y}, 0)
			for i, v := range g.Visible {
				if !v {
					t.Fatalf("from %d,%d: %d,%d dark in a convex room\n%s", x, y, i%g.W, i/g.W, visMap(g, Pos{x, y}))
				}
			}
		}
	}
}

func TestFOVRadiusAndMemory(t *testing.T) {
	rows := make([]string, 41)
	for y := range rows {
		if y == 0 || y == 40 {
			rows[y] = strings.Repeat("#", 41)
		} else {
			rows[y] = "#" + strings.Repeat(".", 39) + "#"
		}
	}
	g, _ := fovGrid(t, rows...)
	at := Pos{20, 20}
	g.ComputeFOV(at, 9)
	vis := func(dx, dy int) bool { return g.Visible[g.Index(at.X+dx, at.Y+dy)] }
	if !vis(9, 0) || vis(10, 0) || !vis(0, -9) || vis(0, -10) {
		t.Errorf("radius 9 along the axes wrong\n%s", visMap(g, at))
	}
	// Inside means dx*dx+dy*dy <= 9*10: 72, 89 and 90 are, 97 and 98 not.
	if !vis(6, 6) || vis(7, 7) || !vis(8, 5) || !vis(9, 3) || vis(9, 4) {
		t.Errorf("radius 9 disc wrong\n%s", visMap(g, at))
	}
	// Moving on clears Visible but Seen remembers.
	g.ComputeFOV(Pos{5, 5}, 3)
	if vis(0, 0) || !g.Seen[g.Index(at.X, at.Y)] || !g.Visible[g.Index(5, 5)] {
		t.Errorf("Visible not cleared or Seen forgotten")
	}
}

func TestFOVDoorsBlock(t *testing.T) {
	g, at := fovGrid(t,
		"#######",
		"#.@.+.#",
		"#######",
	)
	g.ComputeFOV(at, 9)
	if !g.Visible[g.Index(4, 1)] || g.Visible[g.Index(5, 1)] {
		t.Errorf("a closed door should be seen and hide what is behind it\n%s", visMap(g, at))
	}
	g.Set(4, 1, OpenDoor)
	g.ComputeFOV(at, 9)
	if !g.Visible[g.Index(5, 1)] {
		t.Errorf("an open door should let sight through\n%s", visMap(g, at))
	}
}

// randomGrid scatters walls, pillars and doors over an open map.
func randomGrid(rng *rand.Rand, w, h int, density int) *Grid {
	g := NewGrid(w, h)
	for y := 1; y < h-1; y++ {
		for x := 1; x < w-1; x++ {
			switch r := rng.IntN(100); {
			case r < density:
				g.Set(x, y, Wall)
			case r < density+2:
				g.Set(x, y, Door)
			default:
				g.Set(x, y, Floor)
			}
		}
	}
	return g
}

func TestFOVSymmetryAndCanSee(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	var grids []*Grid
	for i := 0; i < 6; i++ {
		grids = append(grids, randomGrid(rng, 40, 30, 5+i*5))
	}
	for _, k := range Generators {
		grids = append(grids, genSeed(k, 60, 40, 1, 11).Grid)
	}
	checked, seen := 0, 0
	for gi, g := range grids {
		for _, radius := range []int{9, 4, 0} {
			for n := 0; n < 40; n++ {
				a := Pos{1 + rng.IntN(g.W-2), 1 + rng.IntN(g.H-2)}
				if g.At(a.X, a.Y).Opaque() {
					continue
				}
				g.ComputeFOV(a, radius)
				vis := append([]bool(nil), g.Visible...)
				for i := range vis {
					b := Pos{i % g.W, i / g.W}
					if got := g.CanSee(a, b, radius); got != vis[i] {
						t.Fatalf("grid %d r=%d: CanSee(%v,%v)=%v, ComputeFOV says %v\n%s", gi, radius, a, b, got, vis[i], visMap(g, a))
					}
					if g.At(b.X, b.Y).Opaque() {
						continue
					}
					// Symmetry between transparent cells.
					if back := g.CanSee(b, a, radius); back != vis[i] {
						t.Fatalf("grid %d r=%d: %v sees %v is %v, back is %v", gi, radius, a, b, vis[i], back)
					}
					checked++
					if vis[i] {
						seen++
					}
				}
				// And ComputeFOV itself from a few of the cells a sees.
				for k := 0; k < 5; k++ {
					i := rng.IntN(len(vis))
					b := Pos{i % g.W, i / g.W}
					if g.At(b.X, b.Y).Opaque() {
						continue
					}
					g.ComputeFOV(b, radius)
					if g.Visible[g.Index(a.X, a.Y)] != vis[i] {
						t.Fatalf("grid %d r=%d: ComputeFOV not symmetric between %v and %v", gi, radius, a, b)
					}
				}
			}
		}
	}
	if seen == 0 || seen == checked {
		t.Fatalf("degenerate check: %d of %d pairs visible", seen, checked)
	}
}

func TestFOVNoAllocs(t *testing.T) {
	l := genSeed("caves", 80, 45, 1, 1)
	g, a, b := l.Grid, l.Start, l.Start.Add(Pos{5, -3})
	if n := testing.AllocsPerRun(20, func() { g.ComputeFOV(a, 9) }); n != 0 {
		t.Errorf("ComputeFOV allocates %v times", n)
	}
	if n := testing.AllocsPerRun(20, func() { g.CanSee(a, b, 9) }); n != 0 {
		t.Errorf("CanSee allocates %v times", n)
	}
}

func BenchmarkComputeFOV(b *testing.B) {
	l := genSeed("caves", 256, 256, 1, 1)
	for b.Loop() {
		l.Grid.ComputeFOV(l.Start, 9)
	}
}

func BenchmarkCanSee(b *testing.B) {
	l := genSeed("wilds", 80, 45, 1, 1)
	g := l.Grid
	var ps []Pos
	for i, tile := range g.Tiles {
		if tile.Walkable() {
			ps = append(ps, Pos{i % g.W, i / g.W})
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for b.Loop() {
		p := ps[rng.IntN(len(ps))]
		q := Pos{p.X + rng.IntN(17) - 8, p.Y + rng.IntN(17) - 8}
		g.CanSee(p, q, 9)
	}
}

package dijkstra

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"downhill/ai/dijkstra/reference"
)

// handMap is a hand-drawn map: # wall, . floor, + a closed door (walkers
// pay 2, tunnelers 1), @ the player (a goal at 0), $ gold (a goal at the
// gold value), 1-9 rock of hardness digit x 28 (tunnelers pay 1 +
// hardness/85, walkers never). The same alphabet as Downhill's map files,
// so these tests need nothing of the game.
type handMap struct {
	w, h         int
	walk, tunnel *Costs
	player       Point // -1,-1 when none
	gold         []Point
}

func parseHand(t *testing.T, text string) *handMap {
	t.Helper()
	rows := strings.Split(strings.TrimSuffix(strings.TrimPrefix(text, "\n"), "\n"), "\n")
	m := &handMap{w: len(rows[0]), h: len(rows), player: Point{-1, -1}}
	m.walk, m.tunnel = NewCosts(m.w, m.h), NewCosts(m.w, m.h)
	for y, r := range rows {
		if len(r) != m.w {
			t.Fatalf("hand map row %d is %d wide, want %d", y, len(r), m.w)
		}
		for x, ch := range r {
			var walk, tunnel uint8
			switch {
			case ch == '.':
				walk, tunnel = 1, 1
			case ch == '+':
				walk, tunnel = 2, 1
			case ch == '@':
				walk, tunnel = 1, 1
				m.player = Point{x, y}
			case ch == '$':
				walk, tunnel = 1, 1
				m.gold = append(m.gold, Point{x, y})
			case ch >= '1' && ch <= '9':
				tunnel = 1 + uint8(ch-'0')*28/85
			case ch == '#':
			default:
				t.Fatalf("hand map: unknown cell %q", ch)
			}
			m.walk.Set(x, y, walk)
			m.tunnel.Set(x, y, tunnel)
		}
	}
	return m
}

// goalsOf seeds the player at 0 and each gold at gold.
func goalsOf(m *handMap, gold int32) []Goal {
	var g []Goal
	if m.player.X >= 0 {
		g = append(g, Goal{X: m.player.X, Y: m.player.Y})
	}
	for _, p := range m.gold {
		g = append(g, Goal{X: p.X, Y: p.Y, Start: gold})
	}
	return g
}

// ints renders f as `downhill field -format ints` does: # impassable, x
// unreached, values separated by a space.
func ints(f *Field) string {
	var b strings.Builder
	for y := 0; y < f.H; y++ {
		for x := 0; x < f.W; x++ {
			if x > 0 {
				b.WriteByte(' ')
			}
			v := f.At(x, y)
			switch {
			case f.Costs().At(x, y) == 0 && v == Unreached:
				b.WriteByte('#')
			case v == Unreached:
				b.WriteByte('x')
			default:
				b.WriteString(strconv.Itoa(int(v)))
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func wantField(t *testing.T, what string, f *Field, want string) {
	t.Helper()
	want = strings.TrimPrefix(want, "\n")
	if got := ints(f); got != want {
		t.Errorf("%s:\ngot\n%swant\n%s", what, got, want)
	}
}

func scanMap(t *testing.T, text string, tunnel bool, gold int32, r Rules) (*Field, *handMap) {
	t.Helper()
	m := parseHand(t, text)
	c := m.walk
	if tunnel {
		c = m.tunnel
	}
	f := newField(c.W, c.H)
	f.Scan(goalsOf(m, gold), c, r)
	return f, m
}

const pillarMap = `
#########
#...@...#
#..###..#
#..###..#
#.......#
#########
`

// The naive chaser below the pillar steps north into it forever; on the
// field the goblin's lowest neighbour leads around it.
func TestPillar(t *testing.T) {
	f, _ := scanMap(t, pillarMap, false, -4, Rules{})
	wantField(t, "8-way deny", f, `
# # # # # # # # #
# 3 2 1 0 1 2 3 #
# 3 3 # # # 3 3 #
# 4 4 # # # 4 4 #
# 5 5 6 7 6 5 5 #
# # # # # # # # #
`)
	// The goblin at 4,4 (value 7): north is the pillar; downhill goes east
	// (fixed order N, E, S, W) and the path rounds the pillar to the player
	// (6,2 -> 5,1 would squeeze past the pillar's corner: denied).
	path := f.Path(4, 4, nil)
	want := []Point{{X: 5, Y: 4}, {X: 6, Y: 4}, {X: 6, Y: 3}, {X: 6, Y: 2}, {X: 6, Y: 1}, {X: 5, Y: 1}, {X: 4, Y: 1}}
	if fmt.Sprint(path) != fmt.Sprint(want) {
		t.Errorf("path from behind the pillar = %v, want %v", path, want)
	}
	f4, _ := scanMap(t, pillarMap, false, -4, Rules{Moves: Four})
	wantField(t, "4-way", f4, `
# # # # # # # # #
# 3 2 1 0 1 2 3 #
# 4 3 # # # 3 4 #
# 5 4 # # # 4 5 #
# 6 5 6 7 6 5 6 #
# # # # # # # # #
`)
}

// A door costs walkers 2 to enter; the way round is taken when cheaper.
func TestDoor(t *testing.T) {
	const m = `
#####
#@+.#
#...#
#####
`
	f, _ := scanMap(t, m, false, -4, Rules{Moves: Four})
	wantField(t, "4-way", f, `
# # # # #
# 0 2 3 #
# 1 2 3 #
# # # # #
`)
	f, _ = scanMap(t, m, false, -4, Rules{})
	wantField(t, "8-way", f, `
# # # # #
# 0 2 2 #
# 1 1 2 #
# # # # #
`)
	// Through the door is the only way: 0, 2, 3.
	f, _ = scanMap(t, "###\n#@#\n#+#\n#.#\n###\n", false, -4, Rules{})
	wantField(t, "corridor", f, "# # #\n# 0 #\n# 2 #\n# 3 #\n# # #\n")
	if f.Costs().Max() != 2 {
		t.Errorf("Max = %d, want 2 (the dial path)", f.Costs().Max())
	}
}

// Gold at -4 outweighs the player by four steps: a cell 7 steps from the
// gold and 3 from the player values 3 either way.
func TestGold(t *testing.T) {
	f, _ := scanMap(t, "#############\n#$.........@#\n#############\n", false, -4, Rules{})
	wantField(t, "gold", f, `
# # # # # # # # # # # # #
# -4 -3 -2 -1 0 1 2 3 2 1 0 #
# # # # # # # # # # # # #
`)
	if v := f.At(8, 1); v != 3 {
		t.Errorf("cell 7 from gold, 3 from player = %d, want 3", v)
	}
	// A goal cell takes a lower value from a cheaper goal nearby.
	f, _ = scanMap(t, "#####\n#$@.#\n#####\n", false, -4, Rules{})
	wantField(t, "player next to gold", f, "# # # # #\n# -4 -3 -2 #\n# # # # #\n")
}

// Tunnelers pay 1 + hardness/85 for rock (digit x 28), walkers never enter it.
func TestTunnel(t *testing.T) {
	const m = "#########\n#@13469.#\n#########\n"
	f, _ := scanMap(t, m, true, -4, Rules{})
	// 1:28->1, 3:84->1, 4:112->2, 6:168->2, 9:252->3, floor 1.
	wantField(t, "tunnel", f, "# # # # # # # # #\n# 0 1 2 4 6 9 10 #\n# # # # # # # # #\n")
	f, _ = scanMap(t, m, false, -4, Rules{})
	wantField(t, "walk", f, "# # # # # # # # #\n# 0 # # # # # x #\n# # # # # # # # #\n")
	// Digging round a hard block is cheaper than through it.
	f, _ = scanMap(t, "######\n#@99.#\n#1111#\n######\n", true, -4, Rules{Moves: Four})
	wantField(t, "round the hard rock", f, "# # # # # #\n# 0 3 6 5 #\n# 1 2 3 4 #\n# # # # # #\n")
}

// Deny forbids squeezing diagonally between two wall corners; allow lets it.
func TestCorners(t *testing.T) {
	const m = `
#####
#@#.#
##..#
#####
`
	f, _ := scanMap(t, m, false, -4, Rules{Corners: Allow})
	wantField(t, "allow", f, `
# # # # #
# 0 # 2 #
# # 1 2 #
# # # # #
`)
	f, _ = scanMap(t, m, false, -4, Rules{})
	wantField(t, "deny", f, `
# # # # #
# 0 # x #
# # x x #
# # # # #
`)
	// One wall corner is enough to deny: 1,1 -> 2,2 passes 2,1 (wall).
	f, _ = scanMap(t, "####\n#@##\n#..#\n####\n", false, -4, Rules{})
	wantField(t, "one corner", f, "# # # #\n# 0 # #\n# 1 2 #\n# # # #\n")
	f, _ = scanMap(t, "####\n#@##\n#..#\n####\n", false, -4, Rules{Corners: Allow})
	wantField(t, "one corner allowed", f, "# # # #\n# 0 # #\n# 1 1 #\n# # # #\n")
	// Map edges are walls: no wrapping from the end of a row to the next,
	// diagonal or straight.
	f, _ = scanMap(t, "#..@\n..##\n", false, -4, Rules{Corners: Allow})
	wantField(t, "edges", f, "# 2 1 0\n3 2 # #\n")
	f, _ = scanMap(t, "#.#@\n.###\n", false, -4, Rules{Corners: Allow})
	wantField(t, "no wrap", f, "# x # 0\nx # # #\n")
}

// Limit leaves cells beyond it unreached, on both scan paths.
func TestLimit(t *testing.T) {
	f, _ := scanMap(t, "#########\n#@......#\n#########\n", false, -4, Rules{Limit: 3})
	wantField(t, "bfs", f, "# # # # # # # # #\n# 0 1 2 3 x x x #\n# # # # # # # # #\n")
	if f.Reached() != 4 {
		t.Errorf("Reached = %d, want 4", f.Reached())
	}
	f, _ = scanMap(t, "#########\n#@.+....#\n#########\n", false, -4, Rules{Limit: 4})
	wantField(t, "dial", f, "# # # # # # # # #\n# 0 1 3 4 x x x #\n# # # # # # # # #\n")
	// A goal starting above the limit is ignored; gold at -4 still flows.
	f, _ = scanMap(t, "#######\n#$...@#\n#######\n", false, -4, Rules{Limit: -2})
	wantField(t, "negative limit", f, "# # # # # # #\n# -4 -3 -2 x x #\n# # # # # # #\n")
}

const loopMap = `
###############
#####.#########
#####.#########
#.............#
#@###########.#
#.............#
###############
`

// The flee field on a loop with a dead end: the goblin at 5,3 is 5 steps
// from the player; north is a dead end 2 long, east the loop whose far side
// (13,4) is 14 away. Naive flee (Uphill) walks into the dead end and is
// cornered; downhill on the flee field leaves along the loop.
func TestFleeLoopAndDeadEnd(t *testing.T) {
	f, _ := scanMap(t, loopMap, false, -4, Rules{})
	wantField(t, "approach", f, `
# # # # # # # # # # # # # # #
# # # # # 7 # # # # # # # # #
# # # # # 6 # # # # # # # # #
# 1 2 3 4 5 6 7 8 9 10 11 12 13 #
# 0 # # # # # # # # # # # 14 #
# 1 2 3 4 5 6 7 8 9 10 11 12 13 #
# # # # # # # # # # # # # # #
`)
	// Naive flee: up the approach field, ties in order N, E, S, W.
	x, y := 5, 3
	for {
		nx, ny, ok := f.Uphill(x, y, nil, nil)
		if !ok {
			break
		}
		x, y = nx, ny
	}
	if x != 5 || y != 1 {
		t.Errorf("naive flee ended at %d,%d, want the dead end 5,1", x, y)
	}
	fl := newField(f.W, f.H)
	fl.Flee(f, -1.2)
	// Scaled: round-half-up(-1.2 d); relaxed from the far side (13,4) at
	// -17 back along both halves of the loop (-3 - x) and into the dead end.
	wantField(t, "flee", fl, `
# # # # # # # # # # # # # # #
# # # # # -8 # # # # # # # # #
# # # # # -7 # # # # # # # # #
# -4 -5 -6 -7 -8 -9 -10 -11 -12 -13 -14 -15 -16 #
# -3 # # # # # # # # # # # -17 #
# -4 -5 -6 -7 -8 -9 -10 -11 -12 -13 -14 -15 -16 #
# # # # # # # # # # # # # # #
`)
	path := fl.Path(5, 3, nil)
	if len(path) == 0 || path[0] != (Point{X: 6, Y: 3}) || path[len(path)-1] != (Point{X: 13, Y: 4}) {
		t.Errorf("flee path from 5,3 = %v, want east along the loop to 13,4", path)
	}
	if fl.Scans != 1 {
		t.Errorf("Flee counted %d scans, want 1", fl.Scans)
	}
}

// Downhill and Uphill respect the free filter and the Picker; Path stops at
// a goal.
func TestReaders(t *testing.T) {
	f, _ := scanMap(t, pillarMap, false, -4, Rules{})
	// At 4,4 both 3,4 and 5,4 are 6: nil picks E (5,4) first in order.
	if x, y, ok := f.Downhill(4, 4, nil, nil); !ok || x != 5 || y != 4 {
		t.Errorf("Downhill(4,4) = %d,%d,%v, want 5,4", x, y, ok)
	}
	// E occupied: the crowd takes the other way down.
	busy := func(x, y int) bool { return !(x == 5 && y == 4) }
	if x, y, ok := f.Downhill(4, 4, busy, nil); !ok || x != 3 || y != 4 {
		t.Errorf("Downhill(4,4) with 5,4 busy = %d,%d,%v, want 3,4", x, y, ok)
	}
	// A Picker choosing the last tie takes W.
	if x, y, ok := f.Downhill(4, 4, nil, lastPicker{}); !ok || x != 3 || y != 4 {
		t.Errorf("Downhill(4,4) picking the last tie = %d,%d,%v, want 3,4", x, y, ok)
	}
	if _, _, ok := f.Downhill(4, 1, nil, nil); ok {
		t.Error("Downhill at the goal moved")
	}
	if x, y, ok := f.Uphill(4, 1, nil, nil); !ok || x != 5 || y != 1 {
		t.Errorf("Uphill(4,1) = %d,%d,%v", x, y, ok)
	}
	if p := f.Path(0, 0, nil); len(p) != 0 {
		t.Errorf("Path from a wall = %v", p)
	}
}

type lastPicker struct{}

func (lastPicker) IntN(n int) int { return 0 }

// Scanning again into a field of the same size allocates nothing: BFS,
// Dial, Flee and a Rescan after Set.
func TestNoAllocs(t *testing.T) {
	const w, h = 120, 80
	rng := rand.New(rand.NewPCG(3, 4))
	_, walk := randomGrid(rng, w, h, 0.3, -2)
	_, dig := randomGrid(rng, w, h, 0.05, 3)
	a, fl := newField(w, h), newField(w, h)
	goals := []Goal{{X: w / 2, Y: h / 2}, {X: 3, Y: 3, Start: -4}, {X: w - 4, Y: h - 4, Start: 2}}
	walk.Set(w/2, h/2, 1)
	cases := []struct {
		name string
		fn   func()
	}{
		{"bfs 4", func() { a.Scan(goals, walk, Rules{Moves: Four}) }},
		{"bfs 8 deny", func() { a.Scan(goals, walk, Rules{}) }},
		{"bfs 8 allow", func() { a.Scan(goals, walk, Rules{Corners: Allow}) }},
		{"dial", func() { a.Scan(goals, dig, Rules{}) }},
		{"flee", func() { a.Scan(goals, walk, Rules{}); fl.Flee(a, -1.2) }},
		{"tunnel flee", func() { a.Scan(goals, dig, Rules{Moves: Four}); fl.Flee(a, -1.2) }},
		{"set+rescan", func() {
			a.Scan(goals, walk, Rules{})
			a.Set(w/2, h/2, -30)
			a.Rescan(walk, Rules{})
		}},
		{"fill", func() { walk.Fill(func(y int, row []uint8) { row[y%w] = 1 }) }},
	}
	for _, path := range scanPaths {
		a.path, fl.path = path, path
		for _, c := range cases {
			c.fn()
			if n := testing.AllocsPerRun(20, c.fn); n != 0 {
				t.Errorf("%s (scan path %d): %.1f allocations per run, want 0", c.name, path, n)
			}
		}
	}
	if a.Reached() < 100 {
		t.Fatalf("only %d cells reached: the level has no room", a.Reached())
	}
}

// scaleValue rounds as the reference's Scale (half up), and clamps.
func TestScaleValue(t *testing.T) {
	for _, c := range []float64{-1.2, -0.5, -1, 0.3, 1.5, -2.5, 0} {
		for v := int32(-3000); v <= 3000; v++ {
			want := int32(reference.Scale(int64(v), c))
			if got := scaleValue(v, c); got != want {
				t.Fatalf("scaleValue(%d, %g) = %d, want %d", v, c, got, want)
			}
		}
	}
	if scaleValue(noLimit, 2) != noLimit || scaleValue(noLimit, -2) != -noLimit || scaleValue(0, math.Inf(-1)) != 0 {
		t.Error("scaleValue does not clamp")
	}
	if got := scaleValue(5, -0.5); got != -2 { // -2.5 rounds half up to -2
		t.Errorf("scaleValue(5, -0.5) = %d, want -2", got)
	}
}

// A flee field of a field never scanned is empty, not a panic.
func TestFleeUnscanned(t *testing.T) {
	a, f := newField(5, 4), newField(2, 2)
	f.Flee(a, -1.2)
	if f.Reached() != 0 || f.W != 5 || f.At(1, 1) != Unreached {
		t.Errorf("flee of an empty field: reached %d, size %dx%d", f.Reached(), f.W, f.H)
	}
}

// Extreme starts are clamped, never mistaken for wall marks.
func TestExtremeStarts(t *testing.T) {
	c := NewCosts(3, 1)
	for x := 0; x < 3; x++ {
		c.Set(x, 0, 1)
	}
	f := newField(3, 1)
	f.Scan([]Goal{{X: 0, Y: 0, Start: math.MinInt32}}, c, Rules{})
	if f.At(0, 0) != -noLimit || f.At(2, 0) != -noLimit+2 {
		t.Errorf("values %d %d %d", f.At(0, 0), f.At(1, 0), f.At(2, 0))
	}
	f.Set(2, 0, math.MinInt32)
	f.Rescan(c, Rules{})
	if f.At(2, 0) != -noLimit || f.At(1, 0) != -noLimit+1 {
		t.Errorf("after Set: values %d %d %d", f.At(0, 0), f.At(1, 0), f.At(2, 0))
	}
	f.Scan([]Goal{{X: 0, Y: 0, Start: math.MaxInt32 - 1}}, c, Rules{})
	if f.Reached() != 0 {
		t.Errorf("a start above every limit reached %d cells", f.Reached())
	}
}

// Fill hands fn each row capped at its width: an append there cannot
// write the zero border the scans rely on.
func TestFillKeepsTheBorder(t *testing.T) {
	c := NewCosts(3, 2)
	c.Fill(func(y int, row []uint8) {
		for x := range row {
			row[x] = 1
		}
		_ = append(row, 9, 9, 9)
	})
	for i, v := range c.cell {
		x, y := i%c.stride-1, i/c.stride-1
		if want := b2n(c.In(x, y)); int(v) != want {
			t.Fatalf("cell %d,%d costs %d after Fill, want %d", x, y, v, want)
		}
	}
	if c.Max() != 1 {
		t.Errorf("Max %d, want 1", c.Max())
	}
}

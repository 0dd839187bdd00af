package dijkstra_test

import (
	"fmt"
	"slices"
	"strings"

	"downhill/ai/dijkstra"
)

// grid parses a map drawn in rows: '#' a wall (cost 0), every other cell
// floor (cost 1) unless cost says otherwise for its character. It returns
// the costs and where each character other than '#' and '.' stands.
func grid(cost map[byte]uint8, rows ...string) (*dijkstra.Costs, map[byte][]dijkstra.Point) {
	c := dijkstra.NewCosts(len(rows[0]), len(rows))
	at := map[byte][]dijkstra.Point{}
	for y, r := range rows {
		for x := 0; x < len(r); x++ {
			ch := r[x]
			v, ok := cost[ch]
			if !ok {
				v = 1
				if ch == '#' {
					v = 0
				}
			}
			c.Set(x, y, v)
			if ch != '#' && ch != '.' {
				at[ch] = append(at[ch], dijkstra.Point{X: x, Y: y})
			}
		}
	}
	return c, at
}

// show prints f a cell at a time, each value right-aligned in three
// columns: # for an impassable cell no goal reached, . for unreached.
func show(f *dijkstra.Field, c *dijkstra.Costs) {
	for y := 0; y < f.H; y++ {
		var b strings.Builder
		for x := 0; x < f.W; x++ {
			switch v := f.At(x, y); {
			case v == dijkstra.Unreached && c.At(x, y) == 0:
				b.WriteString("  #")
			case v == dijkstra.Unreached:
				b.WriteString("  .")
			default:
				fmt.Fprintf(&b, "%3d", v)
			}
		}
		fmt.Println(b.String())
	}
}

// goals makes a goal at each point, starting at start.
func goals(ps []dijkstra.Point, start int32) []dijkstra.Goal {
	var gs []dijkstra.Goal
	for _, p := range ps {
		gs = append(gs, dijkstra.Goal{X: p.X, Y: p.Y, Start: start})
	}
	return gs
}

// Approach: flood from the player (@) and let the goblin (g) step to its
// lowest neighbour each turn. It walks round the pillar, where a
// straight-line chaser would stand against it.
func Example() {
	c, at := grid(nil,
		"#########",
		"#...@...#",
		"#..###..#",
		"#...g...#",
		"#########",
	)
	f := dijkstra.NewField(c.W, c.H)
	f.Scan(goals(at['@'], 0), c, dijkstra.Rules{})
	show(f, c)
	g := at['g'][0]
	fmt.Println("goblin's way:", f.Path(g.X, g.Y, nil))
	// Output:
	//   #  #  #  #  #  #  #  #  #
	//   #  3  2  1  0  1  2  3  #
	//   #  3  3  #  #  #  3  3  #
	//   #  4  4  5  6  5  4  4  #
	//   #  #  #  #  #  #  #  #  #
	// goblin's way: [{5 3} {6 3} {6 2} {6 1} {5 1} {4 1}]
}

// Several goals: every cell holds the distance to the nearest one, so one
// field sends each goblin to whichever exit is closest to it.
func ExampleField_Scan_severalGoals() {
	c, at := grid(nil,
		"E.........E",
		"...#####...",
		"...........",
	)
	f := dijkstra.NewField(c.W, c.H)
	f.Scan(goals(at['E'], 0), c, dijkstra.Rules{})
	show(f, c)
	// Output:
	//   0  1  2  3  4  5  4  3  2  1  0
	//   1  1  2  #  #  #  #  #  2  1  1
	//   2  2  2  3  4  5  4  3  2  2  2
}

// Goals with strengths: gold ($) starts at -4, the player (@) at 0, so a
// greedy goblin goes for the gold unless the player is four steps nearer.
func ExampleField_Scan_strengths() {
	c, at := grid(nil, "$..........@")
	f := dijkstra.NewField(c.W, c.H)
	gs := append(goals(at['@'], 0), goals(at['$'], -4)...)
	f.Scan(gs, c, dijkstra.Rules{})
	show(f, c)
	// Output:
	//  -4 -3 -2 -1  0  1  2  3  3  2  1  0
}

// Flee: the approach field times -1.2, rescanned. Downhill on it leads
// away from the player, round the loop rather than into the dead end
// (north of the goblin), because the rescan lets the far side's low value
// flow back.
func ExampleField_Flee() {
	c, at := grid(nil,
		"#####.#########",
		"#####.#########",
		"#....g........#",
		"#@###########.#",
		"#.............#",
	)
	approach, flee := dijkstra.NewField(c.W, c.H), dijkstra.NewField(c.W, c.H)
	approach.Scan(goals(at['@'], 0), c, dijkstra.Rules{})
	flee.Flee(approach, -1.2)
	show(flee, c)
	g := at['g'][0]
	x, y, _ := flee.Downhill(g.X, g.Y, nil, nil)
	fmt.Printf("the goblin at %d,%d flees to %d,%d\n", g.X, g.Y, x, y)
	// Output:
	//   #  #  #  #  # -8  #  #  #  #  #  #  #  #  #
	//   #  #  #  #  # -7  #  #  #  #  #  #  #  #  #
	//   # -4 -5 -6 -7 -8 -9-10-11-12-13-14-15-16  #
	//   # -3  #  #  #  #  #  #  #  #  #  #  #-17  #
	//   # -4 -5 -6 -7 -8 -9-10-11-12-13-14-15-16  #
	// the goblin at 5,2 flees to 6,2
}

// Auto-explore: every cell not yet seen (?) is a goal at 0 and counts as
// floor; a closed door (+) costs 2 (a turn to open it, one to step in).
// The explorer (@) walks downhill to the nearest unknown.
func ExampleField_Scan_autoExplore() {
	c, at := grid(map[byte]uint8{'+': 2},
		"#######??",
		"#@....+??",
		"#.###.#??",
		"#.....#??",
		"#######??",
	)
	f := dijkstra.NewField(c.W, c.H)
	f.Scan(goals(at['?'], 0), c, dijkstra.Rules{})
	show(f, c)
	p := at['@'][0]
	fmt.Println("explore:", f.Path(p.X, p.Y, nil))
	// Output:
	//   #  #  #  #  #  #  #  0  0
	//   #  7  6  5  4  3  2  0  0
	//   #  8  #  #  #  4  #  0  0
	//   #  9  8  7  6  5  #  0  0
	//   #  #  #  #  #  #  #  0  0
	// explore: [{2 1} {3 1} {4 1} {5 1} {6 1} {7 1}]
}

// Path to the cursor: one field flooded from the player serves every cell
// the mouse may hover; the way to the cursor (X) is read by rolling
// downhill from it back to the player, then reversed. Hovering costs no
// search.
func ExampleField_Path() {
	c, at := grid(nil,
		"##########",
		"#@.......#",
		"#.####.#.#",
		"#....#.#X#",
		"##########",
	)
	f := dijkstra.NewField(c.W, c.H)
	p := at['@'][0]
	f.Scan([]dijkstra.Goal{{X: p.X, Y: p.Y}}, c, dijkstra.Rules{})
	cur := at['X'][0]
	back := f.Path(cur.X, cur.Y, nil) // the cells entered from the cursor, ending at the player
	way := slices.Clone(back[:len(back)-1])
	slices.Reverse(way)
	way = append(way, cur)
	show(f, c)
	fmt.Println("to the cursor:", way)
	// Output:
	//   #  #  #  #  #  #  #  #  #  #
	//   #  0  1  2  3  4  5  6  7  #
	//   #  1  #  #  #  #  6  #  8  #
	//   #  2  3  4  5  #  7  #  9  #
	//   #  #  #  #  #  #  #  #  #  #
	// to the cursor: [{2 1} {3 1} {4 1} {5 1} {6 1} {7 1} {8 1} {8 2} {8 3}]
}

// Optimal range with line of sight: an archer wants to stand 3 steps from
// the player (@) where it can see the player. The goals are the cells at
// that range with a clear line to the player; the archer (a) walks
// downhill to the nearest, and shoots from there.
func ExampleField_Scan_range() {
	c, at := grid(nil,
		"###########",
		"#.........#",
		"#...@.#..a#",
		"#.....#...#",
		"#.........#",
		"#.........#",
		"###########",
	)
	p := at['@'][0]
	var gs []dijkstra.Goal
	for y := 0; y < c.H; y++ {
		for x := 0; x < c.W; x++ {
			if c.At(x, y) != 0 && max(abs(x-p.X), abs(y-p.Y)) == 3 && sees(c, x, y, p.X, p.Y) {
				gs = append(gs, dijkstra.Goal{X: x, Y: y})
			}
		}
	}
	f := dijkstra.NewField(c.W, c.H)
	f.Scan(gs, c, dijkstra.Rules{})
	show(f, c)
	a := at['a'][0]
	fmt.Println("archer:", f.Path(a.X, a.Y, nil))
	// Output:
	//   #  #  #  #  #  #  #  #  #  #  #
	//   #  0  1  2  3  4  5  4  4  4  #
	//   #  0  1  2  3  3  #  3  3  3  #
	//   #  0  1  2  2  2  #  2  2  2  #
	//   #  0  1  1  1  1  1  1  1  2  #
	//   #  0  0  0  0  0  0  0  1  2  #
	//   #  #  #  #  #  #  #  #  #  #  #
	// archer: [{9 3} {8 4} {7 5}]
}

// sees is a simple line of sight: no wall on the straight line between
// the two cells' centres, sampled finely.
func sees(c *dijkstra.Costs, x0, y0, x1, y1 int) bool {
	n := 4 * max(abs(x1-x0), abs(y1-y0))
	for i := 1; i < n; i++ {
		x := float64(x0) + float64(x1-x0)*float64(i)/float64(n)
		y := float64(y0) + float64(y1-y0)*float64(i)/float64(n)
		if c.At(int(x+0.5), int(y+0.5)) == 0 {
			return false
		}
	}
	return true
}

func abs(v int) int { return max(v, -v) }

// Swim budget: a swimmer may spend at most 1 turn in a row in deep water
// (~). First the shore field: every deep cell's distance from dry land
// (flood from every land cell over land and water). A deep cell is safe to
// enter when its shore distance is within the budget (a way back to land
// exists), so the walkers' field treats the others as walls: the river is
// crossed where it is narrow.
func ExampleField_Scan_swim() {
	rows := []string{
		"@..~~~~~~..",
		"...~~~~~~..",
		".....~~....",
		"...~~~~~~..",
		"...~~~~~~..",
	}
	land, at := grid(nil, rows...)
	shore := dijkstra.NewField(land.W, land.H)
	var dry []dijkstra.Goal
	for y, r := range rows {
		for x := range r {
			if r[x] != '~' {
				dry = append(dry, dijkstra.Goal{X: x, Y: y})
			}
		}
	}
	shore.Scan(dry, land, dijkstra.Rules{})
	show(shore, land)
	const budget = 1
	walk, _ := grid(nil, rows...)
	for y, r := range rows {
		for x := range r {
			if r[x] == '~' && shore.At(x, y) > budget {
				walk.Set(x, y, 0)
			}
		}
	}
	f := dijkstra.NewField(walk.W, walk.H)
	f.Scan(goals(at['@'], 0), walk, dijkstra.Rules{})
	fmt.Println()
	show(f, walk)
	// Output:
	//   0  0  0  1  2  2  2  2  1  0  0
	//   0  0  0  1  1  1  1  1  1  0  0
	//   0  0  0  0  0  1  1  0  0  0  0
	//   0  0  0  1  1  1  1  1  1  0  0
	//   0  0  0  1  2  2  2  2  1  0  0
	//
	//   0  1  2  3  #  #  #  #  9  9 10
	//   1  1  2  3  4  5  6  7  8  9 10
	//   2  2  2  3  4  5  6  7  8  9 10
	//   3  3  3  3  4  5  6  7  8  9 10
	//   4  4  4  4  #  #  #  #  9  9 10
}

// Tunnelling: a tunneler digs through rock at 1 + hardness/85 turns a
// cell (hardness 0..254; 255 never), so its field goes round hard rock
// when that is cheaper and straight through soft rock when it is not. The
// digits are hardness in tens of 28 (9 = 252, 3 turns a cell).
func ExampleField_Scan_tunnel() {
	rows := []string{
		"@99999.",
		".13.99.",
		"..3.99.",
	}
	c := dijkstra.NewCosts(len(rows[0]), len(rows))
	for y, r := range rows {
		for x := range r {
			cost := uint8(1)
			if r[x] >= '1' && r[x] <= '9' {
				hardness := int(r[x]-'0') * 28
				cost = uint8(1 + hardness/85)
			}
			c.Set(x, y, cost)
		}
	}
	f := dijkstra.NewField(c.W, c.H)
	f.Scan([]dijkstra.Goal{{X: 0, Y: 0}}, c, dijkstra.Rules{Moves: dijkstra.Four})
	show(f, c)
	// Output:
	//   0  3  6  7 10 13 12
	//   1  2  3  4  7 10 11
	//   2  3  4  5  8 11 12
}

// A field built by hand: Set gives cells values (here 9 at the top left,
// 0 at the bottom right), and Rescan flows them out as a scan would, every
// cell ending at the least of its own value and its cheapest neighbour
// plus its cost: the cell set at 9 ends at 7, the other way being cheaper.
func ExampleField_Rescan() {
	c, _ := grid(nil,
		"........",
		"..###...",
		"........",
	)
	f := dijkstra.NewField(c.W, c.H)
	f.Set(0, 0, 9)
	f.Set(7, 2, 0)
	f.Rescan(c, dijkstra.Rules{})
	show(f, c)
	// Output:
	//   7  6  5  4  3  2  2  2
	//   7  7  #  #  #  2  1  1
	//   7  6  5  4  3  2  1  0
}

// Rules: a limit leaves cells beyond it Unreached (a hearing radius: the
// goblins outside it do not notice the player); Four moves take no
// diagonal; Allow lets a diagonal squeeze between two wall corners, which
// the default, Deny, forbids. CanStep is that same move rule for code that
// steps on its own.
func ExampleRules() {
	c, at := grid(nil,
		"@#....",
		"#.....",
	)
	p := at['@'][0]
	f := dijkstra.NewField(c.W, c.H)
	for _, r := range []struct {
		name  string
		rules dijkstra.Rules
	}{
		{"default (Eight, Deny)", dijkstra.Rules{}},
		{"Allow", dijkstra.Rules{Corners: dijkstra.Allow}},
		{"Allow, Limit 3", dijkstra.Rules{Corners: dijkstra.Allow, Limit: 3}},
		{"Four, Allow", dijkstra.Rules{Moves: dijkstra.Four, Corners: dijkstra.Allow}},
	} {
		f.Scan([]dijkstra.Goal{{X: p.X, Y: p.Y}}, c, r.rules)
		fmt.Printf("%s: may step to 1,1: %v\n", r.name, c.CanStep(p.X, p.Y, 1, 1, r.rules))
		show(f, c)
	}
	// Output:
	// default (Eight, Deny): may step to 1,1: false
	//   0  #  .  .  .  .
	//   #  .  .  .  .  .
	// Allow: may step to 1,1: true
	//   0  #  2  3  4  5
	//   #  1  2  3  4  5
	// Allow, Limit 3: may step to 1,1: true
	//   0  #  2  3  .  .
	//   #  1  2  3  .  .
	// Four, Allow: may step to 1,1: false
	//   0  #  .  .  .  .
	//   #  .  .  .  .  .
}

// Queue is the engine's bucket queue, for searches over states of your
// own: here a plain flood along a corridor whose second cell costs 3.
func ExampleQueue() {
	cost := []int32{1, 3, 1, 1}
	dist := []int32{0, dijkstra.Unreached, dijkstra.Unreached, dijkstra.Unreached}
	var q dijkstra.Queue
	q.Reset(3) // no step costs more than 3
	q.Push(0, 0)
	for cur := int32(0); q.Len() > 0; cur++ {
		for _, i := range q.Take(cur) {
			if dist[i] != cur {
				continue // queued again since, at a lower value
			}
			for _, n := range []int32{i - 1, i + 1} {
				if n >= 0 && int(n) < len(cost) && cur+cost[n] < dist[n] {
					dist[n] = cur + cost[n]
					q.Push(n, dist[n])
				}
			}
		}
	}
	fmt.Println(dist)
	// Output: [0 3 4 5]
}

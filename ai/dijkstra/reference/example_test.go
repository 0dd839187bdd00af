package reference_test

import (
	"fmt"

	"downhill/ai/dijkstra/reference"
)

// grid reads a map: '#' a wall, '+' a door (cost 2), '2'-'4' rock to a
// tunneler at that cost, anything else floor; '@' is the goal.
func grid(rows ...string) (reference.Grid, []reference.Goal) {
	g := reference.Grid{W: len(rows[0]), H: len(rows)}
	var goals []reference.Goal
	for y, row := range rows {
		for x, ch := range row {
			cost := uint8(1)
			switch {
			case ch == '#':
				cost = 0
			case ch == '+':
				cost = 2
			case ch >= '2' && ch <= '4':
				cost = uint8(ch - '0')
			case ch == '@':
				goals = append(goals, reference.Goal{X: x, Y: y})
			}
			g.Cost = append(g.Cost, cost)
		}
	}
	return g, goals
}

// show prints a field, '#' where no value was written.
func show(g reference.Grid, f []int64) {
	for y := 0; y < g.H; y++ {
		for x := 0; x < g.W; x++ {
			if v := f[y*g.W+x]; v == reference.Unreached {
				fmt.Print("  #")
			} else {
				fmt.Printf("%3d", v)
			}
		}
		fmt.Println()
	}
}

// A field flows round walls: the door costs 2 to enter, and the corner
// rule keeps every diagonal past a wall's end from squeezing through (the
// cell right of the door's top wall is 8, not 7).
func ExampleScan() {
	g, goals := grid(
		"@...#...",
		".##.+...",
		"....#...",
	)
	show(g, reference.Scan(g, goals, reference.Rules{}))
	// Output:
	//   0  1  2  3  #  8  8  9
	//   1  #  #  4  6  7  8  9
	//   2  3  4  5  #  8  8  9
}

// The player's goal at 0 and gold at -4 nine steps away: every cell holds
// the cheaper, so a greedy goblin three steps from the player and six
// from the gold walks to the gold.
func ExampleScan_strengths() {
	g, _ := grid(
		"..........",
	)
	goals := []reference.Goal{{X: 0, Y: 0, Start: 0}, {X: 9, Y: 0, Start: -4}}
	show(g, reference.Scan(g, goals, reference.Rules{}))
	// Output:
	//   0  1  2  2  1  0 -1 -2 -3 -4
}

// A tunneler's field through rock: each rock cell costs 1 + hardness/85.
func ExampleScan_tunnel() {
	g, goals := grid(
		"@2224..",
	)
	show(g, reference.Scan(g, goals, reference.Rules{}))
	// Output:
	//   0  2  4  6 10 11 12
}

// The flee field of a corridor over a loop: the approach field times
// -1.2, relaxed. Downhill from beside the player leads down into the loop
// and round it (-10 at the far side), not into the corridor's ends.
func ExampleFlee() {
	g, goals := grid(
		"....@....",
		"#.#####.#",
		"#.......#",
	)
	r := reference.Rules{Four: true}
	show(g, reference.Flee(g, reference.Scan(g, goals, r), -1.2, r))
	// Output:
	//  -5 -5 -4 -3 -2 -3 -4 -5 -5
	//   # -6  #  #  #  #  # -6  #
	//   # -7 -8 -9-10 -9 -8 -7  #
}

package ai

import (
	"strings"
	"testing"

	"downhill/ai/dijkstra"
	"downhill/world"
)

// loopMap has a loop (the ring of corridor round the block of wall, rows
// 1-5), a room on it (right), and a dead-end corridor hanging off the
// loop's bottom (column 4, rows 6-8) with a two-wide dead end beside it.
var loopMap = []string{
	"###############",
	"#.......#.....#",
	"#.#####.#.....#",
	"#.#####.......#",
	"#.#####.#.....#",
	"#.......#.....#",
	"####.##.#######",
	"####.##..######",
	"####.##..######",
	"###############",
}

// TestLoops: the ring and the room are marked; the dead-end corridor and
// the two-wide dead end are peeled whole; a room's corner goes and the
// cells beside it stay.
func TestLoops(t *testing.T) {
	mf, err := world.ParseMap("loops", []byte(strings.Join(loopMap, "\n")+"\n"), "")
	if err != nil {
		t.Fatal(err)
	}
	var l Loops
	l.Update(WalkerCosts(mf.Level.Grid, nil), 0)
	var got []string
	for y := range mf.Level.Grid.H {
		var b strings.Builder
		for x := range mf.Level.Grid.W {
			switch {
			case l.On(x, y):
				b.WriteByte('o')
			case mf.Level.Grid.At(x, y).Walkable():
				b.WriteByte('.')
			default:
				b.WriteByte('#')
			}
		}
		got = append(got, b.String())
	}
	want := []string{
		"###############",
		"#ooooooo#.ooo.#",
		"#o#####o#ooooo#",
		"#o#####ooooooo#",
		"#o#####o#ooooo#",
		"#ooooooo#.ooo.#",
		"####.##.#######",
		"####.##..######",
		"####.##..######",
		"###############",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("loops:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestSafetyStart: the first steps away from the player count about three
// each, far ground is flattened, a loop cell starts LoopBonus lower.
func TestSafetyStart(t *testing.T) {
	for _, c := range []struct {
		d    int32
		loop bool
		want int32
	}{{0, false, 0}, {1, false, -2}, {5, false, -13}, {10, false, -25}, {50, false, -75}, {100, false, -100}, {10, true, -35}} {
		if got := SafetyStart(c.d, c.loop); got != c.want {
			t.Errorf("SafetyStart(%d, %v) = %d, want %d", c.d, c.loop, got, c.want)
		}
	}
}

// TestSafetyMapNeverFlowsThroughThePlayer: in a corridor with the player
// in it, two cells of dead end on the left and six on the right, each
// side is a valley of its own: the rescan lowers every cell to its side's
// tip plus the steps to it (the starts fall three a step, faster than a
// step's cost), and the player's cell, closed, passes nothing from the
// deep right to the shallow left.
func TestSafetyMapNeverFlowsThroughThePlayer(t *testing.T) {
	m, _ := mindsLevel(t, world.Goblin,
		"###########",
		"#..@......#",
		"###########",
	)
	f := m.Field(FieldFlee)
	left, right := SafetyStart(2, false), SafetyStart(6, false)
	want := []int32{dijkstra.Unreached, left, left + 1, dijkstra.Unreached, right + 5, right + 4, right + 3, right + 2, right + 1, right, dijkstra.Unreached}
	for x, w := range want {
		if got := f.At(x, 1); got != w {
			t.Errorf("%d,1 = %d, want %d", x, got, w)
		}
	}
}

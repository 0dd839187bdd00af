package dijkstra

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// costsOf builds Costs from rows of digits (0 impassable).
func costsOf(rows ...string) *Costs {
	c := NewCosts(len(rows[0]), len(rows))
	for y, r := range rows {
		for x, ch := range r {
			c.Set(x, y, uint8(ch-'0'))
		}
	}
	return c
}

// Open ground takes the bit scan, corridors and 4-way moves the
// cell-at-a-time one.
func TestBitsPay(t *testing.T) {
	open := costsOf(
		"1111111111",
		"1111111111",
		"1111211111",
		"1111111111",
		"1111111311",
		"1111111111",
	)
	corridors := costsOf(
		"1111111111",
		"0000000010",
		"1111111110",
		"1000000000",
		"1111111111",
		"0000000001",
	)
	f := newField(1, 1)
	for _, c := range []struct {
		name  string
		costs *Costs
		rules Rules
		want  bool
	}{
		{"open 8-way", open, Rules{}, true},
		{"open 8-way allow", open, Rules{Corners: Allow}, true},
		{"open 4-way", open, Rules{Moves: Four}, false},
		{"corridors 8-way", corridors, Rules{}, false},
	} {
		if got := f.bitsPay(c.costs, c.rules); got != c.want {
			t.Errorf("%s: bitsPay %v, want %v", c.name, got, c.want)
		}
	}
}

// open counts 8 cells at a time; it must agree with counting one by one,
// on every row length (the tail of a row is counted singly).
func TestOpenCountsLikeCellByCell(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, pWall := range []float64{0, 0.02, 0.1, 0.3, 0.6} {
		for _, sz := range [][2]int{{1, 1}, {5, 5}, {9, 4}, {17, 9}, {80, 50}, {301, 203}} {
			kind := fmt.Sprintf("walls %.2f", pWall)
			_, c1 := randomGrid(rng, sz[0], sz[1], pWall, 1)
			_, c3 := randomGrid(rng, sz[0], sz[1], pWall, 3)
			for _, c := range []*Costs{c1, c3} {
				all, inner := 0, 0
				s := c.stride
				for r := min(3, c.H); r <= c.H; r += 4 {
					for i := r*s + 1; i <= r*s+c.W; i++ {
						if c.cell[i] == 0 {
							continue
						}
						all++
						ok := true
						for _, o := range []int{-s - 1, -s, -s + 1, -1, 1, s - 1, s, s + 1} {
							ok = ok && c.cell[i+o] != 0
						}
						if ok {
							inner++
						}
					}
				}
				if got, want := c.open(), 2*inner >= all; got != want {
					t.Errorf("%s %v: open %v, want %v (%d inner of %d)", kind, sz, got, want, inner, all)
				}
			}
		}
	}
}

// Set keeps the bitsets and the blank field of costs up to date: they
// match ones built afresh from the same cells.
func TestCostsSetKeepsBitsAndBlanks(t *testing.T) {
	_, c := randomGrid(rand.New(rand.NewPCG(7, 8)), 70, 41, 0.3, 3)
	c.bitsets()
	c.blanks()
	for i := 0; i < 300; i++ {
		x, y := (i*37)%c.W, (i*11)%c.H
		c.Set(x, y, uint8(i%4))
	}
	if c.bits.ver != c.ver || c.blankVer != c.ver {
		t.Fatalf("Set let the bits (ver %d) or blanks (ver %d) fall behind the costs (ver %d)", c.bits.ver, c.blankVer, c.ver)
	}
	fresh := NewCosts(c.W, c.H)
	for y := 0; y < c.H; y++ {
		for x := 0; x < c.W; x++ {
			fresh.Set(x, y, c.At(x, y))
		}
	}
	b, want := c.bits, fresh.bitsets()
	if !slices.Equal(b.pass, want.pass) || !slices.Equal(b.one, want.one) || !slices.Equal(b.two, want.two) {
		t.Errorf("bitsets after Set differ from a fresh build")
	}
	// The build (8 cells at a time) against setting every cell singly.
	single := &costBits{bpr: want.bpr, pass: make([]uint64, len(want.pass)), one: make([]uint64, len(want.one)), two: make([]uint64, len(want.two))}
	for i, v := range fresh.cell {
		single.setCell(i, fresh.stride, v)
	}
	if !slices.Equal(single.pass, want.pass) || !slices.Equal(single.one, want.one) || !slices.Equal(single.two, want.two) {
		t.Errorf("bitsets built 8 cells at a time differ from ones set cell by cell")
	}
	if !slices.Equal(c.blank, fresh.blanks()) {
		t.Errorf("blanks after Set differ from a fresh build")
	}
}

// The hand-drawn maps again on each scan path: most are corridors, where
// Scan would pick the cell-at-a-time scan, and both must give their exact
// numbers.
func TestHandMapsOnEachPath(t *testing.T) {
	onEachPath(t, func(t *testing.T) {
		for _, tc := range []struct {
			name string
			fn   func(*testing.T)
		}{
			{"pillar", TestPillar}, {"door", TestDoor}, {"gold", TestGold}, {"tunnel", TestTunnel},
			{"corners", TestCorners}, {"limit", TestLimit}, {"flee", TestFleeLoopAndDeadEnd},
			{"readers", TestReaders}, {"extreme starts", TestExtremeStarts}, {"stale goal", testStaleGoal},
		} {
			t.Run(tc.name, tc.fn)
		}
	})
}

// testStaleGoal: a goal whose cell a cheaper goal reaches first, at a value
// below its own start, keeps the cheaper value; on the bit scan its entry
// is then stale and must not write the cell twice.
func testStaleGoal(t *testing.T) {
	c := costsOf(
		"1111111",
		"1111111",
		"1111111",
	)
	f := newField(c.W, c.H)
	goals := []Goal{{X: 0, Y: 1}, {X: 2, Y: 1, Start: 5}, {X: 6, Y: 1, Start: 1}, {X: 6, Y: 1, Start: 1}}
	f.Scan(goals, c, Rules{})
	wantField(t, "stale goal", f, `
1 1 2 3 3 2 2
0 1 2 3 3 2 1
1 1 2 3 3 2 2
`)
	if f.Reached() != 21 {
		t.Errorf("Reached = %d, want 21 (each cell once)", f.Reached())
	}
	seen := map[[2]int]bool{}
	f.Each(func(x, y int, v int32) {
		if seen[[2]int{x, y}] {
			t.Errorf("cell %d,%d settled twice", x, y)
		}
		seen[[2]int{x, y}] = true
	})
}

// blockOf divides by a multiply: the same block and bit as block for every
// cell of grids of many widths, up to MaxSide-like strides and heights.
func TestBlockOf(t *testing.T) {
	for _, w := range []int{1, 2, 13, 14, 30, 62, 63, 64, 254, 1024, 4094, 4096} {
		h := min(w, 600)
		c := NewCosts(w, h)
		b := c.bitsets()
		n := c.stride * (h + 2)
		step := max(1, n/200_000)
		for i := 0; i < n; i += step {
			t1, b1 := b.block(i, c.stride)
			t2, b2 := b.blockOf(i)
			if t1 != t2 || b1 != b2 {
				t.Fatalf("width %d cell %d: blockOf %d %#x, block %d %#x", w, i, t2, b2, t1, b1)
			}
		}
		// The last cells of a MaxSide-tall grid of this width.
		for i := c.stride*4098 - 2*c.stride; i < c.stride*4098; i++ {
			r, x := i/c.stride, i%c.stride
			t2, b2 := b.blockOf(i)
			if want := (r>>2+1)*b.bpr + x>>4 + 1; t2 != want || b2 != 1<<((r&3)<<4|x&15) {
				t.Fatalf("width %d cell %d of a 4096-row grid: blockOf %d", w, i, t2)
			}
		}
	}
}

package dijkstra

// Costs is the price of entering each cell of a W x H grid: 1 for a plain
// step, more for doors or rock, 0 for never. Costs are per cell, not per
// step, which is what lets a scan settle each cell the first time it reaches
// it (see Field.Scan).
//
// The grid is stored with a one-cell border of zeros (row stride W+2), so
// the scans never test bounds: the border is the wall that every map edge
// behaves as, and the corner rule treats it so too.
//
// Costs also keeps what scans derive from it, built on first use and kept
// up to date by Set, so that every field over the same costs shares it:
// the blank field (4 bytes a cell), the cost bitsets of the bit scan (about
// half a byte a cell) and whether the ground is open. Building them is the
// one thing a Scan writes to its Costs: fields on several goroutines may
// scan over one Costs only once a scan has built them for its version.
type Costs struct {
	W, H   int
	stride int
	cell   []uint8
	count  [256]int32 // cells per cost, so Max stays exact in O(1) per Set
	max    uint8
	ver    uint64 // bumped by every change, so fields know their wall marks are stale
	// changed[v%costLog] is the cell whose Set took the version from v to
	// v+1, for the last costLog versions from logFrom on (a Fill that
	// changed cells starts over): a field marked at an older version
	// re-marks those cells only, not the grid (Field.catchUp).
	changed [costLog]int32
	logFrom uint64
	bits    *costBits
	// blank is what an empty field over these costs holds (see blanks).
	blank    []int32
	blankVer uint64
	// isOpen caches open; openKnown is cleared by a refill that changed a
	// cell, not by Set (one cell dug does not make ground open).
	isOpen, openKnown bool
	old               []uint8 // Fill's copy of one row
}

// blanks returns, padded like the costs, the values of a field with no
// cell reached: the wall mark where impassable, the door mark where 2,
// else Unreached. A scan starts from it by a block copy (memmove speed, a
// few times faster than restoring the marks cell by cell); one copy serves
// every field over these costs, and Set keeps it up to date.
func (c *Costs) blanks() []int32 {
	if c.blank != nil && c.blankVer == c.ver {
		return c.blank
	}
	if c.blank == nil {
		c.blank = make([]int32, len(c.cell))
	}
	b := c.blank[:len(c.cell)]
	for i, v := range c.cell {
		w := Unreached
		if v == 2 {
			w = doorMark
		}
		if v == 0 {
			w = wallMark
		}
		b[i] = w
	}
	c.blankVer = c.ver
	return c.blank
}

// blanksReady returns blanks if they match the costs, else nil: for
// clearing, where rebuilding them would cost more than it saves.
func (c *Costs) blanksReady() []int32 {
	if c.blank != nil && c.blankVer == c.ver {
		return c.blank
	}
	return nil
}

// NewCosts returns a w x h cost grid where every cell is impassable.
func NewCosts(w, h int) *Costs {
	c := &Costs{W: w, H: h, stride: w + 2, cell: make([]uint8, (w+2)*(h+2))}
	c.count[0] = int32(len(c.cell))
	return c
}

// index maps x,y to the padded index shared by Costs and Field.
func (c *Costs) index(x, y int) int32 { return int32((y+1)*c.stride + x + 1) }

// In reports whether x,y lies on the grid.
func (c *Costs) In(x, y int) bool { return x >= 0 && y >= 0 && x < c.W && y < c.H }

// At returns the cost of entering x,y (0 off the grid).
func (c *Costs) At(x, y int) uint8 {
	if !c.In(x, y) {
		return 0
	}
	return c.cell[c.index(x, y)]
}

// CanStep reports whether a mover under r may step from x,y by dx,dy over
// these costs (a cell can be entered when it costs more than 0): the move
// rule every scan over them follows (Rules.CanStep).
func (c *Costs) CanStep(x, y, dx, dy int, r Rules) bool {
	return r.CanStep(x, y, dx, dy, c.enterable)
}

// enterable reports whether x,y costs more than 0 (false off the grid).
func (c *Costs) enterable(x, y int) bool { return c.At(x, y) != 0 }

// Set makes entering x,y cost v (0 = impassable). Cells off the grid are
// left alone: the zero border is what lets the scans skip bounds tests.
func (c *Costs) Set(x, y int, v uint8) {
	if !c.In(x, y) {
		return
	}
	i := c.index(x, y)
	old := c.cell[i]
	if old == v {
		return // fields' wall marks stay valid
	}
	c.count[old]--
	c.count[v]++
	c.cell[i] = v
	if c.bits != nil && c.bits.ver == c.ver {
		c.bits.setCell(int(i), c.stride, v)
		c.bits.ver++
	}
	if c.blank != nil && c.blankVer == c.ver {
		c.blank[i] = blankFor(c.cell, i)
		c.blankVer++
	}
	c.changed[c.ver%costLog] = i
	c.ver++
	if v > c.max {
		c.max = v
	}
	for c.max > 0 && c.count[c.max] == 0 {
		c.max--
	}
}

// costLog is how many cell changes Costs remembers.
const costLog = 64

// changedSince calls fn with each cell changed since version v, oldest
// first (a cell may come twice), and reports true; or false, calling
// nothing, when the log does not reach back to v.
func (c *Costs) changedSince(v uint64, fn func(i int32)) bool {
	if v < c.logFrom || v > c.ver || c.ver-v > costLog {
		return false
	}
	for ; v < c.ver; v++ {
		fn(c.changed[v%costLog])
	}
	return true
}

// Max is the highest cost on the grid. A scan over costs whose Max is 1 is a
// plain breadth-first flood; higher costs use a bucket queue of Max+1 slots.
func (c *Costs) Max() uint8 { return c.max }

// Version changes whenever a cell's cost changes (Set or Fill), so a caller
// can tell whether costs it built from are still current.
func (c *Costs) Version() uint64 { return c.ver }

// Fill rewrites every cell at once: fn is called for each row y (0..H-1)
// with that row's W costs, to overwrite in place. It is the fast way to
// build costs from a map each turn: afterwards Max is exact, and the
// version moves on only if some cell changed, so a refill of an unchanged
// map keeps every field's wall marks and the derived tables valid.
func (c *Costs) Fill(fn func(y int, row []uint8)) {
	if cap(c.old) < c.W {
		c.old = make([]uint8, c.W)
	}
	old := c.old[:c.W]
	// Each cost counted in four interleaved tallies: one running tally
	// would make each cell wait for the last one's increment.
	var count [4][256]int32
	var changed uint8
	for y := 0; y < c.H; y++ {
		lo, hi := (y+1)*c.stride+1, (y+1)*c.stride+1+c.W
		row := c.cell[lo:hi:hi] // an append in fn cannot reach the border
		copy(old, row)
		fn(y, row)
		row = row[:len(old)]
		for x, v := range row {
			changed |= old[x] ^ v
			count[x&3][v]++
		}
	}
	// The border stays 0: (w+2)*(h+2) - w*h cells.
	var total [256]int32
	for v := range total {
		total[v] = count[0][v] + count[1][v] + count[2][v] + count[3][v]
	}
	total[0] += int32(len(c.cell) - c.W*c.H)
	c.count = total
	if changed != 0 {
		c.ver++
		c.logFrom = c.ver // cells changed wholesale: no log of them
		c.openKnown = false
	}
	c.max = 0
	for v := 255; v > 0; v-- {
		if total[v] != 0 {
			c.max = uint8(v)
			break
		}
	}
}

package world

// The maze's shape, measured with the explore bot (`downhill-headless sim
// -runs`, the depth table's turns column): a perfect maze on a 2-cell
// pitch filling the level took the bot 2,500-3,000 turns to explore,
// against 400-600 on every other kind of level; this one takes 850-950
// and stays a maze to look at: one-cell corridors between rock, loops, a
// few dead ends and chambers to find.
const (
	// mazePitch is the distance between two corridor cells: corridors one
	// cell wide between rock two thick.
	mazePitch = 3
	// mazeNewest is how often, in percent, the growing tree carves on
	// from the cell it carved last rather than from a random one: between
	// the backtracker's long winding corridors (100) and Prim's short
	// branches (0).
	mazeNewest = 50
	// mazePrune is how many times every dead end is filled in again:
	// each branch gets that many cells shorter and short ones vanish,
	// leaving rock between the loops.
	mazePrune = 3
	// mazeBraid is the share of the dead ends left after pruning, in
	// percent, opened into a neighbour: each becomes a loop.
	mazeBraid = 85
	// chamberEvery is how many maze cells there are for each chamber
	// wanted (as many as fit apart).
	chamberEvery = 25
	// chamberDoors is how many ways into a chamber at least (where it has
	// that many corridor cells beside it).
	chamberDoors = 3
	// mazeStairsFrom puts the stairs in a chamber in the farther half of
	// the walk from the start (gen.stairsFrom, in tenths), not only in its
	// farthest 30% as on other levels: the explore bot then sees them
	// after a median of about 40% of its exploring, as on a rooms level,
	// where from the farthest 30% they were often the last thing it saw.
	mazeStairsFrom = 5
)

// maze carves a labyrinth with loops: chambers of 2x2 to 3x3 maze cells
// first, apart from each other; then a growing tree through the rest;
// doorways joining every chamber to the corridors around it (at least
// chamberDoors where it can); the dead ends pruned twice, most of what is
// left opened into a loop. A perfect maze has one route between any two
// cells, which makes every chase a queue down a corridor and every search
// a walk to each dead end and back; loops let goblins come around and the
// player slip past them. Start and stairs go in the chambers (gn.roomy),
// landmarks a player can find and remember.
func (gn *gen) maze() {
	gn.fillRock()
	g := gn.g
	m := newMazePlan(g.W, g.H)
	if m == nil {
		return
	}
	m.placeChambers(gn)
	m.growTrees(gn)
	m.openDoors(gn)
	m.prune()
	m.braid(gn)
	gn.roomy = m.carve(g)
	gn.stairsFrom = mazeStairsFrom
}

// mazePlan is a maze laid out on maze cells before it is carved: cw x ch
// cells mazePitch apart from ox,oy, the passages between them, which are
// chambers' cells and which were pruned.
type mazePlan struct {
	cw, ch, ox, oy int
	links          []uint8 // bit k: a passage towards dirs4[k]
	room           []int16 // the chamber a cell belongs to, -1 for corridors
	rooms          []rect  // chambers, in maze cells
	dead           []bool  // pruned: left as rock
	opts           [4]int  // scratch
}

// newMazePlan lays out the maze cells of a w x h level, centred inside
// the border; nil when the level has no room for one.
func newMazePlan(w, h int) *mazePlan {
	if w < 3 || h < 3 {
		return nil
	}
	cw, ch := (w-3)/mazePitch+1, (h-3)/mazePitch+1
	n := cw * ch
	m := &mazePlan{cw: cw, ch: ch, ox: 1 + (w-3-mazePitch*(cw-1))/2, oy: 1 + (h-3-mazePitch*(ch-1))/2,
		links: make([]uint8, n), room: make([]int16, n), dead: make([]bool, n)}
	for i := range m.room {
		m.room[i] = -1
	}
	return m
}

// step is the cell beside c towards dirs4[k], -1 off the plan.
func (m *mazePlan) step(c, k int) int {
	d := dirs4[k]
	x, y := c%m.cw+d.X, c/m.cw+d.Y
	if x < 0 || y < 0 || x >= m.cw || y >= m.ch {
		return -1
	}
	return y*m.cw + x
}

// link opens the passage from c towards dirs4[k], both ways.
func (m *mazePlan) link(c, k int) {
	m.links[c] |= 1 << k
	m.links[m.step(c, k)] |= 1 << ((k + 2) % 4)
}

// linked reports whether c has a passage towards dirs4[k].
func (m *mazePlan) linked(c, k int) bool { return m.links[c]&(1<<k) != 0 }

// degree is how many passages leave c: 1 is a dead end.
func (m *mazePlan) degree(c int) int {
	n := 0
	for k := range dirs4 {
		if m.linked(c, k) {
			n++
		}
	}
	return n
}

// corridor reports whether c is a live corridor cell: in no chamber, not
// pruned.
func (m *mazePlan) corridor(c int) bool { return m.room[c] < 0 && !m.dead[c] }

// placeChambers puts chambers of 2x2 to 3x3 maze cells where they keep a
// ring of corridor cells from each other (so the maze runs between them).
func (m *mazePlan) placeChambers(gn *gen) {
	rng := gn.rng
	want := m.cw * m.ch / chamberEvery
	for try := 0; try < 30*want && len(m.rooms) < want; try++ {
		r := rect{w: 2 + rng.IntN(2), h: 2 + rng.IntN(2)}
		if r.w+2 > m.cw || r.h+2 > m.ch {
			break
		}
		r.x, r.y = rng.IntN(m.cw-r.w+1), rng.IntN(m.ch-r.h+1)
		if !m.chamberFree(r) {
			continue
		}
		for y := r.y; y < r.y+r.h; y++ {
			for x := r.x; x < r.x+r.w; x++ {
				m.room[y*m.cw+x] = int16(len(m.rooms))
			}
		}
		m.rooms = append(m.rooms, r)
	}
}

// chamberFree reports whether r and the ring around it hold no chamber.
func (m *mazePlan) chamberFree(r rect) bool {
	for y := max(r.y-1, 0); y <= min(r.y+r.h, m.ch-1); y++ {
		for x := max(r.x-1, 0); x <= min(r.x+r.w, m.cw-1); x++ {
			if m.room[y*m.cw+x] >= 0 {
				return false
			}
		}
	}
	return true
}

// growTrees carves a spanning tree through each region of corridor cells
// the chambers leave (a growing tree: mazeNewest decides between the
// newest cell and a random one of the tree's open cells).
func (m *mazePlan) growTrees(gn *gen) {
	rng := gn.rng
	n := m.cw * m.ch
	seen := make([]bool, n)
	open := make([]int32, 0, 64)
	for _, s := range rng.Perm(n) {
		if seen[s] || m.room[s] >= 0 {
			continue
		}
		seen[s] = true
		open = append(open[:0], int32(s))
		for len(open) > 0 {
			i := len(open) - 1
			if rng.IntN(100) >= mazeNewest {
				i = rng.IntN(len(open))
			}
			c := int(open[i])
			k, ok := m.pick(rng.IntN, c, func(nc int) bool { return !seen[nc] && m.room[nc] < 0 })
			if !ok {
				open[i] = open[len(open)-1]
				open = open[:len(open)-1]
				continue
			}
			nc := m.step(c, k)
			seen[nc] = true
			m.link(c, k)
			open = append(open, int32(nc))
		}
	}
}

// pick chooses at random (intN) one of the directions from c not yet
// linked whose cell passes ok; false when there is none.
func (m *mazePlan) pick(intN func(int) int, c int, ok func(int) bool) (int, bool) {
	n := 0
	for k := range dirs4 {
		if nc := m.step(c, k); nc >= 0 && !m.linked(c, k) && ok(nc) {
			m.opts[n] = k
			n++
		}
	}
	if n == 0 {
		return 0, false
	}
	return m.opts[intN(n)], true
}

// openDoors joins the chambers and the corridor trees into one maze: the
// passages out of every chamber in random order, each taken when it joins
// two parts not yet joined (Kruskal's rule, so every part is reached),
// then more until each chamber has chamberDoors ways in.
func (m *mazePlan) openDoors(gn *gen) {
	n := m.cw * m.ch
	part := make([]int32, n) // union-find over cells
	for i := range part {
		part[i] = int32(i)
	}
	find := func(a int) int32 {
		for part[a] != int32(a) {
			part[a] = part[part[a]]
			a = int(part[a])
		}
		return int32(a)
	}
	join := func(a, b int) bool {
		ra, rb := find(a), find(b)
		part[ra] = rb
		return ra != rb
	}
	for c := 0; c < n; c++ {
		for k := 1; k <= 2; k++ { // right and down: each pair once
			if nc := m.step(c, k); nc >= 0 && (m.linked(c, k) || m.room[c] >= 0 && m.room[c] == m.room[nc]) {
				join(c, nc)
			}
		}
	}
	type door struct{ c, k int }
	var doors []door
	for c := 0; c < n; c++ {
		if m.room[c] < 0 {
			continue
		}
		for k := range dirs4 {
			if nc := m.step(c, k); nc >= 0 && m.room[nc] < 0 {
				doors = append(doors, door{c, k})
			}
		}
	}
	gn.rng.Shuffle(len(doors), func(i, j int) { doors[i], doors[j] = doors[j], doors[i] })
	count := make([]int, len(m.rooms))
	for _, d := range doors {
		if join(d.c, m.step(d.c, d.k)) {
			m.link(d.c, d.k)
			count[m.room[d.c]]++
		}
	}
	for _, d := range doors {
		if r := m.room[d.c]; count[r] < chamberDoors && !m.linked(d.c, d.k) {
			m.link(d.c, d.k)
			count[r]++
		}
	}
}

// prune fills the corridors' dead ends in again, mazePrune times over.
// Taking a dead end off a connected maze leaves it connected; chambers
// are never taken.
func (m *mazePlan) prune() {
	var ends []int
	for range mazePrune {
		ends = ends[:0]
		for c := range m.links {
			if m.corridor(c) && m.degree(c) == 1 {
				ends = append(ends, c)
			}
		}
		for _, c := range ends {
			if m.degree(c) != 1 { // its neighbour, a dead end too, went first
				continue
			}
			for k := range dirs4 {
				if m.linked(c, k) {
					m.links[m.step(c, k)] &^= 1 << ((k + 2) % 4)
				}
			}
			m.links[c], m.dead[c] = 0, true
		}
	}
}

// braid opens mazeBraid percent of the corridors' dead ends into a
// neighbouring cell (a corridor or a chamber), each a new loop.
func (m *mazePlan) braid(gn *gen) {
	rng := gn.rng
	for _, c := range rng.Perm(m.cw * m.ch) {
		if !m.corridor(c) || m.degree(c) != 1 || rng.IntN(100) >= mazeBraid {
			continue
		}
		if k, ok := m.pick(rng.IntN, c, func(nc int) bool { return !m.dead[nc] }); ok {
			m.link(c, k)
		}
	}
}

// at is where maze cell c lies on the level.
func (m *mazePlan) at(c int) (int, int) {
	return m.ox + mazePitch*(c%m.cw), m.oy + mazePitch*(c/m.cw)
}

// carve digs the plan into g as floor: the live cells, the passages
// between them and the chambers' rectangles. It returns the chambers'
// cells (nil when there are none) for the start and the stairs.
func (m *mazePlan) carve(g *Grid) []bool {
	for c := range m.links {
		if m.dead[c] {
			continue
		}
		x, y := m.at(c)
		g.Set(x, y, Floor)
		for _, k := range [2]int{1, 2} { // right and down: each passage once
			if m.linked(c, k) {
				d := dirs4[k]
				for i := 1; i < mazePitch; i++ {
					g.Set(x+i*d.X, y+i*d.Y, Floor)
				}
			}
		}
	}
	if len(m.rooms) == 0 {
		return nil
	}
	roomy := make([]bool, len(g.Tiles))
	for _, r := range m.rooms {
		x0, y0 := m.at(r.y*m.cw + r.x)
		for y := y0; y <= y0+mazePitch*(r.h-1); y++ {
			for x := x0; x <= x0+mazePitch*(r.w-1); x++ {
				g.Set(x, y, Floor)
				roomy[g.Index(x, y)] = true
			}
		}
	}
	return roomy
}

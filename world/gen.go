package world

import "math/rand/v2"

// Generators lists the level generators by name, in the order the game
// mixes them as the player descends.
var Generators = []string{"rooms", "caves", "maze", "wilds"}

// Generate makes a w x h level with the named generator (see
// Generators; an unknown name gives rooms) at depth from rng alone, so a seed always gives the same
// level. It places the up stairs at the player's start, the down stairs far
// from it, gold and items; creatures are the game's to add.
//
// Every level keeps the same promises, whatever its kind, because the
// fields and the game rely on them: a hardness-255 Wall border; interior
// rock of hardness 1..254 varying smoothly (soft and hard regions for
// tunnelers); every walkable cell reachable from Start by 4-way steps over
// walkable tiles (so by any walker, diagonal corner rule or not), never
// through deep water; the UpStairs tile on Start and the Stairs tile among
// them, far from Start.
// Sizes from 4x4 keep all of this (smaller ones become 3x3, with room for
// the start only: Stairs stays -1,-1); 20x10 and up give proper levels.
func Generate(generator string, w, h, depth int, rng *rand.Rand) *Level {
	gn := newGen(w, h, depth, rng)
	switch generator {
	case "caves":
		gn.caves()
	case "maze":
		gn.maze()
	case "wilds":
		gn.wilds()
	default:
		generator = "rooms"
		gn.rooms()
	}
	l := NewLevel(gn.g)
	l.Depth, l.Generator = depth, generator
	gn.finish(l)
	return l
}

// gen carries one generation's state and scratch buffers.
type gen struct {
	g     *Grid
	rng   *rand.Rand
	depth int
	hard  noise2 // rock hardness
	// roomy marks the cells where start and stairs may go (room floors);
	// nil means any dry open ground.
	roomy []bool
	// stairsFrom is where the stairs' band begins, in tenths of the
	// farthest walk from the start (7: the farthest 30% of the level).
	stairsFrom int32
	q          []int32 // BFS queue, reused
	dist       []int32 // BFS distances / labels, reused
}

func newGen(w, h, depth int, rng *rand.Rand) *gen {
	w, h = max(w, 3), max(h, 3)
	return &gen{
		g:          NewGrid(w, h),
		rng:        rng,
		depth:      depth,
		hard:       noise2{rng.Uint64()},
		stairsFrom: 7,
		q:          make([]int32, 0, w*h),
		dist:       make([]int32, w*h),
	}
}

// hardScale is the size in cells of the hardness noise's largest features.
const hardScale = 13

// hardAt is the rock hardness at x,y: 1..254, from smooth noise so that
// tunnelers meet soft seams and hard knots rather than salt and pepper.
func (gn *gen) hardAt(x, y int) uint8 {
	return hardness(gn.hard.fbm(float64(x)/hardScale, float64(y)/hardScale, 3))
}

// hardRow fills hard[x] with hardAt(x, y) for a whole row, fast (see
// noise2.row); buf is scratch of the same length.
func (gn *gen) hardRow(y int, buf []float64, hard []uint8) {
	gn.hard.fbmRow(float64(y)/hardScale, 0, 1.0/hardScale, 3, buf)
	for x, v := range buf {
		hard[x] = hardness(v)
	}
}

// hardness maps noise in [0,1] to 1..254, stretched so both ends of the
// range occur (fbm bunches around the middle).
func hardness(v float64) uint8 { return uint8(1 + int(stretch(v, 1.9)*253.999)) }

// rock turns x,y into rock of its noise hardness (or Wall on the border).
func (gn *gen) rock(x, y int) {
	if gn.border(x, y) {
		gn.g.Set(x, y, Wall)
		return
	}
	gn.g.SetRock(x, y, gn.hardAt(x, y))
}

// border reports whether x,y is on the outer ring.
func (gn *gen) border(x, y int) bool {
	return x == 0 || y == 0 || x == gn.g.W-1 || y == gn.g.H-1
}

// fillRock makes the whole level rock inside a Wall border.
func (gn *gen) fillRock() {
	g := gn.g
	buf, hard := make([]float64, g.W), make([]uint8, g.W)
	for y := 0; y < g.H; y++ {
		gn.hardRow(y, buf, hard)
		for x := 0; x < g.W; x++ {
			if gn.border(x, y) {
				g.Set(x, y, Wall)
			} else {
				g.SetRock(x, y, hard[x])
			}
		}
	}
}

// walk reports whether a walker may stand on cell i.
func (gn *gen) walk(i int) bool { return gn.g.Tiles[i].Walkable() }

// flood labels the 4-connected walkable components into gn.dist (label
// >= 0, -1 for the rest) and returns their sizes.
func (gn *gen) components() []int {
	g := gn.g
	lab := gn.dist
	for i := range lab {
		lab[i] = -1
	}
	var sizes []int
	for s := range g.Tiles {
		if lab[s] >= 0 || !gn.walk(s) {
			continue
		}
		id := int32(len(sizes))
		lab[s] = id
		q := append(gn.q[:0], int32(s))
		for h := 0; h < len(q); h++ {
			c := int(q[h])
			// Walkable cells are never on the border, so all four
			// neighbours exist.
			for _, n := range [4]int{c - g.W, c + 1, c + g.W, c - 1} {
				if lab[n] < 0 && gn.walk(n) {
					lab[n] = id
					q = append(q, int32(n))
				}
			}
		}
		sizes = append(sizes, len(q))
		gn.q = q
	}
	return sizes
}

// dirs4 are the four orthogonal steps.
var dirs4 = [4]Pos{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}

// connect makes the walkable cells one 4-connected region: the largest
// component stays, components smaller than minKeep are filled with rock
// (lakes' specks, caves' bubbles) and the others are joined to it by the
// shortest tunnel, carved through rock as floor and through deep water as a
// shallow ford, so deep water is never the only way anywhere.
func (gn *gen) connect(minKeep int) {
	g := gn.g
	sizes := gn.components()
	if len(sizes) <= 1 {
		return
	}
	lab := gn.dist
	mainID := int32(0)
	for i, s := range sizes {
		if s > sizes[mainID] {
			mainID = int32(i)
		}
	}
	// Fill the small ones, and remember which must be joined.
	join := 0
	for i := range lab {
		if l := lab[i]; l >= 0 && l != mainID && sizes[l] < minKeep {
			gn.rock(i%g.W, i/g.W)
			lab[i] = -1
		}
	}
	for i, s := range sizes {
		if int32(i) != mainID && s >= minKeep {
			join++
		}
	}
	if join == 0 {
		return
	}
	// One BFS from the main region over every interior cell that is not a
	// Wall gives each component its nearest cell and the way back.
	par := make([]int32, len(lab))
	for i := range par {
		par[i] = -1
	}
	nearest := make([]int32, len(sizes))
	for i := range nearest {
		nearest[i] = -1
	}
	q := gn.q[:0]
	for i, l := range lab {
		if l == mainID {
			par[i] = int32(i)
			q = append(q, int32(i))
		}
	}
	for h := 0; h < len(q) && join > 0; h++ {
		c := int(q[h])
		// Every queued cell is inside the border, so its neighbours
		// exist; border cells are Wall and never queued.
		for _, n := range [4]int{c - g.W, c + 1, c + g.W, c - 1} {
			if par[n] >= 0 || g.Tiles[n] == Wall {
				continue
			}
			par[n] = int32(c)
			q = append(q, int32(n))
			if l := lab[n]; l >= 0 && nearest[l] < 0 {
				nearest[l] = int32(n)
				join--
			}
		}
	}
	gn.q = q
	for _, c := range nearest {
		if c < 0 {
			continue
		}
		for lab[c] != mainID {
			switch g.Tiles[c] {
			case Rock:
				g.Set(int(c)%g.W, int(c)/g.W, Floor)
			case Deep:
				g.Set(int(c)%g.W, int(c)/g.W, Shallow)
			}
			lab[c] = mainID
			c = par[c]
		}
	}
}

// bfsFrom fills gn.dist with 4-way walker distances from s (-1 unreached)
// and leaves the reached cells in gn.q in order of distance.
func (gn *gen) bfsFrom(s int) {
	g := gn.g
	for i := range gn.dist {
		gn.dist[i] = -1
	}
	gn.dist[s] = 0
	q := append(gn.q[:0], int32(s))
	for h := 0; h < len(q); h++ {
		c := int(q[h])
		for _, n := range [4]int{c - g.W, c + 1, c + g.W, c - 1} {
			if gn.dist[n] < 0 && gn.walk(n) {
				gn.dist[n] = gn.dist[c] + 1
				q = append(q, int32(n))
			}
		}
	}
	gn.q = q
}

// dry reports whether cell i is plain open ground, where start, stairs and
// gold look right.
func (gn *gen) dry(i int) bool {
	t := gn.g.Tiles[i]
	return (t == Floor || t == Snow) && (gn.roomy == nil || gn.roomy[i])
}

// finish joins the level into one region, then places the start, the
// stairs far from it and the gold.
func (gn *gen) finish(l *Level) {
	g := gn.g
	gn.connect(1)
	// Make sure there is somewhere to stand and somewhere to go.
	dry := 0
	for i := range g.Tiles {
		if gn.dry(i) {
			if dry++; dry == 2 {
				break
			}
		}
	}
	if dry < 2 {
		gn.roomy = nil
		cx, cy := g.W/2, g.H/2
		for y := max(1, cy-1); y <= min(g.H-2, cy+1); y++ {
			for x := max(1, cx-2); x <= min(g.W-2, cx+2); x++ {
				g.Set(x, y, Floor)
			}
		}
		if g.W < 3 || g.H < 3 || !gn.dry(cy*g.W+cx) {
			g.Set(cx, cy, Floor) // a 3x3 level: the border is all there is
		}
		gn.connect(1)
	}
	// Start: a random dry cell (rejection sampling, then a scan).
	start := -1
	for try := 0; try < 1000 && start < 0; try++ {
		if i := gn.rng.IntN(len(g.Tiles)); gn.dry(i) {
			start = i
		}
	}
	if start < 0 {
		for i := range g.Tiles {
			if gn.dry(i) {
				start = i
				break
			}
		}
	}
	if start < 0 { // only water and doors: stand on any walkable cell
		for i := range g.Tiles {
			if gn.walk(i) {
				start = i
				break
			}
		}
	}
	l.Start = Pos{start % g.W, start / g.W}
	if g.Tiles[start] != Door {
		g.Set(l.Start.X, l.Start.Y, UpStairs)
		l.Up = l.Start
	}
	gn.bfsFrom(start)
	// Stairs: a random dry cell in the band of the walk from the start
	// that begins at stairsFrom tenths of the farthest walk.
	far := gn.dist[gn.q[len(gn.q)-1]]
	cand := gn.q[:0:0]
	for _, c := range gn.q {
		if gn.dist[c]*10 >= far*gn.stairsFrom && int(c) != start && gn.dry(int(c)) {
			cand = append(cand, c)
		}
	}
	if len(cand) == 0 {
		for _, c := range gn.q {
			if int(c) != start && g.Tiles[c] != Door {
				cand = append(cand, c)
			}
		}
	}
	if len(cand) > 0 {
		s := int(cand[gn.rng.IntN(len(cand))])
		l.Stairs = Pos{s % g.W, s / g.W}
		g.Set(l.Stairs.X, l.Stairs.Y, Stairs)
	}
	// Gold: more piles with depth and area, on reachable dry ground.
	area := (g.W - 2) * (g.H - 2)
	piles := max(2, (4+gn.depth/2)*area/3600)
	for p, try := 0, 0; p < piles && try < piles*50; try++ {
		c := int(gn.q[gn.rng.IntN(len(gn.q))])
		t := g.Tiles[c]
		if c == start || l.Gold[c] > 0 || (t != Floor && t != Snow && t != Shallow) {
			continue
		}
		l.Gold[c] = 5 + gn.rng.IntN(21+max(gn.depth, 0))
		p++
	}
	gn.placeItems(l, start, max(2, (3+gn.depth/3)*area/3600))
}

// itemOdds is how often each kind of item is generated, in percent.
var itemOdds = []struct {
	Kind ItemKind
	Pct  int
}{{Healing, 30}, {Noisemaker, 10}, {Smoke, 12}, {Fear, 12}, {Caltrops, 10}, {Pick, 10}, {Javelin, 6}, {Blink, 5}, {Spike, 5}}

// placeItems puts n items on the level, spread out along the field of
// walking distances from the start (gn.dist, left by bfsFrom): the reached
// cells, in order of distance, are cut into n bands and each item lies on a
// random dry cell of its band, so items are reachable, never on the start
// and spread from near to far.
func (gn *gen) placeItems(l *Level, start, n int) {
	g := gn.g
	var cells []int32
	for _, c := range gn.q {
		i := int(c)
		if gn.dist[c] >= 3 && i != start && gn.dry(i) && g.Tiles[i] != Stairs && l.Gold[i] == 0 {
			cells = append(cells, c)
		}
	}
	if len(cells) == 0 {
		return
	}
	n = min(n, len(cells))
	for b := 0; b < n; b++ {
		lo, hi := b*len(cells)/n, (b+1)*len(cells)/n
		c := int(cells[lo+gn.rng.IntN(hi-lo)])
		r, kind := gn.rng.IntN(100), Healing
		for _, o := range itemOdds {
			if r < o.Pct {
				kind = o.Kind
				break
			}
			r -= o.Pct
		}
		l.Items = append(l.Items, Item{Kind: kind, Pos: Pos{c % g.W, c / g.W}})
	}
}

package ai

import (
	"math/rand/v2"

	"downhill/ai/dijkstra"
	"downhill/ai/dijkstra/benchtable"
	"downhill/world"
)

// BenchKinds and BenchSizes are the levels of `make bench`'s table: each
// generator at each size (the browser's ?bench takes the 256x256 ones).
var (
	BenchKinds = []string{"rooms", "caves", "maze"}
	BenchSizes = [][2]int{{80, 50}, {256, 256}, {1024, 1024}}
)

// BenchSparse is the kind of BenchLevel's sparse level: rooms cut in
// thick rock, the rooms generator's level over the left three quarters of
// the grid and solid wall over the rest, so that about a quarter of the
// cells is reachable. A scan there must cost by the cells it reaches, not
// by the grid (make bench has a row of it at 1024x1024).
const BenchSparse = "sparse"

// BenchLevel is the bench table's level of kind at w x h (BenchKinds or
// BenchSparse): the generator's level from seed 1,2, as walkers' and tunnelers' costs, with the goal on
// its start (or its first floor cell).
func BenchLevel(kind string, w, h int) benchtable.Level {
	g, p := benchWorld(kind, w, h)
	return benchtable.Level{Kind: kind, W: w, H: h, Walk: WalkerCosts(g, nil), Tunnel: TunnelerCosts(g, nil),
		Goal: dijkstra.Goal{X: p.X, Y: p.Y}}
}

// BenchLevels are BenchLevel's makers for every kind at each of sizes, in
// table order (kind by kind).
func BenchLevels(sizes [][2]int) []func() benchtable.Level {
	var ls []func() benchtable.Level
	for _, kind := range BenchKinds {
		for _, sz := range sizes {
			ls = append(ls, func() benchtable.Level { return BenchLevel(kind, sz[0], sz[1]) })
		}
	}
	return ls
}

// benchWorld is BenchLevel's grid and goal.
func benchWorld(kind string, w, h int) (*world.Grid, world.Pos) {
	if kind == BenchSparse {
		return sparseWorld(w, h)
	}
	l := world.Generate(kind, w, h, 1, rand.New(rand.NewPCG(1, 2)))
	p := l.Start
	if !l.Grid.At(p.X, p.Y).Walkable() {
		for i, t := range l.Grid.Tiles {
			if t == world.Floor {
				p = world.Pos{X: i % w, Y: i / w}
				break
			}
		}
	}
	return l.Grid, p
}

// sparseWorld is BenchSparse's grid and goal.
func sparseWorld(w, h int) (*world.Grid, world.Pos) {
	rw := w * 3 / 4
	part, p := benchWorld("rooms", rw, h)
	g := world.NewGrid(w, h) // all wall
	for y := 0; y < h; y++ {
		copy(g.Tiles[y*w:y*w+rw], part.Tiles[y*rw:(y+1)*rw])
		copy(g.Hard[y*w:y*w+rw], part.Hard[y*rw:(y+1)*rw])
	}
	return g, p
}

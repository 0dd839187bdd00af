// Package benchlevels makes the levels of the engine's benchmark table
// (`make bench`, the browser's ?bench): Downhill's generated levels as the
// game's own costs, with a goal. It is a package of its own so the game,
// which links package ai, links none of the benchmark code.
package benchlevels

import (
	"math/rand/v2"

	"downhill/ai"
	"downhill/ai/dijkstra"
	"downhill/ai/dijkstra/benchtable"
	"downhill/world"
)

// Kinds and Sizes are the levels of `make bench`'s table: each
// generator at each size (the browser's ?bench takes the 256x256 ones).
var (
	Kinds = []string{"rooms", "caves", "maze"}
	Sizes = [][2]int{{80, 50}, {256, 256}, {1024, 1024}}
)

// Sparse is the kind of Of's sparse level: rooms cut in
// thick rock, the rooms generator's level over the left three quarters of
// the grid and solid wall over the rest, so that about a quarter of the
// cells is reachable. A scan there must cost by the cells it reaches, not
// by the grid (make bench has a row of it at 1024x1024).
const Sparse = "sparse"

// Of is the bench table's level of kind at w x h (Kinds or
// Sparse): the generator's level from seed 1,2, as walkers' and tunnelers' costs, with the goal on
// its start (or its first floor cell).
func Of(kind string, w, h int) benchtable.Level {
	g, p := benchWorld(kind, w, h)
	return benchtable.Level{Kind: kind, W: w, H: h, Walk: ai.WalkerCosts(g, nil), Tunnel: ai.TunnelerCosts(g, nil),
		Goal: dijkstra.Goal{X: p.X, Y: p.Y}}
}

// All are Of's makers for every kind at each of sizes, in
// table order (kind by kind).
func All(sizes [][2]int) []func() benchtable.Level {
	var ls []func() benchtable.Level
	for _, kind := range Kinds {
		for _, sz := range sizes {
			ls = append(ls, func() benchtable.Level { return Of(kind, sz[0], sz[1]) })
		}
	}
	return ls
}

// benchWorld is Of's grid and goal.
func benchWorld(kind string, w, h int) (*world.Grid, world.Pos) {
	if kind == Sparse {
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

// sparseWorld is Sparse's grid and goal.
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

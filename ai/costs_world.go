package ai

import (
	"downhill/ai/dijkstra"
	"downhill/world"
)

// WalkerCosts fills dst with what walkers pay to enter each cell of g: 1 for
// floor, shallow water, stairs, snow and open doors, 2 for a closed door
// (opening it takes a turn), 0 (never) for walls, rock and deep water. dst is
// reused when it has g's size, so the game refills one grid per turn without
// allocating; otherwise (nil included) a new grid is returned.
func WalkerCosts(g *world.Grid, dst *dijkstra.Costs) *dijkstra.Costs {
	return fillCosts(g, dst, false)
}

// TunnelerCosts fills dst with what tunnelers pay: rock 1 + hardness/85
// (hardness 1..254 costs 1 to 3 turns of digging, 255 never), walls and deep
// water never, every other tile 1 (a door is no obstacle to something that
// digs through rock). dst is reused as in WalkerCosts.
func TunnelerCosts(g *world.Grid, dst *dijkstra.Costs) *dijkstra.Costs {
	return fillCosts(g, dst, true)
}

// tileCosts are the costs by tile for walkers and for tunnelers (rock
// aside: digCost), and digCost a tunneler's cost of rock by hardness.
var tileCosts, digCost = func() (t [2][256]uint8, d [256]uint8) {
	for i := range 256 {
		switch world.Tile(i) {
		case world.Floor, world.Shallow, world.Stairs, world.Snow, world.OpenDoor:
			t[0][i], t[1][i] = 1, 1
		case world.Door:
			t[0][i], t[1][i] = 2, 1
		}
		if i != world.MaxHardness {
			d[i] = 1 + uint8(i)/85
		}
	}
	return t, d
}()

// walkerCost is what WalkerCosts puts at p.
func walkerCost(g *world.Grid, p world.Pos) uint8 {
	return tileCosts[0][g.At(p.X, p.Y)]
}

// tunnelerCost is what TunnelerCosts puts at p.
func tunnelerCost(g *world.Grid, p world.Pos) uint8 {
	if t := g.At(p.X, p.Y); t != world.Rock {
		return tileCosts[1][t]
	}
	return digCost[g.Hard[g.Index(p.X, p.Y)]]
}

// fillCosts writes g's costs into dst by table, a row at a time
// (dijkstra.Costs.Fill keeps the version unless a cell changed).
func fillCosts(g *world.Grid, dst *dijkstra.Costs, tunnel bool) *dijkstra.Costs {
	if dst == nil || dst.W != g.W || dst.H != g.H {
		dst = dijkstra.NewCosts(g.W, g.H)
	}
	table := &tileCosts[0]
	if tunnel {
		table = &tileCosts[1]
	}
	dst.Fill(func(y int, out []uint8) {
		row := g.Tiles[y*g.W : (y+1)*g.W]
		hard := g.Hard[y*g.W : (y+1)*g.W]
		hard = hard[:len(row)]
		out = out[:len(row)]
		for x, t := range row {
			c := table[t]
			if tunnel && t == world.Rock {
				c = digCost[hard[x]]
			}
			out[x] = c
		}
	})
	return dst
}

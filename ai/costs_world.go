package ai

import "downhill/world"

// WalkerCosts fills dst with what walkers pay to enter each cell of g: 1 for
// floor, shallow water, stairs (both ways), snow and open doors, 2 for a closed door
// (opening it takes a turn), 0 (never) for walls, rock and deep water. dst is
// reused when it has g's size, so the game refills one grid per turn without
// allocating; otherwise (nil included) a new grid is returned.
func WalkerCosts(g *world.Grid, dst *Costs) *Costs {
	return fillCosts(g, dst, false)
}

// TunnelerCosts fills dst with what tunnelers pay: rock 1 + hardness/85
// (hardness 1..254 costs 1 to 3 turns of digging, 255 never), walls and deep
// water never, every other tile 1 (a door is no obstacle to something that
// digs through rock). dst is reused as in WalkerCosts.
func TunnelerCosts(g *world.Grid, dst *Costs) *Costs {
	return fillCosts(g, dst, true)
}

// tileCosts are the costs by tile for walkers and for tunnelers (rock
// aside: digCost), and digCost a tunneler's cost of rock by hardness.
var tileCosts, digCost = func() (t [2][256]uint8, d [256]uint8) {
	for i := range 256 {
		switch world.Tile(i) {
		case world.Floor, world.Shallow, world.Stairs, world.Snow, world.OpenDoor, world.UpStairs:
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

// fillCosts writes g's costs into dst by table, counting each cost in four
// interleaved tallies (one running tally would make each cell wait for the
// last one's increment), and bumps the version only if a cell changed: a
// refill that changes nothing keeps every field's wall marks and every
// derived table valid.
func fillCosts(g *world.Grid, dst *Costs, tunnel bool) *Costs {
	if dst == nil || dst.W != g.W || dst.H != g.H {
		dst = NewCosts(g.W, g.H)
		dst.ver++ // a new grid: no field has marked it
	}
	table := &tileCosts[0]
	if tunnel {
		table = &tileCosts[1]
	}
	var count [4][256]int32
	var changed uint8
	cell := dst.cell
	for y := 0; y < g.H; y++ {
		row := g.Tiles[y*g.W : (y+1)*g.W]
		hard := g.Hard[y*g.W : (y+1)*g.W]
		hard = hard[:len(row)]
		out := cell[(y+1)*dst.stride+1 : (y+1)*dst.stride+1+g.W]
		out = out[:len(row)]
		for x, t := range row {
			c := table[t]
			if tunnel && t == world.Rock {
				c = digCost[hard[x]]
			}
			changed |= out[x] ^ c
			out[x] = c
			count[x&3][c]++
		}
	}
	// The border stays 0: (w+2)*(h+2) - w*h cells.
	var total [256]int32
	for v := range total {
		total[v] = count[0][v] + count[1][v] + count[2][v] + count[3][v]
	}
	total[0] += int32(len(cell) - g.W*g.H)
	dst.count = total
	if changed != 0 {
		dst.ver++
		dst.openKnown = false
	}
	dst.max = 0
	for v := 255; v > 0; v-- {
		if total[v] != 0 {
			dst.max = uint8(v)
			break
		}
	}
	return dst
}

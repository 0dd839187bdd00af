package ai

import "downhill/world"

// WalkerCosts fills dst with what walkers pay to enter each cell of g: 1 for
// floor, shallow water, stairs, snow and open doors, 2 for a closed door
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

func fillCosts(g *world.Grid, dst *Costs, tunnel bool) *Costs {
	if dst == nil || dst.W != g.W || dst.H != g.H {
		dst = NewCosts(g.W, g.H)
	}
	var count [256]int32
	cell := dst.cell
	for y := 0; y < g.H; y++ {
		row := g.Tiles[y*g.W : (y+1)*g.W]
		hard := g.Hard[y*g.W : (y+1)*g.W]
		out := cell[(y+1)*dst.stride+1 : (y+1)*dst.stride+1+g.W]
		for x, t := range row {
			var c uint8
			if tunnel {
				switch t {
				case world.Wall, world.Deep:
				case world.Rock:
					if h := hard[x]; h != world.MaxHardness {
						c = 1 + h/85
					}
				default:
					c = 1
				}
			} else {
				switch t {
				case world.Floor, world.Shallow, world.Stairs, world.Snow, world.OpenDoor:
					c = 1
				case world.Door:
					c = 2
				}
			}
			out[x] = c
			count[c]++
		}
	}
	// The border stays 0: (w+2)*(h+2) - w*h cells.
	count[0] += int32(len(cell) - g.W*g.H)
	dst.count = count
	dst.ver++
	dst.max = 0
	for v := 255; v > 0; v-- {
		if count[v] != 0 {
			dst.max = uint8(v)
			break
		}
	}
	return dst
}

package world

// caves grows natural caverns with a cellular automaton: 45% random rock,
// then passes of the 4-5 rule (rock stays rock with 4 or more rock
// neighbours, floor turns rock with 5 or more; the first passes also fill
// open expanses so no huge hall forms). The largest cavern stays, small
// bubbles are filled and larger ones tunnelled to it; shallow pools follow.
func (gn *gen) caves() {
	g, rng := gn.g, gn.rng
	W, H := g.W, g.H
	cur := make([]uint8, W*H) // 1 = rock
	nxt := make([]uint8, W*H)
	for y := 0; y < H; y++ {
		for x := 0; x < W; x++ {
			if gn.border(x, y) || rng.IntN(100) < 45 {
				cur[y*W+x] = 1
			}
		}
	}
	copy(nxt, cur) // the border stays rock in both buffers
	col := make([]uint8, W)
	for pass := 0; pass < 6; pass++ {
		for y := 1; y < H-1; y++ {
			// col[x] = rock in rows y-1..y+1 of column x; the 3x3 box
			// count is then three column sums.
			up, mid, dn := cur[(y-1)*W:y*W], cur[y*W:(y+1)*W], cur[(y+1)*W:(y+2)*W]
			for x := range col {
				col[x] = up[x] + mid[x] + dn[x]
			}
			out := nxt[y*W : (y+1)*W]
			for x := 1; x < W-1; x++ {
				n := col[x-1] + col[x] + col[x+1] - mid[x] // 8 neighbours
				var rock uint8
				if n >= 5 || mid[x] == 1 && n >= 4 {
					rock = 1
				} else if pass < 3 && n == 0 && gn.far2Empty(cur, x, y) {
					rock = 1 // seed a pillar in a big empty space
				}
				out[x] = rock
			}
		}
		cur, nxt = nxt, cur
	}
	buf, hard := make([]float64, W), make([]uint8, W)
	for y := 0; y < H; y++ {
		gn.hardRow(y, buf, hard)
		for x := 0; x < W; x++ {
			if gn.border(x, y) {
				g.Set(x, y, Wall)
			} else if cur[y*W+x] == 1 {
				g.SetRock(x, y, hard[x])
			} else {
				g.Set(x, y, Floor)
			}
		}
	}
	gn.connect(max(12, W*H/2000))
	gn.pools(1+W*H/1200, 25)
}

// far2Empty reports whether the ring at distance 2 around x,y has at most
// one rock cell (the classic "R2 <= 2" cave rule that breaks up big halls).
// Off the grid counts as rock.
func (gn *gen) far2Empty(cur []uint8, x, y int) bool {
	W, H := gn.g.W, gn.g.H
	if x < 2 || y < 2 || x >= W-2 || y >= H-2 {
		return false // next to the border: the border is rock enough
	}
	n := 0
	for _, row := range [2]int{(y - 2) * W, (y + 2) * W} {
		for dx := -2; dx <= 2; dx++ {
			n += int(cur[row+x+dx])
		}
	}
	for dy := -1; dy <= 1; dy++ {
		row := (y + dy) * W
		n += int(cur[row+x-2]) + int(cur[row+x+2])
	}
	return n <= 1
}

// pools floods count organic blobs of shallow water over open floor, each
// up to size cells, a few with a deep heart (cells whose 8 neighbours are
// all water, so a shallow rim always leads around it).
func (gn *gen) pools(count, size int) {
	g, rng := gn.g, gn.rng
	var blob []int
	for p := 0; p < count; p++ {
		s := -1
		for try := 0; try < 200 && s < 0; try++ {
			if i := rng.IntN(len(g.Tiles)); g.Tiles[i] == Floor {
				s = i
			}
		}
		if s < 0 {
			return
		}
		g.Tiles[s] = Shallow
		blob = append(blob[:0], s)
		n := size/3 + rng.IntN(size)
		for k := 0; k < n*3 && len(blob) < n; k++ {
			c := blob[rng.IntN(len(blob))]
			d := dirs4[rng.IntN(4)]
			x, y := c%g.W+d.X, c/g.W+d.Y
			if i := y*g.W + x; g.At(x, y) == Floor {
				g.Set(x, y, Shallow)
				blob = append(blob, i)
			}
		}
		if rng.IntN(4) != 0 {
			continue
		}
		var deep []int
		for _, c := range blob {
			x, y := c%g.W, c/g.W
			all := true
			for dy := -1; dy <= 1 && all; dy++ {
				for dx := -1; dx <= 1; dx++ {
					if t := g.At(x+dx, y+dy); t != Shallow && t != Deep {
						all = false
						break
					}
				}
			}
			if all {
				deep = append(deep, c)
			}
		}
		for _, c := range deep {
			g.Set(c%g.W, c/g.W, Deep)
		}
	}
}

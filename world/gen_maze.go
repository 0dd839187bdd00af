package world

// maze carves a perfect maze (recursive backtracker on an explicit stack,
// so a 1024x1024 maze needs no deep recursion) through rock on the odd
// cells, then knocks out a few walls for loops (a perfect maze has exactly
// one route, which makes every chase a corridor queue) and carves a few
// small rooms.
func (gn *gen) maze() {
	g, rng := gn.g, gn.rng
	gn.fillRock()
	cw, ch := (g.W-1)/2, (g.H-1)/2 // maze cells sit at odd x,y
	if cw < 1 || ch < 1 {
		return
	}
	cell := func(c int) (int, int) { return 2*(c%cw) + 1, 2*(c/cw) + 1 }
	seen := make([]bool, cw*ch)
	stack := make([]int32, 0, 64)
	s := rng.IntN(cw * ch)
	seen[s] = true
	x, y := cell(s)
	g.Set(x, y, Floor)
	stack = append(stack, int32(s))
	var opts [4]int
	for len(stack) > 0 {
		c := int(stack[len(stack)-1])
		cx, cy := c%cw, c/cw
		n := 0
		for k, d := range dirs4 {
			nx, ny := cx+d.X, cy+d.Y
			if nx >= 0 && ny >= 0 && nx < cw && ny < ch && !seen[ny*cw+nx] {
				opts[n] = k
				n++
			}
		}
		if n == 0 {
			stack = stack[:len(stack)-1]
			continue
		}
		d := dirs4[opts[rng.IntN(n)]]
		nc := (cy+d.Y)*cw + cx + d.X
		seen[nc] = true
		x, y := cell(c)
		g.Set(x+d.X, y+d.Y, Floor)
		g.Set(x+2*d.X, y+2*d.Y, Floor)
		stack = append(stack, int32(nc))
	}
	// Loops: open some walls between two corridors.
	for k := 0; k < cw*ch/20+1; k++ {
		c := rng.IntN(cw * ch)
		d := dirs4[rng.IntN(4)]
		x, y := cell(c)
		if g.At(x+2*d.X, y+2*d.Y) == Floor && g.At(x+d.X, y+d.Y) == Rock {
			g.Set(x+d.X, y+d.Y, Floor)
		}
	}
	// Rooms: odd-aligned rectangles, so they meet the corridors cleanly.
	for k := 0; k < 1+cw*ch/150; k++ {
		rw, rh := 1+rng.IntN(3), 1+rng.IntN(2) // in maze cells
		if rw >= cw || rh >= ch {
			continue
		}
		c0 := rng.IntN(cw-rw) + rng.IntN(ch-rh)*cw
		x0, y0 := cell(c0)
		for y := y0; y <= y0+2*rh; y++ {
			for x := x0; x <= x0+2*rw; x++ {
				g.Set(x, y, Floor)
			}
		}
	}
}

package world

// rect is a room's floor: x,y its top-left cell, w x h cells.
type rect struct{ x, y, w, h int }

func (r rect) center() Pos { return Pos{r.x + r.w/2, r.y + r.h/2} }

// rooms digs the classic dungeon: non-overlapping rooms in rock, joined by
// a spanning tree of corridors plus a few extra ones for loops (so goblins
// can come around), corridors that bend towards softer rock, doors where
// some corridors meet rooms, pillars in some rooms, pools in others.
func (gn *gen) rooms() {
	g, rng := gn.g, gn.rng
	gn.fillRock()
	n := len(g.Tiles)
	inRoom := make([]bool, n)
	corr := make([]bool, n)
	gn.roomy = inRoom

	// Rooms: one per sector of a coarse grid (a few sectors stay rock), at
	// a random size and place inside it, so rooms spread over the whole
	// level and never touch (every sector keeps a rock margin).
	sw, sh := 13+rng.IntN(4), 8+rng.IntN(3)
	sw, sh = min(sw, max(7, (g.W-2)/2)), min(sh, max(5, (g.H-2)/2)) // small maps
	cols := max(1, min((g.W-2+sw/2)/sw, (g.W-2)/6))
	rows := max(1, min((g.H-2+sh/2)/sh, (g.H-2)/5))
	sector := make([]int, cols*rows) // room index, -1 for none
	var rooms []rect
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			sector[r*cols+c] = -1
			x0, x1 := 1+c*(g.W-2)/cols, 1+(c+1)*(g.W-2)/cols
			y0, y1 := 1+r*(g.H-2)/rows, 1+(r+1)*(g.H-2)/rows
			aw, ah := x1-x0-2, y1-y0-2 // room must keep a rock margin
			if aw < 3 || ah < 3 || cols*rows > 2 && rng.IntN(6) == 0 {
				continue
			}
			rm := rect{w: 3 + rng.IntN(aw-2), h: 3 + rng.IntN(ah-2)}
			if rm.w < 4 && aw >= 4 {
				rm.w = 4 // at least 4x3, as the classic wants
			}
			rm.x = x0 + 1 + rng.IntN(aw-rm.w+1)
			rm.y = y0 + 1 + rng.IntN(ah-rm.h+1)
			sector[r*cols+c] = len(rooms)
			rooms = append(rooms, rm)
			for y := rm.y; y < rm.y+rm.h; y++ {
				for x := rm.x; x < rm.x+rm.w; x++ {
					g.Set(x, y, Floor)
					inRoom[y*g.W+x] = true
				}
			}
		}
	}
	if len(rooms) == 0 {
		return // too small for a room: finish carves a clearing
	}

	// Corridors: candidate links from each room to the next room right
	// and down in the sector grid; a random spanning tree of them
	// (Kruskal on shuffled links), then about a quarter of the rest for
	// loops, so goblins can come around. Rooms the candidates leave apart
	// (odd layouts of empty sectors) are joined to their nearest room.
	var links [][2]int
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			u := sector[r*cols+c]
			if u < 0 {
				continue
			}
			for c2 := c + 1; c2 < cols; c2++ {
				if v := sector[r*cols+c2]; v >= 0 {
					links = append(links, [2]int{u, v})
					break
				}
			}
			for r2 := r + 1; r2 < rows; r2++ {
				if v := sector[r2*cols+c]; v >= 0 {
					links = append(links, [2]int{u, v})
					break
				}
			}
		}
	}
	rng.Shuffle(len(links), func(i, j int) { links[i], links[j] = links[j], links[i] })
	uf := make([]int, len(rooms))
	for i := range uf {
		uf[i] = i
	}
	find := func(i int) int {
		for uf[i] != i {
			uf[i] = uf[uf[i]]
			i = uf[i]
		}
		return i
	}
	for _, e := range links {
		if a, b := find(e[0]), find(e[1]); a != b {
			uf[a] = b
			gn.corridor(rooms[e[0]], rooms[e[1]], corr)
		} else if rng.IntN(4) == 0 {
			gn.corridor(rooms[e[0]], rooms[e[1]], corr)
		}
	}
	for i := range rooms {
		if find(i) == find(0) {
			continue
		}
		ci, best, bd := rooms[i].center(), -1, 1<<30
		for j := range rooms {
			if find(j) != find(0) {
				continue
			}
			c := rooms[j].center()
			if d := Abs(c.X-ci.X) + Abs(c.Y-ci.Y); d < bd {
				best, bd = j, d
			}
		}
		uf[find(i)] = find(0)
		gn.corridor(rooms[i], rooms[best], corr)
	}

	// Furnish: pillars in some halls, water in some rooms.
	for _, r := range rooms {
		switch p := rng.IntN(100); {
		case p < 35 && r.w >= 5 && r.h >= 5:
			gn.pillars(r)
		case p >= 35 && p < 60:
			gn.pool(r)
		}
	}
	gn.doors(inRoom, corr)
}

// roomFree reports whether r and a one-cell margin around it are rock.
func (gn *gen) roomFree(inRoom []bool, r rect) bool {
	g := gn.g
	for y := r.y - 1; y <= r.y+r.h; y++ {
		for x := r.x - 1; x <= r.x+r.w; x++ {
			if inRoom[y*g.W+x] {
				return false
			}
		}
	}
	return true
}

// corridor digs from a random cell of a to a random cell of b. It keeps its
// direction for a while and otherwise turns towards the softer rock, so
// corridors are mostly straight with a few bends that follow soft seams.
func (gn *gen) corridor(a, b rect, corr []bool) {
	g, rng := gn.g, gn.rng
	p := Pos{a.x + rng.IntN(a.w), a.y + rng.IntN(a.h)}
	t := Pos{b.x + rng.IntN(b.w), b.y + rng.IntN(b.h)}
	horiz := rng.IntN(2) == 0
	for p != t {
		dx, dy := isign(t.X-p.X), isign(t.Y-p.Y)
		switch {
		case dx == 0:
			horiz = false
		case dy == 0:
			horiz = true
		case rng.IntN(10) == 0:
			horiz = !horiz
		default:
			// Turn when the other way is much softer.
			hx := int(g.Hard[p.Y*g.W+p.X+dx])
			hy := int(g.Hard[(p.Y+dy)*g.W+p.X])
			if horiz && hy+60 < hx || !horiz && hx+60 < hy {
				horiz = !horiz
			}
		}
		if horiz {
			p.X += dx
		} else {
			p.Y += dy
		}
		i := p.Y*g.W + p.X
		if g.Tiles[i] == Rock {
			g.Set(p.X, p.Y, Floor)
			corr[i] = true
		}
	}
}

// pillars stands single Wall cells in a hall, each with floor all round,
// so there is always a way around and goblins must route about them.
func (gn *gen) pillars(r rect) {
	g, rng := gn.g, gn.rng
	step := 2 + rng.IntN(2)
	if rng.IntN(3) == 0 { // one or two big central pillars instead
		c := r.center()
		g.Set(c.X, c.Y, Wall)
		if r.w >= 7 {
			g.Set(c.X-2, c.Y, Wall)
			g.Set(c.X+2, c.Y, Wall)
		}
		return
	}
	ox := (r.w - 3) % step / 2 // centre the grid of pillars
	oy := (r.h - 3) % step / 2
	for y := r.y + 1 + oy; y <= r.y+r.h-2; y += step {
		for x := r.x + 1 + ox; x <= r.x+r.w-2; x += step {
			g.Set(x, y, Wall)
		}
	}
}

// pool floods an oval of shallow water in a room, sometimes with a deep
// centre. The room's outer ring stays dry or shallow so the room still
// joins all its doorways without swimming.
func (gn *gen) pool(r rect) {
	g, rng := gn.g, gn.rng
	rx := 1.0 + rng.Float64()*float64(r.w)/2.5
	ry := 1.0 + rng.Float64()*float64(r.h)/2.5
	rx, ry = min(rx, float64(r.w)/2), min(ry, float64(r.h)/2)
	cx := float64(r.x) + rx + rng.Float64()*(float64(r.w)-2*rx)
	cy := float64(r.y) + ry + rng.Float64()*(float64(r.h)-2*ry)
	deep := rx >= 2.5 && ry >= 2 && rng.IntN(3) == 0
	for y := r.y; y < r.y+r.h; y++ {
		for x := r.x; x < r.x+r.w; x++ {
			fx, fy := (float64(x)+0.5-cx)/rx, (float64(y)+0.5-cy)/ry
			d := fx*fx + fy*fy
			switch {
			case deep && d < 0.35 && x > r.x && y > r.y && x < r.x+r.w-1 && y < r.y+r.h-1:
				g.Set(x, y, Deep)
			case d < 1:
				g.Set(x, y, Shallow)
			}
		}
	}
}

// doors hangs doors in some corridor cells that open into a room through a
// gap in its rock: the corridor cell must be a chokepoint (rock on both
// sides across the way through), so a door is never bypassed by a step.
func (gn *gen) doors(inRoom, corr []bool) {
	g, rng := gn.g, gn.rng
	open := func(x, y int) bool { return g.At(x, y).Walkable() }
	for y := 1; y < g.H-1; y++ {
		for x := 1; x < g.W-1; x++ {
			i := y*g.W + x
			if !corr[i] {
				continue
			}
			l, r, u, d := open(x-1, y), open(x+1, y), open(x, y-1), open(x, y+1)
			ok := false
			switch {
			case l && r && !u && !d:
				ok = inRoom[i-1] != inRoom[i+1]
			case u && d && !l && !r:
				ok = inRoom[i-g.W] != inRoom[i+g.W]
			}
			if !ok || rng.IntN(100) >= 45 || gn.nearDoor(x, y) {
				continue
			}
			g.Set(x, y, Door)
		}
	}
}

// nearDoor reports whether a door is already in the 8 cells around x,y.
func (gn *gen) nearDoor(x, y int) bool {
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			if gn.g.At(x+dx, y+dy) == Door {
				return true
			}
		}
	}
	return false
}

func isign(v int) int {
	switch {
	case v < 0:
		return -1
	case v > 0:
		return 1
	}
	return 0
}

package world

// Field of view by symmetric shadowcasting (Albert Ford's algorithm,
// https://www.albertford.com/shadowcasting/), with exact integer slopes.
//
// Why this algorithm: it is symmetric (a floor cell sees another exactly
// when the other sees it), so a goblin that can see the player can be seen,
// and an archer with a clear shot can be shot back; it has no artifacts
// along walls and through doorways; walls are visible when any part of them
// is lit, so rooms look whole.
//
// The four quadrants (north, east, south, west) each scan rows outwards
// from the origin; a row keeps the slopes [start,end] of the light that
// reaches it. A slope is the rational number num/den (den > 0), so every
// test is exact integer arithmetic and the results never depend on
// rounding.

// slope is the rational num/den with den > 0.
type slope struct{ num, den int }

// quadrant transforms (depth, col) in quadrant q into a grid cell around o:
// 0 north, 1 east, 2 south, 3 west.
func quadCell(o Pos, q, depth, col int) (int, int) {
	switch q {
	case 0:
		return o.X + col, o.Y - depth
	case 1:
		return o.X + depth, o.Y + col
	case 2:
		return o.X + col, o.Y + depth
	}
	return o.X - depth, o.Y + col
}

// floorDiv is a/b rounded down (b > 0).
func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}

// rowCols returns the first and last column a row at depth between slopes
// s and e covers: round half up of depth*s, round half down of depth*e.
func rowCols(depth int, s, e slope) (int, int) {
	lo := floorDiv(2*depth*s.num+s.den, 2*s.den)
	hi := -floorDiv(e.den-2*depth*e.num, 2*e.den)
	return lo, hi
}

// tileSlope is the slope of the left edge of a tile: (2col-1)/(2depth).
func tileSlope(depth, col int) slope { return slope{2*col - 1, 2 * depth} }

// symmetric reports whether the centre of the tile lies within [s,e], the
// condition that makes floor visibility symmetric.
func symmetric(depth, col int, s, e slope) bool {
	return col*s.den >= depth*s.num && col*e.den <= depth*e.num
}

// inRadius reports whether an offset is within radius: the disc of
// Euclidean distance below radius+0.5, so a radius-r view reaches exactly
// r cells along the axes and looks round. radius <= 0 means no limit.
func inRadius(dx, dy, radius int) bool {
	return radius <= 0 || dx*dx+dy*dy <= radius*(radius+1)
}

// opaqueAt reports whether x,y blocks sight; off the grid counts as wall.
func (g *Grid) opaqueAt(x, y int) bool {
	if !g.In(x, y) {
		return true
	}
	return g.Tiles[y*g.W+x].Opaque()
}

// maxDepth is how many rows a scan needs for radius.
func (g *Grid) maxDepth(radius int) int {
	if radius <= 0 {
		return max(g.W, g.H)
	}
	return radius
}

// ComputeFOV clears Visible and marks the cells seen from `from` within
// radius (see inRadius; radius <= 0 for no limit) as Visible and Seen. It
// allocates nothing: the scan recurses at most radius deep.
func (g *Grid) ComputeFOV(from Pos, radius int) {
	clear(g.Visible)
	if !g.In(from.X, from.Y) {
		return
	}
	g.mark(from.X, from.Y)
	md := g.maxDepth(radius)
	for q := 0; q < 4; q++ {
		g.scan(from, q, 1, slope{-1, 1}, slope{1, 1}, md, radius)
	}
}

func (g *Grid) mark(x, y int) {
	i := y*g.W + x
	g.Visible[i] = true
	if !g.Seen[i] {
		g.Seen[i] = true
		if g.knownOK {
			g.known ^= knownMix(i, g.Tiles[i])
		}
	}
}

// scan lights one row of a quadrant and recurses into the rows behind each
// run of transparent cells (Ford's scan).
func (g *Grid) scan(o Pos, q, depth int, s, e slope, md, radius int) {
	if depth > md {
		return
	}
	lo, hi := rowCols(depth, s, e)
	prev := 0 // 0 none yet, 1 wall, 2 floor
	for col := lo; col <= hi; col++ {
		x, y := quadCell(o, q, depth, col)
		wall := g.opaqueAt(x, y)
		if (wall || symmetric(depth, col, s, e)) && g.In(x, y) && inRadius(x-o.X, y-o.Y, radius) {
			g.mark(x, y)
		}
		if prev == 1 && !wall {
			s = tileSlope(depth, col)
		}
		if prev == 2 && wall {
			g.scan(o, q, depth+1, s, tileSlope(depth, col), md, radius)
		}
		if wall {
			prev = 1
		} else {
			prev = 2
		}
	}
	if prev == 2 {
		g.scan(o, q, depth+1, s, e, md, radius)
	}
}

// CanSee reports whether b is visible from a within radius, exactly as
// ComputeFOV from a would mark it, without touching Visible or Seen: the
// archers' line-of-sight test. Between two transparent cells it is
// symmetric (CanSee(a,b) == CanSee(b,a)). It allocates nothing and follows
// a single chain of lit intervals towards b: the intervals of one row are
// separated by at least one whole wall cell, so at most one of them can
// reach b's cell, and the cost is O(distance^2) cell tests in the worst
// case.
func (g *Grid) CanSee(a, b Pos, radius int) bool {
	if !g.In(a.X, a.Y) || !g.In(b.X, b.Y) {
		return false
	}
	dx, dy := b.X-a.X, b.Y-a.Y
	if dx == 0 && dy == 0 {
		return true
	}
	if !inRadius(dx, dy, radius) {
		return false
	}
	// A cell on a diagonal lies in two quadrants; ComputeFOV marks it if
	// either lights it.
	if -dy >= Abs(dx) && g.seeIn(a, 0, -dy, dx) {
		return true
	}
	if dx >= Abs(dy) && g.seeIn(a, 1, dx, dy) {
		return true
	}
	if dy >= Abs(dx) && g.seeIn(a, 2, dy, dx) {
		return true
	}
	return -dx >= Abs(dy) && g.seeIn(a, 3, -dx, dy)
}

// seeIn follows the interval of quadrant q that overlaps the target tile's
// slope window ((2C-1)/2D, (2C+1)/2D) down to row D and applies ComputeFOV's
// reveal rule there.
func (g *Grid) seeIn(o Pos, q, D, C int) bool {
	s, e := slope{-1, 1}, slope{1, 1}
	for depth := 1; depth < D; depth++ {
		lo, hi := rowCols(depth, s, e)
		prev := 0
		found := false
		for col := lo; col <= hi; col++ {
			x, y := quadCell(o, q, depth, col)
			wall := g.opaqueAt(x, y)
			if prev == 1 && !wall {
				s = tileSlope(depth, col)
			}
			if prev == 2 && wall {
				// A run ends: its interval is [s, slope(col)].
				ne := tileSlope(depth, col)
				if overlaps(s, ne, D, C) {
					e = ne
					found = true
					break
				}
			}
			if wall {
				prev = 1
			} else {
				prev = 2
			}
		}
		if !found {
			if prev != 2 || !overlaps(s, e, D, C) {
				return false
			}
		}
	}
	if g.opaqueAt(quadCell(o, q, D, C)) {
		lo, hi := rowCols(D, s, e)
		return lo <= C && C <= hi
	}
	return symmetric(D, C, s, e)
}

// overlaps reports whether the closed interval [s,e] meets the open slope
// window of tile column C at depth D, ((2C-1)/(2D), (2C+1)/(2D)): exactly
// when a row at depth D between s and e covers column C.
func overlaps(s, e slope, D, C int) bool {
	// s < (2C+1)/(2D)  and  e > (2C-1)/(2D)
	return s.num*2*D < (2*C+1)*s.den && e.num*2*D > (2*C-1)*e.den
}

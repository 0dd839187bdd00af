package world

import "math"

// noise2 is seeded 2-D value noise: random values on an integer lattice,
// smoothly interpolated between. It is written here rather than imported so
// that a level depends on nothing but its seed, and it is cheap enough to
// evaluate for every cell of a 1024x1024 level several times over.
type noise2 struct{ seed uint64 }

// mix64 is the splitmix64 finaliser: a strong, cheap bit mixer.
func mix64(z uint64) uint64 {
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// lattice returns the random value in [0,1) at the lattice point ix,iy.
func (n noise2) lattice(ix, iy int) float64 {
	h := mix64(n.seed ^ uint64(int64(ix))*0x9e3779b97f4a7c15 ^ uint64(int64(iy))*0xc2b2ae3d27d4eb4f)
	return float64(h>>11) * (1.0 / (1 << 53))
}

// at returns the noise at x,y in [0,1), continuous and smooth (smoothstep
// interpolation, so no creases along lattice lines).
func (n noise2) at(x, y float64) float64 {
	fx, fy := math.Floor(x), math.Floor(y)
	ix, iy := int(fx), int(fy)
	tx, ty := x-fx, y-fy
	tx = tx * tx * (3 - 2*tx)
	ty = ty * ty * (3 - 2*ty)
	a := n.lattice(ix, iy)
	b := n.lattice(ix+1, iy)
	c := n.lattice(ix, iy+1)
	d := n.lattice(ix+1, iy+1)
	top := a + (b-a)*tx
	bot := c + (d-c)*tx
	return top + (bot-top)*ty
}

// fbm sums octaves of noise (each twice the frequency and half the weight of
// the one before) for detail at several scales, normalised to [0,1). Each
// octave uses its own seed so lattice points do not line up.
func (n noise2) fbm(x, y float64, octaves int) float64 {
	sum, amp, norm := 0.0, 1.0, 0.0
	for o := 0; o < octaves; o++ {
		sum += amp * noise2{n.seed + uint64(o)*0x632be59bd9b4e019}.at(x, y)
		norm += amp
		amp *= 0.5
		x, y = x*2+17.31, y*2-9.73
	}
	return sum / norm
}

// stretch spreads v (which fbm bunches around 0.5) by factor k around 0.5
// and clamps it to [0,1].
func stretch(v, k float64) float64 {
	v = (v-0.5)*k + 0.5
	return min(max(v, 0), 1)
}

// row adds amp times the noise at (x0 + k*dx, y) to out[k] for every k: the
// same values as at, but the lattice corners are hashed once per lattice
// cell rather than once per point, which is what makes whole-level noise
// cheap.
func (n noise2) row(y, x0, dx, amp float64, out []float64) {
	fy := math.Floor(y)
	iy := int(fy)
	ty := y - fy
	ty = ty * ty * (3 - 2*ty)
	fx := math.Inf(-1) // left edge of the current lattice cell
	var a, b, c, d float64
	for k := range out {
		x := x0 + float64(k)*dx
		tx := x - fx
		if tx >= 1 || tx < 0 {
			fx = math.Floor(x)
			ix := int(fx)
			a, b = n.lattice(ix, iy), n.lattice(ix+1, iy)
			c, d = n.lattice(ix, iy+1), n.lattice(ix+1, iy+1)
			tx = x - fx
		}
		tx = tx * tx * (3 - 2*tx)
		top := a + (b-a)*tx
		bot := c + (d-c)*tx
		out[k] += amp * (top + (bot-top)*ty)
	}
}

// fbmRow fills out[k] with fbm(x0 + k*dx, y, octaves), exactly as fbm
// computes it point by point.
func (n noise2) fbmRow(y, x0, dx float64, octaves int, out []float64) {
	clear(out)
	amp, norm := 1.0, 0.0
	for o := 0; o < octaves; o++ {
		noise2{n.seed + uint64(o)*0x632be59bd9b4e019}.row(y, x0, dx, amp, out)
		norm += amp
		amp *= 0.5
		x0, dx, y = x0*2+17.31, dx*2, y*2-9.73
	}
	for k := range out {
		out[k] /= norm
	}
}

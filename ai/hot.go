package ai

import "unsafe"

// The hot loops of the scans, one function per neighbourhood so each keeps
// its state in registers. They are written out neighbour by neighbour and
// branch-free: whether a neighbour is taken is as unpredictable as the map,
// so each candidate is written to the output every time and the output's
// length moves on by 0 or 1, and its value is rewritten as itself or the
// new one (a conditional move). They index through unsafe pointers because
// every index is in range by construction: cells are interior (the one-cell
// border of Costs and Field is never entered, so c±stride±1 stays inside),
// and the outputs have room (f.order holds every cell, d 8 a cell). The
// property and fuzz tests are their guard.

// at32 is &p[i] for an int32 slice's data pointer p.
func at32(p unsafe.Pointer, i int32) *int32 { return (*int32)(unsafe.Add(p, int(i)<<2)) }

// at8 is p[i] for a byte slice's data pointer p.
func at8(p unsafe.Pointer, i int32) uint8 { return *(*uint8)(unsafe.Add(p, int(i))) }

// b2i is 1 for true; the compiler turns it into a flag set, not a branch.
func b2i(b bool) int32 {
	if b {
		return 1
	}
	return 0
}

// ptrs returns the data pointers the hot loops index.
func (f *Field) ptrs() (vals, cost, order unsafe.Pointer) {
	return unsafe.Pointer(unsafe.SliceData(f.vals)), unsafe.Pointer(unsafe.SliceData(f.costs.cell)), unsafe.Pointer(unsafe.SliceData(f.order))
}

// layer gives value v to every unreached neighbour of the cells of one BFS
// layer, appending them to f.order at tail, and returns the new tail.
func (f *Field) layer(cells []int32, tail int, v int32) int {
	switch {
	case f.rules.Moves == Four:
		return f.layer4(cells, tail, v)
	case f.rules.Corners == Deny:
		return f.layer8d(cells, tail, v)
	}
	return f.layer8a(cells, tail, v)
}

// discover lowers to cur + cost every neighbour of cells (all holding cur)
// that the rules let a mover enter for less than it holds and not above
// limit, and writes each one lowered to d (room for 8 a cell), returning how
// many. With track (Rescan) a neighbour that held no value is also appended
// to f.order.
func (f *Field) discover(cells []int32, cur, limit int32, d []int32, track bool) int {
	_ = d[8*len(cells)-1] // room, checked once
	dp := unsafe.Pointer(unsafe.SliceData(d))
	lim1 := limit + 1 // limit <= noLimit, so no overflow
	switch {
	case f.rules.Moves == Four && track:
		return f.discover4T(cells, cur, lim1, dp)
	case f.rules.Moves == Four:
		return f.discover4(cells, cur, lim1, dp)
	case f.rules.Corners == Deny && track:
		return f.discover8dT(cells, cur, lim1, dp)
	case f.rules.Corners == Deny:
		return f.discover8d(cells, cur, lim1, dp)
	case track:
		return f.discover8aT(cells, cur, lim1, dp)
	}
	return f.discover8a(cells, cur, lim1, dp)
}

// layer4 is layer for Four.
func (f *Field) layer4(cells []int32, tail int, v int32) int {
	vp, cp, op := f.ptrs()
	s := int32(f.stride)
	t := int32(tail)
	for _, c := range cells {
		{
			n := c - s
			old := *at32(vp, n)
			take := b2i(at8(cp, n) != 0) & b2i(v < old)
			w := old
			if take != 0 {
				w = v
			}
			*at32(vp, n) = w
			*at32(op, t) = n
			t += take
		}
		{
			n := c + 1
			old := *at32(vp, n)
			take := b2i(at8(cp, n) != 0) & b2i(v < old)
			w := old
			if take != 0 {
				w = v
			}
			*at32(vp, n) = w
			*at32(op, t) = n
			t += take
		}
		{
			n := c + s
			old := *at32(vp, n)
			take := b2i(at8(cp, n) != 0) & b2i(v < old)
			w := old
			if take != 0 {
				w = v
			}
			*at32(vp, n) = w
			*at32(op, t) = n
			t += take
		}
		{
			n := c - 1
			old := *at32(vp, n)
			take := b2i(at8(cp, n) != 0) & b2i(v < old)
			w := old
			if take != 0 {
				w = v
			}
			*at32(vp, n) = w
			*at32(op, t) = n
			t += take
		}
	}
	return int(t)
}

// discover4 is discover for Four.
func (f *Field) discover4(cells []int32, cur, lim1 int32, dp unsafe.Pointer) int {
	vp, cp, op := f.ptrs()
	s := int32(f.stride)
	k := int32(0)
	for _, c := range cells {
		{
			n := c - s
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
		}
		{
			n := c + 1
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
		}
		{
			n := c + s
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
		}
		{
			n := c - 1
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
		}
	}
	_ = op
	return int(k)
}

// discover4T is discover for Four, tracking newly reached cells.
func (f *Field) discover4T(cells []int32, cur, lim1 int32, dp unsafe.Pointer) int {
	vp, cp, op := f.ptrs()
	s := int32(f.stride)
	k := int32(0)
	r := int32(f.reached)
	for _, c := range cells {
		{
			n := c - s
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
			*at32(op, r) = n
			r += take & b2i(old == Unreached)
		}
		{
			n := c + 1
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
			*at32(op, r) = n
			r += take & b2i(old == Unreached)
		}
		{
			n := c + s
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
			*at32(op, r) = n
			r += take & b2i(old == Unreached)
		}
		{
			n := c - 1
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
			*at32(op, r) = n
			r += take & b2i(old == Unreached)
		}
	}
	f.reached = int(r)
	return int(k)
}

// layer8d is layer for Eight, Deny.
func (f *Field) layer8d(cells []int32, tail int, v int32) int {
	vp, cp, op := f.ptrs()
	s := int32(f.stride)
	t := int32(tail)
	for _, c := range cells {
		pn, pe, ps, pw := b2i(at8(cp, c-s) != 0), b2i(at8(cp, c+1) != 0), b2i(at8(cp, c+s) != 0), b2i(at8(cp, c-1) != 0)
		{
			n := c - s
			old := *at32(vp, n)
			take := b2i(at8(cp, n) != 0) & b2i(v < old)
			w := old
			if take != 0 {
				w = v
			}
			*at32(vp, n) = w
			*at32(op, t) = n
			t += take
		}
		{
			n := c + 1
			old := *at32(vp, n)
			take := b2i(at8(cp, n) != 0) & b2i(v < old)
			w := old
			if take != 0 {
				w = v
			}
			*at32(vp, n) = w
			*at32(op, t) = n
			t += take
		}
		{
			n := c + s
			old := *at32(vp, n)
			take := b2i(at8(cp, n) != 0) & b2i(v < old)
			w := old
			if take != 0 {
				w = v
			}
			*at32(vp, n) = w
			*at32(op, t) = n
			t += take
		}
		{
			n := c - 1
			old := *at32(vp, n)
			take := b2i(at8(cp, n) != 0) & b2i(v < old)
			w := old
			if take != 0 {
				w = v
			}
			*at32(vp, n) = w
			*at32(op, t) = n
			t += take
		}
		{
			n := c - s + 1
			old := *at32(vp, n)
			take := pn & pe & b2i(at8(cp, n) != 0) & b2i(v < old)
			w := old
			if take != 0 {
				w = v
			}
			*at32(vp, n) = w
			*at32(op, t) = n
			t += take
		}
		{
			n := c + s + 1
			old := *at32(vp, n)
			take := ps & pe & b2i(at8(cp, n) != 0) & b2i(v < old)
			w := old
			if take != 0 {
				w = v
			}
			*at32(vp, n) = w
			*at32(op, t) = n
			t += take
		}
		{
			n := c + s - 1
			old := *at32(vp, n)
			take := ps & pw & b2i(at8(cp, n) != 0) & b2i(v < old)
			w := old
			if take != 0 {
				w = v
			}
			*at32(vp, n) = w
			*at32(op, t) = n
			t += take
		}
		{
			n := c - s - 1
			old := *at32(vp, n)
			take := pn & pw & b2i(at8(cp, n) != 0) & b2i(v < old)
			w := old
			if take != 0 {
				w = v
			}
			*at32(vp, n) = w
			*at32(op, t) = n
			t += take
		}
	}
	return int(t)
}

// discover8d is discover for Eight, Deny.
func (f *Field) discover8d(cells []int32, cur, lim1 int32, dp unsafe.Pointer) int {
	vp, cp, op := f.ptrs()
	s := int32(f.stride)
	k := int32(0)
	for _, c := range cells {
		pn, pe, ps, pw := b2i(at8(cp, c-s) != 0), b2i(at8(cp, c+1) != 0), b2i(at8(cp, c+s) != 0), b2i(at8(cp, c-1) != 0)
		{
			n := c - s
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
		}
		{
			n := c + 1
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
		}
		{
			n := c + s
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
		}
		{
			n := c - 1
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
		}
		{
			n := c - s + 1
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := pn & pe & b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
		}
		{
			n := c + s + 1
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := ps & pe & b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
		}
		{
			n := c + s - 1
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := ps & pw & b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
		}
		{
			n := c - s - 1
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := pn & pw & b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
		}
	}
	_ = op
	return int(k)
}

// discover8dT is discover for Eight, Deny, tracking newly reached cells.
func (f *Field) discover8dT(cells []int32, cur, lim1 int32, dp unsafe.Pointer) int {
	vp, cp, op := f.ptrs()
	s := int32(f.stride)
	k := int32(0)
	r := int32(f.reached)
	for _, c := range cells {
		pn, pe, ps, pw := b2i(at8(cp, c-s) != 0), b2i(at8(cp, c+1) != 0), b2i(at8(cp, c+s) != 0), b2i(at8(cp, c-1) != 0)
		{
			n := c - s
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
			*at32(op, r) = n
			r += take & b2i(old == Unreached)
		}
		{
			n := c + 1
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
			*at32(op, r) = n
			r += take & b2i(old == Unreached)
		}
		{
			n := c + s
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
			*at32(op, r) = n
			r += take & b2i(old == Unreached)
		}
		{
			n := c - 1
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
			*at32(op, r) = n
			r += take & b2i(old == Unreached)
		}
		{
			n := c - s + 1
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := pn & pe & b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
			*at32(op, r) = n
			r += take & b2i(old == Unreached)
		}
		{
			n := c + s + 1
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := ps & pe & b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
			*at32(op, r) = n
			r += take & b2i(old == Unreached)
		}
		{
			n := c + s - 1
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := ps & pw & b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
			*at32(op, r) = n
			r += take & b2i(old == Unreached)
		}
		{
			n := c - s - 1
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := pn & pw & b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
			*at32(op, r) = n
			r += take & b2i(old == Unreached)
		}
	}
	f.reached = int(r)
	return int(k)
}

// layer8a is layer for Eight, Allow.
func (f *Field) layer8a(cells []int32, tail int, v int32) int {
	vp, cp, op := f.ptrs()
	s := int32(f.stride)
	t := int32(tail)
	for _, c := range cells {
		{
			n := c - s
			old := *at32(vp, n)
			take := b2i(at8(cp, n) != 0) & b2i(v < old)
			w := old
			if take != 0 {
				w = v
			}
			*at32(vp, n) = w
			*at32(op, t) = n
			t += take
		}
		{
			n := c + 1
			old := *at32(vp, n)
			take := b2i(at8(cp, n) != 0) & b2i(v < old)
			w := old
			if take != 0 {
				w = v
			}
			*at32(vp, n) = w
			*at32(op, t) = n
			t += take
		}
		{
			n := c + s
			old := *at32(vp, n)
			take := b2i(at8(cp, n) != 0) & b2i(v < old)
			w := old
			if take != 0 {
				w = v
			}
			*at32(vp, n) = w
			*at32(op, t) = n
			t += take
		}
		{
			n := c - 1
			old := *at32(vp, n)
			take := b2i(at8(cp, n) != 0) & b2i(v < old)
			w := old
			if take != 0 {
				w = v
			}
			*at32(vp, n) = w
			*at32(op, t) = n
			t += take
		}
		{
			n := c - s + 1
			old := *at32(vp, n)
			take := b2i(at8(cp, n) != 0) & b2i(v < old)
			w := old
			if take != 0 {
				w = v
			}
			*at32(vp, n) = w
			*at32(op, t) = n
			t += take
		}
		{
			n := c + s + 1
			old := *at32(vp, n)
			take := b2i(at8(cp, n) != 0) & b2i(v < old)
			w := old
			if take != 0 {
				w = v
			}
			*at32(vp, n) = w
			*at32(op, t) = n
			t += take
		}
		{
			n := c + s - 1
			old := *at32(vp, n)
			take := b2i(at8(cp, n) != 0) & b2i(v < old)
			w := old
			if take != 0 {
				w = v
			}
			*at32(vp, n) = w
			*at32(op, t) = n
			t += take
		}
		{
			n := c - s - 1
			old := *at32(vp, n)
			take := b2i(at8(cp, n) != 0) & b2i(v < old)
			w := old
			if take != 0 {
				w = v
			}
			*at32(vp, n) = w
			*at32(op, t) = n
			t += take
		}
	}
	return int(t)
}

// discover8a is discover for Eight, Allow.
func (f *Field) discover8a(cells []int32, cur, lim1 int32, dp unsafe.Pointer) int {
	vp, cp, op := f.ptrs()
	s := int32(f.stride)
	k := int32(0)
	for _, c := range cells {
		{
			n := c - s
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
		}
		{
			n := c + 1
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
		}
		{
			n := c + s
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
		}
		{
			n := c - 1
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
		}
		{
			n := c - s + 1
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
		}
		{
			n := c + s + 1
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
		}
		{
			n := c + s - 1
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
		}
		{
			n := c - s - 1
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
		}
	}
	_ = op
	return int(k)
}

// discover8aT is discover for Eight, Allow, tracking newly reached cells.
func (f *Field) discover8aT(cells []int32, cur, lim1 int32, dp unsafe.Pointer) int {
	vp, cp, op := f.ptrs()
	s := int32(f.stride)
	k := int32(0)
	r := int32(f.reached)
	for _, c := range cells {
		{
			n := c - s
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
			*at32(op, r) = n
			r += take & b2i(old == Unreached)
		}
		{
			n := c + 1
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
			*at32(op, r) = n
			r += take & b2i(old == Unreached)
		}
		{
			n := c + s
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
			*at32(op, r) = n
			r += take & b2i(old == Unreached)
		}
		{
			n := c - 1
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
			*at32(op, r) = n
			r += take & b2i(old == Unreached)
		}
		{
			n := c - s + 1
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
			*at32(op, r) = n
			r += take & b2i(old == Unreached)
		}
		{
			n := c + s + 1
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
			*at32(op, r) = n
			r += take & b2i(old == Unreached)
		}
		{
			n := c + s - 1
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
			*at32(op, r) = n
			r += take & b2i(old == Unreached)
		}
		{
			n := c - s - 1
			cn := at8(cp, n)
			nv := cur + int32(cn)
			old := *at32(vp, n)
			take := b2i(cn != 0) & b2i(nv < min(old, lim1))
			w := old
			if take != 0 {
				w = nv
			}
			*at32(vp, n) = w
			*at32(dp, k) = n
			k += take
			*at32(op, r) = n
			r += take & b2i(old == Unreached)
		}
	}
	f.reached = int(r)
	return int(k)
}

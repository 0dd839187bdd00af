package ai

import "unsafe"

// The hot loops of the layered Dial scan (costs of at most 3: walkers,
// tunnelers), in the style of hot.go: a neighbour entered for 1 goes
// straight to the next layer in f.order, one entered for 2 or 3 to the side
// bucket of its value. Each candidate is written to all three and only the
// matching output moves on.

// sides are the side buckets' data pointers and lengths for one chunk.
type sides struct {
	p2, p3 unsafe.Pointer
	t2, t3 int32
}

// spread is the layered Dial's discover: it takes each neighbour of cells
// (all holding cur) that the rules let a mover enter for less than it holds
// and not above limit, appending it to f.order at tail when it cost 1, to
// the side buckets otherwise. It returns the new tail.
func (f *Field) spread(cells []int32, cur, lim1 int32, tail int32, sd *sides) int32 {
	switch {
	case f.rules.Moves == Four:
		return f.spread4(cells, cur, lim1, tail, sd)
	case f.rules.Corners == Deny:
		return f.spread8d(cells, cur, lim1, tail, sd)
	}
	return f.spread8a(cells, cur, lim1, tail, sd)
}

// spread4 is spread for Four.
func (f *Field) spread4(cells []int32, cur, lim1 int32, tail int32, sd *sides) int32 {
	vp, cp, op := f.ptrs()
	s := int32(f.stride)
	p2, p3, t2, t3 := sd.p2, sd.p3, sd.t2, sd.t3
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
			*at32(op, tail) = n
			*at32(p2, t2) = n
			*at32(p3, t3) = n
			tail += take & b2i(cn == 1)
			t2 += take & b2i(cn == 2)
			t3 += take & b2i(cn == 3)
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
			*at32(op, tail) = n
			*at32(p2, t2) = n
			*at32(p3, t3) = n
			tail += take & b2i(cn == 1)
			t2 += take & b2i(cn == 2)
			t3 += take & b2i(cn == 3)
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
			*at32(op, tail) = n
			*at32(p2, t2) = n
			*at32(p3, t3) = n
			tail += take & b2i(cn == 1)
			t2 += take & b2i(cn == 2)
			t3 += take & b2i(cn == 3)
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
			*at32(op, tail) = n
			*at32(p2, t2) = n
			*at32(p3, t3) = n
			tail += take & b2i(cn == 1)
			t2 += take & b2i(cn == 2)
			t3 += take & b2i(cn == 3)
		}
	}
	sd.t2, sd.t3 = t2, t3
	return tail
}

// spread8d is spread for Eight, Deny.
func (f *Field) spread8d(cells []int32, cur, lim1 int32, tail int32, sd *sides) int32 {
	vp, cp, op := f.ptrs()
	s := int32(f.stride)
	p2, p3, t2, t3 := sd.p2, sd.p3, sd.t2, sd.t3
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
			*at32(op, tail) = n
			*at32(p2, t2) = n
			*at32(p3, t3) = n
			tail += take & b2i(cn == 1)
			t2 += take & b2i(cn == 2)
			t3 += take & b2i(cn == 3)
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
			*at32(op, tail) = n
			*at32(p2, t2) = n
			*at32(p3, t3) = n
			tail += take & b2i(cn == 1)
			t2 += take & b2i(cn == 2)
			t3 += take & b2i(cn == 3)
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
			*at32(op, tail) = n
			*at32(p2, t2) = n
			*at32(p3, t3) = n
			tail += take & b2i(cn == 1)
			t2 += take & b2i(cn == 2)
			t3 += take & b2i(cn == 3)
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
			*at32(op, tail) = n
			*at32(p2, t2) = n
			*at32(p3, t3) = n
			tail += take & b2i(cn == 1)
			t2 += take & b2i(cn == 2)
			t3 += take & b2i(cn == 3)
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
			*at32(op, tail) = n
			*at32(p2, t2) = n
			*at32(p3, t3) = n
			tail += take & b2i(cn == 1)
			t2 += take & b2i(cn == 2)
			t3 += take & b2i(cn == 3)
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
			*at32(op, tail) = n
			*at32(p2, t2) = n
			*at32(p3, t3) = n
			tail += take & b2i(cn == 1)
			t2 += take & b2i(cn == 2)
			t3 += take & b2i(cn == 3)
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
			*at32(op, tail) = n
			*at32(p2, t2) = n
			*at32(p3, t3) = n
			tail += take & b2i(cn == 1)
			t2 += take & b2i(cn == 2)
			t3 += take & b2i(cn == 3)
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
			*at32(op, tail) = n
			*at32(p2, t2) = n
			*at32(p3, t3) = n
			tail += take & b2i(cn == 1)
			t2 += take & b2i(cn == 2)
			t3 += take & b2i(cn == 3)
		}
	}
	sd.t2, sd.t3 = t2, t3
	return tail
}

// spread8a is spread for Eight, Allow.
func (f *Field) spread8a(cells []int32, cur, lim1 int32, tail int32, sd *sides) int32 {
	vp, cp, op := f.ptrs()
	s := int32(f.stride)
	p2, p3, t2, t3 := sd.p2, sd.p3, sd.t2, sd.t3
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
			*at32(op, tail) = n
			*at32(p2, t2) = n
			*at32(p3, t3) = n
			tail += take & b2i(cn == 1)
			t2 += take & b2i(cn == 2)
			t3 += take & b2i(cn == 3)
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
			*at32(op, tail) = n
			*at32(p2, t2) = n
			*at32(p3, t3) = n
			tail += take & b2i(cn == 1)
			t2 += take & b2i(cn == 2)
			t3 += take & b2i(cn == 3)
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
			*at32(op, tail) = n
			*at32(p2, t2) = n
			*at32(p3, t3) = n
			tail += take & b2i(cn == 1)
			t2 += take & b2i(cn == 2)
			t3 += take & b2i(cn == 3)
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
			*at32(op, tail) = n
			*at32(p2, t2) = n
			*at32(p3, t3) = n
			tail += take & b2i(cn == 1)
			t2 += take & b2i(cn == 2)
			t3 += take & b2i(cn == 3)
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
			*at32(op, tail) = n
			*at32(p2, t2) = n
			*at32(p3, t3) = n
			tail += take & b2i(cn == 1)
			t2 += take & b2i(cn == 2)
			t3 += take & b2i(cn == 3)
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
			*at32(op, tail) = n
			*at32(p2, t2) = n
			*at32(p3, t3) = n
			tail += take & b2i(cn == 1)
			t2 += take & b2i(cn == 2)
			t3 += take & b2i(cn == 3)
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
			*at32(op, tail) = n
			*at32(p2, t2) = n
			*at32(p3, t3) = n
			tail += take & b2i(cn == 1)
			t2 += take & b2i(cn == 2)
			t3 += take & b2i(cn == 3)
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
			*at32(op, tail) = n
			*at32(p2, t2) = n
			*at32(p3, t3) = n
			tail += take & b2i(cn == 1)
			t2 += take & b2i(cn == 2)
			t3 += take & b2i(cn == 3)
		}
	}
	sd.t2, sd.t3 = t2, t3
	return tail
}

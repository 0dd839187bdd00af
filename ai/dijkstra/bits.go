package dijkstra

import (
	"encoding/binary"
	"math/bits"
	"unsafe"
)

// The bit-parallel scan (bitDial) floods with one bit a cell, in blocks
// of 4 rows by 16 columns (one uint64 each, bit 16*row+col): a value's
// cells are a list of (block, 64-bit mask) entries, and finding the cells
// that an entry's cells let a mover enter is a few dozen shifts and ANDs
// for up to 64 cells at once, where the cell-at-a-time loops of hot.go
// load and store each of the 8 neighbours of every cell. Each cell is then
// written once, when its value comes up: its value, and its place in
// f.order.
//
// Why 4x16: a flood's front is a thin line, and an entry pays per block it
// touches. A block that a line crosses holds about 4 of its cells however
// it slopes, where a 64x1 strip holds one of a vertical or diagonal front;
// and the moves of a 4-row block reach the blocks beside it only from its
// first and last columns, so most entries touch just the blocks above, at
// and below. (Strips and 8x8 tiles were both slower on the levels
// measured: strips hold too few cells of most fronts, tiles spill into all
// 8 neighbours.)
//
// Block (bx, by) covers padded columns 16bx..16bx+15 of padded rows
// 4by..4by+3 and sits at index (by+1)*bpr + bx+1: a spare ring of blocks
// round the grid lets every block's 8 neighbours exist. A table of each
// block's bit-0 cell (c0) turns a bit back into its cell with no division.

// Masks of a block's first and last columns.
const (
	colFirst uint64 = 0x0001000100010001
	colLast  uint64 = colFirst << 15
)

// costBits is a Costs as blocks, built when a bit scan first needs it and
// kept up to date by Costs.Set, so one copy serves every field over the
// costs.
type costBits struct {
	ver      uint64   // the Costs version the bits match
	bpr      int      // blocks per row, spare ones included
	pass     []uint64 // cost != 0
	one, two []uint64 // cost == 1, cost == 2 (the rest of pass costs 3)
	c0       []int32  // the padded index of each block's bit 0
	off      [64]int32
	stride   int
	recip    uint64 // 2^64 / stride, rounded up: blockOf divides by a multiply
}

// block returns the block index and bit of padded cell i.
func (b *costBits) block(i, stride int) (int, uint64) {
	r, x := i/stride, i%stride
	return (r>>2+1)*b.bpr + x>>4 + 1, 1 << ((r&3)<<4 | x&15)
}

// blockOf is block for a cell of the costs' own grid, dividing by the
// stride with a multiply (a flee flood takes every reached cell as a seed:
// a division each was a fifth of its time). The high word of i x recip is
// exactly i / stride for every i below 2^64 / stride.
func (b *costBits) blockOf(i int) (int, uint64) {
	r, _ := bits.Mul64(uint64(i), b.recip)
	x := i - int(r)*b.stride
	return (int(r)>>2+1)*b.bpr + x>>4 + 1, 1 << ((r&3)<<4 | uint64(x)&15)
}

// bitsets returns c's blocks, rebuilt if c changed other than by Set.
func (c *Costs) bitsets() *costBits {
	b := c.bits
	if b != nil && b.ver == c.ver {
		return b
	}
	if b == nil {
		bpr := (c.stride+15)/16 + 2
		rows := (c.H+2+3)/4 + 2
		n := rows * bpr
		b = &costBits{bpr: bpr, pass: make([]uint64, n), one: make([]uint64, n), two: make([]uint64, n), c0: make([]int32, n),
			stride: c.stride, recip: ^uint64(0)/uint64(c.stride) + 1}
		for t := range b.c0 {
			b.c0[t] = int32((t/bpr-1)*4*c.stride + (t%bpr-1)*16)
		}
		for i := range b.off {
			b.off[i] = int32(i>>4*c.stride + i&15)
		}
		c.bits = b
	}
	// Row by row, 16 cells to a block word, 8 cells at a time: no
	// division, one store a block row and kind.
	clear(b.pass)
	clear(b.one)
	clear(b.two)
	for r := 0; r < c.H+2; r++ {
		row := c.cell[r*c.stride : (r+1)*c.stride]
		t := (r>>2+1)*b.bpr + 1
		sh := uint(r&3) << 4
		x := 0
		for ; x+16 <= len(row); x, t = x+16, t+1 {
			lo, hi := binary.LittleEndian.Uint64(row[x:]), binary.LittleEndian.Uint64(row[x+8:])
			b.pass[t] |= (packBytes(nonzeroBytes(lo)) | packBytes(nonzeroBytes(hi))<<8) << sh
			b.one[t] |= (packBytes(equalBytes(lo, 1)) | packBytes(equalBytes(hi, 1))<<8) << sh
			b.two[t] |= (packBytes(equalBytes(lo, 2)) | packBytes(equalBytes(hi, 2))<<8) << sh
		}
		if x < len(row) {
			var p, o, tw uint64
			for k, v := range row[x:] {
				p |= uint64(b2n(v != 0)) << k
				o |= uint64(b2n(v == 1)) << k
				tw |= uint64(b2n(v == 2)) << k
			}
			b.pass[t] |= p << sh
			b.one[t] |= o << sh
			b.two[t] |= tw << sh
		}
	}
	b.ver = c.ver
	return b
}

// open reports whether at least half the passable cells have all 8
// neighbours passable: open ground (caves, rock to tunnelers), where a
// flood's front is long and a block holds several of its cells, so the bit
// scan beats the cell-at-a-time loops; in corridors and mazes a block holds
// one and they win. Every fourth row from the third is counted (a quarter
// of a pass over the grid), and the answer kept until a refill changes the
// costs: Set, a cell at a time, leaves it be, since it only picks the
// faster scan and never changes a value.
func (c *Costs) open() bool {
	if c.openKnown {
		return c.isOpen
	}
	all, inner := 0, 0
	s := c.stride
	for r := min(3, c.H); r <= c.H; r += 4 {
		up, row, dn := c.cell[(r-1)*s:r*s], c.cell[r*s:(r+1)*s], c.cell[(r+1)*s:(r+2)*s]
		x := 1
		for ; x+9 <= len(row) && x+8 <= c.W+1; x += 8 {
			in := ^uint64(0)
			for _, line := range [3][]byte{up, row, dn} {
				in &= nonzeroBytes(binary.LittleEndian.Uint64(line[x-1:])) &
					nonzeroBytes(binary.LittleEndian.Uint64(line[x:])) &
					nonzeroBytes(binary.LittleEndian.Uint64(line[x+1:]))
			}
			all += bits.OnesCount64(nonzeroBytes(binary.LittleEndian.Uint64(row[x:])))
			inner += bits.OnesCount64(in)
		}
		for ; x <= c.W; x++ {
			m := min(up[x-1], up[x], up[x+1], row[x-1], row[x], row[x+1], dn[x-1], dn[x], dn[x+1])
			all += b2n(row[x] != 0)
			inner += b2n(m != 0)
		}
	}
	c.isOpen, c.openKnown = 2*inner >= all, true
	return c.isOpen
}

// Bytes eight at a time (cells of a cost row), as the three functions
// below do it.
const (
	bytesLow7 = 0x7f7f7f7f7f7f7f7f
	bytesTop  = 0x8080808080808080
	bytesOne  = 0x0101010101010101
)

// nonzeroBytes sets the top bit of each nonzero byte of w: adding 0x7f to
// the low seven bits carries into the top bit unless they are all zero.
func nonzeroBytes(w uint64) uint64 { return ((w & bytesLow7) + bytesLow7 | w) & bytesTop }

// equalBytes sets the top bit of each byte of w equal to v.
func equalBytes(w uint64, v uint8) uint64 { return ^nonzeroBytes(w^(bytesOne*uint64(v))) & bytesTop }

// packBytes gathers the top bits of the bytes of tops into the low 8 bits,
// byte i to bit i: each byte's bit lands alone in the top byte of the
// product.
func packBytes(tops uint64) uint64 { return (tops >> 7) * 0x0102040810204080 >> 56 }

// setCell records that padded cell i costs v.
func (b *costBits) setCell(i, stride int, v uint8) {
	w, bit := b.block(i, stride)
	b.pass[w] &^= bit
	b.one[w] &^= bit
	b.two[w] &^= bit
	if v != 0 {
		b.pass[w] |= bit
	}
	if v == 1 {
		b.one[w] |= bit
	}
	if v == 2 {
		b.two[w] |= bit
	}
}

// bitList is one value's cells: entries of up to 64 cells of one block,
// the masks in ms and the blocks in ws (two arrays: 12 bytes an entry, not
// a struct's padded 16), in buffers that only grow.
type bitList struct {
	ms []uint64
	ws []int32
	n  int
}

// reserve makes room for k more entries past n.
func (l *bitList) reserve(k int) {
	if l.n+k <= len(l.ms) {
		return
	}
	c := (l.n + k) * 5 / 4
	ms, ws := make([]uint64, c), make([]int32, c)
	copy(ms, l.ms[:l.n])
	copy(ws, l.ws[:l.n])
	l.ms, l.ws = ms, ws
}

// push appends one entry.
func (l *bitList) push(m uint64, w int) {
	l.reserve(1)
	l.ms[l.n], l.ws[l.n] = m, int32(w)
	l.n++
}

// bitScratch is a field's scratch for bitDial: the cells not yet found,
// the blocks touched by the current dilation (all zero between chunks),
// their list, and the entries of the values cur..cur+3.
type bitScratch struct {
	free, touch []uint64
	list        []int32
	vals        [4]bitList
}

// bytes is the memory the scratch holds.
func (s *bitScratch) bytes() int {
	n := 8*cap(s.free) + 8*cap(s.touch) + 4*cap(s.list)
	for _, l := range s.vals {
		n += 8*cap(l.ms) + 4*cap(l.ws)
	}
	return n
}

// bitDial is Scan for costs of at most 3 with no goal on a wall: Dial's
// algorithm over bitsets. The cells of value cur (their entries) dilate
// by the rules into the touched blocks; the touched cells still free are
// found, and split by their cost into the entries of cur+1, cur+2 and
// cur+3. Seeds join their value's entries; one that lands on a cell
// already found (another goal's flood reached it first) leaves a stale
// entry, which from then on the writing of values checks for. A stale
// entry still dilates, harmlessly: its cell was settled no later than it,
// so every cell it could find is found already.
func (f *Field) bitDial(limit int32) {
	cb := f.costs.bitsets()
	s := &f.bits
	if len(s.free) != len(cb.pass) {
		s.free = make([]uint64, len(cb.pass))
		s.touch = make([]uint64, len(cb.pass))
		for i := range s.vals { // room for a frontier of W+H entries from the start
			s.vals[i].reserve(f.W + f.H)
		}
	}
	copy(s.free, cb.pass)
	free := s.free
	for i := range s.vals {
		s.vals[i].n = 0
	}
	vals, order, seeds := f.vals, f.order, f.seeds
	p, si, pending := 0, 0, 0
	stale := false
	cur := f.seedStart(0)
	ns := f.seedCount()
	f.startRuns()
	for {
		l := &s.vals[cur&3]
		if f.flee.src != nil {
			var k int
			si, k = f.fleeBits(si, cur, l)
			pending += k
		}
		for si < len(seeds) && seeds[si].start <= cur {
			t, bit := cb.block(int(seeds[si].cell), f.stride)
			si++
			if free[t]&bit == 0 {
				stale = true
			}
			free[t] &^= bit
			l.push(bit, t)
			pending++
		}
		if l.n > 0 {
			if cur > limit {
				break
			}
			ms, ws := l.ms[:l.n], l.ws[:l.n]
			if stale {
				p = writeChecked(ms, ws, cb, cur, vals, order, p)
			} else {
				p = writeValues(ms, ws, cb, cur, vals, order, p)
			}
			f.noteRun(p, cur)
			if cur < limit {
				pending += f.bitStep(ms, ws, cur)
			}
			pending -= l.n
			l.n = 0
		}
		if pending == 0 {
			if si == ns {
				break
			}
			cur = f.seedStart(si)
		} else {
			cur++
		}
	}
	f.reached = p
	f.endRuns(limit)
}

// fleeBits is bitDial's flushSeeds for a flee flood over unit costs: the
// seeds starting at cur, as entries of cur in l, a block's cells taken
// together while the seeds run through one block (src's order from a bit
// scan lists a block's cells together). A seed already found is dropped:
// with unit costs its value is at most cur. It returns the new si and the
// entries queued.
func (f *Field) fleeBits(si int, cur int32, l *bitList) (int, int) {
	fl := &f.flee
	order, n := fl.src.order, fl.src.reached
	cb, free := f.costs.bits, f.bits.free
	k := 0
	for si < n && fl.at(si) <= cur {
		t, m := cb.blockOf(int(order[n-1-si]))
		for si++; si < fl.end; si++ {
			u, bit := cb.blockOf(int(order[n-1-si]))
			if u != t {
				if m &= free[t]; m != 0 {
					free[t] &^= m
					l.push(m, t)
					k++
				}
				t, m = u, 0
			}
			m |= bit
		}
		if m &= free[t]; m != 0 {
			free[t] &^= m
			l.push(m, t)
			k++
		}
	}
	return si, k
}

// writeValues gives every cell of the entries (ms, ws) the value v and
// appends it to order at p, returning the new p. The first four cells of
// an entry are written with no branch (one that is not there rewrites the
// first instead), so the common entry, of one to four cells, costs no
// misprediction.
func writeValues(ms []uint64, ws []int32, cb *costBits, v int32, vals, order []int32, p int) int {
	vp := unsafe.Pointer(unsafe.SliceData(vals))
	op := unsafe.Pointer(unsafe.SliceData(order))
	off, c0s := &cb.off, cb.c0
	ws = ws[:len(ms)]
	// order has room for every cell plus three: (W+2)*(H+2) > W*H+3.
	for i, m := range ms {
		c0 := int(c0s[ws[i]])
		c1 := c0 + int(off[bits.TrailingZeros64(m)&63])
		m &= m - 1
		c2 := c0 + int(off[bits.TrailingZeros64(m)&63])
		n := 1 + b2n(m != 0)
		if m == 0 {
			c2 = c1
		}
		m &= m - 1
		c3 := c0 + int(off[bits.TrailingZeros64(m)&63])
		n += b2n(m != 0)
		if m == 0 {
			c3 = c1
		}
		m &= m - 1
		c4 := c0 + int(off[bits.TrailingZeros64(m)&63])
		n += b2n(m != 0)
		if m == 0 {
			c4 = c1
		}
		m &= m - 1
		*at32(vp, c1) = v
		*at32(vp, c2) = v
		*at32(vp, c3) = v
		*at32(vp, c4) = v
		*at32(op, p) = int32(c1)
		*at32(op, p+1) = int32(c2)
		*at32(op, p+2) = int32(c3)
		*at32(op, p+3) = int32(c4)
		p += n
		for m != 0 {
			c := c0 + int(off[bits.TrailingZeros64(m)])
			m &= m - 1
			*at32(vp, c) = v
			*at32(op, p) = int32(c)
			p++
		}
	}
	return p
}

// writeChecked is writeValues skipping cells that already hold a value
// (stale entries).
func writeChecked(ms []uint64, ws []int32, cb *costBits, v int32, vals, order []int32, p int) int {
	for i, m := range ms {
		c0 := int(cb.c0[ws[i]])
		for m != 0 {
			c := c0 + int(cb.off[bits.TrailingZeros64(m)])
			m &= m - 1
			if vals[c] >= doorMark {
				vals[c] = v
				order[p] = int32(c)
				p++
			}
		}
	}
	return p
}

// bitStep finds the free cells the rules let a mover enter from the cells
// of the entries (ms, ws), all of value cur, and queues them as entries of
// cur + their cost, a chunk of entries at a time so the touched list stays
// small (9 an entry). It returns the number of entries queued.
func (f *Field) bitStep(ms []uint64, ws []int32, cur int32) int {
	s := &f.bits
	cb := f.costs.bits
	ch := min(1024, max(4, f.W*f.H/256))
	if len(s.list) < 9*ch {
		s.list = make([]int32, 9*ch)
	}
	q := 0
	for len(ms) > 0 {
		m := min(len(ms), ch)
		var k int
		if f.rules.Moves == Four {
			k = dilate4(ms[:m], ws[:m], s.touch, s.list, cb.bpr)
		} else {
			k = dilate8(ms[:m], ws[:m], s.touch, s.list, cb.pass, cb.bpr, f.rules.Corners == Deny)
		}
		ms, ws = ms[m:], ws[m:]
		for ts := s.list[:k]; len(ts) > 0; {
			n := min(len(ts), ch, 32)
			q += f.split(ts[:n], cur)
			ts = ts[n:]
		}
	}
	return q
}

// split finds the free cells of the touched blocks ts (clearing them) and
// queues them by cost as entries of cur+1, cur+2 and cur+3: each is written
// to its list whether empty or not, and kept by moving the list's end.
func (f *Field) split(ts []int32, cur int32) int {
	s := &f.bits
	cb := f.costs.bits
	free, touch, one, two := s.free, s.touch, cb.one, cb.two
	l1, l2, l3 := &s.vals[(cur+1)&3], &s.vals[(cur+2)&3], &s.vals[(cur+3)&3]
	l1.reserve(len(ts))
	n1 := l1.n
	m1, w1 := l1.ms, l1.ws
	if f.costs.max <= 1 {
		vp, big := unsafe.Pointer(unsafe.SliceData(f.vals)), f.bigVals
		st := uintptr(f.stride) * 4
		for _, w := range ts {
			nw := touch[w] & free[w]
			touch[w] = 0
			free[w] &^= nw
			if nw != 0 && big { // as below
				prefetchBlock(unsafe.Add(vp, int(cb.c0[w])*4), st)
			}
			m1[n1], w1[n1] = nw, w
			n1 += b2n(nw != 0)
		}
		q := n1 - l1.n
		l1.n = n1
		return q
	}
	l2.reserve(len(ts))
	l3.reserve(len(ts))
	n2, n3 := l2.n, l3.n
	m2, w2, m3, w3 := l2.ms, l2.ws, l3.ms, l3.ws
	q0 := n1 + n2 + n3
	vp, big := unsafe.Pointer(unsafe.SliceData(f.vals)), f.bigVals
	st := uintptr(f.stride) * 4
	for _, w := range ts {
		nw := touch[w] & free[w]
		touch[w] = 0
		free[w] &^= nw
		if nw != 0 && big {
			// These cells get their values one to three values from now:
			// their lines are fetched meanwhile (see prefetch_amd64.go).
			prefetchBlock(unsafe.Add(vp, int(cb.c0[w])*4), st)
		}
		o, tw := one[w], two[w]
		e1, e2, e3 := nw&o, nw&tw, nw&^(o|tw)
		m1[n1], w1[n1] = e1, w
		n1 += b2n(e1 != 0)
		m2[n2], w2[n2] = e2, w
		n2 += b2n(e2 != 0)
		m3[n3], w3[n3] = e3, w
		n3 += b2n(e3 != 0)
	}
	l1.n, l2.n, l3.n = n1, n2, n3
	return n1 + n2 + n3 - q0
}

// at64 is &p[i] for a uint64 slice's data pointer p.
func at64(p unsafe.Pointer, i int) *uint64 { return (*uint64)(unsafe.Add(p, i<<3)) }

// dilate8 ORs into touch every cell that an 8-way mover can step to from
// the cells of the entries (ms, ws), under the corner rule when deny,
// listing each block it makes nonzero in ts (with room for 9 an entry). It
// returns how many it listed. Moves are grouped by their sideways shift
// (none, east, west), shifted up or down first (into the blocks above and
// below from the first and last rows), then sideways (into the blocks
// beside only from the first and last columns, a branch seldom taken).
// Blocks are indexed unchecked: entries hold interior cells only, and the
// spare ring keeps every block round them inside the bitsets.
func dilate8(ms []uint64, ws []int32, touch []uint64, ts []int32, pass []uint64, bpr int, deny bool) int {
	k := 0
	tp := unsafe.Pointer(unsafe.SliceData(touch))
	pp := unsafe.Pointer(unsafe.SliceData(pass))
	lp := unsafe.Pointer(unsafe.SliceData(ts))
	ws = ws[:len(ms)]
	for i, m := range ms {
		t := int(ws[i])
		up, dn := t-bpr, t+bpr
		edge := m & (colFirst | colLast)
		// Whether each cell's neighbour N, S, E, W is passable: under
		// Allow, every diagonal goes.
		pN, pS, pE, pW := ^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0)
		if deny {
			p := *at64(pp, t)
			pN = p<<16 | *at64(pp, up)>>48
			pS = p>>16 | *at64(pp, dn)<<48
			pE = (p >> 1) &^ colLast
			pW = (p << 1) &^ colFirst
			if edge != 0 {
				pE |= (*at64(pp, t+1) & colFirst) << 15
				pW |= (*at64(pp, t-1) & colLast) >> 15
			}
		}
		mN, mS := m&pN, m&pS
		ne, nw, se, sw := mN&pE, mN&pW, mS&pE, mS&pW
		// Vertical parts (this block, the one above, below) of the moves
		// with no sideways shift, an east one and a west one.
		ea, eu, ed := m|ne>>16|se<<16, ne<<48, se>>48
		wa, wu, wd := m|nw>>16|sw<<16, nw<<48, sw>>48
		k = put(tp, lp, k, t, m>>16|m<<16|(ea<<1)&^colFirst|(wa>>1)&^colLast)
		k = put(tp, lp, k, up, m<<48|(eu<<1)&^colFirst|(wu>>1)&^colLast)
		k = put(tp, lp, k, dn, m>>48|(ed<<1)&^colFirst|(wd>>1)&^colLast)
		if edge != 0 {
			k = put(tp, lp, k, t+1, (ea&colLast)>>15)
			k = put(tp, lp, k, t-1, (wa&colFirst)<<15)
			k = put(tp, lp, k, up+1, (eu&colLast)>>15)
			k = put(tp, lp, k, up-1, (wu&colFirst)<<15)
			k = put(tp, lp, k, dn+1, (ed&colLast)>>15)
			k = put(tp, lp, k, dn-1, (wd&colFirst)<<15)
		}
	}
	return k
}

// dilate4 is dilate8 for 4-way moves.
func dilate4(ms []uint64, ws []int32, touch []uint64, ts []int32, bpr int) int {
	k := 0
	tp := unsafe.Pointer(unsafe.SliceData(touch))
	lp := unsafe.Pointer(unsafe.SliceData(ts))
	ws = ws[:len(ms)]
	for i, m := range ms {
		t := int(ws[i])
		k = put(tp, lp, k, t, m>>16|m<<16|(m<<1)&^colFirst|(m>>1)&^colLast)
		k = put(tp, lp, k, t-bpr, m<<48)
		k = put(tp, lp, k, t+bpr, m>>48)
		if m&(colFirst|colLast) != 0 {
			k = put(tp, lp, k, t+1, (m&colLast)>>15)
			k = put(tp, lp, k, t-1, (m&colFirst)<<15)
		}
	}
	return k
}

// put ORs bits (perhaps none) into block t, listing it if it was empty.
func put(tp, lp unsafe.Pointer, k, t int, bits uint64) int {
	old := *at64(tp, t)
	*at64(tp, t) = old | bits
	*at32(lp, k) = int32(t)
	return k + b2n(old == 0)&b2n(bits != 0)
}

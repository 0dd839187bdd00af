package ai

import (
	"math/bits"
	"unsafe"
)

// bucket is one slot of Dial's ring: the cells whose value is one number,
// in a buffer that only grows, so a scan into a used field allocates
// nothing.
type bucket struct {
	buf []int32
	n   int
}

// reserve makes room for k more cells past n.
func (b *bucket) reserve(k int) {
	if b.n+k <= len(b.buf) {
		return
	}
	nb := make([]int32, 2*(b.n+k))
	copy(nb, b.buf[:b.n])
	b.buf = nb
}

// chunk is how many cells relax hands discover at once: enough to amortise
// the call, few enough that the scratch (8 cells a cell) stays well under a
// byte a cell of the field.
func (f *Field) chunk() int { return min(1024, max(8, f.W*f.H/256)) }

// setRing sizes the bucket ring to the smallest power of two above the
// highest cost (at least 4), so a bucket
// index is value & mask even for negative values, and empties it.
func (f *Field) setRing() int32 {
	r := max(4, 1<<bits.Len(uint(f.costs.max))) // > max
	for len(f.ring) < r {
		f.ring = append(f.ring, bucket{})
	}
	for i := range f.ring {
		f.ring[i].n = 0
	}
	return int32(r - 1)
}

// dial is the small-integer-cost scan (Dial's algorithm): buckets of equal
// value in a ring of Max+1 (rounded up to a power of two) slots. The cells
// of the current bucket still holding its value (a goal may have lowered
// one since it was queued) are settled: appended to f.order, then relaxed.
func (f *Field) dial(limit int32) {
	vals, order := f.vals, f.order
	mask := f.setRing()
	ring := f.ring
	p, si, pending := 0, 0, 0
	cur := f.seeds[0].start
	for {
		for si < len(f.seeds) && f.seeds[si].start <= cur {
			sd := f.seeds[si]
			si++
			if vals[sd.cell] > sd.start {
				vals[sd.cell] = sd.start
				b := &ring[cur&mask]
				if b.n == len(b.buf) {
					b.reserve(1)
				}
				b.buf[b.n] = sd.cell
				b.n++
				pending++
			}
		}
		b := &ring[cur&mask]
		if b.n > 0 {
			p0 := p
			for _, c := range b.buf[:b.n] {
				order[p] = c
				p += int(b2i(vals[c] == cur))
			}
			pending -= b.n
			b.n = 0
			if cur < limit {
				pending += f.relax(order[p0:p], cur, limit, mask, false)
			}
		}
		if pending == 0 {
			if si == len(f.seeds) {
				break
			}
			cur = f.seeds[si].start
		} else {
			cur++
		}
	}
	f.reached = p
}

// relax lowers to cur + cost every neighbour of cells (all holding cur)
// that the rules let a mover enter for less than it holds and not above
// limit, and queues it in its bucket; with track (Rescan) a neighbour that
// held no value is also appended to f.order. It returns the number queued.
// Neighbours are found branch-free a chunk of cells at a time (discover),
// then dealt to their buckets, once per cell lowered rather than once per
// neighbour looked at.
func (f *Field) relax(cells []int32, cur, limit, mask int32, track bool) int {
	ch := f.chunk()
	if len(f.scratch) < 8*ch {
		f.scratch = make([]int32, 8*ch)
	}
	vals, ring := f.vals, f.ring
	q := 0
	for len(cells) > 0 {
		m := min(len(cells), ch)
		k := f.discover(cells[:m], cur, limit, f.scratch, track)
		cells = cells[m:]
		q += k
		for _, n := range f.scratch[:k] {
			b := &ring[vals[n]&mask]
			if b.n == len(b.buf) {
				b.reserve(1)
			}
			b.buf[b.n] = n
			b.n++
		}
	}
	return q
}

// dial3 is Dial's algorithm for costs of at most 3 (walkers with doors,
// tunnelers), layered like flood: f.order is the queue, one value after
// another. A cell entered for 1 joins the next layer directly; one entered
// for 2 or 3 waits in the side bucket of its value, whose live cells (a
// goal may have lowered one since) join their layer when it begins. Most
// cells cost 1, so most skip the buckets altogether.
func (f *Field) dial3(limit int32) {
	vals, order, seeds := f.vals, f.order, f.seeds
	f.setRing()
	ring := f.ring[:4]
	ch := f.chunk()
	head, tail, si, side := 0, 0, 0, 0
	cur := seeds[0].start
	for {
		// Complete layer cur: order[head:tail] holds the cells entered for
		// 1 from layer cur-1; add the side bucket's and the goals'.
		if b := &ring[cur&3]; b.n > 0 {
			for _, c := range b.buf[:b.n] {
				order[tail] = c
				tail += int(b2i(vals[c] == cur))
			}
			side -= b.n
			b.n = 0
		}
		if si < len(seeds) && seeds[si].start <= cur {
			si, tail = f.flushSeeds(si, cur, order, tail)
		}
		end := tail
		if head == end {
			if side == 0 {
				if si == len(seeds) {
					break
				}
				cur = seeds[si].start
				continue
			}
			cur++
			continue
		}
		if cur < limit {
			for h := head; h < end; h += ch {
				m := min(end-h, ch)
				k2, k3 := &ring[(cur+2)&3], &ring[(cur+3)&3]
				k2.reserve(8 * m)
				k3.reserve(8 * m)
				sd := sides{unsafe.Pointer(unsafe.SliceData(k2.buf)), unsafe.Pointer(unsafe.SliceData(k3.buf)), int32(k2.n), int32(k3.n)}
				tail = int(f.spread(order[h:h+m], cur, limit+1, int32(tail), &sd))
				side += int(sd.t2) - k2.n + int(sd.t3) - k3.n
				k2.n, k3.n = int(sd.t2), int(sd.t3)
			}
		}
		head = end
		cur++
	}
	f.reached = tail
}

package dijkstra

import "math/bits"

// Queue is Dial's bucket queue, the one every Scan and Rescan of this
// package runs on, exported for searches over states of your own (Downhill's
// travel floods (cell, swim turns used) with one). Items are int32s (a
// cell, a state), priorities int32 values taken in rising order. A push
// lands above the priority being taken and at most maxCost above it, so a
// ring of maxCost+1 buckets (rounded up to a power of two) never wraps and
// a bucket is found by priority & mask, negative priorities too. As in
// Dial's algorithm an item may be queued more than once; the caller skips
// an entry whose priority is no longer its item's value. The buckets only
// grow: a search in a used Queue allocates nothing.
type Queue struct {
	ring []bucket
	mask int32
	n    int // items queued by Push and not yet taken
	// floor is the room each bucket is given at Reset (SetFloor), so
	// that searches whose buckets stay under it never grow them.
	floor int
}

// SetFloor makes every bucket hold room for n items from the next Reset
// on (4 bytes an item a bucket, allocated once), so that a search whose
// buckets stay within n allocates nothing even the first time its
// frontier is that big; a bucket that needs more still grows (doubling).
// A field sets W+H for itself.
func (q *Queue) SetFloor(n int) { q.floor = n }

// bucket is one slot of the ring: the items of one priority, in a buffer
// that only grows.
type bucket struct {
	buf []int32
	n   int
}

// Reset empties q for a search whose steps cost from 1 to maxCost; call it
// before each search (a zero Queue has no buckets yet).
func (q *Queue) Reset(maxCost int) { q.reset(maxCost) }

// reset is Reset returning the mask. The ring has at least 4 buckets (the
// buckets cur+1..cur+3 that the scans' deal and dial3 keep at hand).
func (q *Queue) reset(maxCost int) int32 {
	r := max(4, 1<<bits.Len(uint(maxCost))) // > maxCost
	for len(q.ring) < r {
		q.ring = append(q.ring, bucket{})
	}
	for i := range q.ring {
		q.ring[i].n = 0
		if len(q.ring[i].buf) < q.floor {
			q.ring[i].buf = make([]int32, q.floor)
		}
	}
	q.mask, q.n = int32(r-1), 0
	return q.mask
}

// Push queues item at priority p: above the priority being taken, at most
// the Reset's maxCost above it.
func (q *Queue) Push(item, p int32) {
	q.ring[p&q.mask].push(item)
	q.n++
}

// Take removes and returns the items queued at priority p, in the order
// pushed. The slice is the bucket's own buffer: read it before pushing to
// priority p again (p + the ring's length, which no push while taking p
// reaches).
func (q *Queue) Take(p int32) []int32 {
	b := &q.ring[p&q.mask]
	items := b.buf[:b.n:b.n]
	q.n -= b.n
	b.n = 0
	return items
}

// Len is the number of items pushed and not yet taken.
func (q *Queue) Len() int { return q.n }

// reserve makes room for k more items past n.
func (b *bucket) reserve(k int) {
	if b.n+k <= len(b.buf) {
		return
	}
	nb := make([]int32, 2*(b.n+k))
	copy(nb, b.buf[:b.n])
	b.buf = nb
}

// push appends c.
func (b *bucket) push(c int32) {
	if b.n == len(b.buf) {
		b.reserve(1)
	}
	b.buf[b.n] = c
	b.n++
}

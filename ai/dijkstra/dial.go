package dijkstra

import "unsafe"

// chunk is how many cells relax hands discover (or lower) at once: enough
// to amortise the call, few enough that the scratch (8 entries a cell)
// stays well under a byte a cell of the field.
func (f *Field) chunk() int { return min(1024, max(8, f.W*f.H/256)) }

// setRing sizes the bucket ring for the costs (see Queue.reset) and
// empties it, returning the mask.
func (f *Field) setRing() int32 { return f.q.reset(int(f.costs.max)) }

// dial is the scan for costs above 3 (Dial's algorithm): buckets of equal
// value in a ring of Max+1 (rounded up to a power of two) slots. The cells
// of the current bucket still holding its value (a goal may have lowered
// one since it was queued) are settled: appended to f.order, then relaxed.
// Cells queued above the limit are given back their Unreached when their
// bucket comes up.
func (f *Field) dial(limit int32) {
	vals, order := f.vals, f.order
	mask := f.setRing()
	ring := f.q.ring
	p, si, pending := 0, 0, 0
	cur := f.seeds[0].start
	for {
		for si < len(f.seeds) && f.seeds[si].start <= cur {
			sd := f.seeds[si]
			si++
			if vals[sd.cell] > sd.start {
				vals[sd.cell] = sd.start
				ring[cur&mask].push(sd.cell)
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
			if cur > limit {
				for _, c := range order[p0:p] {
					vals[c] = blankFor(f.costs.cell, c)
				}
				p = p0
			} else if cur < limit {
				pending += f.relax(order[p0:p], cur, mask)
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

// scratchFor returns f's scratch with room for discovering m cells.
func (f *Field) scratchFor(m int) []int32 {
	if len(f.scratch) < 8*m {
		f.scratch = make([]int32, 8*m)
	}
	return f.scratch
}

// relax gives every unreached neighbour of cells (all holding cur) its
// value and queues it in its bucket, a chunk at a time: neighbours are found
// branch-free (discover), then dealt to their buckets, once per cell reached
// rather than once per neighbour looked at. It returns the number queued.
func (f *Field) relax(cells []int32, cur, mask int32) int {
	ch := f.chunk()
	d := f.scratchFor(ch)
	q := 0
	for len(cells) > 0 {
		m := min(len(cells), ch)
		k := f.discover(cells[:m], cur, d)
		cells = cells[m:]
		q += k
		f.deal(d[:k], cur, mask)
	}
	return q
}

// relaxLower is relax for Rescan: neighbours holding more than their new
// value are lowered too (not above limit), and with track those that held
// none are appended to f.order.
func (f *Field) relaxLower(cells []int32, cur, limit, mask int32, track bool) int {
	ch := f.chunk()
	d := f.scratchFor(ch)
	lean := !track && !f.wallHeld && cur <= limit-int32(f.costs.max)
	q := 0
	if f.costs.max <= 1 { // every cell lowered goes to cur+1: straight there
		k1 := &f.q.ring[(cur+1)&mask]
		for len(cells) > 0 {
			m := min(len(cells), ch)
			k1.reserve(8 * m)
			var k int
			if lean {
				k = f.lean(cells[:m], cur, k1.buf[k1.n:])
			} else {
				k = f.lower(cells[:m], cur, limit, k1.buf[k1.n:])
			}
			cells = cells[m:]
			k1.n += k
			q += k
		}
		return q
	}
	for len(cells) > 0 {
		m := min(len(cells), ch)
		var k int
		if lean {
			k = f.lean(cells[:m], cur, d)
		} else {
			k = f.lower(cells[:m], cur, limit, d)
		}
		cells = cells[m:]
		q += k
		f.deal(d[:k], cur, mask)
	}
	return q
}

// deal queues each of cells (just given values above cur) in the bucket of
// its value. For costs up to 3 the three buckets stay in registers and
// every cell is written to all three, as in dial3.
func (f *Field) deal(cells []int32, cur, mask int32) {
	vals, ring := f.vals, f.q.ring
	if f.costs.max > 3 {
		for _, n := range cells {
			ring[vals[n]&mask].push(n)
		}
		return
	}
	k1, k2, k3 := &ring[(cur+1)&mask], &ring[(cur+2)&mask], &ring[(cur+3)&mask]
	k1.reserve(len(cells))
	k2.reserve(len(cells))
	k3.reserve(len(cells))
	b1, b2, b3 := k1.buf, k2.buf, k3.buf
	t1, t2, t3 := k1.n, k2.n, k3.n
	for _, n := range cells {
		v := vals[n] - cur
		b1[t1], b2[t2], b3[t3] = n, n, n
		t1 += int(b2i(v == 1))
		t2 += int(b2i(v == 2))
		t3 += int(b2i(v == 3))
	}
	k1.n, k2.n, k3.n = t1, t2, t3
}

// dial3 is Dial's algorithm for costs of at most 3 (walkers with doors,
// tunnelers), layered like flood: f.order is the queue, one value after
// another. A cell entered for 1 joins the next layer directly; one entered
// for 2 or 3 waits in the side bucket of its value, whose live cells (a
// goal may have lowered one since) join their layer when it begins, or go
// back to Unreached if that is above the limit. Walkers' doors are few, so
// most cells skip the buckets altogether.
func (f *Field) dial3(limit int32) {
	vals, order, cost := f.vals, f.order, f.costs.cell
	f.setRing()
	ring := f.q.ring[:4]
	ch := f.chunk()
	// Walkers' doors are rare: then a branch per cell found, almost never
	// taken, beats dealing every cell to three places.
	ones := f.costs.mostlyOnes()
	doors := ones && f.costs.max == 2 && !f.wallHeld
	head, tail, si, side, ns := 0, 0, 0, 0, f.seedCount()
	cur := f.seedStart(0)
	f.startRuns()
	for {
		// Complete layer cur: order[head:tail] holds the cells entered for
		// 1 from layer cur-1; add the side bucket's and the goals'.
		if b := &ring[cur&3]; b.n > 0 {
			if cur > limit {
				for _, c := range b.buf[:b.n] {
					if vals[c] == cur {
						vals[c] = blankFor(cost, c)
						if f.fbOn {
							f.fb[c] |= 1 // no value again
						}
					}
				}
			} else {
				for _, c := range b.buf[:b.n] {
					order[tail] = c
					tail += int(b2i(vals[c] == cur))
				}
				if doors {
					f.keepSide(b.buf[:b.n])
				}
			}
			side -= b.n
			b.n = 0
		}
		if si < ns && f.seedStart(si) <= cur {
			si, tail = f.flushSeeds(si, cur, order, tail)
		}
		end := tail
		if head < end {
			f.noteRun(end, cur)
		}
		if head == end {
			if side == 0 {
				if si == ns {
					break
				}
				cur = f.seedStart(si)
				continue
			}
			cur++
			continue
		}
		if cur < limit && doors {
			// Flood the layer with no cost loads: layerDoors gives the
			// cells it finds cur+1, appending them to the layer after,
			// and the few doors (their marks tell them) cur+2, queueing
			// them in their side bucket as it goes.
			k2 := &ring[(cur+2)&3]
			n2 := k2.n
			tail = f.layerDoors(order[head:end], tail, cur+1)
			side += k2.n - n2
		} else if cur < limit {
			cur1 := cur + 1
			for h := head; h < end; h += ch {
				m := min(end-h, ch)
				// Found cells land in f.order past the layer; those
				// costing 2 or 3 then move to their side buckets.
				t0 := tail
				if !f.wallHeld {
					// Found cells hold cur+1 (mark reads no costs); the
					// few costing more get their values here.
					t1 := f.mark(order[h:h+m], t0, cur1)
					if ones {
						for _, n := range order[t0:t1] {
							if cn := cost[n]; cn == 1 {
								order[tail] = n
								tail++
							} else {
								vals[n] = cur + int32(cn)
								ring[(cur+int32(cn))&3].push(n)
								side++
							}
						}
						continue
					}
					k2, k3 := &ring[(cur+2)&3], &ring[(cur+3)&3]
					k2.reserve(t1 - t0)
					k3.reserve(t1 - t0)
					b2, b3 := k2.buf, k3.buf
					_, _ = b2[:k2.n+t1-t0], b3[:k3.n+t1-t0] // room, checked once
					var t2, t3 int
					tail, t2, t3 = f.split3(order[t0:t1], tail, k2.n, k3.n, cur, unsafe.Pointer(unsafe.SliceData(b2)), unsafe.Pointer(unsafe.SliceData(b3)))
					side += t2 - k2.n + t3 - k3.n
					k2.n, k3.n = t2, t3
					continue
				}
				t1 := t0 + f.discoverTo(order[h:h+m], cur, order[t0:])
				if ones {
					for _, n := range order[t0:t1] {
						if v := vals[n]; v == cur1 {
							order[tail] = n
							tail++
						} else {
							ring[v&3].push(n)
							side++
						}
					}
					continue
				}
				k2, k3 := &ring[(cur+2)&3], &ring[(cur+3)&3]
				k2.reserve(t1 - t0)
				k3.reserve(t1 - t0)
				b2, b3 := k2.buf, k3.buf
				t2, t3 := k2.n, k3.n
				for _, n := range order[t0:t1] {
					v := vals[n]
					order[tail] = n
					b2[t2] = n
					b3[t3] = n
					tail += int(b2i(v == cur1))
					t2 += int(b2i(v == cur1+1))
					t3 += int(b2i(v == cur1+2))
				}
				side += t2 - k2.n + t3 - k3.n
				k2.n, k3.n = t2, t3
			}
		}
		head = end
		cur++
	}
	f.reached = tail
	f.sideOK = doors && !f.sideLost
	f.endRuns(limit)
}

// keepSide appends cells (that may cost 2) to f.side, for clear and
// restoreClasses. A flee flood's seeds include every door it reached,
// more than a scan finds, and a flee field scans in the middle of a busy
// turn: its side never grows, and once full (sideLost) they read each
// reached cell's cost instead.
func (f *Field) keepSide(cells []int32) {
	if f.flee.src != nil && len(f.side)+len(cells) > cap(f.side) {
		f.sideLost = true
		return
	}
	f.side = append(f.side, cells...)
}

// split3 is dial3's second step after mark: each of found (cells just
// given cur+1, lying in f.order past tail) gets cur + its cost and goes to
// f.order at tail (cost 1) or to the side bucket data p2 at t2 (cost 2) or
// p3 at t3 (cost 3), branch-free: written to all three, kept by one. Every
// cell found is passable and interior, and the buckets have room for all.
// It returns the new tail, t2 and t3.
func (f *Field) split3(found []int32, tail, t2, t3 int, cur int32, p2, p3 unsafe.Pointer) (int, int, int) {
	vp, cp, op := f.ptrs()
	for _, n32 := range found {
		n := int(n32)
		cn := int(at8(cp, n))
		*at32(vp, n) = cur + int32(cn)
		*at32(op, tail) = n32
		*at32(p2, t2) = n32
		*at32(p3, t3) = n32
		tail += b2n(cn == 1)
		t2 += b2n(cn == 2)
		t3 += b2n(cn == 3)
	}
	return tail, t2, t3
}

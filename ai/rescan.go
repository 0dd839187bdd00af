package ai

import (
	"math"
	"sort"
)

// Scale makes f the field src x c, every reached cell of src a seed with
// value round-half-up(c x v); unreached cells stay unreached. src may be f.
// With c < 0 the settle order is reversed, which keeps it sorted, so the
// Rescan that follows needs no sort. This is how a flee field starts: the
// approach field x about -1.2.
func (f *Field) Scale(src *Field, c float64) {
	if f != src {
		f.resize(src.W, src.H)
		f.costs, f.rules = src.costs, src.rules
		copy(f.order, src.order[:src.reached])
		f.reached = src.reached
		f.sorted = src.sorted
	}
	for _, i := range f.order[:f.reached] {
		f.vals[i] = scaleValue(src.vals[i], c)
	}
	if c < 0 {
		o := f.order[:f.reached]
		for i, j := 0, len(o)-1; i < j; i, j = i+1, j-1 {
			o[i], o[j] = o[j], o[i]
		}
	}
}

// scaleValue rounds c x v half up. The explicit float64 conversion stops the
// compiler fusing the multiply and add, so every platform gets the same
// integers (a seed replays identically in the browser).
func scaleValue(v int32, c float64) int32 {
	x := math.Floor(float64(float64(v)*c) + 0.5)
	if x >= float64(noLimit) {
		return noLimit
	}
	if x <= -float64(noLimit) {
		return -noLimit
	}
	return int32(x)
}

// Rescan relaxes a field whose cells already hold values to its fixed
// point: afterwards every reached cell is min(its value, cheapest neighbour
// + the cost of entering it) under costs and rules, and so is every cell
// this newly reaches. Every reached cell acts as a goal starting at its
// value, so Rescan is Dial's algorithm seeded by the whole field, settled
// in value order (sorted first unless Scan or Scale left it sorted). Costs
// must have the field's size.
func (f *Field) Rescan(costs *Costs, rules Rules) {
	f.costs, f.rules = costs, rules
	f.Scans++
	n0 := f.reached
	if n0 == 0 {
		return
	}
	if !f.sorted {
		sort.Sort((*byValue)(f))
	}
	vals, order := f.vals, f.order
	_ = costs.cell[len(vals)-1] // costs must have the field's size
	limit := rules.limit()
	mask := f.setRing()
	ring := f.ring
	pending, next := 0, 0
	changed := false
	cur := vals[order[0]]
	for {
		// Seeds due at cur, in their (original) value order, relaxed as a
		// run straight from f.order. An entry whose value is now below cur
		// was lowered and is settled from its bucket instead.
		lo := next
		for next < n0 && vals[order[next]] <= cur {
			next++
		}
		if cur < limit {
			run := lo
			for k := lo; k <= next; k++ {
				if k == next || vals[order[k]] != cur {
					if k > run {
						q := f.relax(order[run:k], cur, limit, mask, true)
						pending += q
						changed = changed || q > 0
					}
					run = k + 1
				}
			}
		}
		// Cells lowered to cur: compact the live ones in place and relax
		// them; newly reached ones are appended to f.order.
		b := &ring[cur&mask]
		if b.n > 0 {
			buf, j := b.buf[:b.n], 0
			for _, c := range buf {
				buf[j] = c
				j += int(b2i(vals[c] == cur))
			}
			pending -= b.n
			// Keep the live cells counted while relaxing them: a
			// neighbour that cannot be entered is written to this
			// bucket as scratch, just past them.
			b.n = j
			if cur < limit && j > 0 {
				q := f.relax(buf[:j], cur, limit, mask, true)
				pending += q
				changed = changed || q > 0
			}
			b.n = 0
		}
		if pending == 0 {
			for next < n0 && vals[order[next]] <= cur {
				next++
			}
			if next == n0 {
				break
			}
			cur = vals[order[next]]
		} else {
			cur++
		}
	}
	f.sorted = !changed
}

// byValue sorts a field's settle order by value, for Rescan after Set.
type byValue Field

func (b *byValue) Len() int { return b.reached }
func (b *byValue) Less(i, j int) bool {
	return b.vals[b.order[i]] < b.vals[b.order[j]]
}
func (b *byValue) Swap(i, j int) { b.order[i], b.order[j] = b.order[j], b.order[i] }

// Flee makes f the flee field of approach: approach x c (c about -1.2),
// every reached cell seeded, then rescanned with the approach field's costs
// and rules. Walking downhill on it leads away from the approach goals, but
// around corners and through loops rather than into the nearest dead end,
// because the rescan lets a far-away low value flow back past the player.
func (f *Field) Flee(approach *Field, c float64) {
	f.Scale(approach, c)
	f.Rescan(approach.costs, approach.rules)
}

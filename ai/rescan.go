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
// in value order (sorted first unless Scan or Scale left it sorted).
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
	vals, order, cost := f.vals, f.order, costs.cell
	limit := rules.limit()
	mask := f.setRing()
	ring := f.ring
	offs := f.offsets(rules.Moves)
	deny := rules.Corners == Deny
	s := int32(f.stride)
	changed := false
	relax := func(c, cur int32, pending *int) {
		for k, d := range offs {
			n := c + d
			cn := cost[n]
			if cn == 0 {
				continue
			}
			nv := cur + int32(cn)
			if nv >= vals[n] || nv > limit {
				continue
			}
			if k >= 4 && deny && !diagonalOK(cost, c, k, s) {
				continue
			}
			if vals[n] == Unreached {
				order[f.reached] = n
				f.reached++
			}
			vals[n] = nv
			ring[nv&mask] = append(ring[nv&mask], n)
			*pending++
			changed = true
		}
	}
	pending, next := 0, 0
	cur := vals[order[0]]
	for {
		// Seeds due at cur, in their (original) value order. An entry whose
		// value is now below cur was lowered and settled already.
		for next < n0 {
			c := order[next]
			v := vals[c]
			if v > cur {
				break
			}
			next++
			if v == cur {
				relax(c, cur, &pending)
			}
		}
		b := ring[cur&mask]
		for _, c := range b {
			if vals[c] == cur {
				relax(c, cur, &pending)
			}
		}
		pending -= len(b)
		ring[cur&mask] = b[:0]
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

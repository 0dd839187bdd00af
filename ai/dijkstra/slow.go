package dijkstra

// The plain loops the scans fall back on when a goal (or a cell given a
// value by Set) sits on an impassable cell: the wall marks cannot tell such
// a cell from a passable one, so these look at the costs for every step.

// layerSlow is layer checking the costs.
func (f *Field) layerSlow(cells []int32, tail int, v int32) int {
	vals, order, cost := f.vals, f.order, f.costs.cell
	offs := f.offsets(f.rules.Moves)
	s := int32(f.stride)
	for _, c := range cells {
		for k, d := range offs {
			n := c + d
			if cost[n] == 0 || vals[n] <= v {
				continue
			}
			if k >= 4 && !diagonalOK(f.rules.Corners, cost, c, k, s) {
				continue
			}
			vals[n] = v
			order[tail] = n
			tail++
		}
	}
	return tail
}

// discoverSlow is discover checking the costs.
func (f *Field) discoverSlow(cells []int32, cur int32, d []int32) int {
	vals, cost := f.vals, f.costs.cell
	offs := f.offsets(f.rules.Moves)
	s := int32(f.stride)
	q := 0
	for _, c := range cells {
		for k, o := range offs {
			n := c + o
			if cost[n] == 0 || vals[n] < doorMark { // holds a value
				continue
			}
			if k >= 4 && !diagonalOK(f.rules.Corners, cost, c, k, s) {
				continue
			}
			vals[n] = cur + int32(cost[n])
			d[q] = n
			q++
		}
	}
	return q
}

// lowerSlow is lower checking the costs.
func (f *Field) lowerSlow(cells []int32, cur, limit int32, d []int32) int {
	vals, cost := f.vals, f.costs.cell
	offs := f.offsets(f.rules.Moves)
	s := int32(f.stride)
	q := 0
	for _, c := range cells {
		for k, o := range offs {
			n := c + o
			cn := cost[n]
			nv := cur + int32(cn)
			if cn == 0 || nv >= vals[n] || nv > limit {
				continue
			}
			if k >= 4 && !diagonalOK(f.rules.Corners, cost, c, k, s) {
				continue
			}
			if vals[n] >= doorMark { // held no value
				f.order[f.reached] = n
				f.reached++
			}
			vals[n] = nv
			d[q] = n
			q++
		}
	}
	return q
}

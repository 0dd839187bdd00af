package dijkstra

// CopyFrom makes c a copy of src's cells (same size or not), so that a
// scan of c may run on another goroutine while src changes: a snapshot.
// Fields over c see it as changed wholesale.
func (c *Costs) CopyFrom(src *Costs) {
	if c.from == src && c.W == src.W && c.H == src.H && src.changedSince(c.fromVer, func(i int32) {
		c.Set(int(i)%c.stride-1, int(i)/c.stride-1, src.cell[i])
	}) {
		c.fromVer = src.ver
		return
	}
	c.from, c.fromVer = src, src.ver
	if c.W != src.W || c.H != src.H || len(c.cell) != len(src.cell) {
		c.W, c.H, c.stride = src.W, src.H, src.stride
		c.cell = make([]uint8, len(src.cell))
		c.bits, c.blank = nil, nil
	}
	copy(c.cell, src.cell)
	c.count, c.max = src.count, src.max
	c.isOpen, c.openKnown = src.isOpen, src.openKnown
	c.ver++
	c.logFrom = c.ver
}

// Rebind tells f that the costs of its last scan, a snapshot made by
// CopyFrom, held what c held at version ver: f then reads c (its readers
// step by c's cells as they are now) and knows its wall marks as made at
// ver, exactly as if it had been scanned over c at ver.
func (f *Field) Rebind(c *Costs, ver uint64) {
	old := f.costs
	f.costs = c
	if f.marked == old && f.marked != nil {
		f.marked, f.markedVer = c, ver
	}
	if f.closedCosts == old && f.closedCosts != nil {
		f.closedCosts, f.closedVer = c, ver
	}
}

package dijkstra

// The runs of a settle order. A flee flood takes the cells its approach
// field reached as seeds a run of equal values at a time (fleeSeeds), so it
// must know where each run of the approach's order ends. A binary search
// over the order finds it, reading the values of some twenty cells a run
// that the approach scan settled long before, out of cache: 4.6% of a
// rooms scan and flee at 1024x1024. The scans that settle a value at a time (flood, dial3 and
// the bit scan) note each run's end as they go instead, an entry a value,
// in a list made with the grid with room for 2(W+H)+64 values (8 bytes
// each), which never grows: a scan with more values (a long corridor, a
// big maze) stops noting, and its flee searches.

// valueRun ends a run of one value in a field's order: order[the last
// run's end:end] hold v.
type valueRun struct{ end, v int32 }

// startRuns readies a scan to note its runs.
func (f *Field) startRuns() {
	f.runs, f.runsOn, f.runsOK = f.runs[:0], true, false
}

// noteRun records that f.order[:end] holds the values up to v: the
// cells from the last run's end to end hold v. A run out of order (no
// scan notes one) or one too many stops the noting.
func (f *Field) noteRun(end int, v int32) {
	if !f.runsOn {
		return
	}
	r := len(f.runs) - 1
	switch {
	case r < 0 && end == 0 || r >= 0 && int(f.runs[r].end) == end:
		// no cell of v (a bit scan's stale entries only)
	case r >= 0 && (v <= f.runs[r].v || end < int(f.runs[r].end)) || len(f.runs) == cap(f.runs):
		f.runsOn = false // the flee searches
	default:
		f.runs = append(f.runs, valueRun{int32(end), v})
	}
}

// endRuns ends the noting: the runs describe the scan just made if every
// run was noted up to the last cell it reached and no limit cut it.
func (f *Field) endRuns(limit int32) {
	f.runsOK = f.runsOn && limit == noLimit && (f.reached == 0 || len(f.runs) > 0 && int(f.runs[len(f.runs)-1].end) == f.reached)
	f.runsOn = false
}

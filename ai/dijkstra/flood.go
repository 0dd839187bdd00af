package dijkstra

// flood is the unit-cost scan: a breadth-first flood whose FIFO queue is
// f.order, taken one layer (one value) at a time. Goals with different
// starts join the queue just before the first cell of their value, which
// keeps the queue, and so the settle order, sorted.
func (f *Field) flood(limit int32) {
	order := f.order
	head, tail, si, ns := 0, 0, 0, f.seedCount()
	f.startRuns()
	for {
		if head == tail {
			if si == ns {
				break
			}
			si, tail = f.flushSeeds(si, f.seedStart(si), order, tail)
			continue
		}
		end := tail
		v := f.vals[order[head]] + 1
		f.noteRun(end, v-1)
		if si < ns && f.seedStart(si) <= v {
			si, tail = f.flushSeeds(si, v, order, tail)
		}
		if v <= limit {
			tail = f.layer(order[head:end], tail, v)
		}
		head = end
	}
	f.reached = tail
	f.endRuns(limit)
}

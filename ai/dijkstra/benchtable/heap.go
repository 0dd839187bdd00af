package benchtable

import (
	"container/heap"
	"fmt"

	"downhill/ai/dijkstra"
)

// heapDijkstra is the yardstick of the table's last column: the textbook
// Dijkstra a roguelike developer would write first, on container/heap, over
// an unpadded row-major copy of the walkers' costs, 8-way with corners
// denied. It is fair to it: its distances and heap are reused between scans
// (so it allocates only as its heap grows past its best) and it stops
// relaxing a cell once it is settled. Its values are checked against the
// engine's before it is timed.
type heapDijkstra struct {
	w, h int
	cost []uint8
	dist []int32
	heap dijkstraHeap
	goal dijkstra.Goal
}

// heapDirs are the 8 king moves in the engine's order N, E, S, W, NE, SE,
// SW, NW.
var heapDirs = [8][2]int{{0, -1}, {1, 0}, {0, 1}, {-1, 0}, {1, -1}, {1, 1}, {-1, 1}, {-1, -1}}

type dijkstraItem struct{ v, cell int32 }

// dijkstraHeap is a min-heap of (value, cell) for container/heap.
type dijkstraHeap []dijkstraItem

func (h dijkstraHeap) Len() int           { return len(h) }
func (h dijkstraHeap) Less(i, j int) bool { return h[i].v < h[j].v }
func (h dijkstraHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *dijkstraHeap) Push(x any)        { *h = append(*h, x.(dijkstraItem)) }
func (h *dijkstraHeap) Pop() any {
	old := *h
	it := old[len(old)-1]
	*h = old[:len(old)-1]
	return it
}

func newHeapDijkstra(l Level) *heapDijkstra {
	d := &heapDijkstra{w: l.W, h: l.H, cost: make([]uint8, l.W*l.H), dist: make([]int32, l.W*l.H), goal: l.Goal}
	for y := 0; y < l.H; y++ {
		for x := 0; x < l.W; x++ {
			d.cost[y*l.W+x] = l.Walk.At(x, y)
		}
	}
	return d
}

// passable is the cost of x,y is not 0, map edges counting as walls.
func (d *heapDijkstra) passable(x, y int) bool {
	return x >= 0 && y >= 0 && x < d.w && y < d.h && d.cost[y*d.w+x] != 0
}

// scan floods from the goal: every cell gets its cheapest total of entry
// costs, or Unreached.
func (d *heapDijkstra) scan() {
	for i := range d.dist {
		d.dist[i] = dijkstra.Unreached
	}
	d.heap = d.heap[:0]
	g := int32(d.goal.Y*d.w + d.goal.X)
	d.dist[g] = 0
	heap.Push(&d.heap, dijkstraItem{0, g})
	for d.heap.Len() > 0 {
		it := heap.Pop(&d.heap).(dijkstraItem)
		if it.v != d.dist[it.cell] {
			continue // a stale entry: the cell was settled cheaper
		}
		x, y := int(it.cell)%d.w, int(it.cell)/d.w
		for _, dir := range heapDirs {
			nx, ny := x+dir[0], y+dir[1]
			if !d.passable(nx, ny) {
				continue
			}
			if dir[0] != 0 && dir[1] != 0 && (!d.passable(nx, y) || !d.passable(x, ny)) {
				continue // no squeezing past a wall corner
			}
			n := int32(ny*d.w + nx)
			if nv := it.v + int32(d.cost[n]); nv < d.dist[n] {
				d.dist[n] = nv
				heap.Push(&d.heap, dijkstraItem{nv, n})
			}
		}
	}
}

// check returns an error unless the heap Dijkstra's values are f's.
func (d *heapDijkstra) check(f *dijkstra.Field) error {
	for y := 0; y < d.h; y++ {
		for x := 0; x < d.w; x++ {
			if got, want := f.At(x, y), d.dist[y*d.w+x]; got != want {
				return fmt.Errorf("benchtable: heap Dijkstra gives %d at %d,%d, the engine %d", want, x, y, got)
			}
		}
	}
	return nil
}

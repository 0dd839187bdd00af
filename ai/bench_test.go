package ai

import (
	"downhill/ai/dijkstra"

	"container/heap"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"downhill/world"
)

var (
	benchTable = flag.Bool("bench-table", false, "print the markdown table of ns per reachable cell (make bench)")
	benchOnly  = flag.String("bench-only", "", "with -bench-table, only the rows whose \"kind WxH\" contains this")
)

// benchLevel is a generated level and a goal on one of its floor cells.
type benchLevel struct {
	kind string
	w, h int
	grid *world.Grid
	goal []dijkstra.Goal
}

func makeBenchLevel(kind string, w, h int) benchLevel {
	rng := rand.New(rand.NewPCG(1, 2))
	l := world.Generate(kind, w, h, 1, rng)
	p := l.Start
	if !l.Grid.At(p.X, p.Y).Walkable() {
		for i, t := range l.Grid.Tiles {
			if t == world.Floor {
				p = world.Pos{X: i % w, Y: i / w}
				break
			}
		}
	}
	return benchLevel{kind, w, h, l.Grid, []dijkstra.Goal{{X: p.X, Y: p.Y}}}
}

// benchCase is one row kind of the table: what is scanned and how.
type benchCase struct {
	name string
	run  func(b benchLevel) (scan func(), f *dijkstra.Field)
}

var benchCases = []benchCase{
	{"4-way", func(l benchLevel) (func(), *dijkstra.Field) {
		c, f := WalkerCosts(l.grid, nil), dijkstra.NewField(l.w, l.h)
		return func() { f.Scan(l.goal, c, dijkstra.Rules{Moves: dijkstra.Four}) }, f
	}},
	{"8-way deny", func(l benchLevel) (func(), *dijkstra.Field) {
		c, f := WalkerCosts(l.grid, nil), dijkstra.NewField(l.w, l.h)
		return func() { f.Scan(l.goal, c, dijkstra.Rules{}) }, f
	}},
	{"tunnel", func(l benchLevel) (func(), *dijkstra.Field) {
		c, f := TunnelerCosts(l.grid, nil), dijkstra.NewField(l.w, l.h)
		return func() { f.Scan(l.goal, c, dijkstra.Rules{}) }, f
	}},
	{"flee", func(l benchLevel) (func(), *dijkstra.Field) {
		c, a, f := WalkerCosts(l.grid, nil), dijkstra.NewField(l.w, l.h), dijkstra.NewField(l.w, l.h)
		return func() {
			a.Scan(l.goal, c, dijkstra.Rules{})
			f.Flee(a, -1.2)
		}, f
	}},
}

var benchSizes = [][2]int{{80, 50}, {256, 256}, {1024, 1024}}
var benchKinds = []string{"rooms", "caves", "maze"}

// TestBenchTable prints, with -bench-table, the table `make bench` shows:
// for each generated level, the ns per reachable cell of each scan kind
// (the least thread CPU time over many scans, so that other processes on a
// shared machine count as little as possible) and the most bytes per grid
// cell one field holds (Field.Bytes). "tunnel" is the tunnelers' costs,
// 8-way deny; "flee" is an 8-way deny approach scan plus Flee(-1.2), per
// cell of the approach field.
func TestBenchTable(t *testing.T) {
	if !*benchTable {
		t.Skip("run with -args -bench-table (make bench)")
	}
	fmt.Fprintf(os.Stdout, "| level | size | cells walkers reach | 4-way ns/cell | 8-way deny ns/cell | tunnel ns/cell | flee ns/cell | bytes/cell | 8-way deny vs heap Dijkstra |\n")
	fmt.Fprintf(os.Stdout, "|---|---|---|---|---|---|---|---|---|\n")
	var bitRows []string // "kind scan", in table order
	bitSizes := map[string][]string{}
	for _, kind := range benchKinds {
		for _, sz := range benchSizes {
			if !strings.Contains(fmt.Sprintf("%s %dx%d", kind, sz[0], sz[1]), *benchOnly) {
				continue
			}
			l := makeBenchLevel(kind, sz[0], sz[1])
			row := fmt.Sprintf("| %s | %dx%d |", kind, sz[0], sz[1])
			reps := max(15, min(201, 50_000_000/(l.w*l.h)))
			// Every scan of the row (the heap Dijkstra last) is timed in
			// rounds taken in turn, the least time of all rounds kept: a
			// slow spell of the shared machine then spoils one round of
			// each, not every run of one.
			var scans []func()
			var fields []*dijkstra.Field
			for _, bc := range benchCases {
				scan, f := bc.run(l)
				scan()
				scans, fields = append(scans, scan), append(fields, f)
				if bc.name == "8-way deny" {
					checkHeapDijkstra(t, l, f)
				}
			}
			hd := newHeapDijkstra(l)
			hd.scan()
			scans = append(scans, hd.scan)
			best := make([]time.Duration, len(scans))
			const rounds = 5
			for r := 0; r < rounds; r++ {
				for i, scan := range scans {
					d := measure(scan, (reps+rounds-1)/rounds)
					if r == 0 || d < best[i] {
						best[i] = d
					}
				}
			}
			for i, bc := range benchCases {
				if bc.name != "flee" && fields[i].BitScan() {
					k := kind + " " + bc.name
					if !slices.Contains(bitRows, k) {
						bitRows = append(bitRows, k)
					}
					bitSizes[k] = append(bitSizes[k], fmt.Sprintf("%dx%d", sz[0], sz[1]))
				}
			}
			var reach string
			var cells []string
			bytes := 0.0
			var deny time.Duration
			for i, bc := range benchCases {
				f := fields[i]
				cells = append(cells, fmt.Sprintf(" %.2f |", float64(best[i].Nanoseconds())/float64(f.Reached())))
				if bc.name == "8-way deny" {
					reach = fmt.Sprintf(" %d |", f.Reached())
					deny = best[i]
				}
				bytes = max(bytes, float64(f.Bytes())/float64(l.w*l.h))
			}
			heapBest := best[len(best)-1]
			fmt.Fprintf(os.Stdout, "%s%s", row, reach)
			for _, c := range cells {
				fmt.Fprint(os.Stdout, c)
			}
			fmt.Fprintf(os.Stdout, " %.2f | %.1fx faster |\n", bytes, float64(heapBest)/float64(deny))
		}
	}
	for i, k := range bitRows {
		if len(bitSizes[k]) < len(benchSizes) {
			bitRows[i] += " (" + strings.Join(bitSizes[k], ", ") + ")"
		}
	}
	fmt.Fprintf(os.Stdout, "\nThe bit-parallel scan (bits.go) ran for %s; every other scan was the cell-at-a-time one.\n", strings.Join(bitRows, ", "))
	fmt.Fprintf(os.Stdout, "\nns/cell: least thread CPU time of a whole scan over 15-200 runs in 5 rounds, divided by the cells reached; %s/%s, GOMAXPROCS %d. The last column is the least time (same runs) of a straightforward Dijkstra (container/heap, reused buffers, same level, same 8-way deny rules, same values) over the engine's 8-way deny scan.\n", runtime.GOOS, runtime.GOARCH, runtime.GOMAXPROCS(0))
}

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

func newHeapDijkstra(l benchLevel) *heapDijkstra {
	c := WalkerCosts(l.grid, nil)
	d := &heapDijkstra{w: l.w, h: l.h, cost: make([]uint8, l.w*l.h), dist: make([]int32, l.w*l.h), goal: l.goal[0]}
	for y := 0; y < l.h; y++ {
		for x := 0; x < l.w; x++ {
			d.cost[y*l.w+x] = c.At(x, y)
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

// checkHeapDijkstra fails t unless the heap Dijkstra gives f's values, so
// the ratio compares two scans computing the same field.
func checkHeapDijkstra(t *testing.T, l benchLevel, f *dijkstra.Field) {
	t.Helper()
	d := newHeapDijkstra(l)
	d.scan()
	for y := 0; y < l.h; y++ {
		for x := 0; x < l.w; x++ {
			if got, want := f.At(x, y), d.dist[y*l.w+x]; got != want {
				t.Fatalf("%s %dx%d: heap Dijkstra gives %d at %d,%d, the engine %d", l.kind, l.w, l.h, want, x, y, got)
			}
		}
	}
}

// measure returns the least thread CPU time of reps calls of scan. The
// thread CPU clock, not the wall clock, so that other processes on the
// machine do not count; the goroutine is locked to its thread meanwhile.
func measure(scan func(), reps int) time.Duration {
	// Collect the table's own garbage first (earlier rows' levels and
	// fields): a collection running on the other core during the timing
	// shares this one's caches and memory bus, and made whole rows read
	// up to 70% slow.
	runtime.GC()
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	times := make([]time.Duration, reps)
	for i := range times {
		t0 := threadCPU()
		scan()
		times[i] = threadCPU() - t0
	}
	slices.Sort(times)
	return times[0]
}

func benchScan(b *testing.B, kind string, w, h int, bc benchCase) {
	l := makeBenchLevel(kind, w, h)
	scan, f := bc.run(l)
	scan()
	b.ResetTimer()
	for b.Loop() {
		scan()
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(f.Reached()), "ns/cell")
	b.ReportMetric(float64(f.Bytes())/float64(w*h), "B/cell")
}

// BenchmarkScan covers every scan kind on every generated level kind at
// 1024x1024, the size the targets are set for.
func BenchmarkScan(b *testing.B) {
	for _, kind := range benchKinds {
		for _, bc := range benchCases {
			b.Run(kind+"/"+bc.name, func(b *testing.B) { benchScan(b, kind, 1024, 1024, bc) })
		}
	}
}

// Package benchtable is the one table of field-scan speeds that both
// `make bench` and the browser's ?bench page print: for each level, the ns
// per reachable cell of each kind of scan and how many times the floor (the
// least work any scan of the level must do) it takes, the bytes per cell
// one field holds, and how many times faster the engine is than a textbook
// heap Dijkstra and than a tuned Dial on the same level. It imports only the engine: the levels come
// in as plain costs, so any roguelike can time the engine on its own maps.
package benchtable

import (
	"fmt"
	"runtime"
	"slices"
	"strings"
	"time"

	"downhill/ai/dijkstra"
)

// Level is one row's level: walkers' and tunnelers' costs of a W x H map
// and the goal every scan floods from.
type Level struct {
	Kind         string // what the row calls it ("rooms")
	W, H         int
	Walk, Tunnel *dijkstra.Costs
	Goal         dijkstra.Goal
}

// Options say how the table times. The zero value is `make bench`'s way.
type Options struct {
	// Clock reads the time; nil is ThreadCPU.
	Clock func() time.Duration
	// Batch is the scans timed per reading: 1 where the clock is fine,
	// more where it is coarse (browsers round performance.now to 100 us,
	// about a tenth of a scan of 256x256).
	Batch int
	// Readings per scan kind and level; 0 is 15-200 by level size.
	Readings int
	// Median keeps the median reading; otherwise the least, which on a
	// thread CPU clock is what other processes disturb least.
	Median bool
}

// Header is the table's first two lines.
const Header = "| level | size | cells walkers reach | floor ns/cell | 4-way ns/cell (x floor) | 8-way deny ns/cell (x floor) | tunnel ns/cell (x floor) | flee ns/cell (x floor) | bytes/cell | 8-way deny vs heap Dijkstra | tunnel vs tuned Dial |\n" +
	"|---|---|---|---|---|---|---|---|---|---|---|"

// kind is one column: a way to scan a level.
type kind struct {
	name string
	make func(l Level) (scan func(), f *dijkstra.Field)
}

// kinds are the columns, in order. "tunnel" is the tunnelers' costs, 8-way
// deny; "flee" an 8-way deny approach scan plus Flee(-1.2), per cell of
// the approach field.
var kinds = []kind{
	{"4-way", func(l Level) (func(), *dijkstra.Field) {
		f := dijkstra.NewField(l.W, l.H)
		return func() { f.Scan([]dijkstra.Goal{l.Goal}, l.Walk, dijkstra.Rules{Moves: dijkstra.Four}) }, f
	}},
	{"8-way deny", func(l Level) (func(), *dijkstra.Field) {
		f := dijkstra.NewField(l.W, l.H)
		return func() { f.Scan([]dijkstra.Goal{l.Goal}, l.Walk, dijkstra.Rules{}) }, f
	}},
	{"tunnel", func(l Level) (func(), *dijkstra.Field) {
		f := dijkstra.NewField(l.W, l.H)
		return func() { f.Scan([]dijkstra.Goal{l.Goal}, l.Tunnel, dijkstra.Rules{}) }, f
	}},
	{"flee", func(l Level) (func(), *dijkstra.Field) {
		a, f := dijkstra.NewField(l.W, l.H), dijkstra.NewField(l.W, l.H)
		return func() {
			a.Scan([]dijkstra.Goal{l.Goal}, l.Walk, dijkstra.Rules{})
			f.Flee(a, -1.2)
		}, f // the flee field: as many cells as the approach field
	}},
}

// Scans returns a scan of each column's kind on l (one Field each, scanned
// once already), named as the columns are: for benchmarks that time the
// same work as the table.
func Scans(l Level) (names []string, scans []func(), fields []*dijkstra.Field) {
	for _, k := range kinds {
		scan, f := k.make(l)
		scan()
		names, scans, fields = append(names, k.name), append(scans, scan), append(fields, f)
	}
	return names, scans, fields
}

// Row times every column on l and returns its table line, and the names of
// the columns that took the bit-parallel scan. It fails if the heap
// Dijkstra disagrees with the engine's 8-way deny scan, or the tuned Dial
// with its tunnel scan, so the last columns compare scans computing the
// same field.
func Row(l Level, o Options) (line string, bits []string, err error) {
	names, scans, fields := Scans(l)
	hd := newHeapDijkstra(l)
	hd.scan()
	if err := hd.check(fields[1]); err != nil {
		return "", nil, err
	}
	td := newTunedDial(l)
	td.scan()
	if err := td.check(fields[2]); err != nil {
		return "", nil, err
	}
	fl := newFloor(l)
	heapAt, tunedAt, floorAt := len(scans), len(scans)+1, len(scans)+2
	scans = append(scans, hd.scan, td.scan, fl.scan)
	readings := o.Readings
	if readings == 0 {
		readings = max(15, min(201, 50_000_000/(l.W*l.H)))
	}
	// Every scan of the row is timed in rounds taken in turn, the least (or
	// median) reading of all rounds kept: a slow spell of a shared machine
	// then spoils one round of each, not every reading of one.
	rounds := min(5, readings)
	times := make([][]time.Duration, len(scans))
	for r := 0; r < rounds; r++ {
		for i, scan := range scans {
			times[i] = append(times[i], o.measure(scan, (readings+rounds-1)/rounds)...)
		}
	}
	best := make([]time.Duration, len(scans))
	for i, ts := range times {
		slices.Sort(ts)
		best[i] = ts[0]
		if o.Median {
			best[i] = ts[len(ts)/2]
		}
	}
	ratio := func(a, b time.Duration) float64 { return float64(a) / float64(max(b, 1)) }
	var b strings.Builder
	walkers := fields[1].Reached()
	fmt.Fprintf(&b, "| %s | %dx%d | %d | %.2f |", l.Kind, l.W, l.H, walkers, float64(best[floorAt].Nanoseconds())/float64(walkers))
	bytes := 0.0
	for i, f := range fields {
		fmt.Fprintf(&b, " %.2f (%.0fx) |", float64(best[i].Nanoseconds())/float64(f.Reached()), ratio(best[i], best[floorAt]))
		bytes = max(bytes, float64(f.Bytes())/float64(l.W*l.H))
		if names[i] != "flee" && f.BitScan() {
			bits = append(bits, names[i])
		}
	}
	fmt.Fprintf(&b, " %.2f | %s | %s |", bytes, faster(ratio(best[heapAt], best[1]), "%.1f"), faster(ratio(best[tunedAt], best[2]), "%.2f"))
	return b.String(), bits, nil
}

// faster says how many times faster (r > 1) or slower the engine is, r
// being the other scan's time over the engine's, in the number format.
func faster(r float64, format string) string {
	if r < 1 {
		return fmt.Sprintf(format+"x slower", 1/r)
	}
	return fmt.Sprintf(format+"x faster", r)
}

// Table prints the whole table to out, a line at a time (the header, a row
// per level as soon as it is timed, then which rows took the bit-parallel
// scan and how the numbers were taken), making each level only when its row
// comes up: big levels are not all held at once.
func Table(out func(line string), levels []func() Level, o Options) error {
	for _, h := range strings.Split(Header, "\n") {
		out(h)
	}
	var bitRows []string // "kind column", in table order
	bitSizes, sizes := map[string][]string{}, map[string]int{}
	for _, mk := range levels {
		l := mk()
		line, bits, err := Row(l, o)
		if err != nil {
			return err
		}
		out(line)
		size := fmt.Sprintf("%dx%d", l.W, l.H)
		sizes[l.Kind]++
		for _, k := range bits {
			k = l.Kind + " " + k
			if !slices.Contains(bitRows, k) {
				bitRows = append(bitRows, k)
			}
			bitSizes[k] = append(bitSizes[k], size)
		}
	}
	for i, k := range bitRows {
		if kind, _, _ := strings.Cut(k, " "); len(bitSizes[k]) < sizes[kind] {
			bitRows[i] += " (" + strings.Join(bitSizes[k], ", ") + ")"
		}
	}
	out("")
	out(fmt.Sprintf("The bit-parallel scan ran for %s; every other scan was the cell-at-a-time one.", orNone(bitRows)))
	how := "least thread CPU time"
	if o.Clock != nil {
		how = "least time"
	}
	if o.Median {
		how = "median time"
	}
	if o.Batch > 1 {
		how += fmt.Sprintf(" of batches of %d", o.Batch)
	}
	out("")
	out(fmt.Sprintf("ns/cell: %s of a whole scan, readings taken in rounds, divided by the cells reached; %s/%s, GOMAXPROCS %d. floor: one streaming pass that reads every cost and writes every value once (same layout and size as a field and its costs), per cell walkers reach; (x floor) is each scan's whole time over the floor's. The last two columns are times (same readings) over the engine's: a straightforward Dijkstra (container/heap, reused buffers, same level, same 8-way deny rules, same values) over its 8-way deny scan, and a tuned Dial (padded arrays, a ring of FIFO buckets, settle once, same values) over its tunnel scan.", how, runtime.GOOS, runtime.GOARCH, runtime.GOMAXPROCS(0)))
	return nil
}

func orNone(s []string) string {
	if len(s) == 0 {
		return "no row"
	}
	return strings.Join(s, ", ")
}

// measure returns n readings of scan, each the time of Batch scans divided
// by Batch. With the thread CPU clock the goroutine is locked to its
// thread meanwhile.
func (o Options) measure(scan func(), n int) []time.Duration {
	// Collect earlier rows' garbage first: a collection running on another
	// core during the timing shares this one's caches and memory bus, and
	// made whole rows read up to 70% slow.
	runtime.GC()
	clock := o.Clock
	if clock == nil {
		clock = ThreadCPU
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
	}
	batch := max(o.Batch, 1)
	times := make([]time.Duration, n)
	for i := range times {
		t0 := clock()
		for range batch {
			scan()
		}
		times[i] = (clock() - t0) / time.Duration(batch)
	}
	return times
}

package ai

import (
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
	goal []Goal
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
	return benchLevel{kind, w, h, l.Grid, []Goal{{X: p.X, Y: p.Y}}}
}

// benchCase is one row kind of the table: what is scanned and how.
type benchCase struct {
	name string
	run  func(b benchLevel) (scan func(), f *Field)
}

var benchCases = []benchCase{
	{"4-way", func(l benchLevel) (func(), *Field) {
		c, f := WalkerCosts(l.grid, nil), NewField(l.w, l.h)
		return func() { f.Scan(l.goal, c, Rules{Moves: Four}) }, f
	}},
	{"8-way deny", func(l benchLevel) (func(), *Field) {
		c, f := WalkerCosts(l.grid, nil), NewField(l.w, l.h)
		return func() { f.Scan(l.goal, c, Rules{}) }, f
	}},
	{"tunnel", func(l benchLevel) (func(), *Field) {
		c, f := TunnelerCosts(l.grid, nil), NewField(l.w, l.h)
		return func() { f.Scan(l.goal, c, Rules{}) }, f
	}},
	{"flee", func(l benchLevel) (func(), *Field) {
		c, a, f := WalkerCosts(l.grid, nil), NewField(l.w, l.h), NewField(l.w, l.h)
		return func() {
			a.Scan(l.goal, c, Rules{})
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
	fmt.Fprintf(os.Stdout, "| level | size | cells walkers reach | 4-way ns/cell | 8-way deny ns/cell | tunnel ns/cell | flee ns/cell | bytes/cell |\n")
	fmt.Fprintf(os.Stdout, "|---|---|---|---|---|---|---|---|\n")
	for _, kind := range benchKinds {
		for _, sz := range benchSizes {
			if !strings.Contains(fmt.Sprintf("%s %dx%d", kind, sz[0], sz[1]), *benchOnly) {
				continue
			}
			l := makeBenchLevel(kind, sz[0], sz[1])
			row := fmt.Sprintf("| %s | %dx%d |", kind, sz[0], sz[1])
			var reach string
			var cells []string
			bytes := 0.0
			for _, bc := range benchCases {
				scan, f := bc.run(l)
				scan()
				best := measure(scan, max(15, min(201, 50_000_000/(l.w*l.h))))
				cells = append(cells, fmt.Sprintf(" %.2f |", float64(best.Nanoseconds())/float64(f.Reached())))
				if bc.name == "8-way deny" {
					reach = fmt.Sprintf(" %d |", f.Reached())
				}
				bytes = max(bytes, float64(f.Bytes())/float64(l.w*l.h))
			}
			fmt.Fprintf(os.Stdout, "%s%s", row, reach)
			for _, c := range cells {
				fmt.Fprint(os.Stdout, c)
			}
			fmt.Fprintf(os.Stdout, " %.2f |\n", bytes)
		}
	}
	fmt.Fprintf(os.Stdout, "\nns/cell: least thread CPU time of a whole scan over 15-200 runs, divided by the cells reached; %s/%s, GOMAXPROCS %d.\n", runtime.GOOS, runtime.GOARCH, runtime.GOMAXPROCS(0))
}

// measure returns the least thread CPU time of reps calls of scan. The
// thread CPU clock, not the wall clock, so that other processes on the
// machine do not count; the goroutine is locked to its thread meanwhile.
func measure(scan func(), reps int) time.Duration {
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

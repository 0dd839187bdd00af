package benchtable_test

import (
	"flag"
	"fmt"
	"strings"
	"testing"

	"downhill/ai/benchlevels"
	"downhill/ai/dijkstra/benchtable"
)

var (
	benchTable = flag.Bool("bench-table", false, "print the markdown table of ns per reachable cell (make bench)")
	benchOnly  = flag.String("bench-only", "", "with -bench-table, only the rows whose \"kind WxH\" contains this")
)

// TestBenchTable prints, with -bench-table, the table `make bench` shows
// (see Table) over Downhill's generated levels.
func TestBenchTable(t *testing.T) {
	if !*benchTable {
		t.Skip("run with -args -bench-table (make bench)")
	}
	var levels []func() benchtable.Level
	for _, kind := range benchlevels.Kinds {
		for _, sz := range benchlevels.Sizes {
			if strings.Contains(fmt.Sprintf("%s %dx%d", kind, sz[0], sz[1]), *benchOnly) {
				levels = append(levels, func() benchtable.Level { return benchlevels.Of(kind, sz[0], sz[1]) })
			}
		}
	}
	if strings.Contains(benchlevels.Sparse+" 1024x1024", *benchOnly) {
		levels = append(levels, func() benchtable.Level { return benchlevels.Of(benchlevels.Sparse, 1024, 1024) })
	}
	if err := benchtable.Table(func(s string) { fmt.Println(s) }, levels, benchtable.Options{}); err != nil {
		t.Fatal(err)
	}
}

// The table on small levels, in both ways of timing: a row per level with
// every column, the heap Dijkstra and the tuned Dial agreeing, and the
// footer naming the bit scan where caves took it.
func TestTableSmall(t *testing.T) {
	for _, o := range []benchtable.Options{{Readings: 3}, {Readings: 3, Batch: 2, Median: true}} {
		var lines []string
		if err := benchtable.Table(func(s string) { lines = append(lines, s) }, benchlevels.All([][2]int{{40, 30}}), o); err != nil {
			t.Fatal(err)
		}
		if len(lines) != 2+3+4 || lines[0]+"\n"+lines[1] != benchtable.Header {
			t.Fatalf("table:\n%s", strings.Join(lines, "\n"))
		}
		for _, l := range lines[2:5] {
			if strings.Count(l, "|") != 12 || !strings.HasSuffix(l, "x faster |") && !strings.HasSuffix(l, "x slower |") || strings.Count(l, "x) |") != 4 {
				t.Errorf("row %q: want 11 columns, each scan's with its ratio to the floor, ending in the heap and tuned Dial ratios", l)
			}
		}
		if !strings.Contains(lines[6], "caves 8-way deny") {
			t.Errorf("footer %q: want caves 8-way deny on the bit scan", lines[6])
		}
	}
}

// BenchmarkScan covers every column on every generated level kind, and the
// sparse level, at 1024x1024, the size the targets are set for.
func BenchmarkScan(b *testing.B) {
	for _, kind := range append(benchlevels.Kinds[:len(benchlevels.Kinds):len(benchlevels.Kinds)], benchlevels.Sparse) {
		l := benchlevels.Of(kind, 1024, 1024)
		names, scans, fields := benchtable.Scans(l)
		for i, scan := range scans {
			b.Run(kind+"/"+names[i], func(b *testing.B) {
				for b.Loop() {
					scan()
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(fields[i].Reached()), "ns/cell")
				b.ReportMetric(float64(fields[i].Bytes())/float64(l.W*l.H), "B/cell")
			})
		}
	}
}

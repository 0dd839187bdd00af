package ui

// The ?bench page: the 256x256 rows of `make bench`'s table, run in the
// wasm build, so the README can say how fast fields scan in a browser. It
// mirrors ai's TestBenchTable (same levels, goals and rules; the median of
// timed batches rather than of single scans), which lives in a test file
// and so cannot be imported.

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"syscall/js"
	"time"

	"downhill/ai"
	"downhill/ai/dijkstra"
	"downhill/world"
)

// runBench prints the table to the console and onto the page, one row at a
// time; the short sleep between rows lets the page repaint.
func runBench() {
	doc := js.Global().Get("document")
	pre := doc.Call("createElement", "pre")
	pre.Set("id", "bench")
	doc.Get("body").Call("appendChild", pre)
	if sh := doc.Call("getElementById", "shell"); sh.Truthy() {
		sh.Get("classList").Call("add", "gone")
	}
	var out strings.Builder
	line := func(s string) {
		fmt.Println(s)
		out.WriteString(s + "\n")
		pre.Set("textContent", out.String())
		time.Sleep(10 * time.Millisecond)
	}
	line("bench: field scans in the browser (wasm), median ns per reachable cell")
	line("| level | size | reachable | 4-way ns/cell | 8-way deny ns/cell | tunnel ns/cell | flee ns/cell |")
	line("|---|---|---|---|---|---|---|")
	const w, h = 256, 256
	for _, kind := range []string{"rooms", "caves", "maze"} {
		grid, goal := benchLevel(kind, w, h)
		walk, tunnel := ai.WalkerCosts(grid, nil), ai.TunnelerCosts(grid, nil)
		f, a := dijkstra.NewField(w, h), dijkstra.NewField(w, h)
		cases := []func(){
			func() { f.Scan(goal, walk, dijkstra.Rules{Moves: dijkstra.Four}) },
			func() { f.Scan(goal, walk, dijkstra.Rules{}) },
			func() { f.Scan(goal, tunnel, dijkstra.Rules{}) },
			func() { a.Scan(goal, walk, dijkstra.Rules{}); f.Flee(a, -1.2) },
		}
		row := fmt.Sprintf("| %s | %dx%d |", kind, w, h)
		var cells, reach string
		for i, scan := range cases {
			scan()
			// Browsers coarsen performance.now (100 us in Chromium without
			// cross-origin isolation), about a tenth of one scan here:
			// time batches of scans and take the median batch.
			const batch = 10
			times := make([]time.Duration, 21)
			for k := range times {
				t0 := time.Now()
				for range batch {
					scan()
				}
				times[k] = time.Since(t0) / batch
			}
			slices.Sort(times)
			med := times[len(times)/2]
			cells += fmt.Sprintf(" %.2f |", float64(med.Nanoseconds())/float64(f.Reached()))
			if i == 1 {
				reach = fmt.Sprintf(" %d |", f.Reached())
			}
		}
		line(row + reach + cells)
	}
	line("bench done")
}

// benchLevel is ai's makeBenchLevel: the level of kind from seed 1,2 and a
// goal on its start (or its first floor cell).
func benchLevel(kind string, w, h int) (*world.Grid, []dijkstra.Goal) {
	l := world.Generate(kind, w, h, 1, rand.New(rand.NewPCG(1, 2)))
	p := l.Start
	if !l.Grid.At(p.X, p.Y).Walkable() {
		for i, t := range l.Grid.Tiles {
			if t == world.Floor {
				p = world.Pos{X: i % w, Y: i / w}
				break
			}
		}
	}
	return l.Grid, []dijkstra.Goal{{X: p.X, Y: p.Y}}
}

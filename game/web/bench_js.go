package web

// The ?bench page: the 256x256 rows of `make bench`'s table, run in the
// wasm build, so the README can say how fast fields scan in a browser. It
// mirrors ai's TestBenchTable (same levels, goals and rules; the median of
// timed batches rather than of single scans), which lives in a test file
// and so cannot be imported. Then whole turns: game.TurnCases, the explore
// bot playing, as the native turn benchmark plays them.

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"syscall/js"
	"time"

	"downhill/ai"
	"downhill/game"
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
		f, a := ai.NewField(w, h), ai.NewField(w, h)
		cases := []func(){
			func() { f.Scan(goal, walk, ai.Rules{Moves: ai.Four}) },
			func() { f.Scan(goal, walk, ai.Rules{}) },
			func() { f.Scan(goal, tunnel, ai.Rules{}) },
			func() { a.Scan(goal, walk, ai.Rules{}); f.Flee(a, -1.2) },
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
	benchTurns(line)
	line("bench done")
}

// benchLevel is ai's makeBenchLevel: the level of kind from seed 1,2 and a
// goal on its start (or its first floor cell).
func benchLevel(kind string, w, h int) (*world.Grid, []ai.Goal) {
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
	return l.Grid, []ai.Goal{{X: p.X, Y: p.Y}}
}

// benchTurns prints one row per game.TurnCases size: the time to set the
// game up, the median turn (over batches, as above: the browser's clock is
// coarse) and the allocations a turn.
func benchTurns(line func(string)) {
	line("")
	line("bench: whole turns in the browser (wasm), explore bot playing")
	line("| level x goblins | new game ms | turn ms (median) | allocs/turn |")
	line("|---|---|---|---|")
	for _, c := range game.TurnCases {
		t0 := time.Now()
		g := game.New(c.Cfg)
		setup := time.Since(t0)
		for range 3 {
			g = game.BenchTurn(g) // the first turns scan what later ones reuse
		}
		batch, runs := 20, 9
		if c.Cfg.W*c.Cfg.H > 100_000 {
			batch, runs = 2, 5
		}
		times := make([]time.Duration, runs)
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		mallocs := ms.Mallocs
		for k := range times {
			t := time.Now()
			for range batch {
				g = game.BenchTurn(g)
			}
			times[k] = time.Since(t) / time.Duration(batch)
		}
		runtime.ReadMemStats(&ms)
		slices.Sort(times)
		line(fmt.Sprintf("| %s | %.0f | %.3f | %.0f |", c.Name, float64(setup.Microseconds())/1000,
			float64(times[runs/2].Microseconds())/1000, float64(ms.Mallocs-mallocs)/float64(batch*runs)))
	}
}

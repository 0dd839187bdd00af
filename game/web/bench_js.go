package web

// The ?bench page: the 256x256 rows of `make bench`'s table (the same
// table code, benchtable), run in the wasm build, so the README can say
// how fast fields scan in a browser. Browsers coarsen performance.now
// (100 us in Chromium without cross-origin isolation), about a tenth of
// one scan here: the table times batches of scans and keeps the median.
// Then whole turns: game.TurnCases, the explore bot playing, as the native
// turn benchmark plays them.

import (
	"fmt"
	"runtime"
	"slices"
	"strings"
	"syscall/js"
	"time"

	"downhill/ai"
	"downhill/ai/dijkstra/benchtable"
	"downhill/game"
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
	t0 := time.Now()
	o := benchtable.Options{Clock: func() time.Duration { return time.Since(t0) }, Batch: 10, Readings: 21, Median: true}
	if err := benchtable.Table(line, ai.BenchLevels([][2]int{{256, 256}}), o); err != nil {
		line(err.Error())
	}
	benchTurns(line)
	line("bench done")
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

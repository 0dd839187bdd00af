// Command bench is the browser's ?bench page (GOOS=js, built by make web
// as bench.wasm, which index.html loads for ?bench instead of the game):
// the 256x256 rows of `make bench`'s table (the same table code,
// benchtable), so docs/browser.md can say how fast fields scan in a browser,
// then whole turns (turnbench.Table, the rows make bench prints). It is a
// program of its own, so the game's download carries none of it.
//
// Browsers coarsen performance.now (100 us in Chromium without
// cross-origin isolation), about a tenth of one scan here: the table times
// batches of scans and keeps the median.
package main

import (
	"fmt"
	"strings"
	"syscall/js"
	"time"

	"downhill/ai/benchlevels"
	"downhill/ai/dijkstra/benchtable"
	"downhill/headless/turnbench"
)

func main() { runBench() }

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
	if err := benchtable.Table(line, benchlevels.All([][2]int{{256, 256}}), o); err != nil {
		line(err.Error())
	}
	benchTurns(line)
	line("bench done")
}

// benchTurns prints the turn rows of make bench (turnbench.Table: steady
// turns, the same sizes, warm-up and rounds) timed in the browser. Its
// clock is performance.now, which Chromium rounds to 100 us (5 us in a
// cross-origin isolated page): turns are timed in batches long enough
// for it.
func benchTurns(line func(string)) {
	line("")
	line("bench: whole turns in the browser (wasm), the explore bot playing steady turns")
	tick := 100 * time.Microsecond
	if js.Global().Get("crossOriginIsolated").Truthy() {
		tick = 5 * time.Microsecond
	}
	turnbench.Table(line, nil, tick)
}

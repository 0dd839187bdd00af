package web

// The tab's side of the game: flags do not exist in a tab, so the seed
// comes from the address (?seed=N, which index.html passes to main as
// -seed N); the game is kept in localStorage by the store's policy
// (store.Open: a reload continues it, a link with another seed is a
// one-off game), saved when the tab is hidden or closed.

import (
	"fmt"
	"os"
	"strconv"
	"syscall/js"

	"downhill/game"
	"downhill/game/store"
	"downhill/game/web/boot"
	"downhill/internal/text"
	"downhill/render"
)

// tab is the sitting in play as the page's handlers see it (see front on
// why no lock is needed) and the seed its title and address show.
var tab struct {
	sit  *store.Sitting
	seed uint64
}

// startTab prepares the tab's sitting before its first frame: ?bench runs
// the benchmarks and stops; a ?seed= that index.html could not pass on (not
// a positive number) is said in the game; the seed goes in the title and
// the address; the tab saves when hidden or closed.
func startTab(sit *store.Sitting) {
	q := js.Global().Get("URLSearchParams").New(js.Global().Get("location").Get("search"))
	if q.Call("has", "bench").Bool() {
		runBench()
		os.Exit(0)
	}
	if s := q.Call("get", "seed"); !s.IsNull() {
		if n, err := strconv.ParseUint(s.String(), 10, 64); err != nil || n == 0 {
			sit.Tell(fmt.Sprintf("The seed %s in the address is not a positive number; playing seed %d.", text.Quote(s.String()), sit.Game.Cfg.Seed))
		}
	}
	tab.sit = sit
	showSeed(sit.Game.Cfg.Seed)
	addHandlers()
}

// firstFrame runs once the first frame is on the canvas: it prints the
// start-up marks and the first-frame line, hides the loading shell, and
// after the browser has painted, saves a new game (the first level of a
// new game is a new level), which the frame need not wait for.
func firstFrame() {
	boot.Add("first-frame")
	printMarks()
	if sh := js.Global().Get("document").Call("getElementById", "shell"); sh.Truthy() {
		sh.Get("classList").Call("add", "gone")
	}
	afterPaint(func() { tab.sit.AfterTurn(tab.sit.Game) })
}

// showGame follows the game after every turn: a new seed (a restart) is
// shown in the title and the address, so the address bar always shares
// the game in play.
func showGame(g *game.Game) {
	if g.Cfg.Seed != tab.seed {
		showSeed(g.Cfg.Seed)
	}
}

// printMarks prints the start-up marks, the page's (globalThis.
// downhillMarks, pushed by index.html) then Go's, one line each, and last
// the line "first-frame ms=T" that tools time a visit by.
func printMarks() {
	var all []boot.Mark
	if pm := js.Global().Get("downhillMarks"); pm.Truthy() {
		for i := range pm.Length() {
			m := pm.Index(i)
			all = append(all, boot.Mark{Name: m.Index(0).String(), Ms: m.Index(1).Float()})
		}
	}
	all = append(all, boot.Marks()...)
	first := 0.0
	for _, m := range all {
		fmt.Printf("mark %s ms=%.1f\n", m.Name, m.Ms)
		if m.Name == "first-frame" {
			first = m.Ms
		}
	}
	fmt.Printf("first-frame ms=%.0f\n", first)
}

// afterPaint runs f in a task after the browser's next paint.
func afterPaint(f func()) {
	var later, paint js.Func
	later = js.FuncOf(func(js.Value, []js.Value) any {
		later.Release()
		f()
		return nil
	})
	paint = js.FuncOf(func(js.Value, []js.Value) any {
		paint.Release()
		js.Global().Call("setTimeout", later, 0)
		return nil
	})
	js.Global().Call("requestAnimationFrame", paint)
}

// addHandlers saves the game when the tab is hidden (switching tabs,
// minimising, and on phones the last moment a page is sure to run) and
// when it is closed or reloaded (pagehide). A failure is told in the game
// (store.Sitting.Save); the game goes on unsaved rather than stopping.
func addHandlers() {
	doc := js.Global().Get("document")
	listen(doc, "visibilitychange", func(js.Value) {
		if doc.Get("visibilityState").String() == "hidden" {
			tab.sit.Save("tab hidden")
		}
	})
	listen(js.Global(), "pagehide", func(js.Value) { tab.sit.Save("page closed") })
}

// showSeed puts the seed in the tab title and the address (?seed=N), so a
// game can be shared by copying the address.
func showSeed(seed uint64) {
	tab.seed = seed
	s := strconv.FormatUint(seed, 10)
	js.Global().Get("document").Set("title", "Downhill - seed "+s)
	defer func() { recover() }() // history may be unavailable (file:// pages); the title still shows it
	u := js.Global().Get("URL").New(js.Global().Get("location").Get("href"))
	u.Get("searchParams").Call("set", "seed", s)
	js.Global().Get("history").Call("replaceState", js.Null(), "", u.Call("toString"))
}

// loadFont reads the glyph atlas before the first frame, so the marks
// time it on its own.
func loadFont() {
	render.LoadFont()
	boot.Add("atlas")
}

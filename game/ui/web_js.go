package ui

// The browser side of the window: flags do not exist in a tab, so the
// seed comes from the URL (?seed=N); the game is saved to localStorage when
// the tab is hidden or closed and on every new level, and a reload
// continues it; event lines go to the console, where tests read them.

import (
	"fmt"
	"os"
	"strconv"
	"syscall/js"

	"downhill/game"
	"downhill/game/session"
)

// saveKey is the localStorage key of the saved game. One slot: the game
// the tab played last.
const saveKey = "downhill.save"

// web is the browser's view of the game in play. The JS callbacks read it
// without a lock: Go's wasm port is single-threaded and never preempts, so
// a callback runs only while the window goroutine is parked between
// events, never in the middle of a turn. The event lines reach the console
// because index.html runs main with -events.
var web struct {
	g          *game.Game
	seed       uint64
	depth      int
	turn       int
	framed     bool
	view       [11]float64 // last layout published to globalThis.downhillView
	handlersOn bool
}

// platformOptions plugs the browser's load and save into the window's
// options, so the window code stays the same on every platform: the game
// comes from webLoad unless the caller loads one, and webTurn follows every
// turn before the caller's AfterTurn.
func platformOptions(o Options) Options {
	if o.OneOff {
		return o
	}
	if o.Load == nil {
		o.Load = webLoad
	}
	after := o.AfterTurn
	o.AfterTurn = func(g *game.Game) {
		webTurn(g)
		if after != nil {
			after(g)
		}
	}
	return o
}

// webLoad (Options.Load) picks the game to play from the URL and the saved
// game: ?bench runs the field benchmark and stops; ?seed=N plays seed N
// (index.html passes it to main as -seed N, so cfg has it), continuing the
// save when it is of that seed; with no seed the save is continued, else a
// new game starts on the seed main chose. A save that cannot be read
// starts a new game and says why, in the game's message log and on the
// console; the page never breaks over it.
func webLoad(cfg game.Config) *game.Game {
	// The steps from navigation to the first frame, for the README: the
	// page logs the download, this the start of Go's main, platformFrame
	// the frame.
	fmt.Printf("go main ms=%.0f\n", js.Global().Get("performance").Call("now").Float())
	q := js.Global().Get("URLSearchParams").New(js.Global().Get("location").Get("search"))
	if q.Call("has", "bench").Bool() {
		runBench()
		os.Exit(0)
	}
	var notes []string
	wantSeed, badSeed := false, ""
	if s := q.Call("get", "seed"); !s.IsNull() {
		n, err := strconv.ParseUint(s.String(), 10, 64)
		if err != nil || n == 0 {
			badSeed = s.String()
		} else {
			cfg.Seed, wantSeed = n, true
		}
	}
	var g *game.Game
	if data, ok := storageGet(saveKey); ok {
		loaded, err := game.Load([]byte(data))
		switch {
		case err != nil:
			notes = append(notes, "Your saved game could not be read, so a new game has started ("+err.Error()+").")
		case wantSeed && loaded.Cfg.Seed != cfg.Seed:
			// An address with another seed is a shared game: play it.
		default:
			g = loaded
			fmt.Printf("continuing saved game: seed=%d turn=%d depth=%d\n", g.Cfg.Seed, g.Turn, g.Depth)
		}
	}
	if g == nil {
		g = game.New(cfg)
	}
	if badSeed != "" {
		notes = append(notes, fmt.Sprintf("The seed %q in the address is not a positive number; playing seed %d.", badSeed, g.Cfg.Seed))
	}
	for _, n := range notes {
		fmt.Println("downhill:", n)
		g.Messages = append(g.Messages, n)
	}
	web.g = g
	addHandlers()
	webTurn(g) // the first level of a new game is a new level: save it
	return g
}

// webTurn (Options.AfterTurn) follows the game after every turn, restarts included:
// a new level or a new game is saved at once, and a new seed is shown in
// the title and the address, so the address bar always shares the game in
// play.
func webTurn(g *game.Game) {
	newGame := g != web.g || g.Cfg.Seed != web.seed || g.Turn < web.turn
	if newGame || g.Depth != web.depth {
		web.g = g
		showSeed(g.Cfg.Seed)
		save("new level")
	}
	web.turn, web.depth = g.Turn, g.Depth
}

// platformFrame reports the first frame on the console (with the time since
// navigation, which the README quotes), hides the loading shell, and
// publishes where the map sits as globalThis.downhillView so the browser
// test can point at a cell: a cell x,y has its centre at window pixel
// offX + scale*(originX + (x-camX+0.5)*cellW), likewise for y (device
// pixels; divide by devicePixelRatio for CSS pixels); the view shows
// viewW x viewH cells from camX,camY.
func platformFrame(f session.Fit, l session.Layout) {
	if !web.framed {
		web.framed = true
		now := js.Global().Get("performance").Call("now").Float()
		fmt.Printf("frame first ms=%.0f\n", now)
		if sh := js.Global().Get("document").Call("getElementById", "shell"); sh.Truthy() {
			sh.Get("classList").Call("add", "gone")
		}
		// Gio sets the title from app.Title when the window opens, after
		// webLoad first showed the seed: show it again.
		if web.g != nil {
			showSeed(web.g.Cfg.Seed)
		}
	}
	v := [11]float64{float64(f.Scale), float64(f.Offset.X), float64(f.Offset.Y),
		float64(l.Origin.X), float64(l.Origin.Y), float64(l.CellW), float64(l.CellH),
		float64(l.Camera.X), float64(l.Camera.Y), float64(l.ViewW), float64(l.ViewH)}
	if v == web.view {
		return
	}
	web.view = v
	o := js.Global().Get("Object").New()
	for i, k := range []string{"scale", "offX", "offY", "originX", "originY", "cellW", "cellH", "camX", "camY", "viewW", "viewH"} {
		o.Set(k, v[i])
	}
	js.Global().Set("downhillView", o)
}

// addHandlers saves the game when the tab is hidden (switching tabs,
// minimising, and on phones the last moment a page is sure to run) and when
// it is closed or reloaded (pagehide). Registered once: restarts keep
// web.g current through webTurn.
func addHandlers() {
	if web.handlersOn {
		return
	}
	web.handlersOn = true
	doc := js.Global().Get("document")
	doc.Call("addEventListener", "visibilitychange", js.FuncOf(func(js.Value, []js.Value) any {
		if doc.Get("visibilityState").String() == "hidden" {
			save("tab hidden")
		}
		return nil
	}))
	js.Global().Call("addEventListener", "pagehide", js.FuncOf(func(js.Value, []js.Value) any {
		save("page closed")
		return nil
	}))
}

// save writes the game in play to localStorage. Failures (storage full or
// disabled, as in some private modes) are reported on the console and
// otherwise ignored: the game goes on unsaved rather than stopping.
func save(why string) {
	if web.g == nil {
		return
	}
	data, err := web.g.Save()
	if err != nil {
		fmt.Println("downhill: could not save:", err)
		return
	}
	if err := storageSet(saveKey, string(data)); err != nil {
		fmt.Println("downhill: could not save:", err)
		return
	}
	fmt.Printf("saved turn=%d depth=%d bytes=%d (%s)\n", web.g.Turn, web.g.Depth, len(data), why)
}

// showSeed puts the seed in the tab title and the address (?seed=N), so a
// game can be shared by copying the address.
func showSeed(seed uint64) {
	web.seed = seed
	s := strconv.FormatUint(seed, 10)
	js.Global().Get("document").Set("title", "Downhill - seed "+s)
	defer func() { recover() }() // history may be unavailable (file:// pages); the title still shows it
	u := js.Global().Get("URL").New(js.Global().Get("location").Get("href"))
	u.Get("searchParams").Call("set", "seed", s)
	js.Global().Get("history").Call("replaceState", js.Null(), "", u.Call("toString"))
}

// storageGet reads key from localStorage; ok is false when it is missing
// or storage cannot be used at all.
func storageGet(key string) (v string, ok bool) {
	defer func() {
		if recover() != nil {
			v, ok = "", false
		}
	}()
	ls := js.Global().Get("localStorage")
	if !ls.Truthy() {
		return "", false
	}
	r := ls.Call("getItem", key)
	if r.IsNull() || r.IsUndefined() {
		return "", false
	}
	return r.String(), true
}

// storageSet writes key to localStorage, turning the exception a full or
// disabled storage throws into an error.
func storageSet(key, value string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("localStorage: %v", r)
		}
	}()
	ls := js.Global().Get("localStorage")
	if !ls.Truthy() {
		return fmt.Errorf("localStorage is not available")
	}
	ls.Call("setItem", key, value)
	return nil
}

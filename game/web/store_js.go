package web

// The tab's side of the game: flags do not exist in a tab, so the seed
// comes from the address (?seed=N); the game is saved to localStorage when
// the tab is hidden or closed and on every new level, and a reload
// continues it.

import (
	"fmt"
	"os"
	"strconv"
	"syscall/js"

	"downhill/game"
	"downhill/game/web/boot"
	"downhill/render"
)

// saveKey is the localStorage key of the saved game. One slot: the game
// the tab played last.
const saveKey = "downhill.save"

// tab is the game in play as the page's handlers see it (see front on
// why no lock is needed).
var tab struct {
	g     *game.Game
	seed  uint64
	depth int
	turn  int
}

// loadGame picks the game to play: load's when it gives one; otherwise
// ?bench runs the benchmarks and stops; ?seed=N plays seed N (index.html
// passes it to main as -seed N, so cfg has it), continuing the save when
// it is of that seed; with no seed the save is continued, else a new game
// starts on the seed main chose. A save that cannot be read starts a new
// game and says why, in the game's message log and on the console; the
// page never breaks over it.
func loadGame(cfg game.Config, load func(game.Config) *game.Game) *game.Game {
	q := js.Global().Get("URLSearchParams").New(js.Global().Get("location").Get("search"))
	if q.Call("has", "bench").Bool() {
		runBench()
		os.Exit(0)
	}
	var g *game.Game
	if load != nil {
		g = load(cfg)
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
	if data, ok := storageGet(saveKey); ok && g == nil {
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
	tab.g = g
	showSeed(g.Cfg.Seed)
	addHandlers()
	return g
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
	afterPaint(func() { webTurn(tab.g) })
}

// webTurn follows the game after every turn, restarts included: a new
// level or a new game is saved at once, and a new seed is shown in the
// title and the address, so the address bar always shares the game in
// play.
func webTurn(g *game.Game) {
	if g == nil {
		return // a one-off sitting (?compare, ?sandbox) keeps no save
	}
	newGame := g != tab.g || g.Cfg.Seed != tab.seed || g.Turn < tab.turn || tab.depth == 0
	if newGame || g.Depth != tab.depth {
		tab.g = g
		showSeed(g.Cfg.Seed)
		save("new level")
	}
	tab.turn, tab.depth = g.Turn, g.Depth
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
// when it is closed or reloaded (pagehide).
func addHandlers() {
	doc := js.Global().Get("document")
	listen(doc, "visibilitychange", func(js.Value) {
		if doc.Get("visibilityState").String() == "hidden" {
			save("tab hidden")
		}
	})
	listen(js.Global(), "pagehide", func(js.Value) { save("page closed") })
}

// save writes the game in play to localStorage. Failures (storage full or
// disabled, as in some private modes) are reported on the console and
// otherwise ignored: the game goes on unsaved rather than stopping.
func save(why string) {
	if tab.g == nil {
		return
	}
	data, err := tab.g.Save()
	if err != nil {
		fmt.Println("downhill: could not save:", err)
		return
	}
	if err := storageSet(saveKey, string(data)); err != nil {
		fmt.Println("downhill: could not save:", err)
		return
	}
	fmt.Printf("saved turn=%d depth=%d bytes=%d (%s)\n", tab.g.Turn, tab.g.Depth, len(data), why)
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

// loadFont reads the glyph atlas before the first frame, so the marks
// time it on its own.
func loadFont() {
	render.LoadFont()
	boot.Add("atlas")
}

// localRuns is the browser's best runs table (game.RunStore), kept in
// localStorage beside the save.
type localRuns struct{}

// runsKey is the localStorage key of the best runs table.
const runsKey = "downhill-best-runs"

// Load reads the table; none stored yet is an empty one.
func (localRuns) Load() ([]byte, error) {
	v, ok := storageGet(runsKey)
	if !ok {
		return nil, nil
	}
	return []byte(v), nil
}

// Store writes the table.
func (localRuns) Store(data []byte) error { return storageSet(runsKey, string(data)) }

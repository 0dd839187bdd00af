//go:build js

package front

import (
	"fmt"
	"strings"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"

	"downhill/game"
	"downhill/game/front/boot"
	"downhill/game/front/start"
	"downhill/game/replay"
	"downhill/game/store"
)

// page is the tab's side of the front end: the start-up marks, the layout
// published for the page's tests, the seed in the title and the address.
type page struct {
	frames   int         // frames put on the canvas (globalThis.downhillFrames)
	ticked   bool        // Update ran
	view     [17]float64 // the layout last published as globalThis.downhillView
	labels   string      // the touch buttons' labels last published (downhillButtons)
	seed     uint64      // the seed the title and the address show
	watching bool        // the title shows a replay's seed
	shared   bool        // the page was told the run is over (shareRun)
	painted  bool        // the first frame is on the screen: the page may rest
}

// run plays in the page until the tab closes: Ebiten made its canvas at
// package init and draws into it. Flags do not exist in a tab: the seed
// comes from the address (?seed=N, which index.html passes on as -seed N);
// the game is kept in localStorage by the store's policy and saved when
// the tab is hidden or closed too.
func run(f *front) error {
	f.page.watching, f.page.seed = f.s.Watching(), f.s.Shown().Cfg.Seed // start showed them
	after := f.s.AfterTurn
	f.s.AfterTurn = func(g *game.Game) {
		after(g)
		f.shareRun(g)
	}
	f.shareRun(f.sit.Game) // a finished run reloaded: its link again
	doc := js.Global().Get("document")
	listen(doc, "visibilitychange", func(js.Value) {
		if doc.Get("visibilityState").String() == "hidden" {
			f.saveAndKeep("tab hidden")
		}
	})
	listen(js.Global(), "pagehide", func(js.Value) { f.saveAndKeep("page closed") })
	f.noticeRefusedReplay()
	f.carry()
	boot.Add("run-game")
	return ebiten.RunGame(f)
}

// saveAndKeep saves the game as the tab goes away (why says how), and
// keeps the picture the next visit's page shows before the module is read
// (start.KeepPicture): the first frame the start from this save draws.
func (f *front) saveAndKeep(why string) error {
	err := f.sit.Save(why)
	if err == nil && f.sit.Kept() {
		start.KeepPicture(f.sit.Options.Events)
	}
	return err
}

// showPlace keeps the tab's title and address on what the tab shows
// when that changed: a replay's run (the address as it is), else the
// game in play (?seed=N): a replay left, a new game begun.
func (f *front) showPlace() {
	w, seed := f.s.Watching(), f.s.Shown().Cfg.Seed
	if w == f.page.watching && seed == f.page.seed {
		return
	}
	f.page.watching, f.page.seed = w, seed
	if w {
		start.ShowReplay(seed)
	} else {
		start.ShowSeed(seed)
	}
}

// tick runs at the start of each Update: the first one marks when Ebiten
// has its WebGL context and runs the game.
func (f *front) tick() {
	if !f.page.ticked {
		f.page.ticked = true
		boot.Add("first-update")
	}
}

// drewFrame runs each time a frame was put on the screen: it counts it in
// globalThis.downhillFrames (a test waits for what it caused to be drawn),
// publishes where the map is, and after the first one marks the start-up.
func (f *front) drewFrame() {
	p := &f.page
	p.frames++
	js.Global().Set("downhillFrames", p.frames)
	f.publish()
	if p.frames == 1 {
		boot.Add("first-draw")
		start.AfterPaint(f.firstPaint)
	}
}

// rest tells the page, after a frame that left nothing pending, that the
// game wants no frame until it asks for one (askFrame, wakePage) or input
// comes. Ebiten's minimum mode runs Update and Draw only then, but it
// still asks the browser for an animation frame every frame to look for a
// request: 60 wake-ups a second of the renderer, the Go program and the
// GPU process with nothing to draw (about 9% of a core, measured). The
// page (index.html) holds those requests while the game rests and hands
// them to the browser when it wakes; Ebiten runs a frame for input as the
// events come, without one. Not before the first frame is painted: the
// start-up's frames come as Ebiten asks for them.
func (f *front) rest() {
	if f.page.painted {
		if fn := js.Global().Get("downhillRest"); fn.Type() == js.TypeFunction {
			fn.Invoke()
		}
	}
}

// wakePage hands the page's held animation frame requests to the browser
// (index.html's downhillWake): a frame was asked for.
func wakePage() {
	if fn := js.Global().Get("downhillWake"); fn.Type() == js.TypeFunction {
		fn.Invoke()
	}
}

// firstPaint runs once the browser has painted the first frame: it prints
// the start-up marks and the line "first-frame ms=T" that tools time a
// visit by, hides the loading shell, lets the collector run again, and
// saves a new game (its first level is a new level), which the first
// frame need not wait for, then reads that save back when the browser is
// idle (readSaveWhenIdle).
func (f *front) firstPaint() {
	boot.Add("first-frame")
	f.page.painted = true
	printMarks()
	if sh := js.Global().Get("document").Call("getElementById", "shell"); sh.Truthy() {
		sh.Get("classList").Call("add", "gone")
	}
	if p := js.Global().Get("document").Call("getElementById", start.PictureID); p.Truthy() {
		p.Call("remove") // the same picture, on the GPU now
	}
	start.Painted()
	if fn := js.Global().Get("downhillStarted"); fn.Type() == js.TypeFunction {
		fn.Invoke() // the page may now fetch the build for next time (web/loader.js)
	}
	f.sit.Lock()
	f.sit.AfterTurn(f.sit.Game)
	f.sit.Unlock()
	if f.sit.Kept() && !f.sit.Continued() {
		readSaveWhenIdle(f.sit)
	}
	if !asked.Load() {
		f.rest() // frames since the first may have ended before the page could rest
	}
}

// readSaveWhenIdle reads a new game's save once, when the browser is idle
// after the first frame, and drops what it read. The next visit begins by
// reading that save, and the code that reads one runs nowhere else in a
// first visit: now the browser compiles it, optimises its busy loops and
// keeps them with the module in its cache of compiled WebAssembly, so the
// next visit does not compile them while the player waits.
func readSaveWhenIdle(sit *store.Sitting) {
	var idle js.Func
	idle = js.FuncOf(func(js.Value, []js.Value) any {
		idle.Release()
		go func() {
			if data, err := sit.Slot(store.Save).Load(); err == nil {
				store.ReadCarried(data)
			}
		}()
		return nil
	})
	if ric := js.Global().Get("requestIdleCallback"); ric.Type() == js.TypeFunction {
		ric.Invoke(idle, map[string]any{"timeout": 2000})
	} else {
		js.Global().Call("setTimeout", idle, 500)
	}
}

// publish exposes where the map sits as globalThis.downhillView, so the
// browser test can point at a cell: cell x,y has its centre at device pixel
// offX + scale*(originX + (x-camX+0.5)*cellW), likewise for y (divide by
// devicePixelRatio for CSS pixels); the view shows viewW x viewH cells from
// camX,camY; the frame is frameW x frameH pixels; the touch buttons'
// row is btnW x btnH frame pixels from btnX,btnY (0 wide: none), its
// labels in equal parts of it, left to right (globalThis.downhillButtons).
func (f *front) publish() {
	p, l := f.fit, f.s.Layout()
	b := l.Buttons
	v := [17]float64{float64(p.Scale), float64(p.Offset.X), float64(p.Offset.Y),
		float64(l.Origin.X), float64(l.Origin.Y), float64(l.CellW), float64(l.CellH),
		float64(l.Camera.X), float64(l.Camera.Y), float64(l.ViewW), float64(l.ViewH),
		float64(l.Size.X), float64(l.Size.Y),
		float64(b.Min.X), float64(b.Min.Y), float64(b.Dx()), float64(b.Dy())}
	labels := strings.Join(l.ButtonLabels, "\n")
	if v == f.page.view && labels == f.page.labels {
		return
	}
	f.page.view, f.page.labels = v, labels
	o := js.Global().Get("Object").New()
	for i, k := range []string{"scale", "offX", "offY", "originX", "originY", "cellW", "cellH", "camX", "camY", "viewW", "viewH", "frameW", "frameH",
		"btnX", "btnY", "btnW", "btnH"} {
		o.Set(k, v[i])
	}
	js.Global().Set("downhillView", o)
	names := js.Global().Get("Array").New()
	for _, s := range l.ButtonLabels {
		names.Call("push", s)
	}
	js.Global().Set("downhillButtons", names)
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

// listen adds a listener that lives as long as the page.
func listen(target js.Value, event string, fn func(e js.Value)) {
	target.Call("addEventListener", event, js.FuncOf(func(_ js.Value, args []js.Value) any {
		fn(args[0])
		return nil
	}))
}

// shareRun tells the page when the run ends (death or victory), with its
// recording as a link's ?replay= value, so its button can copy the link
// that replays it; and when a new run starts, that it has nothing to copy.
func (f *front) shareRun(g *game.Game) {
	over := g.Dead || g.Won
	if over == f.page.shared {
		return
	}
	f.page.shared = over
	link := ""
	if rec := g.RecordingText(); over && rec != "" {
		link = replay.Link(rec)
	}
	if len(link) > replay.MaxLink {
		link = "" // longer than a link is read back (and than browsers keep): no link to copy
	}
	if fn := js.Global().Get("downhillRunEnded"); fn.Type() == js.TypeFunction {
		fn.Invoke(link)
	}
}

// saveAndQuit is the player's save-and-quit key: in a tab, which only
// the player closes, the game is saved and the page says so.
func (f *front) saveAndQuit() error {
	f.sit.Unlock()
	err := f.saveAndKeep("save and quit")
	f.sit.Lock()
	if err == nil {
		f.s.Note("Your game is saved. Close the tab whenever you like: it goes on from here.")
	}
	return nil
}

// windowGone is never called in a tab.
func (f *front) windowGone() {}

// displayLost is never called in a tab.
func (f *front) displayLost() {}

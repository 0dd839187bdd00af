//go:build js

package start

import (
	"fmt"
	"image"
	"os"
	"runtime/debug"
	"slices"
	"strconv"
	"syscall/js"

	"downhill/game/front/boot"
	"downhill/game/store"
	"downhill/internal/text"
)

// began is the game the program's initialisation began.
var began *early

// collector is the garbage collector's setting before init turned it off.
var collector int

// init begins the game from the page's arguments (index.html passes them
// as the program's) and shows its first frame on the page, before
// Ebiten's packages initialise (see the package comment). Until the
// front end's first frame is painted nothing is garbage (the level and
// the frame are all kept), so the collection Go would start on crossing
// its first 4 MB goal would free nothing: the collector waits (Painted).
func init() {
	boot.Add("start")
	collector = debug.SetGCPercent(-1)
	args := os.Args[1:]
	held := &heldLines{to: os.Stdout}
	g, code, ok := begin(args, held)
	began = &early{args: args, game: g, code: code, ok: ok}
	if !ok {
		held.release()
		return
	}
	noteAddressSeed(g.Sitting) // a message the first frame shows
	if s := g.Session; s.Watching() {
		ShowReplay(s.Shown().Cfg.Seed)
	} else {
		ShowSeed(s.Shown().Cfg.Seed)
	}
	boot.Add("begun")
	g.showPicture()
	held.release() // the console lines, which the picture need not wait for
	firstFrame = g.Frame
}

// takeEarly hands over what init began from args.
func takeEarly(args []string) (early, bool) {
	if began == nil || !slices.Equal(args, began.args) {
		return early{}, false
	}
	e := *began
	began = nil
	return e, true
}

// firstFrame is the start's first frame, until Painted compares the
// page's kept picture with it.
var firstFrame *image.RGBA

// Painted is told that the front end's own first frame is on the screen:
// the collector runs again, at the setting it had, and the page's kept
// picture, if it showed one, is compared with the start's first frame
// (checkKept), now that nothing waits for that.
func Painted() {
	debug.SetGCPercent(collector)
	if firstFrame != nil {
		checkKept(firstFrame)
		firstFrame = nil
	}
}

// noteAddressSeed tells the player when the address's ?seed= is not a
// seed (index.html passes only a valid one on as -seed).
func noteAddressSeed(sit *store.Sitting) {
	q := js.Global().Get("URLSearchParams").New(js.Global().Get("location").Get("search"))
	if s := q.Call("get", "seed"); !s.IsNull() {
		if n, err := strconv.ParseUint(s.String(), 10, 64); err != nil || n == 0 {
			sit.Tell(fmt.Sprintf("The seed %s in the address is not a positive number; playing seed %d.", text.Quote(s.String()), sit.Game.Cfg.Seed))
		}
	}
}

// ShowSeed puts the seed of the game in play in the tab title and the
// address (?seed=N, and no ?replay=: the address is the game's), so a
// game can be shared by copying the address.
func ShowSeed(seed uint64) {
	s := strconv.FormatUint(seed, 10)
	js.Global().Get("document").Set("title", "Downhill - seed "+s)
	defer func() { recover() }() // history may be unavailable (file:// pages); the title still shows it
	u := js.Global().Get("URL").New(js.Global().Get("location").Get("href"))
	u.Get("searchParams").Call("delete", "replay")
	u.Get("searchParams").Call("set", "seed", s)
	js.Global().Get("history").Call("replaceState", js.Null(), "", u.Call("toString"))
}

// ShowReplay puts the seed of the run a replay shows in the tab title;
// the address stays as it is (a ?replay= link shares the same replay).
func ShowReplay(seed uint64) {
	js.Global().Get("document").Set("title", "Downhill - replay of seed "+strconv.FormatUint(seed, 10))
}

// AfterPaint runs fn in a task after the browser's next paint. It asks
// the browser itself (downhillRAF, the page's own), never the page's
// held requestAnimationFrame.
func AfterPaint(fn func()) {
	var later, paint js.Func
	later = js.FuncOf(func(js.Value, []js.Value) any {
		later.Release()
		fn()
		return nil
	})
	paint = js.FuncOf(func(js.Value, []js.Value) any {
		paint.Release()
		js.Global().Call("setTimeout", later, 0)
		return nil
	})
	raf := js.Global().Get("downhillRAF")
	if raf.Type() != js.TypeFunction {
		raf = js.Global().Get("requestAnimationFrame")
	}
	raf.Invoke(paint)
}

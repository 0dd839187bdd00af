//go:build js

package start

import (
	"fmt"
	"image"
	"os"
	"runtime/debug"
	"slices"
	"strconv"
	"sync"
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
}

// TouchScreen reports whether the page is on a touch screen with no
// mouse (a phone, a tablet): the game shows its touch buttons and
// finger-sized cells from the first frame, not from the first touch.
// index.html's kept picture asks the same. The page is asked once, as the
// program starts: a page being closed may answer otherwise (Chromium's
// matchMedia does, in pagehide), and the picture kept then is the next
// start's.
func TouchScreen() bool {
	touchOnce.Do(func() {
		coarse := js.Global().Call("matchMedia", "(pointer: coarse)")
		touchScreen = coarse.Truthy() && coarse.Get("matches").Bool() && js.Global().Get("navigator").Get("maxTouchPoints").Int() > 0
	})
	return touchScreen
}

// touchScreen is TouchScreen's answer, asked once (touchOnce).
var (
	touchOnce   sync.Once
	touchScreen bool
)

// takeEarly hands over what init began from args.
func takeEarly(args []string) (early, bool) {
	if began == nil || !slices.Equal(args, began.args) {
		return early{}, false
	}
	e := *began
	began = nil
	return e, true
}

// firstPixels is the page's copy of the start's first frame (showPicture
// put it there), and its size, until Painted compares the page's kept
// picture with it. The front end draws its later frames into the Go
// frame, never into this copy.
var (
	firstPixels js.Value
	firstSize   image.Point
)

// Painted is told that the front end's own first frame is on the screen:
// the collector runs again, at the setting it had, and the page's kept
// picture, if it showed one, is compared with the start's first frame
// (checkKept), now that nothing waits for that.
func Painted() {
	debug.SetGCPercent(collector)
	if firstPixels.Truthy() {
		checkKept(firstPixels, firstSize)
		firstPixels = js.Undefined()
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

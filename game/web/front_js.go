package web

import (
	"fmt"
	"image"
	"io"
	"runtime/debug"
	"syscall/js"
	"time"

	"downhill/game"
	"downhill/game/session"
	"downhill/game/store"
	"downhill/game/web/boot"
)

// Run plays the sitting's game (store.Open over the tab's localStorage)
// in the page until the tab closes. It never returns: Go's wasm program
// must stay alive for the page's callbacks to run.
func Run(sit *store.Sitting, events io.Writer) error {
	boot.Add("go-main")
	// Until the first frame is on the canvas nothing is garbage: the level
	// and the 3.8 MB frame are all kept. The collection Go would start on
	// crossing its first 4 MB goal frees nothing, so it waits (see shown).
	gcPercent := debug.SetGCPercent(-1)
	startTab(sit)
	boot.Add("level")
	loadFont()
	s, err := session.Begin(sit, events)
	if err != nil {
		return err
	}
	after := s.AfterTurn
	s.AfterTurn = func(g *game.Game) {
		after(g)
		showGame(g)
	}
	f := &front{s: s, gcPercent: gcPercent}
	f.start()
	select {}
}

// front is the page's side of a session: the canvas, the frame image and
// where the frame sits in the tab. The page's callbacks call it directly:
// Go's wasm port runs one goroutine at a time and never preempts, so a
// callback runs whole, never in the middle of a turn or a frame.
type front struct {
	s      *session.Session
	canvas js.Value
	ctx    js.Value // the canvas's bitmaprenderer context, or its 2D one
	pixels js.Value // Uint8ClampedArray the frame is copied into
	imgDat js.Value // ImageData over pixels
	img    *image.RGBA

	// bitmaps: frames reach the canvas as ImageBitmaps handed to a
	// bitmaprenderer context (see show). inFlight: a bitmap is being made;
	// again: the frame changed meanwhile, so another is made when it lands.
	bitmaps, inFlight, again bool
	bitmapCB, failCB         js.Func

	gcPercent int // the collector's setting, put back after the first frame

	placed  Placement
	pending bool // a frame is requested (requestAnimationFrame)
	waiting bool // a timer will request one (the next trip step)
	framed  bool // the first frame is on the canvas
	shownN  int  // frames that reached the canvas
	frameCB js.Func
	timerCB js.Func
	view    [11]float64 // the layout last published as globalThis.downhillView
}

// start finds the canvas, listens to the page and draws the first frame.
func (f *front) start() {
	doc := js.Global().Get("document")
	f.canvas = doc.Call("getElementById", "game")
	if !f.canvas.Truthy() {
		f.canvas = doc.Call("createElement", "canvas")
		f.canvas.Set("id", "game")
		doc.Get("body").Call("appendChild", f.canvas)
	}
	f.useContext()
	f.frameCB = js.FuncOf(func(js.Value, []js.Value) any {
		f.pending = false
		f.frame()
		return nil
	})
	f.timerCB = js.FuncOf(func(js.Value, []js.Value) any {
		f.waiting = false
		f.request()
		return nil
	})
	listen(js.Global(), "keydown", func(e js.Value) {
		// Ctrl, Alt and Meta combinations are the browser's (reload, find,
		// tabs), as the desktop window's key filter leaves them out.
		if e.Get("ctrlKey").Bool() || e.Get("altKey").Bool() || e.Get("metaKey").Bool() {
			return
		}
		in, ok := KeyInput(e.Get("key").String())
		if !ok {
			return
		}
		e.Call("preventDefault") // arrows, PgUp, space... would scroll
		if in.Key != "" {
			f.s.Key(in.Key, time.Now())
		} else {
			f.s.Text(in.Char, time.Now())
		}
		f.request()
	})
	listen(js.Global(), "keyup", func(e js.Value) {
		// Releases turn on the session's key repeat (a browser repeats a
		// held key as presses without releases, which the session ignores).
		if in, ok := KeyInput(e.Get("key").String()); ok && in.Key != "" {
			f.s.KeyUp(in.Key, time.Now())
		} else if ok {
			f.s.TextUp(in.Char, time.Now())
		}
		f.request()
	})
	listen(js.Global(), "resize", func(js.Value) { f.request() })
	f.watchDPR()
	listen(f.canvas, "pointermove", func(e js.Value) {
		x, y := f.framePixel(e)
		if e.Get("buttons").Int() != 0 {
			f.s.Drag(x, y) // a sandbox stroke goes on
		} else {
			f.s.Pointer(x, y)
		}
		f.request()
	})
	listen(js.Global(), "pointerup", func(js.Value) {
		f.s.ButtonUp()
		f.request()
	})
	listen(f.canvas, "pointerleave", func(js.Value) {
		f.s.PointerGone()
		f.request()
	})
	listen(f.canvas, "pointerdown", func(e js.Value) {
		x, y := f.framePixel(e)
		f.s.Pointer(x, y)
		// A touch or pen tap reports button 0, a primary click. Press
		// answers the map and the lab's panel alike.
		switch e.Get("button").Int() {
		case 0:
			f.s.Press(x, y, true, time.Now())
		case 2:
			f.s.Press(x, y, false, time.Now())
		}
		f.request()
	})
	listen(f.canvas, "contextmenu", func(e js.Value) { e.Call("preventDefault") })
	f.frame()
}

// watchDPR redraws when devicePixelRatio changes without a resize (the
// tab dragged to a screen of another density, or zoomed): a media query
// for the current ratio stops matching; then it watches the new ratio.
func (f *front) watchDPR() {
	mm := js.Global().Get("matchMedia")
	if mm.IsUndefined() {
		return
	}
	q := js.Global().Call("matchMedia", fmt.Sprintf("(resolution: %gdppx)", js.Global().Get("devicePixelRatio").Float()))
	var fn js.Func
	fn = js.FuncOf(func(js.Value, []js.Value) any {
		q.Call("removeEventListener", "change", fn)
		fn.Release()
		f.request()
		f.watchDPR()
		return nil
	})
	q.Call("addEventListener", "change", fn)
}

// listen adds a listener that lives as long as the page.
func listen(target js.Value, event string, fn func(e js.Value)) {
	target.Call("addEventListener", event, js.FuncOf(func(_ js.Value, args []js.Value) any {
		fn(args[0])
		return nil
	}))
}

// request asks for a frame at the browser's next paint (once).
func (f *front) request() {
	if !f.pending {
		f.pending = true
		js.Global().Call("requestAnimationFrame", f.frameCB)
	}
}

// framePixel is the frame pixel under a pointer event on the canvas (its
// offsetX/Y are CSS pixels from the canvas's corner).
func (f *front) framePixel(e js.Value) (float32, float32) {
	cw, ch := f.canvas.Get("clientWidth").Float(), f.canvas.Get("clientHeight").Float()
	if cw <= 0 || ch <= 0 || f.img == nil {
		return -1, -1
	}
	b := f.img.Bounds().Size()
	return float32(e.Get("offsetX").Float() * float64(b.X) / cw), float32(e.Get("offsetY").Float() * float64(b.Y) / ch)
}

// frame is one turn of the Update/Draw loop, as the Gio window's: the trip
// steps due, the tab's size, a new frame if anything changed, the canvas
// placed in the tab; then a frame or a timer for what comes next.
func (f *front) frame() {
	s := f.s
	next := s.Update(time.Now())
	g := js.Global()
	dpr := g.Get("devicePixelRatio").Float()
	win := TabPixels(g.Get("innerWidth").Float(), g.Get("innerHeight").Float(), dpr)
	s.Resize(win)
	if s.Dirty() {
		f.draw()
	}
	f.place(win, dpr)
	f.publish()
	switch {
	case s.Dirty():
		f.request()
	case !next.IsZero() && !f.waiting:
		f.waiting = true
		g.Call("setTimeout", f.timerCB, max(time.Until(next), 0).Milliseconds())
	}
}

// draw has the session draw the frame and copies it into the page's
// ImageData, then shows it. The image is reused: the copy into pixels and
// the bitmap made from them both take the bytes at once.
func (f *front) draw() {
	first := f.img == nil
	f.img = f.s.Draw(f.img)
	if first {
		boot.Add("drawn")
	}
	b := f.img.Bounds().Size()
	if f.pixels.IsUndefined() || f.canvas.Get("width").Int() != b.X || f.canvas.Get("height").Int() != b.Y {
		f.canvas.Set("width", b.X)
		f.canvas.Set("height", b.Y)
		f.pixels = js.Global().Get("Uint8ClampedArray").New(len(f.img.Pix))
		f.imgDat = js.Global().Get("ImageData").New(f.pixels, b.X, b.Y)
	}
	// The frame is opaque, so its premultiplied RGBA is ImageData's RGBA.
	js.CopyBytesToJS(f.pixels, f.img.Pix)
	f.show()
}

// show puts the frame in pixels on the canvas. With a bitmaprenderer it
// asks for an ImageBitmap and hands it over when it is ready: a 2D canvas's
// first putImageData waits for the browser's GPU process to start (50-310
// ms in a fresh headless Chromium on SwiftShader), a bitmap does not (4-12
// ms). A frame drawn while a bitmap is being made is shown after it, so
// the canvas always ends on the newest frame, in order.
func (f *front) show() {
	if !f.bitmaps {
		f.ctx.Call("putImageData", f.imgDat, 0, 0)
		f.shown()
		return
	}
	if f.inFlight {
		f.again = true
		return
	}
	f.inFlight = true
	js.Global().Call("createImageBitmap", f.imgDat).Call("then", f.bitmapCB, f.failCB)
}

// landed hands a finished bitmap to the canvas and makes the next one if
// the frame changed meanwhile.
func (f *front) landed(bitmap js.Value) {
	f.ctx.Call("transferFromImageBitmap", bitmap)
	f.shown()
	f.next()
}

// next ends the bitmap in flight (shown or refused) and makes one of the
// newer frame, if any.
func (f *front) next() {
	f.inFlight = false
	if f.again {
		f.again = false
		f.show()
	}
}

// shown runs each time a frame reaches the canvas: the first one ends the
// start-up (firstFrame); every one counts in globalThis.downhillFrames, so
// a test can wait for what it just caused to be on the canvas.
func (f *front) shown() {
	f.shownN++
	js.Global().Set("downhillFrames", f.shownN)
	if !f.framed {
		f.framed = true
		debug.SetGCPercent(f.gcPercent)
		firstFrame()
	}
}

// useContext picks how frames reach the canvas: a bitmaprenderer when the
// browser has one (and createImageBitmap), else the 2D context.
func (f *front) useContext() {
	if js.Global().Get("createImageBitmap").Truthy() {
		if ctx := f.canvas.Call("getContext", "bitmaprenderer", map[string]any{"alpha": false}); ctx.Truthy() {
			f.ctx, f.bitmaps = ctx, true
			f.bitmapCB = js.FuncOf(func(_ js.Value, args []js.Value) any {
				f.landed(args[0])
				return nil
			})
			f.failCB = js.FuncOf(func(_ js.Value, args []js.Value) any {
				// Only a browser out of memory refuses; say so, and
				// keep the game running for the next frame.
				js.Global().Get("console").Call("error", "downhill: a frame could not be shown: "+js.Global().Call("String", args[0]).String())
				f.next()
				return nil
			})
			return
		}
	}
	f.ctx = f.canvas.Call("getContext", "2d", map[string]any{"alpha": false, "willReadFrequently": true})
}

// place sizes and positions the canvas (CSS pixels) where the window would
// put the frame: an integer scale in device pixels when it fills most of
// the tab (pixelated, crisp), else the exact fit (smooth); centred, the
// page's background letterboxing the rest.
func (f *front) place(win image.Point, dpr float64) {
	if f.img == nil {
		return
	}
	size := f.img.Bounds().Size()
	p := PlaceBy(size, f.s.Fit(size, win), dpr) // Place, or the scale the settings ask for
	if p == f.placed {
		return
	}
	f.placed = p
	st := f.canvas.Get("style")
	px := func(v float64) string { return fmt.Sprintf("%.3fpx", v) }
	st.Set("left", px(p.Left))
	st.Set("top", px(p.Top))
	st.Set("width", px(p.Width))
	st.Set("height", px(p.Height))
	if p.Pixelated {
		st.Set("imageRendering", "pixelated")
	} else {
		st.Set("imageRendering", "auto")
	}
}

// publish exposes where the map sits as globalThis.downhillView, so the
// browser test can point at a cell: cell x,y has its centre at device pixel
// offX + scale*(originX + (x-camX+0.5)*cellW), likewise for y (divide by
// devicePixelRatio for CSS pixels); the view shows viewW x viewH cells from
// camX,camY.
func (f *front) publish() {
	p, l := f.placed.Fit, f.s.Layout()
	v := [11]float64{float64(p.Scale), float64(p.Offset.X), float64(p.Offset.Y),
		float64(l.Origin.X), float64(l.Origin.Y), float64(l.CellW), float64(l.CellH),
		float64(l.Camera.X), float64(l.Camera.Y), float64(l.ViewW), float64(l.ViewH)}
	if v == f.view {
		return
	}
	f.view = v
	o := js.Global().Get("Object").New()
	for i, k := range []string{"scale", "offX", "offY", "originX", "originY", "cellW", "cellH", "camX", "camY", "viewW", "viewH"} {
		o.Set(k, v[i])
	}
	js.Global().Set("downhillView", o)
}

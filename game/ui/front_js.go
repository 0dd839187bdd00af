package ui

// The browser front end without Gio: the CPU-drawn frame goes onto a 2D
// canvas with putImageData, and the page's keys, mouse, resizes and
// devicePixelRatio drive the same session as the Gio window.

import (
	"fmt"
	"image"
	"io"
	"math"
	"strings"
	"syscall/js"
	"time"
	"unicode"
	"unicode/utf8"

	"gioui.org/io/key"

	"downhill/game"
	"downhill/game/web/boot"
	"downhill/render"
	"downhill/world"
)

// Title is the page title before the seed is known.
const Title = "Downhill"

// LoadHook supplies the game Run plays (web_js.go sets it).
var LoadHook func(cfg game.Config) *game.Game

// SaveHook is told about every turn that passed (web_js.go sets it).
var SaveHook func(g *game.Game)

// front is the browser's window: the canvas, its 2D context, the frame
// images and where the frame sits in the tab.
type front struct {
	s      *session
	canvas js.Value
	ctx    js.Value
	pixels js.Value // Uint8ClampedArray the frame is copied into
	imgDat js.Value // ImageData over pixels
	img    *image.RGBA

	shownCam    world.Pos
	shownViewW  int
	shownViewH  int
	shownOrigin image.Point
	placed      fit
	dpr         float64
	winW, winH  int // the tab in device pixels

	pointer   [2]float32 // frame pixels
	pointerIn bool

	pending bool // a frame is requested
	waiting bool // a timer will request one
	frameCB js.Func
	timerCB js.Func
}

// Run plays g in the page until the tab closes; it never returns.
func Run(cfg game.Config, events io.Writer) error {
	var g *game.Game
	if LoadHook != nil {
		g = LoadHook(cfg)
	}
	if g == nil {
		g = game.New(cfg)
	}
	f := &front{s: newSession(g, events)}
	f.start()
	select {}
}

func (f *front) start() {
	doc := js.Global().Get("document")
	f.canvas = doc.Call("getElementById", "game")
	if !f.canvas.Truthy() {
		f.canvas = doc.Call("createElement", "canvas")
		f.canvas.Set("id", "game")
		doc.Get("body").Call("appendChild", f.canvas)
	}
	f.ctx = f.canvas.Call("getContext", "2d", map[string]any{"alpha": false, "willReadFrequently": true})
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
	win := js.Global()
	win.Call("addEventListener", "keydown", js.FuncOf(func(_ js.Value, a []js.Value) any {
		e := a[0]
		if e.Get("ctrlKey").Bool() || e.Get("altKey").Bool() || e.Get("metaKey").Bool() {
			return nil // the browser's own shortcuts (Ctrl+R, ...)
		}
		n, ok := browserKey(e.Get("key").String())
		if !ok {
			return nil
		}
		e.Call("preventDefault")
		f.s.key(n, time.Now())
		f.request()
		return nil
	}))
	win.Call("addEventListener", "resize", js.FuncOf(func(js.Value, []js.Value) any {
		f.request()
		return nil
	}))
	c := f.canvas
	c.Call("addEventListener", "pointermove", js.FuncOf(func(_ js.Value, a []js.Value) any {
		cell, on := f.pointerCell(a[0])
		f.s.hoverCell(cell, on)
		f.request()
		return nil
	}))
	c.Call("addEventListener", "pointerleave", js.FuncOf(func(js.Value, []js.Value) any {
		f.pointerIn = false
		f.s.hoverCell(world.Pos{}, false)
		f.request()
		return nil
	}))
	c.Call("addEventListener", "pointerdown", js.FuncOf(func(_ js.Value, a []js.Value) any {
		e := a[0]
		cell, on := f.pointerCell(e)
		f.s.hoverCell(cell, on)
		switch b := e.Get("button").Int(); {
		case b == 2:
			f.s.click(cell, false, time.Now())
		case b == 0 && on:
			f.s.click(cell, true, time.Now())
		}
		f.request()
		return nil
	}))
	c.Call("addEventListener", "contextmenu", js.FuncOf(func(_ js.Value, a []js.Value) any {
		a[0].Call("preventDefault")
		return nil
	}))
	f.frame()
}

// request asks for a frame at the browser's next paint.
func (f *front) request() {
	if f.pending {
		return
	}
	f.pending = true
	js.Global().Call("requestAnimationFrame", f.frameCB)
}

// pointerCell converts a pointer event on the canvas to the map cell under
// it.
func (f *front) pointerCell(e js.Value) (world.Pos, bool) {
	cw, ch := f.canvas.Get("clientWidth").Float(), f.canvas.Get("clientHeight").Float()
	if cw <= 0 || ch <= 0 || f.img == nil {
		return world.Pos{}, false
	}
	b := f.img.Bounds().Size()
	x := float32(e.Get("offsetX").Float() * float64(b.X) / cw)
	y := float32(e.Get("offsetY").Float() * float64(b.Y) / ch)
	f.pointer, f.pointerIn = [2]float32{x, y}, true
	c, ok := cellAt(x, y, f.shownOrigin, render.CellW, render.CellH, f.shownCam, f.shownViewW, f.shownViewH)
	if !ok {
		return c, false
	}
	return c, f.s.g.Level.Grid.In(c.X, c.Y)
}

// frame advances a trip, re-renders when something changed and places the
// canvas in the tab.
func (f *front) frame() {
	now := time.Now()
	s := f.s
	next := s.tick(now)
	g := js.Global()
	f.dpr = g.Get("devicePixelRatio").Float()
	if f.dpr <= 0 {
		f.dpr = 1
	}
	f.winW = int(math.Round(g.Get("innerWidth").Float() * f.dpr))
	f.winH = int(math.Round(g.Get("innerHeight").Float() * f.dpr))
	gr := s.g.Level.Grid
	vw, vh := viewCells(image.Pt(f.winW, f.winH), extraRows, render.CellW, render.CellH, gr.W, gr.H)
	if vw != s.viewW || vh != s.viewH {
		s.viewW, s.viewH = vw, vh
		s.dirty = true
	}
	if s.dirty {
		f.render()
		if f.pointerIn && !s.cursorMode {
			c, ok := cellAt(f.pointer[0], f.pointer[1], f.shownOrigin, render.CellW, render.CellH, f.shownCam, f.shownViewW, f.shownViewH)
			s.hoverCell(c, ok && gr.In(c.X, c.Y))
		}
	}
	f.place()
	if len(boot.Marks()) < 20 {
		boot.Add("placed")
	}
	platformFrame(f.placed, f.shownOrigin, f.shownCam, f.shownViewW, f.shownViewH)
	switch {
	case s.dirty:
		f.request()
	case !next.IsZero() && !f.waiting:
		f.waiting = true
		js.Global().Call("setTimeout", f.timerCB, max(time.Until(next), 0).Milliseconds())
	}
}

// render draws the session's view and copies it onto the canvas.
func (f *front) render() {
	s := f.s
	first := f.img == nil
	sc := sceneOf(s.g, s.view())
	if first {
		boot.Add("scene")
	}
	f.img = drawScene(f.img, sc)
	if first {
		boot.Add("drawn")
	}
	f.shownCam, f.shownViewW, f.shownViewH = sc.Camera, sc.ViewW, sc.ViewH
	if f.shownViewW == 0 {
		f.shownViewW = s.g.Level.Grid.W
	}
	if f.shownViewH == 0 {
		f.shownViewH = s.g.Level.Grid.H
	}
	f.shownOrigin = mapOrigin(sc)
	s.dirty = false
	b := f.img.Bounds().Size()
	if f.canvas.Get("width").Int() != b.X || f.canvas.Get("height").Int() != b.Y || f.pixels.IsUndefined() {
		f.canvas.Set("width", b.X)
		f.canvas.Set("height", b.Y)
		f.pixels = js.Global().Get("Uint8ClampedArray").New(len(f.img.Pix))
		f.imgDat = js.Global().Get("ImageData").New(f.pixels, b.X, b.Y)
	}
	js.CopyBytesToJS(f.pixels, f.img.Pix)
	if first {
		boot.Add("copied")
	}
	f.ctx.Call("putImageData", f.imgDat, 0, 0)
	if first {
		boot.Add("put")
	}
}

// place sizes and positions the canvas (CSS pixels) so the frame fills the
// tab as the Gio window would: an integer scale in device pixels when it
// fills most of the tab, else a smooth one, centred and letterboxed.
func (f *front) place() {
	if f.img == nil {
		return
	}
	size := f.img.Bounds().Size()
	p := fitImage(size, image.Pt(f.winW, f.winH))
	if p == f.placed {
		return
	}
	f.placed = p
	st := f.canvas.Get("style")
	css := func(v float64) string { return fmt.Sprintf("%.4fpx", v/f.dpr) }
	st.Set("left", css(float64(p.Offset.X)))
	st.Set("top", css(float64(p.Offset.Y)))
	st.Set("width", css(float64(size.X)*float64(p.Scale)))
	st.Set("height", css(float64(size.Y)*float64(p.Scale)))
	if p.Smooth {
		st.Set("imageRendering", "auto")
	} else {
		st.Set("imageRendering", "pixelated")
	}
}

// browserKey names a KeyboardEvent.key the way the Gio window names keys,
// so the one key table serves both: arrows and the like by their key
// names, a single printable character in upper case.
func browserKey(k string) (key.Name, bool) {
	switch k {
	case "ArrowUp":
		return key.NameUpArrow, true
	case "ArrowDown":
		return key.NameDownArrow, true
	case "ArrowLeft":
		return key.NameLeftArrow, true
	case "ArrowRight":
		return key.NameRightArrow, true
	case "Escape":
		return key.NameEscape, true
	case "Enter":
		return key.NameReturn, true
	case "Home":
		return key.NameHome, true
	case "End":
		return key.NameEnd, true
	case "PageUp":
		return key.NamePageUp, true
	case "PageDown":
		return key.NamePageDown, true
	}
	r, n := utf8.DecodeRuneInString(k)
	if n == len(k) && n > 0 && unicode.IsPrint(r) && r != ' ' {
		return key.Name(strings.ToUpper(k)), true
	}
	return "", false
}

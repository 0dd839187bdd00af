//go:build js

package start

import (
	"fmt"
	"strconv"
	"syscall/js"

	"downhill/game/front/boot"
)

// PictureID is the id of the page's element that shows the first frame
// until the front end's own is painted (the front end removes it then).
const PictureID = "picture"

// KeptID is the id of the element the page painted the kept picture in
// (index.html), which the start's own picture replaces.
const KeptID = "kept-picture"

// showPicture draws the session's first frame for the tab's size in
// device pixels, as the front end would, and shows it on a 2D canvas
// over the page, placed and scaled where the session's fit says with
// the letterbox around it, marking put once it is on the canvas; it
// returns once the browser has painted it, marking first-picture and
// printing "first-picture ms=T". The canvas
// lets the mouse through to the game's canvas beneath it, and is in a
// shadow root of its own: the page's and the front end's
// querySelector("canvas") find Ebiten's, never this one.
func (g *Game) showPicture() {
	w := js.Global()
	css, win := pageWindow()
	dpr := css[2]
	s := g.Session
	s.Resize(win)
	g.Frame, g.Window = s.Draw(nil), win
	boot.Add("drawn")
	fr := g.Frame
	size := fr.Bounds().Size()
	fit := s.Fit(size, win)

	doc := w.Get("document")
	host := doc.Call("createElement", "div")
	host.Set("id", PictureID)
	host.Get("style").Set("cssText", "position:fixed;left:0;top:0;z-index:8;pointer-events:none")
	root := host.Call("attachShadow", map[string]any{"mode": "closed"})
	c := doc.Call("createElement", "canvas")
	c.Set("width", win.X)
	c.Set("height", win.Y)
	c.Get("style").Set("cssText", "display:block;width:"+jsNumber(float64(win.X)/dpr)+"px;height:"+jsNumber(float64(win.Y)/dpr)+"px")
	root.Call("appendChild", c)
	ctx := c.Call("getContext", "2d")
	ctx.Set("fillStyle", "rgb("+strconv.Itoa(int(Letterbox.R))+","+strconv.Itoa(int(Letterbox.G))+","+strconv.Itoa(int(Letterbox.B))+")")
	ctx.Call("fillRect", 0, 0, win.X, win.Y)
	px := w.Get("Uint8ClampedArray").New(len(fr.Pix))
	js.CopyBytesToJS(px, fr.Pix)
	firstPixels, firstSize = px, size
	img := w.Get("ImageData").New(px, size.X, size.Y)
	if fit.Scale == 1 {
		ctx.Call("putImageData", img, fit.Offset.X, fit.Offset.Y)
	} else {
		full := doc.Call("createElement", "canvas")
		full.Set("width", size.X)
		full.Set("height", size.Y)
		full.Call("getContext", "2d").Call("putImageData", img, 0, 0)
		ctx.Set("imageSmoothingEnabled", fit.Smooth)
		ctx.Call("drawImage", full, fit.Offset.X, fit.Offset.Y, float64(size.X)*float64(fit.Scale), float64(size.Y)*float64(fit.Scale))
	}
	doc.Get("body").Call("appendChild", host)
	if kept := doc.Call("getElementById", KeptID); kept.Truthy() {
		kept.Call("remove") // the page's copy of this picture
		doc.Get("documentElement").Get("classList").Call("remove", "kept")
	}
	if sh := doc.Call("getElementById", "shell"); sh.Truthy() {
		sh.Get("classList").Call("add", "gone")
	}
	// The frame is on its canvas, in the page, and the browser has yet to
	// paint it: the moment a probe after a page's first drawImage sees
	// (harmonist's FIRST_FRAME), which first visits are compared by.
	boot.Add("put")
	painted := make(chan struct{})
	AfterPaint(func() { close(painted) })
	<-painted
	boot.Add("first-picture")
	m := boot.Marks()
	fmt.Printf("first-picture ms=%.0f\n", m[len(m)-1].Ms)
}

// jsNumber is x as JavaScript writes it: the picture is put on screen
// before anything else in the program formats a float, and Go's float
// formatting, compiled by the browser the first time it runs, would delay
// it.
func jsNumber(x float64) string { return js.Global().Get("String").Invoke(x).String() }

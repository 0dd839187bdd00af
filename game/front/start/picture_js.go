//go:build js

package start

import (
	"fmt"
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
// device pixels, as the front end would (drawFirst), and shows it on a 2D
// canvas over the page, placed and scaled where the session's fit says
// with the letterbox around it (the page's downhillShowFrame, which shows
// the kept picture too), marking put once it is on the canvas; it
// returns once the browser has painted it, marking first-picture and
// printing "first-picture ms=T".
func (g *Game) showPicture() {
	w := js.Global()
	_, win := pageWindow()
	fr, fit := drawFirst(g.Session, win, TouchScreen())
	g.Frame, g.Window = fr, win
	boot.Add("drawn")
	size := fr.Bounds().Size()

	doc := w.Get("document")
	px := w.Get("Uint8ClampedArray").New(len(fr.Pix))
	js.CopyBytesToJS(px, fr.Pix)
	firstPixels, firstSize = px, size
	w.Call("downhillShowFrame", PictureID, px, placementOf(size, win, fit).value())
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

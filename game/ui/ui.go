//go:build !js

// Package ui is Downhill's window: Gio input turned into game commands, one
// turn, and the CPU-rendered frame scaled into the window. It is the only
// package that knows Gio, and the same code builds for the desktop (X11)
// and the browser (GOOS=js), so both play exactly the same game.
//
// The frame is drawn on the CPU by package render and uploaded as one
// image only when something changed; Gio just scales it into the window.
// That keeps every pixel testable without a GPU and makes the browser and
// desktop frames identical.
package ui

import (
	"fmt"
	"image"
	"image/color"
	"io"
	"os"
	"time"

	"gioui.org/app"
	"gioui.org/f32"
	"gioui.org/io/event"
	"gioui.org/io/key"
	"gioui.org/io/pointer"
	"gioui.org/op"
	"gioui.org/op/clip"
	"gioui.org/op/paint"
	"gioui.org/unit"

	"downhill/game"
	"downhill/render"
	"downhill/world"
)

// Title is the window title; the desktop test finds the window by it.
const Title = "Downhill"

// letterbox fills the window around the scaled frame, close to the map's
// own background so the bars do not draw the eye.
var letterbox = color.NRGBA{R: 10, G: 10, B: 14, A: 255}

// LoadHook, when set, supplies the game Run plays instead of game.New(cfg):
// the browser build sets it to continue the game saved before a reload.
var LoadHook func(cfg game.Config) *game.Game

// SaveHook, when set, is called on the window's goroutine with the game
// after every turn that passed (a restart and a new level included), so a
// front end can save it, or keep g (the same *Game for the whole session:
// a restart replaces its contents) to save when the page is hidden. It
// must not change g.
var SaveHook func(g *game.Game)

// CloseHook, when set, is called once when the window closes, before the
// process ends: the desktop build saves the game there.
var CloseHook func()

// Run opens the window and plays until it closes. When events is not nil it
// gets game.EventLine at the start and after every turn that passed.
//
// Gio needs the main goroutine (app.Main never returns on most platforms),
// so Run plays in a goroutine and ends the process itself when the window
// closes: exit status 0, or 1 with the error on stderr. Run returns only
// an error found before the window opens.
func Run(cfg game.Config, events io.Writer) error {
	var g *game.Game
	if LoadHook != nil {
		g = LoadHook(cfg)
	}
	if g == nil {
		g = game.New(cfg)
	}
	win := newWindow(newSession(g, events))
	w := new(app.Window)
	size := win.initialSize()
	w.Option(app.Title(Title), app.Size(unit.Dp(size.X), unit.Dp(size.Y)))
	go func() {
		err := win.loop(w)
		if CloseHook != nil {
			CloseHook()
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "downhill:", err)
			os.Exit(1)
		}
		os.Exit(0)
	}()
	app.Main()
	return nil
}

// window is the Gio side of a session: the frame images, how the frame
// sits in the window, and keyboard focus.
type window struct {
	s   *session
	ops op.Ops

	// front is the image the last frame showed (imgOp points at it); back
	// is the one we may draw into. paint.NewImageOp does not copy, so we
	// never draw into the image a frame in flight still shows.
	front, back *image.RGBA
	imgOp       paint.ImageOp
	imgSize     image.Point

	// What the shown image holds, to turn pointer positions into cells.
	shownCam    world.Pos
	shownViewW  int
	shownViewH  int
	shownOrigin image.Point
	placed      fit
	refocus     bool // ask for key focus this frame (first frame, after a click)

	// The last pointer position, in frame pixels, while over the frame.
	pointer   f32.Point
	pointerIn bool
	stats     *frameStats
}

func newWindow(s *session) *window {
	return &window{s: s, refocus: true, stats: newFrameStats()}
}

// initialSize renders the first frame for the default view so the window
// opens at exactly its size (1:1 pixels, or the display's dp scale).
func (w *window) initialSize() image.Point {
	gr := w.s.g.Level.Grid
	w.s.viewW, w.s.viewH = min(minViewW, gr.W), min(minViewH, gr.H)
	w.render()
	return w.imgSize
}

// loop is the window's event loop; it returns when the window is closed.
func (w *window) loop(win *app.Window) error {
	for {
		switch e := win.Event().(type) {
		case app.DestroyEvent:
			return e.Err
		case app.FrameEvent:
			w.frame(e)
		}
	}
}

// frame handles the input that arrived, advances a trip, re-renders if
// anything changed and draws the frame scaled into the window.
func (w *window) frame(e app.FrameEvent) {
	start := time.Now()
	gtx := app.NewContext(&w.ops, e)
	s := w.s
	tag := s // keys and the map area share one tag

	for {
		ev, ok := gtx.Event(
			key.FocusFilter{Target: tag},
			key.Filter{Focus: tag, Optional: key.ModShift},
		)
		if !ok {
			break
		}
		switch ev := ev.(type) {
		case key.Event:
			if ev.State == key.Press {
				s.key(ev.Name, gtx.Now)
			}
		case key.FocusEvent:
			if !ev.Focus {
				w.refocus = true
			}
		}
	}
	for {
		ev, ok := gtx.Event(pointer.Filter{Target: tag,
			Kinds: pointer.Move | pointer.Drag | pointer.Enter | pointer.Leave | pointer.Press})
		if !ok {
			break
		}
		pe, ok := ev.(pointer.Event)
		if !ok {
			continue
		}
		cell, on := w.cellAt(pe.Position)
		w.pointer, w.pointerIn = pe.Position, pe.Kind != pointer.Leave
		switch pe.Kind {
		case pointer.Move, pointer.Drag, pointer.Enter:
			s.hoverCell(cell, on)
		case pointer.Leave:
			s.hoverCell(world.Pos{}, false)
		case pointer.Press:
			w.refocus = true
			s.hoverCell(cell, on)
			// A tap on a touch screen has no buttons: it is a left click.
			primary := pe.Buttons.Contain(pointer.ButtonPrimary) || pe.Source == pointer.Touch
			switch {
			case pe.Buttons.Contain(pointer.ButtonSecondary):
				s.click(cell, false, gtx.Now)
			case primary && on:
				s.click(cell, true, gtx.Now)
			}
		}
	}

	next := s.tick(gtx.Now)

	gr := s.g.Level.Grid
	vw, vh := viewCells(e.Size, extraRows, render.CellW, render.CellH, gr.W, gr.H)
	if vw != s.viewW || vh != s.viewH {
		s.viewW, s.viewH = vw, vh
		s.dirty = true
	}
	if w.stats.spin {
		s.dirty = true
	}
	var rendered time.Duration
	if s.dirty {
		t := time.Now()
		w.render()
		rendered = time.Since(t)
		// The camera may have scrolled under a still mouse: hover the cell
		// now under it, drawn in the next frame.
		if w.pointerIn && !w.s.cursorMode {
			cell, on := w.cellAt(w.pointer)
			s.hoverCell(cell, on)
		}
	}

	paint.Fill(gtx.Ops, letterbox)
	w.placed = fitImage(w.imgSize, e.Size)
	off := op.Offset(w.placed.Offset).Push(gtx.Ops)
	sc := op.Affine(f32.Affine2D{}.Scale(f32.Point{}, f32.Pt(w.placed.Scale, w.placed.Scale))).Push(gtx.Ops)
	w.imgOp.Filter = paint.FilterNearest
	if w.placed.Smooth {
		w.imgOp.Filter = paint.FilterLinear
	}
	w.imgOp.Add(gtx.Ops)
	area := clip.Rect{Max: w.imgSize}.Push(gtx.Ops)
	paint.PaintOp{}.Add(gtx.Ops)
	// Registered inside the image transform, pointer positions arrive in
	// frame pixels whatever the scale and letterbox.
	event.Op(gtx.Ops, tag)
	pointer.CursorCrosshair.Add(gtx.Ops)
	area.Pop()
	sc.Pop()
	off.Pop()

	if w.refocus {
		// Keys reach a tag only once it has focus; the browser also needs
		// its hidden text field shown (focused) after each click.
		gtx.Execute(key.FocusCmd{Tag: tag})
		gtx.Execute(key.SoftKeyboardCmd{Show: true})
		w.refocus = false
	}
	switch {
	case w.stats.spin || s.dirty:
		gtx.Execute(op.InvalidateCmd{})
	case !next.IsZero():
		gtx.Execute(op.InvalidateCmd{At: next})
	}
	e.Frame(gtx.Ops)
	// Browser hook (web_js.go): first-frame time, layout for the web test.
	platformFrame(w.placed, w.shownOrigin, w.shownCam, w.shownViewW, w.shownViewH)
	w.stats.frame(time.Since(start), rendered)
}

// render draws the session's current view into the back image and makes it
// the one the next frame shows.
func (w *window) render() {
	s := w.s
	sc := sceneOf(s.g, s.view())
	img := drawScene(w.back, sc)
	w.front, w.back = img, w.front
	w.imgOp = paint.NewImageOp(img)
	w.imgSize = img.Bounds().Size()
	w.shownCam, w.shownViewW, w.shownViewH = sc.Camera, sc.ViewW, sc.ViewH
	if w.shownViewW == 0 {
		w.shownViewW = s.g.Level.Grid.W
	}
	if w.shownViewH == 0 {
		w.shownViewH = s.g.Level.Grid.H
	}
	w.shownOrigin = mapOrigin(sc)

	s.dirty = false
}

// cellAt is the map cell under a pointer position given in frame pixels
// (the event area lives inside the image transform).
func (w *window) cellAt(p f32.Point) (world.Pos, bool) {
	c, ok := cellAt(p.X, p.Y, w.shownOrigin, render.CellW, render.CellH, w.shownCam, w.shownViewW, w.shownViewH)
	if !ok {
		return c, false
	}
	gr := w.s.g.Level.Grid
	return c, gr.In(c.X, c.Y)
}

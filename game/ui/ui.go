//go:build !js

// Package ui is Downhill's desktop window: a thin Gio driver around package
// session. Each Gio frame turns Gio's events into session calls (keys,
// clicks, the pointer, the window size) and calls session.Update (input ->
// commands -> a turn, and the trip steps due on their fixed tick); when
// the session is dirty, session.Draw renders the frame on the CPU and Gio
// just scales that one image into the window. It is the only package that
// knows Gio. The browser has its own front end on the same session
// (game/web, a 2D canvas without Gio), so both play exactly the same game.
package ui

import (
	"fmt"
	"image"
	"image/color"
	"io"
	"os"
	"os/signal"
	"syscall"
	"time"

	"gioui.org/app"
	"gioui.org/f32"
	"gioui.org/io/event"
	"gioui.org/io/key"
	"gioui.org/io/pointer"
	"gioui.org/layout"
	"gioui.org/op"
	"gioui.org/op/clip"
	"gioui.org/op/paint"
	"gioui.org/unit"

	"downhill/game/session"
	"downhill/game/store"
)

// Title is the window title; the desktop test finds the window by it.
const Title = "Downhill"

// letterbox fills the window around the scaled frame, close to the map's
// own background so the bars do not draw the eye.
var letterbox = color.NRGBA{R: 10, G: 10, B: 14, A: 255}

// Run opens the window and plays the sitting's game (store.Open) until
// it closes, saving it then, and on SIGINT or SIGTERM (the sitting's
// lock is held through every frame, so a signal's save waits for the
// frame in progress). events is session.New's.
//
// Gio needs the main goroutine (app.Main never returns on most platforms),
// so Run plays in a goroutine and ends the process itself when the window
// closes: exit status 0, or 1 with the error on stderr. Run returns only
// an error found before the window opens.
func Run(sit *store.Sitting, events io.Writer) error {
	s, err := session.Begin(sit, events)
	if err != nil {
		return err
	}
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, syscall.SIGINT, syscall.SIGTERM)
	go func() {
		n := <-sig
		sit.Save("signal")
		os.Exit(128 + int(n.(syscall.Signal)))
	}()
	win := newWindow(s, sit)
	w := new(app.Window)
	size := win.initialSize()
	w.Option(app.Title(Title), app.Size(unit.Dp(size.X), unit.Dp(size.Y)))
	go func() {
		err := win.loop(w)
		sit.Save("window closed")
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
	s   *session.Session
	sit *store.Sitting // locked through each frame
	ops op.Ops

	// front is the image the last frame showed (imgOp points at it); back
	// is the one we may draw into. paint.NewImageOp does not copy, so we
	// never draw into the image a frame in flight still shows.
	front, back *image.RGBA
	imgOp       paint.ImageOp
	placed      session.Fit
	refocus     bool // ask for key focus this frame (first frame, after a click)
	stats       *frameStats
}

func newWindow(s *session.Session, sit *store.Sitting) *window {
	return &window{s: s, sit: sit, refocus: true, stats: newFrameStats()}
}

// initialSize draws the first frame for the default view so the window
// opens at its size (1:1 pixels, or the display's dp scale), scaled down
// to fit a laptop screen when it is bigger (session.OpenMax).
func (w *window) initialSize() image.Point {
	w.draw()
	return session.OpenSize(w.s.Layout().Size, session.OpenMax)
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

// frame is one turn of the Update/Draw loop: update (Gio's input to the
// session, the trip steps due), draw if anything changed, and show the
// frame scaled into the window.
func (w *window) frame(e app.FrameEvent) {
	w.sit.Lock()
	defer w.sit.Unlock()
	start := time.Now()
	gtx := app.NewContext(&w.ops, e)
	next := w.update(gtx, e.Size)

	var rendered time.Duration
	if w.s.Dirty() || w.stats.spin {
		t := time.Now()
		w.draw()
		rendered = time.Since(t)
	}
	w.show(gtx, e.Size)

	switch {
	case w.stats.spin || w.s.Dirty():
		gtx.Execute(op.InvalidateCmd{})
	case !next.IsZero():
		gtx.Execute(op.InvalidateCmd{At: next})
	}
	e.Frame(gtx.Ops)
	w.stats.frame(time.Since(start), rendered)
}

// update feeds the frame's input to the session and calls its Update; it
// returns when the session wants the next frame (zero: on input only).
func (w *window) update(gtx layout.Context, size image.Point) time.Time {
	s := w.s
	tag := s // keys and the map area share one tag
	for {
		ev, ok := gtx.Event(
			key.FocusFilter{Target: tag},
			key.Filter{Focus: tag, Optional: key.ModShift},
			// Tab is a system key (focus moves) that only a filter naming
			// it receives: it opens the lab.
			key.Filter{Focus: tag, Name: key.NameTab, Optional: key.ModShift},
		)
		if !ok {
			break
		}
		switch ev := ev.(type) {
		case key.Event:
			in, ok := input(ev.Name)
			switch {
			case !ok:
			case ev.State == key.Press && in.Key != "":
				s.Key(in.Key, gtx.Now)
			case ev.State == key.Press:
				s.Text(in.Char, gtx.Now)
			case in.Key != "":
				s.KeyUp(in.Key, gtx.Now)
			default:
				s.TextUp(in.Char, gtx.Now)
			}
		case key.FocusEvent:
			if !ev.Focus {
				w.refocus = true
			}
		}
	}
	for {
		ev, ok := gtx.Event(pointer.Filter{Target: tag,
			Kinds: pointer.Move | pointer.Drag | pointer.Enter | pointer.Leave | pointer.Press | pointer.Release})
		if !ok {
			break
		}
		pe, ok := ev.(pointer.Event)
		if !ok {
			continue
		}
		// Registered inside the image transform (show), positions arrive
		// in frame pixels whatever the scale and letterbox.
		switch pe.Kind {
		case pointer.Drag: // a sandbox stroke goes on
			s.Drag(pe.Position.X, pe.Position.Y)
			continue
		case pointer.Release:
			s.ButtonUp()
			continue
		case pointer.Leave:
			s.PointerGone()
			continue
		}
		s.Pointer(pe.Position.X, pe.Position.Y)
		if pe.Kind != pointer.Press {
			continue
		}
		w.refocus = true
		// A tap on a touch screen has no buttons: it is a left click.
		primary := pe.Buttons.Contain(pointer.ButtonPrimary) || pe.Source == pointer.Touch
		switch {
		case pe.Buttons.Contain(pointer.ButtonSecondary):
			s.Press(pe.Position.X, pe.Position.Y, false, gtx.Now)
		case primary:
			s.Press(pe.Position.X, pe.Position.Y, true, gtx.Now)
		}
	}
	next := s.Update(gtx.Now)
	s.Resize(size)
	return next
}

// draw has the session draw into the back image and makes it the one the
// next frame shows.
func (w *window) draw() {
	img := w.s.Draw(w.back)
	w.front, w.back = img, w.front
	w.imgOp = paint.NewImageOp(img)
}

// show paints the last drawn frame scaled into the window, letterboxed,
// with the pointer and key area over it, and asks for key focus when due.
func (w *window) show(gtx layout.Context, size image.Point) {
	tag := w.s
	imgSize := w.s.Layout().Size
	paint.Fill(gtx.Ops, letterbox)
	w.placed = w.s.Fit(imgSize, size)
	off := op.Offset(w.placed.Offset).Push(gtx.Ops)
	sc := op.Affine(f32.Affine2D{}.Scale(f32.Point{}, f32.Pt(w.placed.Scale, w.placed.Scale))).Push(gtx.Ops)
	w.imgOp.Filter = paint.FilterNearest
	if w.placed.Smooth {
		w.imgOp.Filter = paint.FilterLinear
	}
	w.imgOp.Add(gtx.Ops)
	area := clip.Rect{Max: imgSize}.Push(gtx.Ops)
	paint.PaintOp{}.Add(gtx.Ops)
	event.Op(gtx.Ops, tag)
	pointer.CursorCrosshair.Add(gtx.Ops)
	area.Pop()
	sc.Pop()
	off.Pop()

	if w.refocus {
		// Keys reach a tag only once it has focus (and, on a touch screen,
		// the soft keyboard shows).
		gtx.Execute(key.FocusCmd{Tag: tag})
		gtx.Execute(key.SoftKeyboardCmd{Show: true})
		w.refocus = false
	}
}

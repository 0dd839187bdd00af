package front

import (
	"image"
	"sync/atomic"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"downhill/game/front/start"
	"downhill/game/session"
	"downhill/game/session/layout"
	"downhill/game/store"
)

// Title is the window title; the desktop tests find the window by it.
const Title = "Downhill"

// front is the ebiten.Game: the session, the frame the session draws on
// the CPU, its copy on the GPU, and where it sits on the screen.
type front struct {
	s     *session.Session
	sit   *store.Sitting // locked while Update and Draw change or read the game
	src   source         // the input, as events in order
	input translator     // the events into the session's calls
	evs   []event        // scratch: this frame's events
	wake  waker

	frame  *image.RGBA   // the session's frame, drawn into frame after frame
	tex    *ebiten.Image // the frame on the GPU: only what changed is copied in
	rows   []byte        // scratch for copying a rectangle of frame
	fit    layout.Fit    // where the last Draw put the frame on the screen
	screen image.Point   // the screen the last Draw drew on
	win    image.Point   // the window in device pixels (LayoutF)
	drawn  int           // frames drawn
	ticks  atomic.Int32  // Updates run (read by showing)
	shown  bool          // the screen shows the frame as fit says
	// closing: the game saved and closes its own window (its close button,
	// save-and-quit), so the window's destruction is no news (windowGone)
	closing atomic.Bool

	page page // the tab's side (the browser build; empty on the desktop)
}

// Update is a tick: the window closing saves and ends the game; otherwise
// the events that came since the last tick go to the session in their
// order (save-and-quit among them ends the game on the desktop), the
// session takes what is due now (trip steps, key repeats) and the front
// end asks to be woken when the session next wants to be.
func (f *front) Update() error {
	now := time.Now()
	asked.Store(false)
	f.ticks.Add(1)
	f.tick()
	if ebiten.IsWindowBeingClosed() {
		f.sit.Save("window closed")
		f.closing.Store(true)
		return ebiten.Termination
	}
	f.sit.Lock()
	defer f.sit.Unlock()
	f.takeInput(now)
	if f.s.QuitAsked() {
		if err := f.saveAndQuit(); err != nil {
			return err
		}
	}
	f.s.Resize(f.win)
	f.wake.at(f.s.Update(now))
	f.showPlace()
	return nil
}

// takeInput passes the events that came since the last frame to the
// session, in their order, at now.
func (f *front) takeInput(now time.Time) {
	f.evs = f.src.take(f.evs[:0], now)
	f.input.apply(f.s, f.evs, f.fit, f.win, f.s.Layout().CellH, now)
}

// Draw shows the frame: when the session has a new one it is drawn on the
// CPU and only its changed rectangles are copied to the GPU image; the
// screen is painted again only when the frame or its place changed (the
// screen is kept between frames).
func (f *front) Draw(screen *ebiten.Image) {
	f.sit.Lock()
	defer f.sit.Unlock()
	if f.s.Dirty() || f.frame == nil {
		f.frame = f.s.Draw(f.frame)
		f.upload(f.s.Damage())
		f.shown = false
	} else if f.tex == nil {
		f.upload(nil) // the frame start drew for the page's first picture
		f.shown = false
	}
	size := f.frame.Bounds().Size()
	fit := f.s.Fit(size, f.win)
	if sb := screen.Bounds().Size(); !f.shown || fit != f.fit || sb != f.screen {
		f.fit, f.screen, f.shown = fit, sb, true
		screen.Fill(start.Letterbox)
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Scale(float64(fit.Scale), float64(fit.Scale))
		op.GeoM.Translate(float64(fit.Offset.X), float64(fit.Offset.Y))
		op.Filter = ebiten.FilterNearest
		if fit.Smooth {
			op.Filter = ebiten.FilterLinear
		}
		screen.DrawImage(f.tex, op)
		f.drewFrame()
	}
	f.drawn++
	if f.drawn == 1 {
		go f.showing()
	}
	// A session still dirty after drawing (the hover moved under a
	// scrolled camera) wants one more frame.
	if f.s.Dirty() {
		askFrame()
	}
	// Nothing asked for since this frame's Update: the page may stop
	// asking for animation frames until something is (the browser).
	if !asked.Load() {
		f.rest()
	}
}

// showing asks for frames until one runs after the first: on X11 the
// window is shown after the first frame, and the events that come while
// it is shown (keys typed as it appears, and a frame asked for) are taken
// without running a frame, so the next would run only on the next event.
func (f *front) showing() {
	for f.ticks.Load() < 2 {
		askFrame()
		time.Sleep(20 * time.Millisecond)
	}
}

// LayoutF makes the screen the window's size in device pixels, so the
// frame is drawn 1:1 or at a whole scale of the device's pixels (sharp on
// any screen) and the session lays the map out for what fits.
func (f *front) LayoutF(w, h float64) (float64, float64) {
	k := ebiten.Monitor().DeviceScaleFactor()
	if k <= 0 {
		k = 1
	}
	w, h = max(1, w*k), max(1, h*k)
	f.win = image.Pt(int(w+0.5), int(h+0.5))
	return float64(f.win.X), float64(f.win.Y)
}

// Layout is never called: Ebiten calls LayoutF, which a Game need not
// declare, but ebiten.Game still names Layout.
func (f *front) Layout(w, h int) (int, int) {
	fw, fh := f.LayoutF(float64(w), float64(h))
	return int(fw), int(fh)
}

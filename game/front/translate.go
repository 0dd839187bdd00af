package front

import (
	"image"
	"time"

	"downhill/game/session/keys"
	"downhill/game/session/layout"
)

// player is what the input is translated into: the session's entry points
// for keys, characters, the pointer, presses, drags, the wheel and touch.
// *session.Session is the one the game plays; a test may record the calls.
type player interface {
	Key(k keys.Key, now time.Time)
	KeyUp(k keys.Key, now time.Time)
	Text(r rune, now time.Time)
	TextUp(r rune, now time.Time)
	Pointer(x, y float32)
	PointerGone()
	Press(x, y float32, primary bool, now time.Time)
	Drag(x, y float32)
	ButtonUp()
	Wheel(notches int, now time.Time)
	Scrolls() bool
	Touched()
}

// translator turns a frame's events into the player's calls, one event
// after another in their order: keys and characters as they are; the
// pointer through the frame's fit into frame pixels; a mouse button going
// down as a press where it went down (after the pointer is there), a move
// with one held as a drag; the wheel as it turned.
//
// A finger is a gesture, told apart by whether it moves a cell's height or
// more before it is lifted: a tap is a click where the finger went down
// (the press when it is lifted); a drag scrolls what the wheel scrolls
// (the log) a notch per cell, the content following the finger, or, where
// nothing scrolls, is the mouse's drag (a press where the finger went
// down, then the stroke). While down the finger points (the look line,
// the path preview); lifted, it points at nothing. The first touch tells
// the session it runs on a touch screen (touch buttons, bigger cells),
// once it is lifted; so does a page that knows it has one (evTouchScreen).
type translator struct {
	held [3]bool     // mouse buttons down
	at   image.Point // where the pointer was last, window pixels
	over bool        // at was passed on and the pointer is over the window

	finger  gesture     // what the finger down is doing
	origin  image.Point // where it went down, window pixels
	scrolly float32     // the finger's drag not yet turned into wheel notches, frame pixels
}

// gesture is what a finger on the screen is doing.
type gesture uint8

// The gestures.
const (
	noFinger  gesture = iota // no finger down
	tapping                  // down, and not yet moved a cell
	scrolling                // dragged where the wheel scrolls
	dragging                 // dragged where nothing scrolls: the mouse's drag
)

// apply passes evs to p at now; fit is where the frame is in the window
// (no frame yet: Scale 0, and pointer events are dropped), win the
// window's size in the pointer's pixels, cell a cell's height in frame
// pixels (how far a finger moves before it drags, and a wheel notch of a
// finger's scroll).
func (t *translator) apply(p player, evs []event, fit layout.Fit, win image.Point, cell int, now time.Time) {
	cell = max(cell, 1)
	for _, e := range evs {
		switch e.kind {
		case evKeyDown:
			p.Key(e.key, now)
		case evKeyUp:
			p.KeyUp(e.key, now)
		case evText:
			p.Text(e.char, now)
		case evTextUp:
			p.TextUp(e.char, now)
		case evWheel:
			p.Wheel(e.wheel, now)
		case evLeave:
			t.leave(p)
		case evTouchScreen:
			p.Touched()
		default:
			if fit.Scale <= 0 {
				continue // no frame on the screen yet
			}
			if e.touch {
				t.touch(p, e, fit, cell, now)
			} else {
				t.mouse(p, e, fit, win, now)
			}
		}
	}
}

// mouse passes a mouse event (move, press, release).
func (t *translator) mouse(p player, e event, fit layout.Fit, win image.Point, now time.Time) {
	x, y := fit.ToImage(float32(e.at.X), float32(e.at.Y))
	switch e.kind {
	case evPress:
		if e.button == buttonPrimary {
			t.point(p, e.at, x, y)
		}
		t.held[e.button] = true
		if e.button != buttonOther {
			p.Press(x, y, e.button == buttonPrimary, now)
		}
	case evRelease:
		if t.held[e.button] {
			t.held[e.button] = false
			if !t.holding() {
				p.ButtonUp()
			}
		}
	case evMove:
		switch {
		case t.holding():
			t.at, t.over = e.at, true
			p.Drag(x, y) // a sandbox stroke goes on, inside the window or not
		case !e.at.In(image.Rectangle{Max: win}):
			t.leave(p)
		default:
			t.point(p, e.at, x, y)
		}
	}
}

// touch passes a finger's event (down, moved, lifted).
func (t *translator) touch(p player, e event, fit layout.Fit, cell int, now time.Time) {
	x, y := fit.ToImage(float32(e.at.X), float32(e.at.Y))
	ox, oy := fit.ToImage(float32(t.origin.X), float32(t.origin.Y))
	switch e.kind {
	case evPress:
		t.finger, t.origin, t.scrolly = tapping, e.at, 0
		t.point(p, e.at, x, y)
	case evMove:
		switch t.finger {
		case noFinger:
			return
		case tapping:
			dx, dy := x-ox, y-oy
			if max(dx, -dx, dy, -dy) < float32(cell) {
				return
			}
			if p.Scrolls() {
				t.finger = scrolling
				t.scrolly = y - oy
			} else {
				t.finger = dragging
				p.Press(ox, oy, true, now)
				p.Drag(x, y)
			}
		case dragging:
			p.Drag(x, y)
		case scrolling:
			_, py := fit.ToImage(float32(t.at.X), float32(t.at.Y))
			t.scrolly += y - py
		}
		t.at = e.at
		if t.finger == scrolling {
			if n := int(t.scrolly / float32(cell)); n != 0 {
				t.scrolly -= float32(n * cell)
				p.Wheel(-n, now) // the content follows the finger
			}
		}
	case evRelease:
		switch t.finger {
		case tapping:
			p.Press(ox, oy, true, now)
			p.ButtonUp()
		case dragging:
			p.ButtonUp()
		}
		t.finger = noFinger
		t.leave(p) // a lifted finger points at nothing
		// Now, not when the finger went down: the touch layout (bigger
		// cells, the buttons) must not move what the tap was aimed at.
		p.Touched()
	}
}

// point moves the pointer to at (frame pixel x,y).
func (t *translator) point(p player, at image.Point, x, y float32) {
	if t.over && at == t.at {
		return
	}
	t.at, t.over = at, true
	p.Pointer(x, y)
}

// leave takes the pointer away: it left the window, the window lost the
// focus, or a finger was lifted. Buttons held end there (their releases
// may never come to the window).
func (t *translator) leave(p player) {
	if t.holding() {
		t.held = [3]bool{}
		p.ButtonUp()
	}
	if t.finger != noFinger {
		if t.finger == dragging {
			p.ButtonUp()
		}
		t.finger = noFinger
	}
	if t.over {
		t.over = false
		p.PointerGone()
	}
}

// holding reports whether a mouse button is down.
func (t *translator) holding() bool { return t.held[0] || t.held[1] || t.held[2] }

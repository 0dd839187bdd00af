package session

import (
	"image"
	"time"

	"downhill/game/session/layout"
)

// MouseTick is the mouse as a front end reads it once a tick, in its
// toolkit's terms made plain: where the cursor is in the window's pixels,
// whether the window has the focus, which buttons are held, and which
// went down or up since the last tick.
type MouseTick struct {
	At                  image.Point // the cursor, window pixels (outside the window too, where the toolkit says)
	Win                 image.Point // the window's size in the same pixels
	Focused             bool
	Left, Right         bool // held
	LeftDown, RightDown bool // pressed since the last tick
	Up                  bool // a button released since the last tick
}

// Mouse turns a front end's ticks of the mouse into the session's pointer,
// presses, drags and releases, in frame pixels (through the Fit the
// screen shows), so every front end and the tests share one rule. Toolkits
// such as Ebiten send no event when the mouse leaves the window: a cursor
// outside the window, or a window without the focus, is the mouse gone
// (PointerOff), and the hover goes with it until the mouse comes back.
type Mouse struct {
	at    image.Point // the last position passed on, window pixels
	known bool        // at was passed on and the mouse is still over the window
}

// Tick passes one tick of the mouse to s at now; fit is where the frame is
// in the window (no frame yet: Scale 0, and nothing is passed on).
func (m *Mouse) Tick(s *Session, in MouseTick, fit layout.Fit, now time.Time) {
	if fit.Scale <= 0 {
		return // no frame on the screen yet
	}
	fx, fy := fit.ToImage(float32(in.At.X), float32(in.At.Y))
	off := PointerOff(in.At, in.Win, in.Focused)
	if off && m.known {
		s.PointerGone()
	}
	moved := !off && (!m.known || in.At != m.at)
	m.at, m.known = in.At, !off
	switch {
	case moved && (in.Left || in.Right) && !in.LeftDown && !in.RightDown:
		s.Drag(fx, fy) // a sandbox stroke goes on
	case moved:
		s.Pointer(fx, fy)
	}
	if in.LeftDown {
		s.Pointer(fx, fy)
		s.Press(fx, fy, true, now)
	}
	if in.RightDown {
		s.Press(fx, fy, false, now)
	}
	if in.Up {
		s.ButtonUp()
	}
}

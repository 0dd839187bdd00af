package front

import (
	"image"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"downhill/game/session"
)

// mouse turns Ebiten's mouse into the session's pointer, presses, drags
// and releases, in frame pixels (through the fit the screen shows). Ebiten
// sends no event when the mouse leaves the window: a cursor outside the
// window or a window without the focus is the mouse gone
// (session.PointerOff), so the hover goes with it.
type mouse struct {
	at    image.Point // the last position passed on, screen pixels
	known bool
}

// update passes this tick's mouse to s at now; fit is where the frame is
// on the screen, win the window's size in screen pixels.
func (m *mouse) update(s *session.Session, fit session.Fit, win image.Point, now time.Time) {
	if fit.Scale <= 0 {
		return // no frame on the screen yet
	}
	x, y := ebiten.CursorPosition()
	fx, fy := fit.ToImage(float32(x), float32(y))
	p := image.Pt(x, y)
	off := session.PointerOff(p, win, ebiten.IsFocused())
	if off && m.known {
		s.PointerGone()
	}
	moved := !off && (!m.known || p != m.at)
	m.at, m.known = p, !off
	left, right := ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft), ebiten.IsMouseButtonPressed(ebiten.MouseButtonRight)
	switch {
	case moved && (left || right) && !inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) &&
		!inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight):
		s.Drag(fx, fy) // a sandbox stroke goes on
	case moved:
		s.Pointer(fx, fy)
	}
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		s.Pointer(fx, fy)
		s.Press(fx, fy, true, now)
	}
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight) {
		s.Press(fx, fy, false, now)
	}
	if inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) || inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonRight) {
		s.ButtonUp()
	}
}

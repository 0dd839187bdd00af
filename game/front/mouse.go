package front

import (
	"image"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"downhill/game/session"
)

// mouse reads Ebiten's mouse once a tick for the session's rule of it
// (session.Mouse: pointer, presses, drags, releases, and the mouse gone
// when the cursor is outside the window or the window lost the focus, for
// Ebiten sends no event when the mouse leaves).
type mouse struct {
	m session.Mouse
}

// update passes this tick's mouse to s at now; fit is where the frame is
// on the screen, win the window's size in screen pixels, out whether the
// page saw the mouse leave the canvas (the browser: Ebiten hears the mouse
// only over its canvas, so its last position there would stay hovered).
func (m *mouse) update(s *session.Session, fit session.Fit, win image.Point, out bool, now time.Time) {
	x, y := ebiten.CursorPosition()
	m.m.Tick(s, session.MouseTick{
		At: image.Pt(x, y), Win: win, Focused: ebiten.IsFocused() && !out,
		Left:      ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft),
		Right:     ebiten.IsMouseButtonPressed(ebiten.MouseButtonRight),
		LeftDown:  inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft),
		RightDown: inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight),
		Up: inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) ||
			inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonRight),
	}, fit, now)
}

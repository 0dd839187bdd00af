//go:build !js

package front

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// polledMouse makes the mouse's events out of Ebiten's state, read once a
// frame, where the platform's own events do not reach the game (a desktop
// without X11, and X11 until the game's window is found): the cursor
// moved, buttons that went down or up since the last frame (a press and a
// release between two frames are lost), the wheel, and the mouse gone
// when the cursor is outside the window or the window lost the focus (for
// Ebiten sends no event when the mouse leaves).
type polledMouse struct {
	at    image.Point // the last position passed on
	known bool        // at was passed on and the mouse is still over the window
	wheel float64     // the wheel's turn not yet a whole notch
}

// take appends this frame's mouse events to buf; win is the window's size
// in the cursor's pixels.
func (m *polledMouse) take(buf []event, win image.Point) []event {
	x, y := ebiten.CursorPosition()
	at := image.Pt(x, y)
	off := !ebiten.IsFocused() || !at.In(image.Rectangle{Max: win})
	switch {
	case off && m.known:
		buf = append(buf, event{kind: evLeave})
	case !off && (!m.known || at != m.at):
		buf = append(buf, event{kind: evMove, at: at})
	}
	m.at, m.known = at, !off
	for b, eb := range [...]ebiten.MouseButton{buttonPrimary: ebiten.MouseButtonLeft, buttonSecondary: ebiten.MouseButtonRight} {
		if inpututil.IsMouseButtonJustPressed(eb) {
			buf = append(buf, event{kind: evPress, at: at, button: button(b)})
		}
		if inpututil.IsMouseButtonJustReleased(eb) {
			buf = append(buf, event{kind: evRelease, at: at, button: button(b)})
		}
	}
	_, dy := ebiten.Wheel()
	m.wheel -= dy // Ebiten's positive is away from the player
	if n := int(m.wheel); n != 0 {
		m.wheel -= float64(n)
		buf = append(buf, event{kind: evWheel, wheel: n})
	}
	return buf
}

//go:build !js

package front

import (
	"image"
	"time"
)

// desktopSource is the window's source of events: on X11 the X server's
// own (keys and the pointer, in the order they happened, none lost; see
// xkeys.go and xpointer.go), elsewhere, and until the window is found,
// Ebiten's state read once a frame (keyboard.polled, polledMouse).
type desktopSource struct {
	kb    keyboard
	mouse polledMouse
	win   func() image.Point // the window's size in the cursor's pixels
}

// newSource is the window's source; gone is called if the window is
// destroyed under the game, lost if the X server's connection ends.
func newSource(win func() image.Point, gone, lost func()) source {
	return &desktopSource{kb: keyboard{gone: gone, lost: lost}, win: win}
}

func (d *desktopSource) take(buf []event, now time.Time) []event {
	buf = d.kb.take(buf, now)
	if !d.kb.x.hearsPointer() {
		buf = d.mouse.take(buf, d.win())
	}
	return buf
}

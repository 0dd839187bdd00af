package session

import (
	"image"

	"downhill/game/session/layout"
	"downhill/render"
	"downhill/world"
)

// Resize tells the session the window is win pixels (device pixels): the
// frame is drawn at exactly that size, in the cell size that suits it
// (or the one the settings ask for), so it is shown 1:1 and sharp, the
// map showing as much of the level as fits around the player.
func (s *Session) Resize(win image.Point) {
	if win == s.win {
		return
	}
	s.win = win
	s.dirty = true
}

// Dirty reports whether something visible changed since the last Draw:
// a front end draws and shows a new frame only then.
func (s *Session) Dirty() bool { return s.dirty }

// Draw is the loop's Draw: it renders what the session shows now into dst
// when dst has the frame's size, else into a new image, and returns the
// image drawn. A front end passes the image the last Draw returned (or
// nil) and does not draw on it itself: only the cells that changed since
// the session last drew into that image are painted again, the same way
// whatever is on screen (a dialog, the aim); another image, or a change
// of the frame's layout (the lab, a comparison, the window's size, the
// text size), draws it whole, and Damage then says so.
//
// Draw handles no input and asks the rules for nothing: settle has the
// state it shows ready (Update settles it; Draw settles what a caller
// that drew without an Update left unsettled, which is nothing the
// second time), and the hover under a still mouse is resolved by Update
// when the camera scrolled (rehover).
func (s *Session) Draw(dst *image.RGBA) *image.RGBA {
	s.settle()
	sc := s.compose()
	s.lastScene = sc
	w, h := render.Size(sc)
	if dst == nil || dst.Bounds() != image.Rect(0, 0, w, h) {
		dst = image.NewRGBA(image.Rect(0, 0, w, h))
	}
	render.DrawChanged(dst, sc, &s.frames)
	s.damage = append(s.damage[:0], s.frames.Damage()...)
	a := render.Arranged(sc)
	m := a.Pixels(a.Map)
	s.shown = layout.Layout{Size: image.Pt(w, h), Origin: m.Min, CellW: a.Cell.X, CellH: a.Cell.Y,
		Camera: sc.Camera, ViewW: a.Map.Dx(), ViewH: a.Map.Dy(), Buttons: a.Pixels(a.Buttons), ButtonLabels: sc.Buttons}
	s.dirty = false
	return dst
}

// Damage is where the last Draw changed the pixels of the image it drew
// into (the whole frame when it drew it whole), so a front end that keeps
// the frame on the GPU uploads only these rectangles. It is empty when the
// frame is as it was. The slice is reused by the next Draw.
func (s *Session) Damage() []image.Rectangle { return s.damage }

// Layout is where the last Draw put the map in its frame.
func (s *Session) Layout() layout.Layout { return s.shown }

// CellAt is the level cell under frame pixel x,y of the last frame drawn;
// ok is false off the map (the sidebar, the text rows, beyond the level).
func (s *Session) CellAt(x, y float32) (world.Pos, bool) {
	l := s.shown
	c, ok := layout.CellAt(x, y, l.Origin, l.CellW, l.CellH, l.Camera, l.ViewW, l.ViewH)
	if !ok || l.CellW == 0 || !s.g.Level.Grid.In(c.X, c.Y) {
		return world.Pos{}, false
	}
	return c, true
}

// Pointer records the mouse at frame pixel x,y of the last frame and
// hovers what is under it: a map cell, or an entry of the sidebar (which
// highlights its creature on the map). The session keeps hovering the
// right cell when the camera scrolls under a still mouse. A front end
// calls it whenever the mouse moves, and PointerGone when it leaves the
// window. A key press hides the hover until the mouse moves again.
func (s *Session) Pointer(x, y float32) {
	moved := !s.pointIn || s.pointer != [2]float32{x, y}
	s.pointer, s.pointIn = [2]float32{x, y}, true
	if moved {
		s.hoverHidden = false
	}
	entry := -1
	if s.lastScene != nil {
		entry = render.SideEntryAt(s.lastScene, image.Pt(int(x), int(y)))
	}
	if entry != s.sideHover {
		s.sideHover = entry
		s.dirty = true
	}
	if s.hoverHidden {
		return
	}
	s.Hover(s.CellAt(x, y))
}

// PointerGone records that the mouse left the window: nothing is hovered.
func (s *Session) PointerGone() {
	s.pointIn = false
	if s.sideHover >= 0 {
		s.sideHover = -1
		s.dirty = true
	}
	s.Hover(world.Pos{}, false)
}

// PointerOff reports whether a front end should take the mouse as gone
// from the window (and call PointerGone): the cursor at window pixel
// cursor lies outside a window of size win, or the window has lost the
// focus. Toolkits such as Ebiten send no event when the mouse leaves: on
// X11 they read the pointer's place each tick, outside the window too,
// and a player who turns to another window has left the game's even when
// the pointer rests over it.
func PointerOff(cursor, win image.Point, focused bool) bool {
	return !focused || !cursor.In(image.Rectangle{Max: win})
}

// hideHover hides the mouse's hover until the mouse moves again: a key
// was pressed, so the player is playing by keyboard (as in Brogue).
func (s *Session) hideHover() {
	s.hoverHidden = true
	if s.hovered || s.sideHover >= 0 {
		s.hovered, s.sideHover = false, -1
		s.dirty = true
	}
}

package session

import (
	"image"

	"downhill/render"
	"downhill/world"
)

// extraRows is the frame height, in pixels, that is not map: the status bar
// and message lines the renderer always draws under the map.
const extraRows = render.TextRows * render.CellH

// Layout is where things are in a drawn frame, so a front end can turn a
// pointer position into a cell and a test can point at a cell: the view's
// top-left cell starts at Origin (frame pixels) and cell x,y of the level
// covers CellW x CellH pixels from Origin + ((x-Camera.X)*CellW,
// (y-Camera.Y)*CellH), for the ViewW x ViewH cells from Camera.
type Layout struct {
	Size         image.Point // the frame, in pixels
	Origin       image.Point // the view's top-left cell in the frame
	CellW, CellH int         // a cell, in frame pixels
	Camera       world.Pos   // the view's top-left cell of the level
	ViewW, ViewH int         // the view, in cells
}

// Resize tells the session the window is win pixels (device pixels, as the
// frame is drawn 1:1 before scaling): the view shows as many cells as fit
// at 1:1, at least the default 80x45 (a smaller window scales the frame
// down instead), never more than the level.
func (s *Session) Resize(win image.Point) {
	gr := s.g.Level.Grid
	s.win = win
	if k := s.settings.Scale; k > 0 {
		win = win.Div(k)
	}
	if s.lab.Open {
		win.X -= render.PanelCols * render.CellW
	}
	if s.twin != nil {
		win.X = (win.X - compareGap) / 2
	}
	vw, vh := viewCells(win, extraRows, render.CellW, render.CellH, gr.W, gr.H)
	if vw != s.viewW || vh != s.viewH {
		s.viewW, s.viewH = vw, vh
		s.dirty = true
	}
}

// Dirty reports whether something visible changed since the last Draw:
// a front end draws and shows a new frame only then.
func (s *Session) Dirty() bool { return s.dirty }

// Draw is the loop's Draw: it renders what the session shows now (the
// level through the camera, the status line, messages, overlay, path
// preview and dialog) into dst when dst has the frame's size, else into a
// new image, and returns the image drawn. A front end passes an image no
// frame in flight still shows (double-buffering), or nil, and does not draw
// on it itself: only the map cells that changed since the session last drew
// into that image are painted again.
func (s *Session) Draw(dst *image.RGBA) *image.RGBA {
	sc := Scene(s.g, s.view())
	if s.sand != nil {
		s.sandboxScene(sc)
	}
	if s.lab.Open {
		var hover *world.Pos
		if s.hovered {
			h := s.hover
			hover = &h
		}
		s.lab.Decorate(s.g, sc, hover, labKeys())
	}
	if s.note != "" {
		sc.Log = append(append([]string(nil), sc.Log...), s.note)
	}
	s.lastScene = sc
	w, h := render.Size(sc)
	switch {
	case s.twin != nil:
		dst = s.drawCompare(sc, dst)
		w, h = dst.Bounds().Dx(), dst.Bounds().Dy()
		s.frames = render.FrameCache{} // the cache knows nothing of these pixels
		s.damage = append(s.damage[:0], dst.Bounds())
	case sc.Lab != nil:
		// The lab's panel, arrows and replay are drawn whole each frame
		// (DrawChanged knows only the map's cells).
		if dst == nil || dst.Bounds() != image.Rect(0, 0, w, h) {
			dst = image.NewRGBA(image.Rect(0, 0, w, h))
		}
		render.DrawInto(dst, sc)
		s.frames = render.FrameCache{}
		s.damage = append(s.damage[:0], dst.Bounds())
	default:
		if dst == nil || dst.Bounds() != image.Rect(0, 0, w, h) {
			dst = image.NewRGBA(image.Rect(0, 0, w, h))
		}
		render.DrawChanged(dst, sc, &s.frames) // only the cells that changed since dst was drawn
		s.damage = append(s.damage[:0], s.frames.Damage()...)
	}
	gr := s.g.Level.Grid
	s.shown = Layout{Size: image.Pt(w, h), CellW: render.CellW, CellH: render.CellH,
		Camera: sc.Camera, ViewW: sc.ViewW, ViewH: sc.ViewH}
	if s.shown.ViewW == 0 {
		s.shown.ViewW = gr.W
	}
	if s.shown.ViewH == 0 {
		s.shown.ViewH = gr.H
	}
	s.dirty = false
	// The camera may have scrolled under a still mouse: hover the cell now
	// under it, drawn in the next frame.
	if s.pointIn && s.mode != ModeTravel {
		s.Hover(s.CellAt(s.pointer[0], s.pointer[1]))
	}
	return dst
}

// Damage is where the last Draw changed the pixels of the image it drew
// into (the whole frame when it drew it whole), so a front end that keeps
// the frame on the GPU uploads only these rectangles. It is empty when the
// frame is as it was. The slice is reused by the next Draw.
func (s *Session) Damage() []image.Rectangle { return s.damage }

// Layout is where the last Draw put the map in its frame.
func (s *Session) Layout() Layout { return s.shown }

// CellAt is the level cell under frame pixel x,y of the last frame drawn;
// ok is false off the map (the status line, the letterbox, beyond the
// level).
func (s *Session) CellAt(x, y float32) (world.Pos, bool) {
	l := s.shown
	c, ok := cellAt(x, y, l.Origin, l.CellW, l.CellH, l.Camera, l.ViewW, l.ViewH)
	if !ok || !s.g.Level.Grid.In(c.X, c.Y) {
		return world.Pos{}, false
	}
	return c, true
}

// Pointer records the mouse at frame pixel x,y of the last frame and
// hovers the cell under it (none off the map); the session keeps hovering
// the right cell when the camera scrolls under a still mouse. A front end
// calls it whenever the mouse moves, and may call PointerGone when it
// leaves the window; one that cannot tell (the mouse just stops moving)
// leaves the last cell hovered, as a mouse resting on it would.
func (s *Session) Pointer(x, y float32) {
	s.pointer, s.pointIn = [2]float32{x, y}, true
	s.Hover(s.CellAt(x, y))
}

// PointerGone records that the mouse left the window: nothing is hovered.
func (s *Session) PointerGone() {
	s.pointIn = false
	s.Hover(world.Pos{}, false)
}

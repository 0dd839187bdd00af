package session

import (
	"image"

	"downhill/game/session/layout"
	"downhill/game/session/screen"
	"downhill/render"
	"downhill/world"
)

// parts are the parts of the frame now: the sidebar (one row when the
// lab's panel takes the side, or on a narrow window, with a row under it
// for the overlay's legend when one is on), the lab, the
// comparison's second map, a title over the map (sandbox, comparison) and
// touch buttons.
func (s *Session) parts(cell image.Point) render.Parts {
	p := render.Parts{Side: true, Lab: s.lab.Open, Twin: s.twin != nil, Title: s.sand != nil || s.twin != nil}
	p.Buttons = s.touch || (s.win.X > 0 && s.win.X < s.win.Y)
	if s.lab.Open || s.win.X > 0 && s.win.X/cell.X < render.SideCols+50 {
		p.Compact = true
	}
	p.Legend = p.Compact && s.legend()
	return p
}

// arrange lays the frame out for the window (or, before the first
// Resize, around the default view) and sizes the view to the map's part
// of it.
func (s *Session) arrange() render.Arrangement {
	if s.win.X <= 0 || s.win.Y <= 0 {
		s.cell = render.DefaultCell
		a := render.ArrangeView(s.viewW, s.viewH, s.cell, s.parts(s.cell))
		return a
	}
	s.cell = layout.PickCell(s.win, s.settings.TextSize, s.touch)
	a := render.Arrange(s.win, s.cell, s.parts(s.cell))
	s.viewW, s.viewH = a.Map.Dx(), a.Map.Dy()
	return a
}

// frameSize is the frame to draw: the window, once known.
func (s *Session) frameSize() image.Point {
	if s.win.X <= 0 || s.win.Y <= 0 {
		return image.Point{}
	}
	return s.win
}

// scene is everything the frame shows now: the state settled, then
// composed.
func (s *Session) scene() *render.Scene {
	s.settle()
	return s.compose()
}

// compose is everything the frame shows, composed from the state settle
// brought up to date (screen.Compose of the session's Frame), the lab's
// panel over it when the lab is open: it changes nothing of the session.
func (s *Session) compose() *render.Scene {
	sc := screen.Compose(s.frame())
	if s.lab.Open {
		var hover *world.Pos
		if s.hovered {
			h := s.hover
			hover = &h
		}
		s.lab.Decorate(s.g, sc, hover, labKeys())
	}
	return sc
}

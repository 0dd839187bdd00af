package session

import (
	"image"

	"downhill/game/session/layout"
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
// brought up to date: it changes nothing of the session.
func (s *Session) compose() *render.Scene {
	p := s.parts(s.cell)
	sc := Scene(s.g, s.next.view)
	sc.Frame, sc.Cell, sc.Blind = s.frameSize(), s.cell, s.settings.blind()
	sc.Side = s.sidebar(p.Compact)
	sc.Log = s.logView()
	sc.Info, sc.Prompt = s.infoLine()
	sc.InfoYields = s.mode == ModePlay && !sc.Prompt // in play, the info is the mouse's look
	sc.Dialog = s.dialog()
	sc.Intents = s.next.intents
	if e := s.hoveredEntry(sc.Side); e >= 0 {
		sc.Side.Hovered = e
		sc.Highlight = []world.Pos{sc.Side.Entries[e].At}
	}
	if p.Buttons {
		sc.Buttons = s.buttonLabels()
	}
	if s.sand != nil {
		s.sandboxScene(sc)
	}
	if s.twin != nil {
		s.compareScene(sc)
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
		sc.Log = append(sc.Log, render.LogLine{Text: s.note, Turn: -1, Ink: colNote})
	}
	return sc
}

// colNote is the ink of the session's own notes (settings, the sandbox's
// saves), which are not the game's messages.
const colNote = 0x9ad0ff

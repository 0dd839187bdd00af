package session

import (
	"downhill/game/session/layout"
	"downhill/game/session/screen"
	"downhill/world"
)

// pointed is the cell the player is pointing at: the keyboard cursor, the
// travel target, or the hovered cell.
func (s *Session) pointed() (world.Pos, bool) {
	switch {
	case s.mode == ModeTravel:
		return s.cursor, true
	case s.trip == tripTravel:
		return s.target, true
	case s.hovered:
		return s.hover, true
	}
	return world.Pos{}, false
}

// preview returns the path preview to p, asking the game again only when p
// or the turn changed (the game floods one field per turn for it).
func (s *Session) preview(p world.Pos) []world.Pos {
	if !s.pathOK || p != s.pathTo || s.g.Turn != s.pathTurn {
		s.path = s.g.PreviewPath(p.X, p.Y)
		s.pathTo, s.pathTurn, s.pathOK = p, s.g.Turn, true
	}
	return s.path
}

// view is how the map is looked at now: the camera follows the player
// (and the travel cursor, while it is out) when the level is bigger than
// the view, and is centred on a level smaller than the view.
func (s *Session) view() screen.View {
	gr := s.g.Level.Grid
	cam := s.cams.Follow(s.g.PlayerPos(), s.viewW, s.viewH, gr.W, gr.H)
	if s.mode == ModeTravel {
		// The keyboard cursor may roam beyond the view: the view follows
		// it from the player's, which it returns to when the cursor ends.
		cam = layout.FollowCamera(cam, s.cursor, s.viewW, s.viewH, gr.W, gr.H)
	}
	v := screen.View{Fog: true, Camera: cam, ViewW: s.viewW, ViewH: s.viewH}
	v.Overlay, v.Field = s.overlayView()
	if p, ok := s.pointed(); ok && (s.mode == ModePlay || s.mode == ModeTravel) {
		c := p
		v.Cursor = &c
		v.Path = s.preview(p)
	}
	if s.mode == ModeAim || s.mode == ModeLook {
		c := s.prompt.at
		v.Cursor = &c
		v.NoPathLabel = true
	}
	v.Aim = s.aimView()
	return v
}

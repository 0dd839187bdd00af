package session

import (
	"downhill/game/session/screen"
	"downhill/render"
)

// prepared is what the next frame shows that takes work to find: the view
// (the camera, the path preview the rules flood for) and the goblins'
// intents. settle fills it; the frame's composition only reads it.
type prepared struct {
	view    screen.View
	intents []render.Intent
}

// settle brings what the next frame shows up to date with the input and
// turns so far: the mode a finished run forces, an overlay whose field
// went, the layout for the window, the camera, the path preview and the
// intents. Asking twice with nothing
// between changes nothing the second time.
func (s *Session) settle() {
	s.syncMode()
	s.overlayView() // a field gone turns the overlay off before the layout counts its legend
	s.arrange()
	s.next.view = s.view()
	s.followTwin()
	s.next.intents = nil
	if !s.settings.NoIntents && s.mode != ModeOver {
		s.next.intents = s.intents()
	}
}

// rehover hovers again what is under a still mouse: the camera may have
// scrolled under it since the last frame (a step, a trip), or the frame's
// layout changed. Update calls it, so the hover is input handled in the
// loop's Update and the frame after shows it; Draw never handles input.
func (s *Session) rehover() {
	if s.pointIn && s.mode != ModeTravel {
		s.Pointer(s.pointer[0], s.pointer[1])
	}
}

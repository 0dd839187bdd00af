package session

import "downhill/render"

// cycleOverlay steps F through: off, the player field as heat, as digits,
// then each other field of this turn as heat, and back to off.
func (s *Session) cycleOverlay() {
	s.overlay++
	if s.overlay >= 2+len(s.g.Fields()) {
		s.overlay = 0
	}
	s.dirty = true
}

// overlayView is the overlay kind and field index for the current F state;
// a field that vanished since (Fields lists only those in use) turns it off.
//
// Fields is asked only while an overlay is on: listing the fields may scan
// one the creatures have not needed yet.
func (s *Session) overlayView() (render.OverlayKind, int) {
	if s.overlay == 0 {
		return render.OverlayNone, 0
	}
	n := len(s.g.Fields())
	switch {
	case n == 0:
		return render.OverlayNone, 0
	case s.overlay == 1:
		return render.OverlayHeat, 0
	case s.overlay == 2:
		return render.OverlayDigits, 0
	case s.overlay-2 < n:
		return render.OverlayHeat, s.overlay - 2
	}
	s.overlay = 0
	return render.OverlayNone, 0
}

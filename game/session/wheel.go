package session

import (
	"time"

	"downhill/game/session/input"
)

// Wheel turns the mouse wheel by notches at now (positive: towards the
// player, which scrolls down), or a finger dragged a cell per notch: it
// scrolls what the up and down keys scroll, one line a notch: the message
// log and the best runs. Elsewhere it does nothing (the map follows the
// player, and a turn is never spent by a wheel).
func (s *Session) Wheel(notches int, now time.Time) {
	if notches == 0 || !s.Scrolls() {
		return
	}
	in, n := input.Scroll(notches)
	for range n {
		s.dispatch(in, s.binding(in), now)
	}
}

// Scrolls reports whether the wheel scrolls something now, so a front
// end can tell a finger's drag that scrolls from one that drags.
func (s *Session) Scrolls() bool { return s.mode == ModeLog || s.mode == ModeBest }

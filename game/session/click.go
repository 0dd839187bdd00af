package session

import (
	"time"

	"downhill/game"
	"downhill/world"
)

// Hover records the map cell under the mouse (ok false: off the map, or
// the mouse left the window). Pointer does the same from pixels.
func (s *Session) Hover(p world.Pos, ok bool) {
	if ok == s.hovered && (!ok || p == s.hover) {
		return
	}
	s.hovered, s.hover = ok, p
	if ok && (s.mode == ModeAim || s.mode == ModeLook) {
		s.prompt.at = p
	}
	s.dirty = true
}

// Click handles a mouse button press on map cell p at time now: the
// primary button attacks an adjacent goblin or travels; the secondary
// cancels travel and the keyboard cursor (p does not matter for it).
func (s *Session) Click(p world.Pos, primary bool, now time.Time) {
	if s.mode == ModeReplay { // the lab's click inspects; the replay is never played
		if primary {
			s.labClick(p)
		}
		return
	}
	if !primary && s.sandboxPress(p, false) {
		return
	}
	s.syncMode()
	if !primary {
		s.stopTrip()
		if s.mode != ModePlay {
			s.closeMode()
		}
		return
	}
	if s.trip != tripNone {
		s.stopTrip()
		return
	}
	switch s.mode {
	case ModePlay:
	case ModeOver:
		return
	case ModeAim:
		s.prompt.at = p
		s.throwAt(p)
		s.dirty = true
		return
	case ModeLook:
		s.prompt.at = p
		s.dirty = true
		return
	case ModeTravel:
		s.setMode(ModePlay) // and travel to the click
	default:
		s.closeMode()
		return
	}
	pp := s.g.PlayerPos()
	dx, dy := p.X-pp.X, p.Y-pp.Y
	if dx == 0 && dy == 0 {
		return
	}
	if s.sandboxPress(p, true) || s.labClick(p) {
		return
	}
	if max(world.Abs(dx), world.Abs(dy)) == 1 && s.goblinSeenAt(p) {
		s.do(game.Command{Action: game.ActMove, DX: dx, DY: dy})
		return
	}
	s.startTravel(p, now)
}

// goblinSeenAt reports whether a creature other than the player stands on
// p where the player can see it (clicking an unseen one must not attack
// the dark and reveal it).
func (s *Session) goblinSeenAt(p world.Pos) bool {
	l := s.g.Level
	e := l.Ents.At(p)
	if e == world.NoEntity || e == s.g.Player || !l.Ents.Alive[e] {
		return false
	}
	return l.Grid.Visible[l.Grid.Index(p.X, p.Y)]
}

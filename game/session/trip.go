package session

import (
	"time"

	"downhill/game"
	"downhill/world"
)

// stepEvery is the pace of animated travel and auto-explore: about 16
// steps a second, quick enough not to bore and slow enough to follow.
const stepEvery = 60 * time.Millisecond

// trip is an animated walk the window drives one step per tick.
type trip uint8

const (
	tripNone    trip = iota
	tripTravel       // towards Session.target (click or `t` + Enter)
	tripExplore      // auto-explore (`x`)
	tripRest         // resting until healed (`Z`)
)

// startTravel sets off towards p, taking the first step at once so a click
// answers without waiting a tick.
func (s *Session) startTravel(p world.Pos, now time.Time) {
	s.target = p
	s.beginTrip(tripTravel, now)
}

// beginTrip sets off on trip t, taking its first step at once.
func (s *Session) beginTrip(t trip, now time.Time) {
	s.trip, s.steps = t, 0
	s.nextStep = now
	s.Update(now)
}

// stopTrip ends a trip (a key, a right click, Esc).
func (s *Session) stopTrip() {
	if s.trip == tripNone {
		return
	}
	s.trip, s.steps = tripNone, 0
	s.g.Do(game.Command{Action: game.ActStop})
	s.dirty = true
}

// Update is the loop's Update: it takes the trip steps due at now (one
// command, one turn each, every stepEvery) and returns when the next is
// due, or the zero time when no trip is under way and nothing will change
// until input arrives.
func (s *Session) Update(now time.Time) time.Time {
	next := s.updateTrip(now)
	for _, t := range []time.Time{s.tickPlayback(now), s.autoplaySandbox(now), s.tickRepeat(now), s.tickWatch(now), s.tickElsewhere(now)} {
		if next.IsZero() || !t.IsZero() && t.Before(next) {
			next = t
		}
	}
	s.rehover()
	s.warmPreview()
	return next
}

// warmPreview asks the rules for the path preview to the cell pointed
// at, when that cell or the turn changed, so the flood is taken in the
// loop's Update and the frame only reads it.
func (s *Session) warmPreview() {
	if p, ok := s.pointed(); ok && (s.mode == ModePlay || s.mode == ModeTravel) {
		s.preview(p)
	}
}

// updateTrip takes the trip steps due at now (Update).
func (s *Session) updateTrip(now time.Time) time.Time {
	if s.trip == tripNone {
		return time.Time{}
	}
	if now.Before(s.nextStep) {
		return s.nextStep
	}
	var passed bool
	switch s.trip {
	case tripTravel:
		passed = s.do(game.Command{Action: game.ActTravel, X: s.target.X, Y: s.target.Y})
	case tripRest:
		passed = s.do(game.Command{Action: game.ActRest})
	default:
		passed = s.do(game.Command{Action: game.ActExplore})
	}
	if !passed || !s.g.Travelling() || s.g.Dead {
		s.trip, s.steps = tripNone, 0
		s.dirty = true
		return time.Time{}
	}
	// Keep the cadence from the planned time, not from a late frame, but
	// never try to catch up a backlog in a burst.
	every := s.settings.pace(stepEvery)
	s.nextStep = s.nextStep.Add(every)
	if s.nextStep.Before(now) {
		s.nextStep = now.Add(every)
	}
	return s.nextStep
}

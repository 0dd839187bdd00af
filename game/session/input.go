package session

import (
	"time"

	"downhill/game/session/keys"
)

// binding is the row of the key table in force for in, by the mode and
// the contexts in force (Mode states the precedence; none: the zero
// Binding).
func (s *Session) binding(in keys.Input) keys.Binding {
	var cs [4]keys.Context
	n := 0
	switch s.mode {
	case ModePlay:
		if s.sand != nil {
			cs[n], n = keys.CtxSandbox, n+1
		}
		if s.lab.Open {
			cs[n], n = keys.CtxLab, n+1
		}
	case ModeLook, ModeAim, ModeTravel:
		cs[n], n = keys.CtxCursor, n+1
	case ModeReplay:
		cs[n], n = keys.CtxReplay, n+1
		if s.lab.Open {
			cs[n], n = keys.CtxLab, n+1
		}
	}
	cs[n], n = keys.CtxPlay, n+1
	b, _ := keys.Lookup(in, cs[:n]...)
	return b
}

// Key repeat is timed by the session, the same on every front end: a key
// held down repeats after repeatDelay, then every repeatEvery, for as long
// as the front end has not reported it let go (KeyUp, TextUp) and only
// while what it does makes sense again (a step, a wait, a cursor move, a
// line of the log, a wave of the flood playback: see repeats). The platform's own
// repeats (a second press of a key not let go) are ignored, so a front end
// passes every press and release it sees and never has to tell them apart. Update
// returns when the next repeat is due, so a front end that runs frames
// only on demand wakes for it. A front end that never reports a release
// (`sim -keys`) gets each press as one press and no repeats.
const (
	repeatDelay = 300 * time.Millisecond
	repeatEvery = 75 * time.Millisecond
)

// keyRepeat is the state of key repeat: which input is held, and when it
// repeats next.
type keyRepeat struct {
	releases bool       // the front end reports releases
	held     keys.Input // the newest input down (a named key or a folded character)
	down     bool       // held is down
	again    bool       // held repeats (its last press did something that repeats)
	next     time.Time  // when held repeats next
}

// Key handles a press of the named key k at time now.
func (s *Session) Key(k keys.Key, now time.Time) { s.press(keys.Input{Key: k}, now) }

// Text handles the character r, typed at time now (one press of the key
// that typed it). Front ends pass every printable character the keyboard
// types, after its layout and Shift: `>` is Text('>') on any layout.
func (s *Session) Text(r rune, now time.Time) { s.press(keys.Input{Char: keys.Fold(r)}, now) }

// ReportsReleases tells the session the front end reports every key's
// release (KeyUp, TextUp), which turns its key repeat on from the first
// press; without it, the first release reported does.
func (s *Session) ReportsReleases() { s.rep.releases = true }

// KeyUp tells the session the named key k was let go at now. Reporting
// releases is optional: it is what turns on the session's key repeat.
func (s *Session) KeyUp(k keys.Key, now time.Time) { s.release(keys.Input{Key: k}, now) }

// TextUp tells the session the key that typed r was let go at now (see
// KeyUp).
func (s *Session) TextUp(r rune, now time.Time) { s.release(keys.Input{Char: keys.Fold(r)}, now) }

// press handles one press of in, unless it is the platform's repeat of a
// key held down.
func (s *Session) press(in keys.Input, now time.Time) {
	r := &s.rep
	if r.releases {
		if r.down && r.held == in {
			return // pressed again without a release: the platform repeating
		}
		r.held, r.down, r.next = in, true, now.Add(repeatDelay)
	}
	r.again = false
	s.hideHover() // playing by keyboard: the mouse's path and look go until it moves
	s.dispatch(in, s.binding(in), now)
}

// release records that in was let go at now.
func (s *Session) release(in keys.Input, now time.Time) {
	r := &s.rep
	r.releases = true
	if r.down && r.held == in {
		r.down = false
	}
}

// repeats marks the press being handled as one that repeats while its key
// is held: the code paths whose action makes sense again call it.
func (s *Session) repeats() { s.rep.again = true }

// tickRepeat presses the held key again when its repeat is due at now and
// returns when the next one is (zero: nothing repeats).
func (s *Session) tickRepeat(now time.Time) time.Time {
	r := &s.rep
	if !r.down || !r.again || s.settings.NoKeyRepeat {
		return time.Time{}
	}
	if now.Before(r.next) {
		return r.next
	}
	r.again = false
	s.dispatch(r.held, s.binding(r.held), now)
	if !r.again {
		return time.Time{} // the mode changed under the held key: it stops
	}
	r.next = r.next.Add(repeatEvery)
	if r.next.Before(now) {
		r.next = now.Add(repeatEvery) // a late frame: no burst to catch up
	}
	return r.next
}

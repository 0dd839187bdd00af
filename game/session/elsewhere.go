package session

import (
	"strings"
	"time"

	"downhill/game/session/keys"
	"downhill/game/session/screen"
)

// The save open elsewhere (ModeElsewhere): a window or tab whose saved
// game another one keeps (store.Sitting.Elsewhere) opens on a dialog
// saying so, over a one-off game, and offers to wait for the other to
// close (the game then continues here, where the other left it), to take
// it over now (the browser's tabs), or to play the one-off game, which is
// not saved.

// keeper is what the session asks of a sitting whose save is open
// elsewhere: store.Sitting's methods of that name.
type keeper interface {
	Elsewhere() string
	Wait()
	CanTakeOver() bool
	TakeOver()
	Waiting() bool
	StopWaiting()
	Claim() bool
}

// claimEvery is how often, while waiting, the session looks whether the
// save has come (Update wakes for it).
const claimEvery = 200 * time.Millisecond

// offerElsewhere opens the dialog for k's save open elsewhere (Begin).
func (s *Session) offerElsewhere(k keeper) {
	s.keeper = k
	s.setMode(ModeElsewhere)
}

// elsewhereState is ModeElsewhere's dialog's state.
func (s *Session) elsewhereState() screen.Elsewhere {
	k := s.keeper
	return screen.Elsewhere{Where: k.Elsewhere(), CanTakeOver: k.CanTakeOver(), Waiting: k.Waiting()}
}

// elsewhereKey is a press in ModeElsewhere: w (or the wait key, the touch
// screen's wait button) waits, t takes over where that can be done, Esc
// or o plays the one-off game; other keys do nothing (the choice matters).
func (s *Session) elsewhereKey(in keys.Input, b keys.Binding) {
	k := s.keeper
	switch c := keys.Fold(in.Char); {
	case c == 'w' || b.Action == keys.ActWait:
		k.Wait()
	case c == 't' && k.CanTakeOver():
		k.TakeOver()
	case c == 'o' || b.Action == keys.ActCancel:
		s.setMode(ModePlay) // tickElsewhere lets the save go
	}
	s.dirty = true
}

// pressElsewhere is a press (a click, a tap) on line i of the dialog: on
// a choice's line, that choice, as its key.
func (s *Session) pressElsewhere(i int) {
	if d := screen.ElsewhereDialog(s.elsewhereState()); i < len(d.Lines) {
		switch t := d.Lines[i].Text; {
		case strings.HasPrefix(t, "w "):
			s.elsewhereKey(keys.Input{Char: 'w'}, keys.Binding{})
		case strings.HasPrefix(t, "t "):
			s.elsewhereKey(keys.Input{Char: 't'}, keys.Binding{})
		case strings.HasPrefix(t, "Esc "):
			s.elsewhereKey(keys.Input{Char: 'o'}, keys.Binding{})
		}
	}
}

// tickElsewhere continues the kept game once the wait for it is over
// (Update): the one-off game's place is taken by it, as the sitting's
// policy picks it, and the session starts on it afresh. It returns when
// to look again.
func (s *Session) tickElsewhere(now time.Time) time.Time {
	k := s.keeper
	switch {
	case k == nil:
		return time.Time{}
	case s.mode != ModeElsewhere: // Esc, o, or a click that closed the dialog
		k.StopWaiting()
		s.keeper = nil
		s.note = "A one-off game: it is not saved."
		s.dirty = true
		return time.Time{}
	case !k.Waiting():
		return time.Time{}
	}
	if !k.Claim() {
		return now.Add(claimEvery)
	}
	s.keeper = nil
	s.reset()
	s.showKept()
	s.syncMode()
	s.emit()
	return time.Time{}
}

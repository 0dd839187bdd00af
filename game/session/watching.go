package session

import (
	"fmt"
	"time"

	"downhill/game"
	"downhill/game/session/keys"
	"downhill/game/session/watch"
	"downhill/world"
)

// Watching a run again (ModeReplay): `p` at the end of a run, or on a run
// of the best-runs table, plays its recording (package watch) in place of
// the session's game, and the session showing it only looks: the map,
// the sidebar, the field overlay, the lab and its inspector all read the
// replay's game at the turn shown. The session's own game is not touched
// (no turn, no save, no best run) and comes back when the replay is left.

// watching is the replay being watched and what the session goes back
// to when it is left.
type watching struct {
	*watch.Replay
	home *game.Game // the session's own game, shown again when the replay is left
	back Mode       // the mode to go back to
	// elsewhere is the sitting whose save was open elsewhere when a link
	// opened on this replay: leaving it offers that game (ModeElsewhere).
	elsewhere keeper
}

// Watching reports whether the session shows a replay (ModeReplay).
func (s *Session) Watching() bool { return s.watch != nil }

// Watch starts watching the recording text (game.FormatRecord's) from its
// first turn, playing; leaving it returns to back. A recording that
// cannot be read is one line in the message area and nothing else
// changes.
func (s *Session) Watch(text string, now time.Time) error {
	return s.startWatch(text, s.mode, now)
}

// startWatch is Watch, coming back to mode back.
func (s *Session) startWatch(text string, back Mode, now time.Time) error {
	if text == "" {
		why := "There is no recording to replay."
		if ok, w := s.g.Replayable(); !ok {
			why = w
		}
		s.note, s.dirty = why, true
		return fmt.Errorf("%s", why)
	}
	rec, err := game.ParseRecord(text)
	if err != nil {
		s.note, s.dirty = "This run cannot be replayed: "+err.Error(), true
		return err
	}
	s.watchRecording(rec, back, now)
	return nil
}

// WatchRecording starts watching rec (read already: replay.Read) from its
// first turn, playing, as Watch does.
func (s *Session) WatchRecording(rec *game.Recording, now time.Time) {
	s.watchRecording(rec, s.mode, now)
}

// watchRecording is WatchRecording, coming back to mode back.
func (s *Session) watchRecording(rec *game.Recording, back Mode, now time.Time) {
	s.stopTrip()
	w := &watching{Replay: watch.New(rec, now), home: s.g, back: back}
	s.watch = w
	s.show(w.Game())
	s.setMode(ModeReplay)
	s.note = ""
	s.emitWatch()
}

// show puts g on the screen in place of the game shown, forgetting what
// was worked out for that one (the path preview, the intents); the lab
// keeps the creature it inspects, which in a replay is the same creature
// on any turn.
func (s *Session) show(g *game.Game) {
	if s.g == g {
		return
	}
	s.g = g
	s.pathOK = false
	s.intentCache = intentCache{}
	if s.lab.Selected != world.NoEntity && int(s.lab.Selected) >= len(g.Level.Ents.Alive) {
		s.lab.Selected = world.NoEntity
	}
	s.relayout()
}

// watchKey is a press in ModeReplay: the replay's keys, then the lab's and
// the overlay; nothing plays the session's game.
func (s *Session) watchKey(b keys.Binding, now time.Time) {
	w := s.watch
	if w == nil {
		s.setMode(ModePlay)
		return
	}
	if taken, again := w.Key(b.Action, now); taken {
		if again {
			s.repeats()
		}
	} else {
		switch b.Action {
		case keys.ActReplayQuit:
			s.leaveWatch()
			return
		case keys.ActCompare:
		case keys.ActOverlay:
			if s.lab.Open {
				s.labKey(keys.ActLabNext, now)
			} else {
				s.cycleOverlay()
			}
		default:
			if !s.labFieldKey(b) {
				s.labKey(b.Action, now)
			}
		}
	}
	s.show(w.Game())
	s.emitWatch()
	s.dirty = true
}

// leaveWatch ends the replay: the session's own game again, in the mode
// the replay was started from.
func (s *Session) leaveWatch() {
	w := s.watch
	if w == nil {
		return
	}
	s.watch = nil
	s.show(w.home)
	s.mode = ModePlay
	s.setMode(w.back)
	s.syncMode()
	if k := w.elsewhere; k != nil {
		// The player's game was open elsewhere when the link opened
		// (in the browser, often the page the link replaced, whose
		// lock goes as it unloads): the dialog, already waiting for it.
		s.offerElsewhere(k)
		k.Wait()
	}
}

// tickWatch plays what the replay has due at now and shows the turn it
// moved to; it returns when the replay next has something to do (zero:
// nothing until a key).
func (s *Session) tickWatch(now time.Time) time.Time {
	w := s.watch
	if w == nil {
		return time.Time{}
	}
	next, moved := w.Tick(now)
	if moved {
		s.show(w.Game())
		s.emitWatch()
		s.dirty = true
	}
	return next
}

// watchLine is the info row while watching: where the replay is, and its
// keys.
func (s *Session) watchLine() string {
	if s.watch == nil {
		return ""
	}
	return s.watch.Line()
}

// bestSel is the run marked in the best-runs table: the one chosen with
// the arrows, else the run just ended, else the best.
func (s *Session) bestSel() int {
	switch n := len(s.prompt.best); {
	case s.prompt.chosen > 0:
		return min(s.prompt.chosen-1, n-1)
	case s.over() && s.prompt.place >= 0:
		return s.prompt.place
	}
	return 0
}

// bestKey is a press in ModeBest: up and down choose a run, `p` watches
// it; anything else closes the table.
func (s *Session) bestKey(b keys.Binding) {
	switch {
	case b.Action == keys.ActMove && b.Dir.X == 0 && len(s.prompt.best) > 0:
		s.prompt.chosen = max(0, min(s.bestSel()+b.Dir.Y, len(s.prompt.best)-1)) + 1
		s.repeats()
		s.dirty = true
	case b.Action == keys.ActWatch && len(s.prompt.best) > 0:
		r := s.prompt.best[s.bestSel()]
		if r.Replay == "" {
			s.note, s.dirty = "That run has no recording (it was played before recordings).", true
			return
		}
		s.startWatch(r.Replay, ModeBest, time.Time{})
	default:
		s.closeMode()
	}
}

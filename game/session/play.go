package session

import (
	"time"

	"downhill/game"
	"downhill/game/session/keys"
	"downhill/world"
)

// dispatch carries out one press of in (a named key or a typed
// character, with its binding b) at time now, by the precedence Mode
// states: a trip first, then the mode in force, then in play the key
// table's rows in force. A press the table lacks is ignored, except that
// any press stops a trip.
func (s *Session) dispatch(in keys.Input, b keys.Binding, now time.Time) {
	s.syncMode()
	if b.Action == keys.ActSaveQuit {
		s.askQuit()
		return
	}
	if s.trip != tripNone {
		// Any key stops a trip and is spent doing so, so a player mashing
		// a key to stop never also takes an unintended step.
		s.stopTrip()
		return
	}
	switch s.mode {
	case ModePlay:
		s.playKey(in, b, now)
	case ModeTravel:
		s.travelKey(b, now)
	case ModeChoose:
		s.chooseKey(in)
	case ModeAim, ModeLook:
		s.aimKey(b)
	case ModeClose:
		s.closeKey(b)
	case ModeLog:
		s.logKey(b)
	case ModeBest:
		s.bestKey(b)
	case ModeReplay:
		if s.watch != nil && s.watch.TypeTurn(in) {
			s.show(s.watch.Game())
			s.emitWatch()
			s.dirty = true
			return
		}
		s.watchKey(b, now)
	case ModeHelp:
		s.helpKey(b)
	case ModeOver:
		s.overKey(in, b, now)
	case ModeInventory:
		s.inventoryKey(in, b)
	case ModeOptions:
		s.optionsKey(in, b)
	case ModeElsewhere:
		s.elsewhereKey(in, b)
	}
}

// playKey is a press in ModePlay: the sandbox's keys, then the lab's
// while it is open, then the play keys, the lab's toggle and the settings.
func (s *Session) playKey(in keys.Input, b keys.Binding, now time.Time) {
	act, d := b.Action, b.Dir
	if act == keys.ActOverlay && s.lab.Open {
		act = keys.ActLabNext // F steps the lab's fields while it is open
	}
	if s.sandboxKey(act, now) || s.labFieldKey(b) || s.labKey(act, now) || s.promptKey(act) {
		return
	}
	switch act {
	case keys.ActMove:
		s.do(game.Command{Action: game.ActMove, DX: d.X, DY: d.Y})
		s.repeats()
	case keys.ActWait:
		s.do(game.Command{Action: game.ActWait})
		s.repeats()
	case keys.ActDescend, keys.ActAscend:
		s.stairsKey(act == keys.ActAscend, now)
	case keys.ActHelp:
		s.prompt.page = 0
		s.setMode(ModeHelp)
	case keys.ActInventory:
		s.openInventory()
	case keys.ActOptions:
		s.setMode(ModeOptions)
	case keys.ActIntents:
		set := s.settings
		set.NoIntents = !set.NoIntents
		s.changeSetting(set)
		s.note = "Intent arrows " + onOff(!set.NoIntents) + "."
	case keys.ActOverlay:
		s.cycleOverlay()
	case keys.ActExplore:
		s.beginTrip(tripExplore, now)
	case keys.ActRest:
		s.beginTrip(tripRest, now)
	case keys.ActCursor:
		s.cursor = s.cursorStart()
		s.setMode(ModeTravel)
	case keys.ActCancel:
		if s.hovered {
			s.hovered = false
			s.dirty = true
		}
	}
}

// stairsKey is `<` (up) or `>`: on stairs of that way it takes them;
// elsewhere it travels to the stairs of that way the player has seen (as
// DCSS and Brogue do), and the same key pressed there takes them. Taking
// them on arrival would carry a player who meant only to walk there into
// a new level: the second press is the choice.
func (s *Session) stairsKey(up bool, now time.Time) {
	g := s.g
	if g.OnStairs(up) {
		c := game.Command{Action: game.ActDescend}
		if up {
			c.Action = game.ActAscend
		}
		s.do(c)
		return
	}
	s.note = ""
	st, ok := g.StairsTrip(up)
	if !ok {
		s.dirty = true
		return
	}
	s.startTravel(st, now)
}

// cursorStart is where a cursor (the look's, travel's) starts: the cell the
// mouse is over while it is over the map, else the player's.
func (s *Session) cursorStart() world.Pos {
	if s.hovered {
		return s.hover
	}
	return s.g.PlayerPos()
}

// travelKey is a press in ModeTravel: movement keys move the cursor,
// Enter travels there, Esc or `t` leaves, F still cycles the overlay.
func (s *Session) travelKey(b keys.Binding, now time.Time) {
	switch b.Action {
	case keys.ActMove:
		s.cursor = s.clampCell(s.cursor.Add(b.Dir))
		s.repeats()
		s.dirty = true
	case keys.ActConfirm:
		s.setMode(ModePlay)
		s.startTravel(s.cursor, now)
	case keys.ActCancel, keys.ActCursor:
		s.setMode(ModePlay)
	case keys.ActOverlay:
		s.cycleOverlay()
	}
}

// overKey is a press once the run has ended: `r` starts a new game (the
// sandbox starts its drawing again), `#` shows the best runs.
func (s *Session) overKey(in keys.Input, b keys.Binding, now time.Time) {
	switch {
	case b.Action == keys.ActRestart && s.sand != nil:
		if err := s.loadSandbox(); err != nil {
			s.note = "Cannot load: " + err.Error()
		}
	case b.Action == keys.ActRestart:
		s.do(game.Command{Action: game.ActRestart})
		s.reset()
		s.welcome()
	case b.Action == keys.ActBest:
		s.loadBest()
		s.setMode(ModeBest)
	case b.Action == keys.ActWatch && s.sand == nil && s.twin == nil:
		s.startWatch(s.g.RecordingText(), ModeOver, now)
	}
}

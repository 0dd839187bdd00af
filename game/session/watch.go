package session

import (
	"fmt"
	"time"

	"downhill/game"
	"downhill/game/replay"
	"downhill/game/session/keys"
	"downhill/world"
)

// Watching a run again (ModeReplay): `p` at the end of a run, or on a run
// of the best-runs table, plays its recording from the first turn in a
// game of its own, shown in place of the session's game, a turn at a time
// at a pace the player sets. The replay's game is played by package
// replay (its commands through the rules, no session), and the session
// showing it only looks: the map, the sidebar, the field overlay, the lab
// and its inspector all read the replay's game at the turn shown.
// Stepping back plays the recording again up to the turn before from the
// last checkpoint before it (replay.Cursor). A move to a far turn plays at
// most a frame's budget of commands an update (replay.FrameBudget) and
// goes on in the next, so the window answers and can be closed while it
// goes. The session's own game is not touched (no turn, no save, no best
// run) and comes back when the replay is left.

// watchSpeeds are the replay's paces, in turns a second.
var watchSpeeds = []int{1, 2, 4, 8, 16, 32, 64, 128, 256}

// watchSpeed is the pace a replay starts at (watchSpeeds' index).
const watchSpeed = 3

// watchLast is how many turns before the end ActReplayEnd jumps to.
const watchLast = 20

// watchJump is how many turns PgDn and PgUp jump.
const watchJump = 100

// watch is the replay being watched.
type watch struct {
	rec     *game.Recording
	cur     *replay.Cursor // the replay's game and where it is in the commands
	home    *game.Game     // the session's own game, shown again when the replay is left
	back    Mode           // the mode to go back to
	playing bool
	speed   int       // index of watchSpeeds
	next    time.Time // when the next turn is due while playing
	err     string    // why the replay stopped early
	// goal is the turn the replay is going to, a frame's budget at a time
	// (-1: none).
	goal int
	// goTo is the turn being typed after ActReplayGoTo (its digits so
	// far); typing is whether one is being typed.
	goTo   int
	typing bool
	// emitted is the turn whose event line was written last (emitWatch),
	// -1 before the first.
	emitted int
}

// maxGoTo bounds the turn typed: no game is longer (game.MaxAmount).
const maxGoTo = 1 << 40

// typeTurn takes in while a turn to go to is being typed: a digit adds
// to it, Backspace takes one off, Enter jumps there (from the nearest
// checkpoint when it is behind), Esc or any other key gives up. It
// reports whether in was taken.
func (w *watch) typeTurn(in keys.Input) bool {
	if !w.typing {
		return false
	}
	switch {
	case in.Char >= '0' && in.Char <= '9':
		w.goTo = min(w.goTo*10+int(in.Char-'0'), maxGoTo)
	case in.Key == keys.KeyBackspace:
		w.goTo /= 10
	case in.Key == keys.KeyEnter || in.Key == keys.KeyKPEnter:
		w.typing, w.playing = false, false
		w.to(w.goTo)
	default:
		w.typing = false
	}
	return true
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
	w := &watch{rec: rec, cur: replay.NewCursor(rec), home: s.g, back: back, playing: true, speed: watchSpeed, next: now, goal: -1, emitted: -1}
	s.watch = w
	s.show(w.game())
	s.setMode(ModeReplay)
	s.note = ""
	s.emitWatch()
}

// restart begins the replay again from its first turn.
func (w *watch) restart() {
	w.cur.Rewind()
	w.err, w.goal = "", -1
}

// game is the replay's game at the turn shown.
func (w *watch) game() *game.Game { return w.cur.Game() }

// done reports whether every command is played.
func (w *watch) done() bool { return w.cur.Over() }

// step plays the recording on to the next turn (or its end).
func (w *watch) step() { w.to(w.game().Turn + 1) }

// to goes to turn t: on from the turn shown, or again from the last
// checkpoint before t when t is before it; as far as a frame's budget
// goes now, the rest in the next updates (seek).
func (w *watch) to(t int) {
	w.goal = max(t, 0)
	w.seek()
}

// seek goes on towards the goal, a frame's budget of commands, and
// reports whether it is still under way.
func (w *watch) seek() bool {
	if w.goal < 0 {
		return false
	}
	if !w.cur.Seek(w.goal, replay.FrameBudget(w.rec.Cfg)) {
		return true
	}
	w.goal = -1
	if w.done() {
		w.playing = false
		if err := replay.CheckEnd(w.rec, w.game()); err != nil && w.err == "" {
			w.err = err.Error()
		}
	}
	return false
}

// end is the recorded game's last turn (the text's end line), or -1 when
// it does not say.
func (w *watch) end() int {
	if w.rec.EndState == "" {
		return -1
	}
	return w.rec.EndTurn
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
	s.stampMessages()
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
	g := w.game()
	switch b.Action {
	case keys.ActReplayPlay:
		w.playing = !w.playing && !w.done()
		w.next = now
	case keys.ActReplayStep:
		w.playing = false
		w.step()
		s.repeats()
	case keys.ActReplayBack:
		w.playing = false
		w.to(g.Turn - 1)
		s.repeats()
	case keys.ActReplayFaster:
		w.speed = min(w.speed+1, len(watchSpeeds)-1)
	case keys.ActReplaySlower:
		w.speed = max(w.speed-1, 0)
	case keys.ActReplayEnd:
		last := w.end()
		if last < 0 { // the text does not say: to the end
			last = maxGoTo + watchLast
		}
		w.to(max(0, last-watchLast))
		w.playing, w.next = true, now
	case keys.ActReplayAhead:
		w.playing = false
		w.to(g.Turn + watchJump)
	case keys.ActReplayBehind:
		w.playing = false
		w.to(max(0, g.Turn-watchJump))
	case keys.ActReplayStart:
		w.restart()
		w.playing, w.next = true, now
	case keys.ActReplayQuit:
		s.leaveWatch()
		return
	case keys.ActReplayGoTo:
		w.playing, w.typing, w.goTo = false, true, 0
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
	s.show(w.game())
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
}

// tickWatch goes on to a turn being gone to, or plays the turns due at
// now while the replay plays, and returns when it next has something to
// do (zero: nothing until a key).
func (s *Session) tickWatch(now time.Time) time.Time {
	w := s.watch
	if w == nil {
		return time.Time{}
	}
	every := time.Second / time.Duration(watchSpeeds[w.speed])
	if w.goal >= 0 {
		going := w.seek()
		s.show(w.game())
		s.emitWatch()
		s.dirty = true
		if going {
			return now // the next frame goes on
		}
		w.next = now.Add(every) // the turn arrived at is shown a turn's time
		if !w.playing {
			return time.Time{}
		}
		return w.next
	}
	if !w.playing {
		return time.Time{}
	}
	if now.Before(w.next) {
		return w.next
	}
	w.step()
	s.show(w.game())
	s.emitWatch()
	s.dirty = true
	w.next = w.next.Add(every)
	if w.next.Before(now) {
		w.next = now.Add(every) // a late frame: no burst to catch up
	}
	if w.goal >= 0 {
		return now
	}
	if !w.playing {
		return time.Time{}
	}
	return w.next
}

// watchLine is the info row while watching: where the replay is, and its
// keys.
func (s *Session) watchLine() string {
	w := s.watch
	if w == nil {
		return ""
	}
	g := w.game()
	if w.typing {
		return fmt.Sprintf("REPLAY seed %d, turn %d. Go to turn: %d_ (digits, Enter goes, Esc gives up)", w.rec.Cfg.Seed, g.Turn, w.goTo)
	}
	of := ""
	if e := w.end(); e >= 0 {
		of = fmt.Sprintf(" of %d", e)
	}
	state := fmt.Sprintf("playing, %d turns/s", watchSpeeds[w.speed])
	switch {
	case w.err != "":
		state = "stopped: " + w.err
	case w.goal >= 0 && w.goal < maxGoTo:
		state = fmt.Sprintf("going to turn %d", w.goal)
	case w.goal >= 0:
		state = "going to the end"
	case w.done():
		state = "the end"
	case !w.playing:
		state = "paused"
	}
	return fmt.Sprintf("REPLAY seed %d, turn %d%s, %s. %s play/pause, %s%s step, %s%s speed, %s last %d, %s leave.",
		w.rec.Cfg.Seed, g.Turn, of, state, keyHelp(keys.ActReplayPlay), keyHelp(keys.ActReplayStep), keyHelp(keys.ActReplayBack),
		keyHelp(keys.ActReplaySlower), keyHelp(keys.ActReplayFaster), keyHelp(keys.ActReplayEnd), watchLast, keyHelp(keys.ActReplayQuit))
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

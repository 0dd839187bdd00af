// Package watch is a run watched again: its recording played from the
// first turn in a game of its own, a turn at a time at a pace the player
// sets, with the turn to go to typed, the jumps, and the line that says
// where the replay is. The replay's game is played by package replay (the
// recording's commands through the rules, no session); stepping back
// plays the recording again up to the turn before from the last
// checkpoint before it (replay.Cursor). A move to a far turn plays at
// most a frame's budget of commands an update (replay.FrameBudget) and
// goes on in the next, so the window answers and can be closed while it
// goes. A Replay knows no session: the session shows its game in place
// of its own and passes it the keys of the replay's context.
package watch

import (
	"fmt"
	"time"

	"downhill/game"
	"downhill/game/replay"
	"downhill/game/session/keys"
)

// Speeds are the replay's paces, in turns a second.
var Speeds = []int{1, 2, 4, 8, 16, 32, 64, 128, 256}

// StartSpeed is the pace a replay starts at (Speeds' index).
const StartSpeed = 3

// Last is how many turns before the end ActReplayEnd jumps to.
const Last = 20

// Jump is how many turns PgDn and PgUp jump.
const Jump = 100

// maxGoTo bounds the turn typed: no game is longer (game.MaxAmount).
const maxGoTo = 1 << 40

// Replay is the replay being watched.
type Replay struct {
	rec     *game.Recording
	cur     *replay.Cursor // the replay's game and where it is in the commands
	playing bool
	speed   int       // index of Speeds
	next    time.Time // when the next turn is due while playing
	err     string    // why the replay stopped early
	// goal is the turn the replay is going to, a frame's budget at a time
	// (-1: none).
	goal int
	// goTo is the turn being typed after ActReplayGoTo (its digits so
	// far); typing is whether one is being typed.
	goTo   int
	typing bool
	// emitted is the turn whose event line was written last (Fresh), -1
	// before the first.
	emitted int
}

// New is rec watched from its first turn, playing from now.
func New(rec *game.Recording, now time.Time) *Replay {
	return &Replay{rec: rec, cur: replay.NewCursor(rec), playing: true, speed: StartSpeed, next: now, goal: -1, emitted: -1}
}

// Recording is the recording watched.
func (w *Replay) Recording() *game.Recording { return w.rec }

// Err is why the replay stopped early ("" when it did not).
func (w *Replay) Err() string { return w.err }

// Seeks counts the commands the replay has played (replay.Cursor.Seeks),
// so a test can bound the work a move costs.
func (w *Replay) Seeks() int { return w.cur.Seeks }

// Going reports whether the replay is on its way to a turn, a frame's
// budget of commands an update.
func (w *Replay) Going() bool { return w.goal >= 0 }

// Typing reports whether a turn to go to is being typed (TypeTurn).
func (w *Replay) Typing() bool { return w.typing }

// Fresh reports whether the turn shown is another than the one it
// reported last, and takes it as reported: the session writes the event
// line of each turn the replay shows once.
func (w *Replay) Fresh() bool {
	if w.Game().Turn == w.emitted {
		return false
	}
	w.emitted = w.Game().Turn
	return true
}

// TypeTurn takes in while a turn to go to is being typed: a digit adds
// to it, Backspace takes one off, Enter jumps there (from the nearest
// checkpoint when it is behind), Esc or any other key gives up. It
// reports whether in was taken.
func (w *Replay) TypeTurn(in keys.Input) bool {
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
		w.To(w.goTo)
	default:
		w.typing = false
	}
	return true
}

// Key carries out a press of the replay's own action a at now. taken is
// whether a is one (play, step, back, speed, the jumps, go to); again
// whether holding it down repeats it (a step, a step back).
func (w *Replay) Key(a keys.Action, now time.Time) (taken, again bool) {
	g := w.Game()
	switch a {
	case keys.ActReplayPlay:
		w.playing = !w.playing && !w.Done()
		w.next = now
	case keys.ActReplayStep:
		w.playing = false
		w.Step()
		return true, true
	case keys.ActReplayBack:
		w.playing = false
		w.To(g.Turn - 1)
		return true, true
	case keys.ActReplayFaster:
		w.speed = min(w.speed+1, len(Speeds)-1)
	case keys.ActReplaySlower:
		w.speed = max(w.speed-1, 0)
	case keys.ActReplayEnd:
		last := w.End()
		if last < 0 { // the text does not say: to the end
			last = maxGoTo + Last
		}
		w.To(max(0, last-Last))
		w.playing, w.next = true, now
	case keys.ActReplayAhead:
		w.playing = false
		w.To(g.Turn + Jump)
	case keys.ActReplayBehind:
		w.playing = false
		w.To(max(0, g.Turn-Jump))
	case keys.ActReplayStart:
		w.Restart()
		w.playing, w.next = true, now
	case keys.ActReplayGoTo:
		w.playing, w.typing, w.goTo = false, true, 0
	default:
		return false, false
	}
	return true, false
}

// Restart begins the replay again from its first turn.
func (w *Replay) Restart() {
	w.cur.Rewind()
	w.err, w.goal = "", -1
}

// Game is the replay's game at the turn shown.
func (w *Replay) Game() *game.Game { return w.cur.Game() }

// Done reports whether every command is played.
func (w *Replay) Done() bool { return w.cur.Over() }

// Step plays the recording on to the next turn (or its end).
func (w *Replay) Step() { w.To(w.Game().Turn + 1) }

// To goes to turn t: on from the turn shown, or again from the last
// checkpoint before t when t is before it; as far as a frame's budget
// goes now, the rest in the next updates (Seek).
func (w *Replay) To(t int) {
	w.goal = max(t, 0)
	w.Seek()
}

// Seek goes on towards the goal, a frame's budget of commands, and
// reports whether it is still under way.
func (w *Replay) Seek() bool {
	if w.goal < 0 {
		return false
	}
	if !w.cur.Seek(w.goal, replay.FrameBudget(w.rec.Cfg)) {
		return true
	}
	w.goal = -1
	if w.Done() {
		w.playing = false
		if err := replay.CheckEnd(w.rec, w.Game()); err != nil && w.err == "" {
			w.err = err.Error()
		}
	}
	return false
}

// End is the recorded game's last turn (the text's end line), or -1 when
// it does not say.
func (w *Replay) End() int {
	if w.rec.EndState == "" {
		return -1
	}
	return w.rec.EndTurn
}

// Tick goes on to a turn being gone to, or plays the turns due at now
// while the replay plays. It returns when it next has something to do
// (zero: nothing until a key) and whether the turn shown moved.
func (w *Replay) Tick(now time.Time) (next time.Time, moved bool) {
	every := time.Second / time.Duration(Speeds[w.speed])
	if w.goal >= 0 {
		if w.Seek() {
			return now, true // the next frame goes on
		}
		w.next = now.Add(every) // the turn arrived at is shown a turn's time
		if !w.playing {
			return time.Time{}, true
		}
		return w.next, true
	}
	if !w.playing {
		return time.Time{}, false
	}
	if now.Before(w.next) {
		return w.next, false
	}
	w.Step()
	w.next = w.next.Add(every)
	if w.next.Before(now) {
		w.next = now.Add(every) // a late frame: no burst to catch up
	}
	if w.goal >= 0 {
		return now, true
	}
	if !w.playing {
		return time.Time{}, true
	}
	return w.next, true
}

// Line is the info row while watching: where the replay is, and its
// keys.
func (w *Replay) Line() string {
	g := w.Game()
	if w.typing {
		return fmt.Sprintf("REPLAY seed %d, turn %d. Go to turn: %d_ (digits, Enter goes, Esc gives up)", w.rec.Cfg.Seed, g.Turn, w.goTo)
	}
	of := ""
	if e := w.End(); e >= 0 {
		of = fmt.Sprintf(" of %d", e)
	}
	state := fmt.Sprintf("playing, %d turns/s", Speeds[w.speed])
	switch {
	case w.err != "":
		state = "stopped: " + w.err
	case w.goal >= 0 && w.goal < maxGoTo:
		state = fmt.Sprintf("going to turn %d", w.goal)
	case w.goal >= 0:
		state = "going to the end"
	case w.Done():
		state = "the end"
	case !w.playing:
		state = "paused"
	}
	return fmt.Sprintf("REPLAY seed %d, turn %d%s, %s. %s play/pause, %s%s step, %s%s speed, %s last %d, %s leave.",
		w.rec.Cfg.Seed, g.Turn, of, state, keys.First(keys.ActReplayPlay), keys.First(keys.ActReplayStep), keys.First(keys.ActReplayBack),
		keys.First(keys.ActReplaySlower), keys.First(keys.ActReplayFaster), keys.First(keys.ActReplayEnd), Last, keys.First(keys.ActReplayQuit))
}

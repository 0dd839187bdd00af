// Package replay plays a recorded game again: a recording
// (game.Recording) is the configuration a game began from and the
// commands it was told, so a replay makes the game anew and gives it the
// same commands, one Do each, through the rules alone: no window, no
// session, no keys, no clock. What a replay costs is therefore what the
// commands cost, bounded by the recording's own bounds
// (game.CommandLimit): nothing a replay does costs more than a command of
// the rules, and a recording that says more commands than its levels
// allow is refused before anything is played.
//
// Replay plays from the first command on; Cursor moves to any turn,
// behind as well, from checkpoints it keeps as it plays; Read reads a
// recording from any of its forms (a save, a morgue file or a recording's
// text, a link's ?replay= value).
package replay

import (
	"fmt"

	"downhill/game"
)

// Replay is a recording being played: its game, and where the next
// command is.
type Replay struct {
	rec    *game.Recording
	g      *game.Game
	run    int // the run of the next command (len(rec.Runs): none left)
	in     int // the commands of that run played
	played int // the commands played
}

// New begins replaying rec: its game before the first command.
func New(rec *game.Recording) *Replay { return &Replay{rec: rec, g: game.New(rec.Cfg)} }

// Game is the replay's game (the same *Game throughout).
func (r *Replay) Game() *game.Game { return r.g }

// Played is the number of commands played so far.
func (r *Replay) Played() int { return r.played }

// Over reports whether every command has been played.
func (r *Replay) Over() bool { return r.run >= len(r.rec.Runs) }

// Next plays the next command and reports whether a turn passed; with
// none left it does nothing.
func (r *Replay) Next() bool {
	if r.Over() {
		return false
	}
	run := r.rec.Runs[r.run]
	passed := r.g.Do(run.Cmd)
	r.played++
	if r.in++; r.in == run.N {
		r.run, r.in = r.run+1, 0
	}
	return passed
}

// Play replays rec from its first command to its last, calling afterTurn
// (when not nil) with the game after every command that took a turn, and
// gives the game it ends on. The error, when the recording says where the
// game ended, says that the replay did not end there (CheckEnd).
func Play(rec *game.Recording, afterTurn func(*game.Game)) (*game.Game, error) {
	r := New(rec)
	for !r.Over() {
		if r.Next() && afterTurn != nil {
			afterTurn(r.g)
		}
	}
	return r.g, CheckEnd(rec, r.g)
}

// CheckEnd reports whether g, a replay of rec, ended where the recorded
// game did (when rec says where): one line saying how it differs.
func CheckEnd(rec *game.Recording, g *game.Game) error {
	if rec.EndState == "" || g.StateHash() == rec.EndState {
		return nil
	}
	return fmt.Errorf("the replay does not reach the recorded game (it ends on turn %d, depth %d; the recording on turn %d, depth %d): it was recorded by another version of Downhill, or edited",
		g.Turn, g.Depth, rec.EndTurn, rec.EndDepth)
}

package screen

import (
	"downhill/game"
	"downhill/game/session/keys"
	"downhill/world"
)

// Row is what the info row over the messages says: a mode's prompt, or
// the look at a cell.
type Row int

// The info rows, one for each mode that has one.
const (
	RowNone   Row = iota
	RowChoose     // which item to use
	RowClose      // which door to close
	RowAim        // a throw being aimed: Info.Aim, then the look at At
	RowLook       // the look at At
	RowWatch      // a replay watched: Info.Watch
	RowTravel     // the travel cursor at At
	RowHover      // the mouse's look at At
)

// Info is the info row's state.
type Info struct {
	Row     Row
	At      world.Pos // the cell the row looks at
	Aim     string    // RowAim: why the throw cannot be made (if so) and the question, in the session's words
	Javelin bool      // RowAim: a javelin is aimed, so the look gives its odds
	Watch   string    // RowWatch: where the replay is, and its keys
	InPlay  bool      // the game is in play: the row is the mouse's look, which yields to the log
}

// InfoRow is the row over the messages: the prompt of a mode waiting for
// an answer (prompt true), else what the look, aim or mouse points at.
func InfoRow(g *game.Game, in Info) (string, bool) {
	switch in.Row {
	case RowChoose:
		return "Use which item? Press its letter (" + keys.First(keys.ActInventory) + " to see them, Esc cancels).", true
	case RowClose:
		return "Close which door? Press its direction.", true
	case RowAim:
		return in.Aim + " " + LookAt(g, in.At, in.Javelin), true
	case RowLook:
		return LookAt(g, in.At, false) + " (Tab next creature, Esc ends)", false
	case RowWatch:
		return in.Watch, false
	case RowTravel:
		return "Travel: move the cursor, Enter goes there, Esc cancels. " + LookAt(g, in.At, false), true
	case RowHover:
		return LookAt(g, in.At, false), false
	}
	return "", false
}

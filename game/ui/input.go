package ui

import (
	"gioui.org/io/key"

	"downhill/world"
)

// intent is what a key press asks for, before the session decides what it
// means in its current mode (a movement key moves the player, or the
// keyboard cursor in `t` mode).
type intent uint8

// The intents keys map to.
const (
	inNone    intent = iota
	inMove           // Dir holds the step
	inWait           // `.` or `5`
	inDescend        // `>`
	inHelp           // `?`
	inCancel         // Esc: close a dialog, cancel travel or the cursor
	inOverlay        // `F`: cycle the field overlay
	inExplore        // `x`
	inCursor         // `t`: keyboard cursor mode
	inConfirm        // Enter: travel to the keyboard cursor
	inRestart        // `R`: a new game after death
)

// keyIntent maps one key press to an intent and, for movement, its step.
// Gio names letter keys in upper case whatever the shift state, and digits
// on the numpad (NumLock on) by their digit; with NumLock off the numpad
// sends arrows and Home/End, and PgUp/PgDn from the main block stand in
// for the numpad's 9 and 3 (Gio does not name KP_Prior/KP_Next).
func keyIntent(n key.Name) (intent, world.Pos) {
	switch n {
	case key.NameUpArrow, "K", "8":
		return inMove, world.Pos{X: 0, Y: -1}
	case key.NameDownArrow, "J", "2":
		return inMove, world.Pos{X: 0, Y: 1}
	case key.NameLeftArrow, "H", "4":
		return inMove, world.Pos{X: -1, Y: 0}
	case key.NameRightArrow, "L", "6":
		return inMove, world.Pos{X: 1, Y: 0}
	case "Y", "7", key.NameHome:
		return inMove, world.Pos{X: -1, Y: -1}
	case "U", "9", key.NamePageUp:
		return inMove, world.Pos{X: 1, Y: -1}
	case "B", "1", key.NameEnd:
		return inMove, world.Pos{X: -1, Y: 1}
	case "N", "3", key.NamePageDown:
		return inMove, world.Pos{X: 1, Y: 1}
	case ".", "5":
		return inWait, world.Pos{}
	case ">":
		return inDescend, world.Pos{}
	case "?":
		return inHelp, world.Pos{}
	case key.NameEscape:
		return inCancel, world.Pos{}
	case "F":
		return inOverlay, world.Pos{}
	case "X":
		return inExplore, world.Pos{}
	case "T":
		return inCursor, world.Pos{}
	case key.NameReturn, key.NameEnter:
		return inConfirm, world.Pos{}
	case "R":
		return inRestart, world.Pos{}
	}
	return inNone, world.Pos{}
}

// helpLines is the `?` dialog: every key the window understands.
var helpLines = []string{
	"Downhill - keys",
	"",
	"move, attack    arrows, hjkl yubn, numpad",
	"diagonals       Home End PgUp PgDn, yubn",
	"wait            .  or  5",
	"descend         >  on the stairs",
	"auto-explore    x",
	"travel          t, move the cursor, Enter",
	"                or hover a cell and click",
	"cancel          Esc  or  right click",
	"field overlay   F  (heat, digits, others)",
	"help            ?",
	"",
	"any key closes this",
}

package session

// Mode is the session's input mode: what the next press means. There is
// exactly one at a time, held in Session.mode, and a press goes where the
// precedence below says, never to the first of a chain of handlers that
// happens to want it.
//
// Precedence, first match wins:
//
//  1. A trip under way (travel, auto-explore): any press stops it and is
//     spent doing so.
//  2. A mode other than ModePlay owns the keyboard: a prompt, a cursor or
//     a dialog gets every press first, so a prompt that waits for a letter
//     gets the letter whatever that letter does elsewhere (`q` then `c`
//     uses slot c; it never starts a comparison). What a mode does not use
//     closes it (dialogs, the item prompt) or is ignored (cursors).
//     ModeReplay (watching a run again) takes the replay's keys first,
//     then the lab's while it is open and the lab's toggle and the field
//     overlay; nothing else, so a replay never plays the game in play.
//  3. In ModePlay the key table's rows in force, most particular first:
//     the sandbox's keys (while sandboxing), the lab's (while its panel
//     is open), then the play keys, the lab's toggle and the settings.
//
// The lab, the comparison and the sandbox are not modes: they are what the
// map shows while playing, and every mode works over them.
type Mode uint8

// The modes.
const (
	ModePlay      Mode = iota // the map: keys move, act and open the other modes
	ModeTravel                // `t`: movement keys move the travel cursor, Enter goes
	ModeChoose                // `q`: the next letter picks a pack slot
	ModeAim                   // a throw (or a pick) being aimed: cursor, Enter, Esc
	ModeClose                 // `'` with several open doors: the next direction
	ModeLook                  // `;`: the cursor says what is where
	ModeLog                   // `/`: the message log
	ModeBest                  // `#`: the best runs
	ModeHelp                  // `?`: the help
	ModeOver                  // the run ended: the recap, `r` starts again
	ModeInventory             // `i`: the pack, each item and what it does; use or throw
	ModeOptions               // `o`: every setting and its value
	ModeReplay                // `p` at the end of a run or in the best runs: watching it again
	ModeElsewhere             // the saved game is open in another window: wait, take over or a one-off game
	NumModes
)

// modeNames names every mode (the array's length makes the compiler check
// that each has one).
var modeNames = [NumModes]string{
	ModePlay:      "play",
	ModeTravel:    "travel cursor",
	ModeChoose:    "pack prompt",
	ModeAim:       "aim",
	ModeClose:     "door prompt",
	ModeLook:      "look",
	ModeLog:       "message log",
	ModeBest:      "best runs",
	ModeHelp:      "help",
	ModeOver:      "end of run",
	ModeInventory: "inventory",
	ModeOptions:   "options",
	ModeReplay:    "replay",
	ModeElsewhere: "save open elsewhere",
}

// String names the mode (tests and debugging).
func (m Mode) String() string {
	if m < NumModes {
		return modeNames[m]
	}
	return "mode?"
}

// Mode is the input mode in force.
func (s *Session) Mode() Mode { return s.mode }

// setMode enters m and asks for a new frame (every mode draws something
// of its own: a prompt, a cursor, a dialog).
func (s *Session) setMode(m Mode) {
	s.mode = m
	s.dirty = true
}

// closeMode leaves the mode in force: back to play, or to the recap when
// the run is over (a dialog opened from the recap returns to it).
func (s *Session) closeMode() {
	if s.over() {
		s.setMode(ModeOver)
		return
	}
	s.setMode(ModePlay)
}

// syncMode keeps the mode in step with the game when the game changed
// under the session (a bot's turn, a load, a test): a run that ended shows
// its recap, a live run leaves the recap. The session's own turns do the
// same as they pass (do).
func (s *Session) syncMode() {
	if s.mode == ModeReplay {
		return // the game shown is the replay's; the session's waits
	}
	switch over := s.over(); {
	case over && s.mode != ModeOver && s.mode != ModeBest:
		s.mode = ModeOver
		s.trip = tripNone
	case !over && s.mode == ModeOver:
		s.mode = ModePlay
	}
}

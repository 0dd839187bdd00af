package session

import (
	"io"
	"time"

	"downhill/game"
	"downhill/game/replay"
	"downhill/game/store"
)

// Begin is the session a front end shows for the sitting sit (store.Open):
// its game, with the settings and the best runs the sitting keeps (a
// settings file that cannot be read is kept aside, and the game says so),
// saving after every turn as the sitting's policy says (AfterTurn: a front
// end that wants more wraps it), a finished run its recap with the best
// runs, and the comparison or the sandbox when the options ask, or the
// replay of a link (a bad one is a line in the log, and the one-off game
// plays), or the dialog of a save open elsewhere (after the link's replay,
// when there is one). events is New's.
func Begin(sit *store.Sitting, events io.Writer) (*Session, error) {
	s := New(sit.Game, events)
	s.AfterTurn = sit.AfterTurn
	s.Runs = sit.Slot(store.BestRuns)
	s.showKept() // a finished save reopens on its recap and the table
	if note := s.UseSettings(sit.Slot(store.Settings)); note != "" {
		sit.Tell(note)
	}
	var err error
	switch {
	case sit.Options.Compare:
		err = s.StartCompare()
	case sit.Options.Sandbox:
		err = s.StartSandbox(sit.Slot(store.Sandbox))
	case sit.Options.Replay != "":
		if text, rerr := replay.ParseLink(sit.Options.Replay); rerr != nil {
			sit.Tell("The replay in the link cannot be played: " + rerr.Error())
		} else if rerr = s.Watch(text, time.Time{}); rerr != nil {
			sit.Tell("The replay in the link cannot be played: " + rerr.Error())
		}
		// Watching writes nothing: a link plays while the player's game
		// is open elsewhere, which is said when the replay is left.
		if sit.Elsewhere() != "" && s.Watching() {
			s.watch.elsewhere = sit
		} else if sit.Elsewhere() != "" {
			s.offerElsewhere(sit)
		}
	case sit.Elsewhere() != "":
		s.offerElsewhere(sit)
	}
	return s, err
}

// Fresh is the session a new player's window shows for g: the default
// settings and no best runs yet, kept in memory only. Headless frames
// (`downhill-headless shot -keys`) and the window tests' copies of a game
// draw with it, so they show what the window shows.
func Fresh(g *game.Game, events io.Writer) *Session {
	s := New(g, events)
	mem := &store.Memory{}
	s.Runs = store.SlotOf(mem, store.BestRuns)
	s.UseSettings(store.SlotOf(mem, store.Settings))
	return s
}

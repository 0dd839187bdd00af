package session

import (
	"io"
	"time"

	"downhill/game/store"
)

// Begin is the session a front end shows for the sitting sit (store.Open):
// its game, with the settings and the best runs the sitting keeps (a
// settings file that cannot be read is kept aside, and the game says so),
// saving after every turn as the sitting's policy says (AfterTurn: a front
// end that wants more wraps it), and the comparison or the sandbox when
// the options ask, or the replay of a link (a bad one is a line in the
// log, and the one-off game plays). events is New's.
func Begin(sit *store.Sitting, events io.Writer) (*Session, error) {
	s := New(sit.Game, events)
	s.AfterTurn = sit.AfterTurn
	s.Runs = sit.Slot(store.BestRuns)
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
		if text, rerr := sit.Options.Recording(); rerr != nil {
			sit.Tell("The replay in the link cannot be played: " + rerr.Error())
		} else if rerr = s.Watch(text, time.Time{}); rerr != nil {
			sit.Tell("The replay in the link cannot be played: " + rerr.Error())
		}
	}
	return s, err
}

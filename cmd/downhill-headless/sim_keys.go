//go:build !js

package main

import (
	"downhill/game"
	"downhill/game/session"
	"downhill/game/session/keys"
)

// replayEpoch is where the clock of a replayed session starts: any fixed
// time does, since only the intervals between trip steps matter.
var replayEpoch = session.PlayEpoch

// playKeys plays inputs on g through a window's session (the same key
// table, modes and trips as the window) on a clock of its own; when each
// is true, block prints the state after every turn that passed.
func playKeys(g *game.Game, inputs []keys.Input, each bool, block func()) error {
	s := session.New(g, nil)
	if each {
		s.AfterTurn = func(*game.Game) { block() }
	}
	_, err := session.Play(s, inputs, replayEpoch, nil)
	return err
}

package main

import (
	"flag"
	"fmt"
	"io"
	"time"

	"downhill/game"
	"downhill/game/session"
)

// replayEpoch is where the clock of a replayed session starts: any fixed
// time does, since only the intervals between trip steps matter.
var replayEpoch = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

// playKeys plays inputs on g through a window's session (the same key
// table, modes and trips as the window) on a clock of its own; when each
// is true, block prints the state after every turn that passed.
func playKeys(g *game.Game, inputs []session.Input, each bool, block func()) error {
	s := session.New(g, nil)
	if each {
		s.AfterTurn = func(*game.Game) { block() }
	}
	_, err := session.Play(s, inputs, replayEpoch, nil)
	return err
}

// simHelp is `downhill-headless sim -h`: the usage, the flags and the syntax of
// -keys.
func simHelp(fs *flag.FlagSet, out io.Writer) {
	fmt.Fprintln(out, "usage: downhill-headless sim [-map FILE | -load SAVE] [-seed S] [-greed G] [-heart D] [-runs N]")
	fmt.Fprintln(out, "                    [-turns N -player wait|explore|random | -keys STRING] [-print every|last|none] [-why]")
	fmt.Fprintln(out, "\nPlays Downhill without a window and prints each turn as text.")
	fs.SetOutput(out)
	fs.PrintDefaults()
	fs.SetOutput(io.Discard)
	fmt.Fprintln(out, "\n-keys:")
	fmt.Fprintln(out, session.KeySyntax)
	fmt.Fprint(out, "\n"+simScenarioHelp)
}

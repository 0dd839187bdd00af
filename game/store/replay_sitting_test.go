//go:build !js

package store

import (
	"io"
	"testing"
)

// TestReplayOverOwnGame: a sitting opened on a replay (a ?replay= link,
// `downhill replay FILE`) is the player's own: it continues the kept game
// and keeps it, so leaving the replay comes back to that game.
func TestReplayOverOwnGame(t *testing.T) {
	mem := &Memory{}
	sit := Open(mem, opts(41), io.Discard)
	play(sit, 3)
	sit.Save("tab hidden")
	sit.Close() // the page goes to the link
	o := opts(0)
	o.Replay = "r1.anything" // the session reads it; the sitting does not
	again := Open(mem, o, io.Discard)
	defer again.Close()
	if o.OneOff() || !again.Kept() || again.Game.Cfg.Seed != 41 || again.Game.Turn != 3 {
		t.Fatalf("a replay's sitting: one-off %v, kept %v, plays %s", o.OneOff(), again.Kept(), again.Game.EventLine())
	}
}

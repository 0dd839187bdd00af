//go:build !js

package main

import (
	"os"
	"path/filepath"
	"testing"

	"downhill/game"
	"downhill/game/ui"
)

// TestDesktopSaveContinues plays a few turns through the window's options,
// closes, and checks the next start continues the same game at the same
// turn; a corrupt save is moved aside, never overwritten.
func TestDesktopSaveContinues(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "save.json")
	var o ui.Options
	if g := keepSaved(path, true, &o); g != nil || o.Load != nil {
		t.Fatal("a missing save gave a game")
	}
	g := game.New(game.Config{Seed: 99})
	for i := 0; i < 7; i++ {
		g.Do(game.Command{Action: game.ActWait})
		o.AfterTurn(g)
	}
	o.Close()
	want := g.EventLine()

	o = ui.Options{}
	got := keepSaved(path, true, &o)
	if got == nil || o.Load == nil {
		t.Fatal("the saved game was not continued")
	}
	if got.EventLine() != want || got.Cfg.Seed != 99 {
		t.Fatalf("continued %q seed %d, want %q seed 99", got.EventLine(), got.Cfg.Seed, want)
	}
	if o.Load(game.Config{}) != got {
		t.Fatal("Options.Load does not hand the loaded game to the window")
	}

	if err := os.WriteFile(path, []byte("{not a save"), 0o644); err != nil {
		t.Fatal(err)
	}
	o = ui.Options{}
	if g := keepSaved(path, true, &o); g != nil || o.Load != nil {
		t.Fatal("a corrupt save was continued")
	}
	if b, err := os.ReadFile(path + ".bad"); err != nil || string(b) != "{not a save" {
		t.Fatalf("corrupt save not kept aside: %q %v", b, err)
	}
}

//go:build !js

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
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
	if g := keepSaved(path, true, &o); g != nil || o.Load == nil {
		t.Fatal("a corrupt save was continued, or no new game offered")
	}
	if b, err := os.ReadFile(path + ".bad"); err != nil || string(b) != "{not a save" {
		t.Fatalf("corrupt save not kept aside: %q %v", b, err)
	}
	fresh := o.Load(game.Config{Seed: 4})
	if fresh.Turn != 0 || fresh.Cfg.Seed != 4 || !strings.Contains(fresh.Messages[len(fresh.Messages)-1], path+".bad") {
		t.Fatalf("the new game: turn %d seed %d, messages %q", fresh.Turn, fresh.Cfg.Seed, fresh.Messages)
	}

	// A save that parses but breaks the rules (a negative depth) is kept
	// aside too, next to the first bad one, which is not lost.
	g.Depth = -2
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if g := keepSaved(path, true, &ui.Options{}); g != nil {
		t.Fatal("a save with a negative depth was continued")
	}
	if b, err := os.ReadFile(path + ".bad.2"); err != nil || !bytes.Equal(b, data) {
		t.Fatalf("the second bad save not kept aside: %v", err)
	}
	if b, err := os.ReadFile(path + ".bad"); err != nil || string(b) != "{not a save" {
		t.Fatalf("the first bad save was lost: %q %v", b, err)
	}
}

//go:build !js

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"downhill/game"
	"downhill/game/front"
)

// TestDesktopSaveContinues plays a few turns through the window's storage,
// closes, and checks the next start continues the same game at the same
// turn; a corrupt save is moved aside, never overwritten.
func TestDesktopSaveContinues(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "save.json")
	st := gameStorage(path, true, false, false)
	g := st.Game(game.Config{Seed: 99})
	if g.Turn != 0 || g.Cfg.Seed != 99 {
		t.Fatal("a missing save did not give a new game of the config")
	}
	for i := 0; i < 7; i++ {
		g.Do(game.Command{Action: game.ActWait})
		st.Turn(g)
	}
	st.Save(g, "closing")
	want := g.EventLine()

	got := gameStorage(path, true, false, false).Game(game.Config{Seed: 5})
	if got.EventLine() != want || got.Cfg.Seed != 99 {
		t.Fatalf("continued %q seed %d, want %q seed 99", got.EventLine(), got.Cfg.Seed, want)
	}
	if fresh := gameStorage(path, true, false, true).Game(game.Config{Seed: 5}); fresh.Turn != 0 || fresh.Cfg.Seed != 5 {
		t.Fatal("-new continued the save")
	}
	if _, ok := gameStorage(path, false, true, false).(front.Memory); !ok {
		t.Fatal("a seeded game without -save touches the save")
	}

	if err := os.WriteFile(path, []byte("{not a save"), 0o644); err != nil {
		t.Fatal(err)
	}
	fresh := gameStorage(path, true, false, false).Game(game.Config{Seed: 4})
	if b, err := os.ReadFile(path + ".bad"); err != nil || string(b) != "{not a save" {
		t.Fatalf("corrupt save not kept aside: %q %v", b, err)
	}
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
	if g := gameStorage(path, true, false, false).Game(game.Config{Seed: 4}); g.Turn != 0 {
		t.Fatal("a save with a negative depth was continued")
	}
	if b, err := os.ReadFile(path + ".bad.2"); err != nil || !bytes.Equal(b, data) {
		t.Fatalf("the second bad save not kept aside: %v", err)
	}
	if b, err := os.ReadFile(path + ".bad"); err != nil || string(b) != "{not a save" {
		t.Fatalf("the first bad save was lost: %q %v", b, err)
	}
}

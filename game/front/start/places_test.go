//go:build !js

package start

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"downhill/game"
	"downhill/game/store"
)

// TestDesktopStartUp goes from the game's flags to the files it keeps: by
// default the save and the best runs in $XDG_DATA_HOME/downhill, -save
// FILE with the best runs beside it, -save none keeping neither; a game
// played a few turns continues at the next start, and a corrupt save is
// kept aside as FILE.bad, never written over.
func TestDesktopStartUp(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_DATA_HOME", filepath.Join(dir, "data"))
	var last *store.Sitting
	start := func(args ...string) *store.Sitting {
		o, code, ok := Options(args)
		if !ok {
			t.Fatalf("%v: exit %d", args, code)
		}
		if last != nil {
			last.Close() // one start after another, as one window closes and the next opens
		}
		last = store.Open(storage(o), o, &bytes.Buffer{})
		return last
	}
	sit := start("-width", "30", "-height", "15")
	if got, want := sit.Slot(store.Save).Where(), filepath.Join(dir, "data", "downhill", "save.json"); got != want {
		t.Errorf("default save %s, want %s", got, want)
	}
	if got, want := sit.Slot(store.BestRuns).Where(), filepath.Join(dir, "data", "downhill", "best-runs.json"); got != want {
		t.Errorf("default best runs %s, want %s", got, want)
	}
	path := filepath.Join(dir, "sub", "save.json")
	sit = start("-save", path, "-width", "30", "-height", "15")
	if sit.Slot(store.BestRuns).Where() != filepath.Join(dir, "sub", "best-runs.json") {
		t.Errorf("-save FILE keeps the best runs in %s", sit.Slot(store.BestRuns).Where())
	}
	for i := 0; i < 7; i++ {
		sit.Game.Do(game.Command{Action: game.ActWait})
		sit.AfterTurn(sit.Game)
	}
	if err := sit.Save("window closed"); err != nil {
		t.Fatal(err)
	}
	want := sit.Game.EventLine()
	if again := start("-save", path); again.Game.EventLine() != want {
		t.Fatalf("continued %q, want %q", again.Game.EventLine(), want)
	}
	os.WriteFile(path, []byte("{not a save"), 0o600)
	fresh := start("-save", path)
	if b, err := os.ReadFile(path + ".bad"); err != nil || string(b) != "{not a save" {
		t.Fatalf("corrupt save not kept aside: %q %v", b, err)
	}
	if m := fresh.Game.Messages[len(fresh.Game.Messages)-1]; fresh.Game.Turn != 0 || !strings.Contains(m, path+".bad") {
		t.Fatalf("the new game: turn %d, says %q", fresh.Game.Turn, m)
	}
	none := start("-save", "none")
	if none.Kept() || none.Slot(store.BestRuns).Kept() {
		t.Error("-save none keeps a save or best runs")
	}
}

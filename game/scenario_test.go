package game

import (
	"os"
	"path/filepath"
	"testing"

	"downhill/internal/repofile"
	"downhill/world"
)

// TestScenarioHeartIsTheRunsOnly: a scenario that holds the Heart and the
// stairs down plays down past the Heart's depth, and every level's save
// loads: the game makes no second Heart where the generated run would put
// its own (a save with two is refused).
func TestScenarioHeartIsTheRunsOnly(t *testing.T) {
	g, err := NewFromMapText("heart", []byte("#####\n#@>&#\n#####\n"), Config{Seed: 1, Heart: 3})
	if err != nil {
		t.Fatal(err)
	}
	unbreakable(g)
	for g.Depth <= g.HeartDepth() {
		st := g.Level.Stairs
		if st.X < 0 {
			t.Fatalf("depth %d has no stairs down", g.Depth)
		}
		if e := g.Level.Ents.At(st); e != world.NoEntity && e != g.Player {
			g.Level.Ents.Kill(e)
		}
		g.Level.Ents.Move(g.Player, st)
		if !g.Do(Command{Action: ActDescend}) {
			t.Fatalf("depth %d: the descent was refused: %q", g.Depth, g.Messages)
		}
		data, err := g.Save()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Load(data); err != nil {
			t.Fatalf("depth %d: %v", g.Depth, err)
		}
	}
}

// playsAndLoads starts a game on map text (when the reader accepts it)
// and checks that its save loads, then again after each of a few turns of
// the explore bot: the reader, the game and the save's checks agree on
// what a level may hold.
func playsAndLoads(t *testing.T, name string, text []byte) {
	t.Helper()
	mf, err := world.ParseMap(name, text, world.CreatureLetters)
	if err != nil {
		return
	}
	g, err := NewFromMap(mf, Config{Seed: 1})
	if err != nil {
		return // no player: refused with a message, nothing to save
	}
	for turn := 0; ; turn++ {
		data, err := g.Save()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Load(data); err != nil {
			t.Fatalf("%s, turn %d: the game's own save does not load: %v", name, g.Turn, err)
		}
		if turn == 12 || g.Dead || g.Won {
			return
		}
		if !botTurn(g) {
			g.Do(Command{Action: ActWait})
		}
	}
}

// TestEveryScenarioSavesAndLoads plays every scenario of the docs
// (repofile.ScenarioDir) through playsAndLoads.
func TestEveryScenarioSavesAndLoads(t *testing.T) {
	paths, err := filepath.Glob(repofile.Path(t, repofile.ScenarioDir+"/*.txt"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no scenarios: %v", err)
	}
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		playsAndLoads(t, filepath.Base(p), data)
	}
}

// FuzzScenario: any map text the reader accepts makes a game whose save
// loads, on its first turn and after a few more (playsAndLoads).
func FuzzScenario(f *testing.F) {
	for _, s := range []string{
		"#####\n#@>&#\n#####\n",
		"@\n",
		"@<<>>\n",
		"@wz\n.ga\n",
		"#####\n#@.g#\n#=~,#\n#19$#\n#!*%#\n#?^(#\n#####\n",
		"@.1\n'+.\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 4096 {
			return // big levels are the reader's fuzz target's (world)
		}
		playsAndLoads(t, "fuzz", data)
	})
}

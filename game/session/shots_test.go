package session

import (
	"bytes"
	"flag"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"downhill/ai"
	"downhill/game"
	"downhill/game/store"
	"downhill/headless/bot"
	"downhill/world"
)

var shots = flag.String("shots", "", "write the run's screenshots (panel, aim, look, log, recap) into this directory")

// TestRunShots drives a real game to the moments the docs show: a pack
// in the panel, a throw being aimed, a look, the log and the recap. Each
// frame must differ from the plain one (the mode drew something); with
// -shots DIR the frames are written as PNGs to look at.
func TestRunShots(t *testing.T) {
	g := game.New(game.Config{Seed: 7, W: 60, H: 30})
	s := New(g, nil)
	s.viewW, s.viewH = 60, 30
	s.Runs = store.SlotOf(&store.Memory{}, store.BestRuns)
	for _, r := range []game.Recap{{Seed: 3, Score: 1650, Deepest: 8, Turns: 9120, Won: true}, {Seed: 5, Score: 420, Deepest: 5, Turns: 3001, Cause: "killed by a goblin archer on depth 5"}} {
		store.AddRun(s.Runs, r)
	}
	// Play the explore bot until the pack holds a few items and a goblin
	// is in view, not next to the player.
	for i := 0; i < 5000 && !g.Dead; i++ {
		if len(g.Inventory) >= 3 && goblinInView(g, 3) {
			break
		}
		bot.Turn(g)
	}
	if g.Dead || len(g.Inventory) < 3 {
		t.Fatalf("the bot did not get a pack: dead %v, pack %v", g.Dead, g.Inventory)
	}
	g.Inventory = append(g.Inventory, world.Caltrops)
	write := func(name string) []byte {
		img := s.Draw(nil)
		var b bytes.Buffer
		if err := png.Encode(&b, img); err != nil {
			t.Fatal(err)
		}
		if *shots != "" {
			if err := os.WriteFile(filepath.Join(*shots, name+".png"), b.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		return b.Bytes()
	}
	plain := write("run-panel")
	press(s, "q"+string(rune('a'+len(g.Inventory)-1)), t0)
	aim := write("run-aim")
	press(s, "<Esc>;", t0)
	s.prompt.at = s.nearestGoblin()
	look := write("run-look")
	press(s, "<Esc>/", t0)
	log := write("run-log")
	press(s, "<Esc>", t0)
	for i := 0; i < 20000 && !g.Dead && !g.Won; i++ {
		bot.Turn(g)
	}
	s.recordRun() // what the session's own commands do when the run ends
	recap := write("run-recap")
	for name, b := range map[string][]byte{"aim": aim, "look": look, "log": log, "recap": recap} {
		if bytes.Equal(b, plain) {
			t.Errorf("the %s frame is the plain one", name)
		}
	}
}

// goblinInView reports whether a goblin is in view at least d steps away.
func goblinInView(g *game.Game, d int) bool {
	l, p := g.Level, g.PlayerPos()
	for e, alive := range l.Ents.Alive {
		q := l.Ents.Pos[e]
		if alive && world.Entity(e) != g.Player && l.Grid.Visible[l.Grid.Index(q.X, q.Y)] && ai.Chebyshev(q, p) >= d {
			return true
		}
	}
	return false
}

// nearestGoblin is the goblin in view nearest the player (the player's
// cell when none is).
func (s *Session) nearestGoblin() world.Pos {
	s.startAim()
	at := s.prompt.at
	s.mode = ModeLook
	return at
}

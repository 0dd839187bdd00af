package soak

import (
	"math/rand/v2"
	"strings"
	"testing"

	"downhill/ai"
	"downhill/game"
	"downhill/world"
)

// TestSoakSmall plays a small soak (every kind of level, both players):
// no violations, and the verdict line as `make soak` prints it.
func TestSoakSmall(t *testing.T) {
	calls := 0
	r := Run(Options{Seeds: 8, Turns: 150, FirstSeed: 1, Workers: 2, Done: func(int) { calls++ }})
	if len(r.Violations) != 0 {
		t.Fatal(r.Line())
	}
	if calls != 8 || r.Line() != "soak: 8 seeds x 150 turns, 0 violations" {
		t.Fatalf("%d progress calls, line %q", calls, r.Line())
	}
	bad := Result{Seeds: 2, Turns: 9, Violations: []Violation{{Seed: 7, Turn: 3, What: "x"}}}
	if got := bad.Line(); got != "soak: 2 seeds x 9 turns, 1 violations (first: seed 7 turn 3: x)" {
		t.Fatalf("line %q", got)
	}
}

// TestSoakChecksCanFail breaks each rule the soak checks, on a soak game,
// and expects the check to say so: a check that cannot fail proves nothing.
func TestSoakChecksCanFail(t *testing.T) {
	start := func() (*game.Game, *Checker) {
		g := game.New(game.Config{Seed: 2, Level: "rooms", Goblins: 8, W: 40, H: 20})
		s := NewChecker(false, rand.New(rand.NewPCG(2, 2)))
		s.Start(g)
		for i := 0; i < 5; i++ {
			g.Do(game.Command{Action: game.ActWait})
		}
		if what := s.check(g); what != "" {
			t.Fatalf("the untouched game fails: %s", what)
		}
		return g, s
	}
	goblin := func(g *game.Game) world.Entity {
		for e, alive := range g.Level.Ents.Alive {
			if alive && world.Entity(e) != g.Player {
				return world.Entity(e)
			}
		}
		t.Fatal("no goblin")
		return 0
	}
	for _, tc := range []struct {
		name, want string
		breakIt    func(g *game.Game)
	}{
		{"two in a cell", "the cell holds", func(g *game.Game) {
			g.Level.Ents.Pos[goblin(g)] = g.PlayerPos()
		}},
		{"in a wall", "stands in tile", func(g *game.Game) {
			p := g.Level.Ents.Pos[goblin(g)]
			g.Level.Grid.Set(p.X, p.Y, world.Wall)
		}},
		{"hp", "hp", func(g *game.Game) { g.Level.Ents.HP[goblin(g)] = 99 }},
		{"max hp", "max hp", func(g *game.Game) { e := goblin(g); g.Level.Ents.MaxHP[e]++; g.Level.Ents.HP[e] = 1 }},
		{"gold lost", "gold", func(g *game.Game) { g.Gold += 3 }},
		{"field", "a fresh scan", func(g *game.Game) {
			f := g.Minds().Field(ai.FieldApproach)
			p := g.Level.Ents.Pos[goblin(g)]
			f.Set(p.X, p.Y, f.At(p.X, p.Y)+1)
		}},
	} {
		g, s := start()
		tc.breakIt(g)
		if what := s.check(g); !strings.Contains(what, tc.want) {
			t.Errorf("%s: check says %q, want %q", tc.name, what, tc.want)
		}
	}

	// A game whose save loses state plays on otherwise once loaded.
	g, s := start()
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	g.Nav.SwimSince = 1 // not in data: the loaded copy differs
	if what := s.Turn(g, &data); !strings.Contains(what, "otherwise") {
		t.Errorf("a save that lost state: %q", what)
	}
}

package render_test

import (
	"slices"
	"strings"
	"testing"

	"downhill/game"
	"downhill/game/session/screen"
	"downhill/render"
)

// deadGame plays a game until goblins kill the player: the player in a
// dead end with goblins at the open side, waiting.
func deadGame(t *testing.T) *game.Game {
	t.Helper()
	rows := []string{
		"#########",
		"#@gg....#",
		"#gg.....#",
		"#########",
	}
	g, err := game.NewFromMapText("dead end", []byte(strings.Join(rows, "\n")+"\n"), game.Config{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 500 && !g.Dead; i++ {
		g.Do(game.Command{Action: game.ActWait})
	}
	if !g.Dead || g.Level.Ents.HP[g.Player] > 0 {
		t.Fatalf("the player is alive after %d turns (HP %d)", g.Turn, g.Level.Ents.HP[g.Player])
	}
	return g
}

// TestGoldenDeathDialog draws the death dialog the game shows, its lines
// from screen.DeathLines on a game where the player really died, over the
// heat scene, and compares it with testdata/golden/dialog.png.
func TestGoldenDeathDialog(t *testing.T) {
	g := deadGame(t)
	lines := screen.DeathLines(g, 28) // the golden scene is 32 cells wide
	if !slices.ContainsFunc(lines, func(l string) bool { return strings.Contains(l, "Score") }) ||
		g.Recap().Cause != "killed by a goblin on depth 1" || !strings.Contains(strings.Join(lines, " "), "killed by a") {
		t.Fatalf("death lines %q", lines)
	}
	s := render.GoldenScenes(t)["heat"]
	s.Dialog = render.Lines("You died", lines, "r: new game")
	render.CheckGolden(t, "dialog", render.Draw(s))
}

package bot

import (
	"slices"
	"testing"

	"downhill/game"
	"downhill/internal/repofile"
)

// The explorer bot behind `downhill sim -player explore` fights what stands
// next to it instead of waiting while it is beaten (auto-explore alone
// refuses to step into a goblin: "The goblin is in the way.").
func TestBotAttacksAdjacentGoblin(t *testing.T) {
	path, data := repofile.Scenario(t, "bot")
	g, err := game.NewFromMapText(path, data, game.Config{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if !Turn(g) {
		t.Fatal("the bot took no turn")
	}
	if !slices.Contains(g.Acts(), "player attacks goblin#1") {
		t.Fatalf("the bot did not attack the adjacent goblin: %v", g.Acts())
	}
}

// On a fixed seed the bot explores depth 1, kills goblins on the way and
// takes the stairs down: the whole loop a player makes works end to end.
func TestBotDescends(t *testing.T) {
	for _, kind := range []string{"rooms", "caves", "maze", "wilds"} {
		g := game.New(game.Config{Seed: 3, Level: kind, W: 40, H: 24})
		for i := 0; i < 3000 && g.Depth == 1 && !g.Dead; i++ {
			if !Turn(g) {
				g.Do(game.Command{Action: game.ActWait})
			}
		}
		if g.Depth < 2 {
			t.Errorf("%s: the bot is still on depth 1 after turn %d (dead %v, goblins %d)", kind, g.Turn, g.Dead, g.Goblins())
		}
	}
}

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

// TestMazeStairsSeenMidway: on the maze the stairs are not the last thing
// found. The bot exploring twelve mazes of the game's size sees the stairs
// after a median of at most 45% of its turns on the level, and in at
// least three mazes within the first third (a perfect maze's stairs, in
// the farthest 30% of its one route: a median of 51%, two within a
// third; the maze's stairs in its farthest 30%: 48%).
func TestMazeStairsSeenMidway(t *testing.T) {
	var shares []int
	early := 0
	for seed := uint64(1); seed <= 12; seed++ {
		g := game.New(game.Config{Seed: seed, Level: "maze", Goblins: 1})
		turns, seenAt := 0, -1
		for ; turns < 20000 && !g.Dead && g.Depth == 1; turns++ {
			if !Turn(g) {
				g.Do(game.Command{Action: game.ActWait})
			}
			if st := g.Level.Stairs; seenAt < 0 && g.Level.Grid.Seen[g.Level.Grid.Index(st.X, st.Y)] {
				seenAt = turns
			}
		}
		if g.Depth != 2 || seenAt < 0 {
			t.Fatalf("seed %d: the bot did not find the stairs and go down (depth %d, dead %v)", seed, g.Depth, g.Dead)
		}
		share := 100 * seenAt / turns
		shares = append(shares, share)
		if 3*share <= 100 {
			early++
		}
	}
	sorted := slices.Clone(shares)
	slices.Sort(sorted)
	if med := (sorted[5] + sorted[6]) / 2; med > 45 || early < 3 {
		t.Errorf("the stairs were seen after %v%% of each maze's turns (median %d%%, %d within a third)", shares, med, early)
	}
}

package lab

import (
	"testing"

	"downhill/ai"
	"downhill/game"
	"downhill/world"
)

// TestExploreFieldMatchesExplore checks the lab's explore field against
// auto-explore: its value at the player is the cost, on the travel route,
// of the goal ai.ExploreTarget picks (plus that goal's worth), on seeded
// games of every generator, several turns into exploring.
func TestExploreFieldMatchesExplore(t *testing.T) {
	for _, kind := range world.Generators {
		g := game.New(game.Config{Seed: 3, Level: kind, W: 60, H: 30})
		for turn := 0; turn < 30; turn++ {
			lb := NewLab()
			ex := lb.explore(g)
			r := g.Route()
			target, ok := ai.ExploreTarget(r, g.Level.Grid, g.Level.Gold)
			if !ok {
				break
			}
			want := r.At(target.X, target.Y)
			gr := g.Level.Grid
			if i := gr.Index(target.X, target.Y); gr.Seen[i] && g.Level.Gold[i] > 0 {
				want += ai.GoldPull
			}
			p := g.PlayerPos()
			if got := ex.At(p.X, p.Y); got != want {
				t.Fatalf("%s turn %d: explore field %d at the player, auto-explore's goal %v costs %d", kind, g.Turn, got, target, want)
			}
			if !g.Do(game.Command{Action: game.ActExplore}) {
				break
			}
		}
	}
}

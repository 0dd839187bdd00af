package screen

import (
	"strings"
	"testing"

	"downhill/game"
	"downhill/world"
)

// TestEveryKindIsDescribed: the look and the help say what every kind of
// creature wants, with no format verb left unfilled. A kind added without
// its words fails here.
func TestEveryKindIsDescribed(t *testing.T) {
	g := game.New(game.Config{Seed: 1})
	for k := world.Goblin; k < world.NumKinds; k++ {
		about := AboutKind(g, k)
		if kindWants[k] == "" || strings.Contains(about, "%!") || !strings.Contains(about, "uns for its life") {
			t.Errorf("kind %v: %q", k, about)
		}
	}
}

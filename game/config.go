package game

import "downhill/ai"

// Config is what a new game is made from.
type Config struct {
	Seed    uint64
	Goblins int    // goblins on the first level (0: DefaultGoblins)
	W, H    int    // level size in cells (0: DefaultW x DefaultH)
	Level   string // generator of the first level ("" mixes them with depth)
	// Greed is the start value of gold on the greedy field when GreedSet
	// (0 is legal: gold as strong as the player); without GreedSet a 0
	// means ai.DefaultGreed. A non-zero Greed counts as set, as in saves
	// written before GreedSet existed.
	Greed    int
	GreedSet bool
	Heart    int // depth of the Heart of the Mountain (0: DefaultHeart)
	// Naive makes every goblin placed on a level the naive straight-line
	// chaser (world.Naive), the right half of `downhill -compare`.
	Naive bool `json:",omitempty"`
	// Sandbox is a drawing to watch the goblins think on, not a run: the
	// player cannot die (a blow that would kill leaves the hit points
	// full, and says so) and nothing is scored.
	Sandbox bool `json:",omitempty"`
}

// The rules' numbers that are not a creature's (world.KindFacts) nor an
// item's (items.go).
const (
	// DefaultW and DefaultH are a level's size when the config gives none:
	// a classic terminal's map.
	DefaultW, DefaultH = 80, 45
	// FOVRadius is how far the player sees.
	FOVRadius = ai.SightRadius
	// DepthBonus is the score for each level reached, so that going down
	// is worth as much as picking up gold.
	DepthBonus = 50
)

// greed is the greedy field's start value of gold (Config.Greed).
func (g *Game) greed() int {
	if !g.Cfg.GreedSet && g.Cfg.Greed == 0 {
		return ai.DefaultGreed
	}
	return g.Cfg.Greed
}

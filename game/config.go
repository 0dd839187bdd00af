package game

import (
	"fmt"
	"strings"

	"downhill/ai"
)

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
	// Scenario says the first level is a hand-drawn map (NewFromMap), not
	// a generated one: its run is not on the standard settings (Settings).
	Scenario bool `json:",omitempty"`
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
func (g *Game) greed() int { return g.Cfg.greed() }

// greed is the greedy field's start value of gold the config asks for.
func (c Config) greed() int {
	if !c.GreedSet && c.Greed == 0 {
		return ai.DefaultGreed
	}
	return c.Greed
}

// Settings words how the config differs from the standard game (a plain
// `downhill`), as the flags that ask for it ("-goblins 1 -heart 1"); ""
// for the standard game. A value written out but equal to the default
// (-goblins 4) is standard. The recap keeps it so that the best runs can
// rank runs on easier or harder settings apart from the standard ones: a
// win with the Heart on depth 1 is not a better run than a standard one.
func (c Config) Settings() string {
	var out []string
	add := func(format string, a ...any) { out = append(out, fmt.Sprintf(format, a...)) }
	if c.Goblins > 0 && c.Goblins != DefaultGoblins {
		add("-goblins %d", c.Goblins)
	}
	if c.Heart > 0 && c.Heart != DefaultHeart {
		add("-heart %d", c.Heart)
	}
	if !c.Scenario { // a drawn map has its own size
		if c.W > 0 && c.W != DefaultW {
			add("-width %d", c.W)
		}
		if c.H > 0 && c.H != DefaultH {
			add("-height %d", c.H)
		}
	}
	if c.Level != "" {
		add("-level %s", c.Level)
	}
	if c.greed() != ai.DefaultGreed {
		add("-greed %d", c.greed())
	}
	if c.Scenario {
		add("-map")
	}
	if c.Naive {
		add("-compare")
	}
	if c.Sandbox {
		add("-sandbox")
	}
	return strings.Join(out, " ")
}

// Package flags declares the game's flags that both programs have (the
// game and downhill-headless), each once with its range (the store's,
// which a save also holds), so a flag means the same wherever it is given.
package flags

import (
	"fmt"

	"downhill/ai"
	"downhill/game"
	"downhill/game/store"
	"downhill/internal/cli"
	"downhill/world"
)

// Width is -width: a generated level's width in cells.
func Width(c *cli.Command, def int) *int {
	return c.Int("width", def, store.MinWidth, store.MaxWidth, "level width in cells")
}

// Height is -height: a generated level's height in cells.
func Height(c *cli.Command, def int) *int {
	return c.Int("height", def, store.MinHeight, store.MaxHeight, "level height in cells")
}

// Level is -level: the first level's generator ("": mixed by depth).
func Level(c *cli.Command) *string {
	return c.Choice("level", "", world.Generators, "first level's generator (default: mixed by depth)")
}

// Goblins is -goblins: goblins on the first level.
func Goblins(c *cli.Command) *int {
	return c.Int("goblins", 0, 0, game.MaxGoblins, "goblins on the first level (0: the game's default)")
}

// Greed is -greed: the start value of gold on the greedy goblins' field,
// the range a save holds (game.MaxGreed).
func Greed(c *cli.Command) *int {
	return c.Int("greed", ai.DefaultGreed, -game.MaxGreed, 0,
		"start value of gold on the greedy goblins' field (negative: gold wanted more than you; 0: as much)")
}

// Heart is -heart: the depth of the Heart of the Mountain.
func Heart(c *cli.Command) *int {
	return c.Int("heart", 0, 0, store.MaxHeart, fmt.Sprintf("depth of the Heart of the Mountain (0: %d)", game.DefaultHeart))
}

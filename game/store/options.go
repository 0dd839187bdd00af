package store

import (
	"fmt"
	"slices"
	"strings"

	"downhill/ai"
	"downhill/game"
	"downhill/world"
)

// Options are what a sitting of the game starts from: the desktop's flags
// and the browser's link (which the page turns into the same flags) make
// the same values, read by one parser (main) and checked by Check.
type Options struct {
	// Seed is the seed asked for; 0 when none was (a random one, or the
	// kept game's).
	Seed uint64
	// Goblins on the first level (0: the game's default).
	Goblins int
	// Width and Height of the levels in cells.
	Width, Height int
	// Level is the first level's generator ("": mixed by depth).
	Level string
	// Greed is the greedy field's gold value; GreedSet says it was given
	// (0 is a value, not "the default").
	Greed    int
	GreedSet bool
	// Heart is the Heart of the Mountain's depth (0: game.DefaultHeart).
	Heart int
	// New starts a new game even when one is kept, replacing it.
	New bool
	// Compare plays the seed twice side by side; Sandbox opens the
	// sandbox. Neither keeps a game.
	Compare, Sandbox bool
	// Replay is a recording to watch (a ?replay= link's value, package
	// replay's Link form): the sitting opens on its replay, over the
	// player's own game (kept as ever), which leaving the replay comes
	// back to.
	Replay string
	// Events prints a line per turn and per save (tools and tests read
	// them).
	Events bool
	// SavePath is the desktop's save file ("": the default place, "none":
	// no saving); SandboxFile the sandbox's drawing ("": the default).
	SavePath, SandboxFile string
}

// The ranges of the options, the flags' ranges.
const (
	MinWidth, MaxWidth   = 20, 1000
	MinHeight, MaxHeight = 10, 1000
	MaxHeart             = 100
)

// DefaultOptions are the options of a plain `downhill`.
func DefaultOptions() Options {
	return Options{Width: 80, Height: 45, Greed: ai.DefaultGreed}
}

// OneOff reports whether the sitting keeps no game at all.
func (o Options) OneOff() bool { return o.Compare || o.Sandbox }

// Check refuses options out of their ranges, one line naming the flag: a
// game the options make must play, and its save must load (its levels'
// cells, width x height x the Heart's depth, within game.MaxRunCells).
func (o Options) Check() error {
	heart := o.Heart
	if heart == 0 {
		heart = game.DefaultHeart
	}
	switch {
	case o.Width < MinWidth || o.Width > MaxWidth:
		return fmt.Errorf("bad -width %d: want %d to %d", o.Width, MinWidth, MaxWidth)
	case o.Height < MinHeight || o.Height > MaxHeight:
		return fmt.Errorf("bad -height %d: want %d to %d", o.Height, MinHeight, MaxHeight)
	case o.Goblins < 0 || o.Goblins > game.MaxGoblins:
		return fmt.Errorf("bad -goblins %d: want 0 to %d", o.Goblins, game.MaxGoblins)
	case o.Heart < 0 || o.Heart > MaxHeart:
		return fmt.Errorf("bad -heart %d: want 0 to %d (0: %d)", o.Heart, MaxHeart, game.DefaultHeart)
	case o.Greed > 0 || o.Greed < -game.MaxGreed:
		return fmt.Errorf("bad -greed %d: want %d to 0", o.Greed, -game.MaxGreed)
	case o.Level != "" && !slices.Contains(world.Generators, o.Level):
		return fmt.Errorf("bad -level %q: want one of %s", o.Level, strings.Join(world.Generators, ", "))
	case o.Compare && o.Sandbox:
		return fmt.Errorf("-compare and -sandbox: choose one")
	case o.Replay != "" && (o.Compare || o.Sandbox):
		return fmt.Errorf("-replay and -compare or -sandbox: choose one")
	case o.Width*o.Height*heart > game.MaxRunCells:
		return fmt.Errorf("-width %d -height %d with the Heart on depth %d: %d cells to keep, more than a save holds (%d); make the levels smaller or the Heart shallower",
			o.Width, o.Height, heart, o.Width*o.Height*heart, game.MaxRunCells)
	}
	return nil
}

// Config is the game the options ask for, seed as given (0 included).
func (o Options) Config() game.Config {
	return game.Config{Seed: o.Seed, Goblins: o.Goblins, W: o.Width, H: o.Height, Level: o.Level,
		Greed: o.Greed, GreedSet: o.GreedSet, Heart: o.Heart}
}

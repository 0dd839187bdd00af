package front

import (
	"downhill/game"
	"downhill/game/session"
)

// Storage is all the front end asks of where games are kept: the game to
// start with, a save after each turn by the platform's own policy (it
// decides when a turn is worth writing), a save now (the window closing,
// a signal, the tab hidden), the best runs table and the settings. The
// desktop keeps them in files, the browser in localStorage, a one-off
// sitting (-compare, -sandbox) in memory only.
type Storage interface {
	// Game is the game to play for cfg: a saved one continued, or a new
	// game of cfg. A save that cannot be read is the storage's to keep
	// aside and to explain (the new game's first message says why).
	Game(cfg game.Config) *game.Game
	// Turn is called after every turn that passed (restarts and new
	// levels included), with the same *game.Game each time.
	Turn(g *game.Game)
	// Save saves g now; why says what asked (for the log).
	Save(g *game.Game, why string)
	// Runs is the best runs table (nil: none kept).
	Runs() game.RunStore
	// Settings is where the player's settings are kept (nil: the
	// defaults, never saved).
	Settings() session.Store
}

// Memory keeps nothing between sittings: the games of `-compare` and
// `-sandbox`, and tests. Its settings are the platform's own, so a
// one-off sitting still has the player's palette and scale.
type Memory struct{}

// Game implements Storage: always a new game.
func (Memory) Game(cfg game.Config) *game.Game { return game.New(cfg) }

// Turn implements Storage: nothing is kept.
func (Memory) Turn(*game.Game) {}

// Save implements Storage: nothing is kept.
func (Memory) Save(*game.Game, string) {}

// Runs implements Storage: no table.
func (Memory) Runs() game.RunStore { return nil }

// Settings implements Storage: the platform's settings store.
func (Memory) Settings() session.Store { return session.DefaultSettings() }

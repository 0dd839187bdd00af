// Package game is Downhill's rules: commands in, one turn, the state out.
// It has no window code, so the desktop window (game/ui), the browser build
// and the headless `downhill sim` all play exactly the same game, and a seed
// plus a list of commands replays a game exactly.
//
// The files follow the turn: config.go what a game is made from,
// command.go the player's commands and Do, spawn.go making levels and
// their creatures, move.go steps, doors and digging, combat.go blows,
// shots and deaths, turn.go the creatures' half of a turn, minds.go the
// goblins' fields as the game keeps them, messages.go what the player is
// told; items, levels, travel and saves have files of their own.
package game

import (
	"fmt"
	"math/rand/v2"

	"downhill/ai"
	"downhill/ai/dijkstra"
	"downhill/world"
)

// Game is the whole state of a game in progress. Everything random flows
// from Src, seeded once from Config.Seed. Every field a save needs is an
// exported plain-data field; the unexported ones are caches rebuilt on
// demand (the minds' fields and costs).
type Game struct {
	Cfg    Config
	Src    *rand.PCG
	RNG    *rand.Rand
	Level  *world.Level // the level the player is on: Levels[Depth-1]
	Levels []*world.Level
	Player world.Entity
	Depth  int
	Turn   int
	Gold   int
	Dead   bool
	// Won is set when the player left depth 1 by its up stairs with the
	// Heart: the run is over and only ActRestart is accepted.
	Won bool
	// Inventory is what the player carries, at most InventorySlots items.
	Inventory []world.ItemKind
	// HasHeart says the player carries the Heart of the Mountain.
	HasHeart bool
	// Stats is what the recap tells at the end of the run.
	Stats    Stats
	Messages []string
	// MessageTurns is the turn each of Messages was said on, one for
	// one: the turn a command ended on for what it said, the turn then
	// for what is said between commands (-1: not known, a save from
	// before turns were kept). It is saved, so a log reads the same
	// after a reload.
	MessageTurns []int
	Nav          Nav // travel, auto-explore and swim state (game/travel.go)
	// log is the action log of the last turn (Acts).
	log actLog
	// Memo is the minds' cache state (input versions and the key of each
	// shared field), so a loaded game makes the same rescans as the game it
	// was saved from.
	Memo  ai.Memo
	scans int
	// said counts the messages said by this Game value, so a trip sees
	// news even when the bounded log dropped as many old lines as it added.
	said int
	// msgRoom and invRoom are the log's and the pack's arrays, made with
	// the game so that its first message or item does not make them (say,
	// pickUp); nil once Messages or Inventory holds them. (Messages and
	// Inventory themselves stay nil until then: a save writes nil as null.)
	msgRoom  []string
	turnRoom []int
	invRoom  []world.ItemKind
	// effRoom is an array for the current level's effects, made when the
	// level is entered and given to it at its first effect (addEffect).
	effRoom  []world.Effect
	walk     *dijkstra.Costs
	approach *dijkstra.Field
	minds    *ai.Minds
	why      func(line string) // SetWhy
	// doing is set while Do carries out a command: the commands it gives
	// itself (a trip's steps) are not the player's, and not recorded.
	doing bool
	// Rec is the game's recording: its settings and every command, so
	// that it replays from its first turn (record.go); saved with the game.
	Rec Record
	// Tally counts what `downhill -compare` shows under each side.
	Tally Tally
	// line and threats are scratch for the fight items (throw.go): a
	// javelin's flight, a blink's lines and the goblins it escapes.
	line, threats []world.Pos
	// last is the last plain command (a move, a wait, a descent) that took
	// a turn, travel and explore steps included: see LastCommand.
	last Command
}

// Tally is a running count of how well the goblins hunt: Stuck is the
// goblin-turns a hunting goblin stood still with nothing to do (no step,
// blow, shot or dig: blocked, or the naive chaser behind a pillar), Damage
// the hit points the player lost to goblins. It is not saved.
type Tally struct {
	Stuck  int
	Damage int
}

// New starts a game from cfg.
func New(cfg Config) *Game {
	if cfg.W == 0 {
		cfg.W = DefaultW
	}
	if cfg.H == 0 {
		cfg.H = DefaultH
	}
	g := newGame(cfg)
	g.Rec = newRecord(g.Cfg)
	g.enter(1, false)
	// A run starts with javelins: a way to end a fight at range from the
	// first goblin that runs for its life. (A drawn map's pack is its own.)
	for range StartJavelins {
		g.Inventory = append(g.Inventory, world.Javelin)
	}
	return g
}

// newGame is a game of cfg with no level yet, its random source seeded.
func newGame(cfg Config) *Game {
	src := rand.NewPCG(cfg.Seed, 0x646f776e68696c6c) // "downhill"
	return &Game{Cfg: cfg, Src: src, RNG: rand.New(src), Depth: 1,
		msgRoom: make([]string, 0, MaxMessages), turnRoom: make([]int, 0, MaxMessages), invRoom: make([]world.ItemKind, 0, InventorySlots)}
}

// PlayerPos is where the player stands.
func (g *Game) PlayerPos() world.Pos { return g.Level.Ents.Pos[g.Player] }

// Score is what the game is worth: the gold carried, DepthBonus for every
// level reached and WinBonus for a won run.
func (g *Game) Score() int {
	s := g.Gold + DepthBonus*max(g.Depth, g.Stats.Deepest)
	if g.Won {
		s += WinBonus
	}
	return s
}

// Scans is the number of field scans so far, over all fields.
func (g *Game) Scans() int {
	if g.minds != nil {
		g.scans += g.minds.TakeScans()
	}
	return g.scans
}

// Goblins is the number of goblins alive on the level.
func (g *Game) Goblins() int {
	n := 0
	for e := range g.Level.Ents.Alive {
		if g.Level.Ents.Alive[e] && g.Level.Ents.Kind[e] != world.Player {
			n++
		}
	}
	return n
}

// EventLine is the -events line for the current state, which tests read.
func (g *Game) EventLine() string {
	p := g.PlayerPos()
	return fmt.Sprintf("turn=%d player=%d,%d hp=%d depth=%d gold=%d goblins=%d scans=%d",
		g.Turn, p.X, p.Y, g.Level.Ents.HP[g.Player], g.Depth, g.Gold, g.Goblins(), g.Scans())
}

// Package game is Downhill's rules: commands in, one turn, the state out.
// It has no window code, so the desktop window (game/ui), the browser build
// and the headless `downhill sim` all play exactly the same game, and a seed
// plus a list of commands replays a game exactly.
package game

import (
	"fmt"
	"math/rand/v2"

	"downhill/ai"
	"downhill/world"
)

// Config is what a new game is made from.
type Config struct {
	Seed    uint64
	Goblins int    // goblins on the first level (0: a default that grows with depth)
	W, H    int    // level size in cells (0: 80 x 45)
	Level   string // generator of the first level ("" mixes them with depth)
	Greed   int    // start value of gold on the greedy field (0: -4)
}

// Action is what a Command asks for.
type Action uint8

// The actions. A command that does not take a turn (a refused move, a
// cancel) returns false from Do.
const (
	ActNone    Action = iota
	ActMove           // step (or bump-attack) by DX,DY
	ActWait           // let a turn pass
	ActDescend        // take the stairs under the player
	ActTravel         // walk towards X,Y, one step per Do, along the previewed path
	ActExplore        // one step of auto-explore
	ActRestart        // a new game after death
)

// Command is one input turned into game terms.
type Command struct {
	Action Action
	DX, DY int
	X, Y   int
}

// Game is the whole state of a game in progress. Everything random flows
// from Src, seeded once from Config.Seed.
type Game struct {
	Cfg      Config
	Src      *rand.PCG
	RNG      *rand.Rand
	Level    *world.Level
	Player   world.Entity
	Depth    int
	Turn     int
	Gold     int
	Dead     bool
	Messages []string
	scans    int
	walk     *ai.Costs
	approach *ai.Field
}

// NamedField is a field the overlay key can show, with its on-screen name.
type NamedField struct {
	Name  string
	Field *ai.Field
}

// Fields lists the fields the overlay cycles through, the player field
// first. Only fields in use this turn are listed.
func (g *Game) Fields() []NamedField {
	return []NamedField{{"player field", g.approach}}
}

func (g *Game) rescanPlayer() {
	gr := g.Level.Grid
	if g.walk == nil || g.walk.W != gr.W || g.walk.H != gr.H {
		g.walk = ai.NewCosts(gr.W, gr.H)
	}
	for y := 0; y < gr.H; y++ {
		for x := 0; x < gr.W; x++ {
			var c uint8
			switch gr.At(x, y) {
			case world.Door:
				c = 2
			case world.Floor, world.Shallow, world.Stairs, world.Snow, world.OpenDoor:
				c = 1
			}
			g.walk.Set(x, y, c)
		}
	}
	if g.approach == nil {
		g.approach = ai.NewField(gr.W, gr.H)
	}
	p := g.PlayerPos()
	g.approach.Scan([]ai.Goal{{X: p.X, Y: p.Y}}, g.walk, ai.Rules{})
	g.scans++
}

// New starts a game from cfg.
func New(cfg Config) *Game {
	if cfg.W == 0 {
		cfg.W = 80
	}
	if cfg.H == 0 {
		cfg.H = 45
	}
	src := rand.NewPCG(cfg.Seed, 0x646f776e68696c6c) // "downhill"
	g := &Game{Cfg: cfg, Src: src, RNG: rand.New(src), Depth: 1}
	g.newLevel()
	return g
}

func (g *Game) newLevel() {
	kind := g.Cfg.Level
	if kind == "" {
		kind = world.Kinds[(g.Depth-1)%len(world.Kinds)]
	}
	g.Level = world.Generate(kind, g.Cfg.W, g.Cfg.H, g.Depth, g.RNG)
	g.Player = g.Level.Ents.Add(world.Player, g.Level.Start, '@', 20)
	g.rescanPlayer()
}

// PlayerPos is where the player stands.
func (g *Game) PlayerPos() world.Pos { return g.Level.Ents.Pos[g.Player] }

// Do carries out one command and reports whether a turn passed.
func (g *Game) Do(c Command) bool {
	if g.Dead {
		return false
	}
	switch c.Action {
	case ActMove:
		p := g.PlayerPos().Add(world.Pos{X: c.DX, Y: c.DY})
		if !g.Level.Grid.At(p.X, p.Y).Walkable() || g.Level.Ents.At(p) != world.NoEntity {
			return false
		}
		g.Level.Ents.Move(g.Player, p)
		g.rescanPlayer()
	case ActWait:
	case ActTravel:
		return g.doTravel(c)
	case ActExplore:
		return g.doExplore()
	default:
		return false
	}
	g.Turn++
	return true
}

// Scans is the number of field scans so far, over all fields.
func (g *Game) Scans() int { return g.scans }

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

package game

import (
	"errors"
	"fmt"
	"strings"

	"downhill/ai"
	"downhill/world"
)

// NewFromMap starts a game on a hand-drawn level: the map file's tiles,
// gold, items and player, and its creature letters (world.CreatureLetters)
// as creatures in their variants (all hunting but the sleeping ones).
// Creatures get entity ids in reading order after the player (id 0), so
// the action log names them predictably. Descending from it generates
// levels of the map's size. The level is mf.Level itself, not a copy.
// The config is marked Scenario: such a run is not a standard one.
func NewFromMap(mf *world.MapFile, cfg Config) (*Game, error) {
	l := mf.Level
	if mf.Player.X < 0 {
		return nil, errors.New("the map has no player '@'")
	}
	cfg.W, cfg.H, cfg.Scenario = l.Grid.W, l.Grid.H, true
	g := newGame(cfg)
	l.Depth = 1
	g.Level = l
	g.Levels = []*world.Level{l}
	g.Stats.Deepest = 1
	g.Player = g.addCreature(world.Player, mf.Player)
	for _, c := range mf.Creatures {
		if c.Kind == world.Player || c.Kind >= world.NumKinds {
			return nil, fmt.Errorf("unknown creature %q at %d,%d", c.Letter, c.Pos.X, c.Pos.Y)
		}
		e := g.addCreature(c.Kind, c.Pos)
		l.Ents.SetVariant(e, c.Variant)
		if l.Ents.Mind[e] == world.Hunting {
			l.Ents.Memory[e] = ai.ForgetTurns
		}
	}
	g.startLevel()
	return g, nil
}

// MapText draws the level in the map file format (world.FormatMap), one
// string per row.
func (g *Game) MapText() []string {
	return strings.Split(strings.TrimSuffix(string(world.FormatMap(g.Level)), "\n"), "\n")
}

package game

import (
	"errors"
	"fmt"

	"downhill/ai"
	"downhill/world"
)

// ScenarioLetters are the creature letters of scenario files (pass them to
// world.ParseMap): g goblin, G greedy goblin, w wounded goblin (1/3 HP), a
// archer, t tunneler, n naive chaser, z sleeping goblin. Items and the
// Heart are punctuation that world.ParseMap reads itself: ! healing, *
// noisemaker, % smoke, ? fear, ^ caltrops, ( pick, & the Heart; < is the up
// stairs. Items lie on the floor until the player walks onto them.
const ScenarioLetters = "gGwatnz"

// NewFromMap starts a game on a hand-drawn level: the map file's tiles,
// gold and player, and its creature letters (ScenarioLetters) as creatures,
// all hunting except the sleeping 'z'. Creatures get entity ids in reading
// order after the player (id 0), so the action log names them predictably.
// Descending from it generates levels of the map's size. The level is
// mf.Level itself, not a copy.
func NewFromMap(mf *world.MapFile, cfg Config) (*Game, error) {
	l := mf.Level
	if mf.Player.X < 0 {
		return nil, errors.New("the map has no player '@'")
	}
	cfg.W, cfg.H = l.Grid.W, l.Grid.H
	g := newGame(cfg)
	l.Depth = 1
	g.Level = l
	g.Levels = []*world.Level{l}
	g.Stats.Deepest = 1
	g.Player = l.Ents.Add(world.Player, mf.Player, '@', PlayerHP)
	for _, c := range mf.Creatures {
		k, ok := letterKind(c.Letter)
		if !ok {
			return nil, fmt.Errorf("unknown creature %q at %d,%d", c.Letter, c.Pos.X, c.Pos.Y)
		}
		e := g.addCreature(k, c.Pos)
		switch c.Letter {
		case 'w':
			l.Ents.HP[e] = max(1, l.Ents.MaxHP[e]/3)
		case 'z':
			l.Ents.Mind[e] = world.Asleep
		}
		if l.Ents.Mind[e] == world.Hunting {
			l.Ents.Memory[e] = ai.ForgetTurns
		}
	}
	g.startLevel()
	return g, nil
}

// letterKind maps a scenario letter to the kind of creature it stands for.
func letterKind(r rune) (world.Kind, bool) {
	switch r {
	case 'g', 'w', 'z':
		return world.Goblin, true
	case 'G':
		return world.Greedy, true
	case 'a':
		return world.Archer, true
	case 't':
		return world.Tunneler, true
	case 'n':
		return world.Naive, true
	}
	return 0, false
}

// Letter is the scenario letter that stands for creature e as it is now: a
// goblin asleep is 'z', a goblin at or below a third of its hit points 'w',
// so a printed map reads back as the same scenario.
func (g *Game) Letter(e world.Entity) rune {
	s := g.Level.Ents
	k := s.Kind[e]
	if k == world.Goblin {
		switch {
		case s.Mind[e] == world.Asleep:
			return 'z'
		case 3*s.HP[e] <= s.MaxHP[e]:
			return 'w'
		}
	}
	return creatureGlyph[k]
}

// tileChar is each tile's character in map files (rock is its hardness
// digit, written by MapText).
var tileChar = [...]byte{
	world.Wall: '#', world.Floor: '.', world.Door: '+', world.Shallow: '~',
	world.Deep: '=', world.Rock: '1', world.Stairs: '>', world.Snow: ',',
	world.OpenDoor: '\'', world.UpStairs: '<',
}

// MapText draws the level in the map file format, one string per row:
// tiles (rock as its hardness digit, hardness/28 rounded down, at least
// 1), gold '$', and the living creatures over them by their letters ('@'
// for the player).
func (g *Game) MapText() []string {
	gr, s := g.Level.Grid, g.Level.Ents
	rows := make([]string, gr.H)
	buf := make([]byte, gr.W)
	for y := 0; y < gr.H; y++ {
		for x := 0; x < gr.W; x++ {
			i := gr.Index(x, y)
			t := gr.Tiles[i]
			c := byte('?')
			if int(t) < len(tileChar) {
				c = tileChar[t]
			}
			if t == world.Rock {
				c = '0' + byte(min(max(int(gr.Hard[i])/28, 1), 9))
			}
			if g.Level.Gold[i] > 0 {
				c = '$'
			}
			if k := g.Level.ItemAt(world.Pos{X: x, Y: y}); k >= 0 {
				c = byte(world.ItemGlyphs[g.Level.Items[k].Kind])
			}
			if e := s.Occ[i]; e != world.NoEntity {
				c = byte(g.Letter(e))
			}
			buf[x] = c
		}
		rows[y] = string(buf)
	}
	return rows
}

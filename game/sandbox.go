package game

import (
	"fmt"
	"strings"

	"downhill/ai"
	"downhill/world"
)

// Brush is what the sandbox paints on a cell.
type Brush uint8

// The brushes, in the order the sandbox cycles them: the tiles, rock,
// gold, the player, then one brush for each kind of creature
// (CreatureBrush), so a new kind is a new brush.
const (
	BrushWall Brush = iota
	BrushFloor
	BrushDoor
	BrushShallow
	BrushDeep
	BrushRock // rock of the hardness passed to Paint
	BrushGold
	BrushPlayer
	firstCreatureBrush
	// NumBrushes is how many brushes there are; not a brush.
	NumBrushes = firstCreatureBrush + Brush(world.NumKinds-world.Goblin)
)

// CreatureBrush is the brush that places creatures of kind k (not the
// player: BrushPlayer moves the player).
func CreatureBrush(k world.Kind) Brush { return firstCreatureBrush + Brush(k-world.Goblin) }

// Kind is the creature brush b places, if b places one.
func (b Brush) Kind() (world.Kind, bool) {
	if b < firstCreatureBrush || b >= NumBrushes {
		return 0, false
	}
	return world.Goblin + world.Kind(b-firstCreatureBrush), true
}

// String is the brush's on-screen name.
func (b Brush) String() string {
	if k, ok := b.Kind(); ok {
		return k.Facts().Name
	}
	if b < firstCreatureBrush {
		return brushNames[b]
	}
	return "brush?"
}

// brushNames are the names of the brushes before the creatures.
var brushNames = [firstCreatureBrush]string{"wall", "floor", "door", "shallow water", "deep water", "rock",
	"gold", "player"}

// brushTile is the tile each tile brush lays (rock's hardness is Paint's).
var brushTile = [BrushRock + 1]world.Tile{BrushWall: world.Wall, BrushFloor: world.Floor, BrushDoor: world.Door,
	BrushShallow: world.Shallow, BrushDeep: world.Deep, BrushRock: world.Rock}

// Paint is the sandbox's brush stroke on cell p: a tile (a creature
// standing where a tile it cannot stand on is laid is removed; the player
// is never painted over), rock of the given hardness, a pile of gold, the
// player moved there, or a hunting creature of a kind placed there. The
// minds are told what changed (MapChanged, HardnessChanged, GoldChanged),
// so every field follows the drawing. It reports whether anything changed.
// Painting takes no turn.
func (g *Game) Paint(p world.Pos, b Brush, hardness uint8) bool {
	gr, s := g.Level.Grid, g.Level.Ents
	if !gr.In(p.X, p.Y) || b >= NumBrushes {
		return false
	}
	i := gr.Index(p.X, p.Y)
	occ := s.Occ[i]
	m := g.mindsFor()
	switch k, creature := b.Kind(); {
	case b == BrushGold:
		if !gr.Tiles[i].Walkable() || g.Level.Gold[i] > 0 {
			return false
		}
		g.Level.Gold[i] = world.MapFileGold // as a saved drawing reads back
		m.GoldChanged()
	case b == BrushPlayer:
		if occ != world.NoEntity || !gr.Tiles[i].Walkable() {
			return false
		}
		s.Move(g.Player, p)
	case creature:
		if occ != world.NoEntity || !gr.Tiles[i].Walkable() || g.creatures() >= world.MaxMapCreatures {
			return false // (a drawing holding more would not load again)
		}
		e := g.addCreature(k, p)
		s.Mind[e], s.Memory[e] = world.Hunting, ai.ForgetTurns
	default:
		if occ == g.Player {
			return false
		}
		t, h := brushTile[b], uint8(0)
		if t == world.Rock {
			h = max(hardness, 1)
		}
		if gr.Tiles[i] == t && (t != world.Rock || gr.Hard[i] == h) {
			return false
		}
		if t == world.Rock {
			gr.SetRock(p.X, p.Y, h)
		} else {
			gr.Set(p.X, p.Y, t)
		}
		if !t.Walkable() && t != world.Deep {
			if occ != world.NoEntity {
				s.Kill(occ)
			}
			if g.Level.Gold[i] > 0 {
				g.Level.Gold[i] = 0
				m.GoldChanged()
			}
		}
		m.MapChanged(p)
	}
	gr.ComputeFOV(g.PlayerPos(), FOVRadius)
	// A stroke changes the world between turns: every field may be
	// brought up to date again this turn (each still only when its inputs
	// changed), so the overlay follows the drawing at once.
	for i := range g.Memo.Keys {
		g.Memo.Keys[i].Turn = -1
	}
	g.rescanPlayer()
	return true
}

// Erase clears cell p to floor: no creature (but the player), no gold.
func (g *Game) Erase(p world.Pos) bool {
	gr, s := g.Level.Grid, g.Level.Ents
	if !gr.In(p.X, p.Y) {
		return false
	}
	i := gr.Index(p.X, p.Y)
	changed := false
	if e := s.Occ[i]; e != world.NoEntity && e != g.Player {
		s.Kill(e)
		changed = true
	}
	if g.Level.Gold[i] > 0 {
		g.Level.Gold[i] = 0
		g.mindsFor().GoldChanged()
		changed = true
	}
	return g.Paint(p, BrushFloor, 0) || changed
}

// BlankMap is the sandbox's empty canvas in the map file format: a w x h
// room walled round with the player in its middle.
func BlankMap(w, h int) string {
	var b strings.Builder
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			switch {
			case x == 0 || y == 0 || x == w-1 || y == h-1:
				b.WriteByte('#')
			case x == w/2 && y == h/2:
				b.WriteByte('@')
			default:
				b.WriteByte('.')
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// MapFileText is the level in the `downhill sim -map` format, as a file
// (world.FormatMap). A sandbox drawing saved this way plays in `downhill
// sim -map` (and loads back in the sandbox).
func (g *Game) MapFileText() string { return string(world.FormatMap(g.Level)) }

// NewFromMapText starts a game on map text in the `sim -map` format (name
// names it in errors: "NAME:LINE:COL: ...").
func NewFromMapText(name string, text []byte, cfg Config) (*Game, error) {
	mf, err := world.ParseMap(name, text, world.CreatureLetters)
	if err != nil {
		return nil, err
	}
	g, err := NewFromMap(mf, cfg)
	if err != nil {
		return nil, fmt.Errorf("%s:1:1: %v", name, err)
	}
	return g, nil
}

// creatures counts the creatures alive on the level, the player left out.
func (g *Game) creatures() int {
	n := 0
	for e, alive := range g.Level.Ents.Alive {
		if alive && world.Entity(e) != g.Player {
			n++
		}
	}
	return n
}

// Package world holds Downhill's plain game data: the tile grid (tiles,
// hardness, what the player has seen and sees now), the level generators,
// field of view and a small entity store. It knows nothing about fields,
// drawing or windows, so every other package can depend on it and a level
// can be serialised as it is.
package world

// Tile is what fills one cell of a level. The numeric values are part of the
// save format: append new tiles at the end.
type Tile uint8

// The tiles of a level. Rock is the only tile whose hardness varies; Wall is
// rock of hardness 255 that nothing digs through.
const (
	Wall     Tile = iota // '#': hardness 255, never entered
	Floor                // '.'
	Door                 // '+': walkers pay 2 to open and pass it
	Shallow              // '~': shallow water, walked like floor
	Deep                 // '=' in map files, drawn '≈': swum on a budget
	Rock                 // '1'..'9' in map files: diggable, hardness in Grid.Hard
	Stairs               // '>': down to the next level
	Snow                 // ',': open ground in the wilds, walked like floor
	OpenDoor             // '\'': a door someone opened; costs 1, lets sight through
	UpStairs             // '<': up to the level above (out of the mountain on depth 1)
)

// MaxHardness is the hardness of rock nothing can dig (walls, the border).
const MaxHardness = 255

// Pos is a cell position, x to the right and y down from the top-left 0,0.
type Pos struct{ X, Y int }

// Add returns p moved by d.
func (p Pos) Add(d Pos) Pos { return Pos{p.X + d.X, p.Y + d.Y} }

// Grid is the map of one level. Slices are row-major (index y*W+x) so a
// Grid serialises as it is and its cells can be walked without allocation.
type Grid struct {
	W, H    int
	Tiles   []Tile
	Hard    []uint8 // hardness: 0 open, 1..254 diggable rock, 255 wall
	Seen    []bool  // remembered by the player (drawn dim when not visible)
	Visible []bool  // in the player's field of view this turn
}

// NewGrid returns a w x h grid filled with Wall.
func NewGrid(w, h int) *Grid {
	g := &Grid{W: w, H: h,
		Tiles:   make([]Tile, w*h),
		Hard:    make([]uint8, w*h),
		Seen:    make([]bool, w*h),
		Visible: make([]bool, w*h),
	}
	for i := range g.Hard {
		g.Hard[i] = MaxHardness
	}
	return g
}

// In reports whether x,y lies on the grid.
func (g *Grid) In(x, y int) bool { return x >= 0 && y >= 0 && x < g.W && y < g.H }

// Index returns the slice index of x,y.
func (g *Grid) Index(x, y int) int { return y*g.W + x }

// At returns the tile at x,y, or Wall off the grid (edges behave as walls).
func (g *Grid) At(x, y int) Tile {
	if !g.In(x, y) {
		return Wall
	}
	return g.Tiles[y*g.W+x]
}

// Set puts tile t at x,y and keeps the hardness consistent with it: open
// tiles get 0, Wall gets 255; Rock keeps its hardness (use SetRock).
func (g *Grid) Set(x, y int, t Tile) {
	i := y*g.W + x
	g.Tiles[i] = t
	switch t {
	case Wall:
		g.Hard[i] = MaxHardness
	case Rock:
	default:
		g.Hard[i] = 0
	}
}

// SetRock puts rock of hardness h at x,y (h = 255 makes it a Wall, 0 floor).
func (g *Grid) SetRock(x, y int, h uint8) {
	i := y*g.W + x
	switch h {
	case 0:
		g.Tiles[i] = Floor
	case MaxHardness:
		g.Tiles[i] = Wall
	default:
		g.Tiles[i] = Rock
	}
	g.Hard[i] = h
}

// Walkable reports whether a walker (no digging, no swimming) can stand on t.
func (t Tile) Walkable() bool {
	switch t {
	case Floor, Door, Shallow, Stairs, Snow, OpenDoor, UpStairs:
		return true
	}
	return false
}

// Opaque reports whether t blocks sight.
func (t Tile) Opaque() bool { return t == Wall || t == Rock || t == Door }

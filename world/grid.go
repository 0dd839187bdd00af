// Package world holds Downhill's plain game data: the tile grid (tiles,
// hardness, what the player has seen and sees now), the level generators,
// field of view and a small entity store. It knows nothing about fields,
// drawing or windows, so every other package can depend on it and a level
// can be serialised as it is.
package world

import "strconv"

// Tile is what fills one cell of a level. The numeric values are part of the
// save format: append new tiles before NumTiles, with their map character
// (alphabet.go).
type Tile uint8

// The tiles of a level. Rock is the only tile whose hardness varies; Wall is
// rock of hardness 255 that nothing digs through.
const (
	Wall Tile = iota // hardness 255, never entered
	Floor
	Door     // walkers pay 2 to open and pass it
	Shallow  // shallow water, walked like floor
	Deep     // deep water, drawn '≈': swum on a budget
	Rock     // diggable, hardness in Grid.Hard
	Stairs   // down to the next level
	Snow     // open ground in the wilds, walked like floor
	OpenDoor // a door someone opened; costs 1, lets sight through
	UpStairs // up to the level above (out of the mountain on depth 1)
	NumTiles // how many tiles there are; not a tile
)

// tileNames are the tiles' short names, as the lab's inspector and the
// docs say them.
var tileNames = [...]string{
	Wall: "wall", Floor: "floor", Door: "door", Shallow: "shallow water", Deep: "deep water",
	Rock: "rock", Stairs: "stairs down", Snow: "snow", OpenDoor: "open door", UpStairs: "stairs up",
}

// Every tile has its name: otherwise this does not compile.
var _ [0]struct{} = [len(tileNames) - int(NumTiles)]struct{}{}

// String is the tile's short name ("shallow water"), or "tile(N)" for a
// value that is not a tile.
func (t Tile) String() string {
	if t >= NumTiles {
		return "tile(" + strconv.Itoa(int(t)) + ")"
	}
	return tileNames[t]
}

// MaxHardness is the hardness of rock nothing can dig (walls, the border).
const MaxHardness = 255

// Pos is a cell position, x to the right and y down from the top-left 0,0.
type Pos struct{ X, Y int }

// Add returns p moved by d.
func (p Pos) Add(d Pos) Pos { return Pos{p.X + d.X, p.Y + d.Y} }

// Abs is |v|, the one absolute value of the project's packages: world is
// below all of them (ai, game, its session and render import it), so none
// writes its own.
func Abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// Dirs8 are the eight steps in the engine's order (N, E, S, W, NE, SE, SW,
// NW): one table for every rule that looks round a cell, so that ties go
// the same way everywhere.
var Dirs8 = [8]Pos{{X: 0, Y: -1}, {X: 1, Y: 0}, {X: 0, Y: 1}, {X: -1, Y: 0}, {X: 1, Y: -1}, {X: 1, Y: 1}, {X: -1, Y: 1}, {X: -1, Y: -1}}

// Grid is the map of one level. Slices are row-major (index y*W+x) so a
// Grid serialises as it is and its cells can be walked without allocation.
type Grid struct {
	W, H    int
	Tiles   []Tile
	Hard    []uint8 // hardness: 0 open, 1..254 diggable rock, 255 wall
	Seen    []bool  // remembered by the player (drawn dim when not visible)
	Visible []bool  // in the player's field of view this turn
	// known is KnownSum once computed (knownOK), then kept up to date by
	// Set, SetRock and ComputeFOV, so it costs nothing per turn.
	known   uint64
	knownOK bool
}

// KnownSum is a checksum of what the player knows of the map: every seen
// cell with its tile. It changes when a cell is first seen or a seen
// cell's tile changes. The first call walks the grid; after that Set,
// SetRock and ComputeFOV keep it current at no cost, so a caller that
// writes Tiles or Seen directly (a test, an editor) must call Rehash.
func (g *Grid) KnownSum() uint64 {
	if !g.knownOK {
		g.known = 0
		for i, s := range g.Seen {
			if s {
				g.known ^= knownMix(i, g.Tiles[i])
			}
		}
		g.knownOK = true
	}
	return g.known
}

// Rehash makes the next KnownSum walk the grid again, after Tiles or Seen
// were written without Set, SetRock or ComputeFOV.
func (g *Grid) Rehash() { g.knownOK = false }

// knownMix is what seen cell i holding t adds (by xor) to KnownSum: a
// splitmix64 finaliser, so sums of different cells rarely collide.
func knownMix(i int, t Tile) uint64 {
	z := uint64(i)<<8 | uint64(t)
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// setTile puts t at cell i, keeping KnownSum current.
func (g *Grid) setTile(i int, t Tile) {
	if old := g.Tiles[i]; g.knownOK && g.Seen[i] && old != t {
		g.known ^= knownMix(i, old) ^ knownMix(i, t)
	}
	g.Tiles[i] = t
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
	g.setTile(i, t)
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
		g.setTile(i, Floor)
	case MaxHardness:
		g.setTile(i, Wall)
	default:
		g.setTile(i, Rock)
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

// Solid reports whether t is a corner no diagonal passes: walls and rock.
// Every other tile (doors, water, stairs) leaves a diagonal free.
func (t Tile) Solid() bool { return t == Wall || t == Rock }

// CornersAllow is the one corner rule of every step and every blow, the
// player's and every kind's alike: a diagonal from p by d passes only when
// neither cell beside it (p+(d.X,0) and p+(0,d.Y)) is Solid; an orthogonal
// step always passes it (off the map counts as wall). A rule that stops
// the player stops the goblin, both ways: a tunneler that could dig the
// rock beside a diagonal must dig it first. The walkers' fields are
// stricter still (their costs cannot tell deep water from a wall, so they
// route round water's corners too), which only makes their ways longer,
// never a move this rule refuses.
func (g *Grid) CornersAllow(p, d Pos) bool {
	if d.X == 0 || d.Y == 0 {
		return true
	}
	return !g.At(p.X+d.X, p.Y).Solid() && !g.At(p.X, p.Y+d.Y).Solid()
}

// Opaque reports whether t blocks sight.
func (t Tile) Opaque() bool { return t == Wall || t == Rock || t == Door }

package world

// Level is one dungeon floor: its grid, the creatures on it and the gold
// lying on its cells. It is plain data so a save is just its fields.
type Level struct {
	Depth  int
	Kind   string // generator that made it: rooms, caves, maze, wilds, file
	Grid   *Grid
	Ents   *Store
	Gold   []int // gold lying on each cell (index y*W+x), 0 for none
	Start  Pos   // where the player arrives
	Stairs Pos   // the way down (a Stairs tile), or -1,-1 when there is none
}

// NewLevel wraps a grid in an empty level.
func NewLevel(g *Grid) *Level {
	return &Level{Grid: g, Ents: NewStore(g.W, g.H), Gold: make([]int, g.W*g.H), Stairs: Pos{-1, -1}}
}

package world

// HandDrawn is the Generator of a level read from a map file: drawn by
// hand, so known whole to whoever drew it.
const HandDrawn = "file"

// Level is one dungeon floor: its grid, the creatures on it, the gold and
// items lying on its cells and the effects in its air. It is plain data so a save is just its fields.
type Level struct {
	Depth int
	// Generator is what made it: one of Generators, or HandDrawn for a
	// map file. Saves call it Kind.
	Generator string `json:"Kind"`
	Grid      *Grid
	Ents      *Store
	Gold      []int // gold lying on each cell (index y*W+x), 0 for none
	Start     Pos   // where the player arrives
	Stairs    Pos   // the way down (a Stairs tile), or -1,-1 when there is none
	// Up is the way up (an UpStairs tile, where the player arrives from
	// above), or -1,-1 when there is none.
	Up      Pos
	Items   []Item   // items lying on the floor
	Effects []Effect // smoke clouds and caltrops, with their turns left
}

// NewLevel wraps a grid in an empty level.
func NewLevel(g *Grid) *Level {
	return &Level{Grid: g, Ents: NewStore(g.W, g.H), Gold: make([]int, g.W*g.H), Stairs: Pos{-1, -1}, Up: Pos{-1, -1}}
}

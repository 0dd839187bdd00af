package world

import "math/rand/v2"

// Kinds lists the level generators by name, in the order the game mixes
// them as the player descends.
var Kinds = []string{"rooms", "caves", "maze", "wilds"}

// Generate makes a w x h level of the named kind (see Kinds) at depth from
// rng alone, so a seed always gives the same level. It places the stairs,
// gold and the player's start; creatures are the game's to add.
//
// STUB: an open room inside rock; the world generators replace it.
func Generate(kind string, w, h, depth int, rng *rand.Rand) *Level {
	g := NewGrid(w, h)
	for y := 1; y < h-1; y++ {
		for x := 1; x < w-1; x++ {
			g.SetRock(x, y, uint8(1+rng.IntN(254)))
		}
	}
	for y := 2; y < h-2; y++ {
		for x := 2; x < w-2; x++ {
			g.Set(x, y, Floor)
		}
	}
	l := NewLevel(g)
	l.Depth, l.Kind = depth, kind
	l.Start = Pos{3, 3}
	l.Stairs = Pos{w - 4, h - 4}
	g.Set(l.Stairs.X, l.Stairs.Y, Stairs)
	return l
}

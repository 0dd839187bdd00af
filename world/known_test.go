package world

import (
	"math/rand/v2"
	"testing"
)

// KnownSum kept current by ComputeFOV, Set and SetRock equals the sum a
// fresh walk of the grid computes, through a long run of views and tile
// changes on every generator's levels; and it does change when a seen
// tile does.
func TestKnownSumKeptCurrent(t *testing.T) {
	for _, kind := range Generators {
		rng := rand.New(rand.NewPCG(5, 9))
		l := Generate(kind, 60, 40, 1, rng)
		g := l.Grid
		g.KnownSum()
		for step := 0; step < 300; step++ {
			x, y := rng.IntN(g.W), rng.IntN(g.H)
			switch rng.IntN(3) {
			case 0:
				g.ComputeFOV(Pos{X: x, Y: y}, 9)
			case 1:
				g.Set(x, y, Tile(rng.IntN(int(OpenDoor)+1)))
			default:
				g.SetRock(x, y, uint8(rng.IntN(256)))
			}
			kept := g.KnownSum()
			g.Rehash()
			if fresh := g.KnownSum(); kept != fresh {
				t.Fatalf("%s step %d: kept sum %x, a fresh walk says %x", kind, step, kept, fresh)
			}
		}
		i := 0
		for !g.Seen[i] {
			i++
		}
		before := g.KnownSum()
		g.Set(i%g.W, i/g.W, g.Tiles[i]^1)
		if g.KnownSum() == before {
			t.Fatalf("%s: a seen tile changed and the sum did not", kind)
		}
	}
}

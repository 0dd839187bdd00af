package ai

import (
	"math/rand/v2"
	"runtime"
	"testing"

	"downhill/ai/dijkstra"
	"downhill/world"
)

// shoreByEveryLand is ShoreField as it was first written, every land cell
// a goal: the oracle the shore-only scan must equal.
func shoreByEveryLand(g *world.Grid) *dijkstra.Field {
	costs := dijkstra.NewCosts(g.W, g.H)
	var goals []dijkstra.Goal
	for y := 0; y < g.H; y++ {
		for x := 0; x < g.W; x++ {
			switch t := g.At(x, y); {
			case t == world.Deep:
				costs.Set(x, y, 1)
			case t.Walkable():
				costs.Set(x, y, 1)
				goals = append(goals, dijkstra.Goal{X: x, Y: y})
			}
		}
	}
	f := dijkstra.NewField(g.W, g.H)
	f.Scan(goals, costs, dijkstra.Rules{})
	return f
}

// TestShoreFieldEqualsEveryLand: the shore field scanned from the land
// beside the water alone holds, on every cell, what the scan from every
// land cell holds (random soups of every tile, ponds, lakes, no water),
// and a level of land with a little water costs no goal a land cell.
func TestShoreFieldEqualsEveryLand(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for trial := 0; trial < 300; trial++ {
		w, h := 1+rng.IntN(40), 1+rng.IntN(30)
		g := world.NewGrid(w, h)
		water := rng.IntN(4) // none, a little, half, most
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				t := world.Tile(rng.IntN(int(world.NumTiles)))
				if rng.IntN(4) < water {
					t = world.Deep
				}
				g.Set(x, y, t)
			}
		}
		want, got := shoreByEveryLand(g), ShoreField(g, nil)
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				if want.At(x, y) != got.At(x, y) {
					t.Fatalf("trial %d, %dx%d: cell %d,%d (%v) holds %d, want %d", trial, w, h, x, y, g.At(x, y), got.At(x, y), want.At(x, y))
				}
			}
		}
	}
	// 512 x 512 land around a pond: what the scan allocates beyond its
	// field and costs is a few bytes a cell, not a goal (24 bytes) a cell.
	g := world.NewGrid(512, 512)
	for y := 0; y < 512; y++ {
		for x := 0; x < 512; x++ {
			g.Set(x, y, world.Floor)
			if x > 200 && x < 220 && y > 200 && y < 220 {
				g.Set(x, y, world.Deep)
			}
		}
	}
	dst := dijkstra.NewField(512, 512)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	ShoreField(g, dst)
	runtime.ReadMemStats(&after)
	if perCell := float64(after.TotalAlloc-before.TotalAlloc) / (512 * 512); perCell > 12 {
		t.Errorf("ShoreField allocated %.1f bytes a cell, want at most 12 (its costs and scan, no goal a land cell)", perCell)
	}
}

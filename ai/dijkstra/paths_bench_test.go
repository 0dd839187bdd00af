package dijkstra

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"downhill/ai/dijkstra/reference"
)

// benchLevel is an n x n level of one kind for BenchmarkPaths: "rooms",
// 6x6 rooms in walls two thick with a door-wide gap in each wall, or
// "caves", open ground with one cell in ten a wall.
func benchLevel(kind string, n int) (refGrid, *Costs) {
	rng := rand.New(rand.NewPCG(1, 2))
	g := refGrid{W: n, H: n, Cost: make([]uint8, n*n)}
	c := NewCosts(n, n)
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			v := uint8(1)
			switch kind {
			case "rooms":
				wx, wy := x%8 >= 6, y%8 >= 6
				gapX, gapY := y%8 == 3, x%8 == 3
				if wx && !gapX || wy && !gapY || wx && wy {
					v = 0
				}
			case "caves":
				if rng.IntN(10) == 0 {
					v = 0
				}
			}
			g.Cost[y*n+x] = v
			c.Set(x, y, v)
		}
	}
	return g, c
}

// BenchmarkPaths times one walkers' field (8-way, corners denied, from
// near a corner) on each way of computing it, in ns per reached cell: the
// plain algorithm (package reference, at 256x256 only), the cell-at-a-time
// value loops, the class path and the bit scan, at 256x256 (the values fit
// the cache) and 1024x1024 (they do not). docs/engine.md says what each
// buys.
func BenchmarkPaths(b *testing.B) {
	for _, level := range []struct {
		kind string
		n    int
	}{{"rooms", 256}, {"caves", 256}, {"rooms", 1024}, {"caves", 1024}} {
		kind := fmt.Sprintf("%s%d", level.kind, level.n)
		g, costs := benchLevel(level.kind, level.n)
		goals := []Goal{{X: 3, Y: 3}}
		if costs.At(3, 3) == 0 {
			b.Fatal("the goal is in a wall")
		}
		reached := 0
		for _, v := range refScan(g, goals, Rules{}) {
			if v != refUnreached {
				reached++
			}
		}
		b.Run(kind+"/reference", func(b *testing.B) {
			if level.n > 256 {
				b.Skip("the plain algorithm takes seconds a scan here")
			}
			rg := []reference.Goal{{X: 3, Y: 3}}
			for range b.N {
				reference.Scan(g, rg, reference.Rules{})
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*reached), "ns/cell")
		})
		for _, p := range scanPaths {
			b.Run(fmt.Sprintf("%s/%s", kind, pathNames[p]), func(b *testing.B) {
				f := NewField(g.W, g.H)
				f.path = p
				f.Scan(goals, costs, Rules{})
				if f.Reached() != reached {
					b.Fatalf("%d cells reached, the reference %d", f.Reached(), reached)
				}
				b.ResetTimer()
				for range b.N {
					f.Scan(goals, costs, Rules{})
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*reached), "ns/cell")
			})
		}
	}
}

package dijkstra

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"downhill/ai/dijkstra/reference"
)

// benchLevel is a 256x256 level of one kind for BenchmarkPaths: "rooms",
// 14x14 rooms in walls two thick with a gap in each wall, or "caves",
// open ground with one cell in ten a wall.
func benchLevel(kind string) (refGrid, *Costs) {
	const n = 256
	rng := rand.New(rand.NewPCG(1, 2))
	g := refGrid{W: n, H: n, Cost: make([]uint8, n*n)}
	c := NewCosts(n, n)
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			v := uint8(1)
			switch kind {
			case "rooms":
				wx, wy := x%16 >= 14, y%16 >= 14
				gapX, gapY := y%16 == 7, x%16 == 7
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

// BenchmarkPaths times one walkers' field (8-way, corners denied, from the
// level's middle) on each way of computing it, in ns per reached cell:
// the plain algorithm (package reference), the cell-at-a-time value loops,
// the class path and the bit scan. docs/engine.md says what each buys.
func BenchmarkPaths(b *testing.B) {
	for _, kind := range []string{"rooms", "caves"} {
		g, costs := benchLevel(kind)
		goals := []Goal{{X: 7, Y: 7}}
		if costs.At(7, 7) == 0 {
			b.Fatal("the goal is in a wall")
		}
		reached := 0
		for _, v := range refScan(g, goals, Rules{}) {
			if v != refUnreached {
				reached++
			}
		}
		b.Run(kind+"/reference", func(b *testing.B) {
			rg := []reference.Goal{{X: 7, Y: 7}}
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

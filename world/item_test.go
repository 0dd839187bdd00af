package world

import (
	"math/rand/v2"
	"testing"
)

// TestStairsBothWaysAndItems: every generated level has its up stairs on
// the start and down stairs reachable from them by walking, and items on
// reachable floor, spread out (no two on one cell, none on the start).
func TestStairsBothWaysAndItems(t *testing.T) {
	for _, kind := range Generators {
		for seed := uint64(1); seed <= 10; seed++ {
			l := Generate(kind, 80, 45, int(seed%8)+1, rand.New(rand.NewPCG(seed, 1)))
			g := l.Grid
			if l.Up != l.Start || g.At(l.Up.X, l.Up.Y) != UpStairs || g.At(l.Stairs.X, l.Stairs.Y) != Stairs {
				t.Fatalf("%s %d: up %v (%v) start %v, down %v (%v)", kind, seed, l.Up, g.At(l.Up.X, l.Up.Y), l.Start, l.Stairs, g.At(l.Stairs.X, l.Stairs.Y))
			}
			dist := bfs(g, l.Up)
			if dist[g.Index(l.Stairs.X, l.Stairs.Y)] < 0 {
				t.Errorf("%s %d: the down stairs are not reachable from the up stairs", kind, seed)
			}
			if len(l.Items) < 2 {
				t.Errorf("%s %d: %d items", kind, seed, len(l.Items))
			}
			seen := map[Pos]bool{}
			for _, it := range l.Items {
				i := g.Index(it.Pos.X, it.Pos.Y)
				if it.Kind == NoItem || it.Kind == Heart || it.Kind >= NumItems || dist[i] < 3 || g.Tiles[i] != Floor && g.Tiles[i] != Snow || seen[it.Pos] {
					t.Errorf("%s %d: item %v at distance %d on %v", kind, seed, it, dist[i], g.Tiles[i])
				}
				seen[it.Pos] = true
			}
		}
	}
}

// bfs is the 4-way walking distance from p (-1 unreached).
func bfs(g *Grid, p Pos) []int {
	d := make([]int, g.W*g.H)
	for i := range d {
		d[i] = -1
	}
	d[g.Index(p.X, p.Y)] = 0
	q := []Pos{p}
	for len(q) > 0 {
		c := q[0]
		q = q[1:]
		for _, s := range dirs4 {
			n := c.Add(s)
			if g.In(n.X, n.Y) && d[g.Index(n.X, n.Y)] < 0 && g.At(n.X, n.Y).Walkable() {
				d[g.Index(n.X, n.Y)] = d[g.Index(c.X, c.Y)] + 1
				q = append(q, n)
			}
		}
	}
	return d
}

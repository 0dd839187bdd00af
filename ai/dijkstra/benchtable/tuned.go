package benchtable

import (
	"fmt"
	"math"

	"downhill/ai/dijkstra"
)

// tunedDial is the yardstick of the tunnel column: the Dijkstra map a
// developer who has tuned one writes, on the same tunnelers' costs, 8-way
// with corners denied. Padded arrays (a one-cell border of walls, so no
// bounds tests), walls holding a mark below every distance (so a wall is
// skipped by the one comparison that relaxes a cell, and the corner rule
// reads the distances already loaded), Dial's buckets (a ring of Max+1
// FIFO queues, rounded up to a power of two: for unit costs a plain
// breadth-first FIFO), every cell settled once (a stale entry is skipped),
// the empty field restored by one block copy, buffers reused. It is what
// the engine's weighted scan must beat to be worth its complexity; its
// values are checked against the engine's before it is timed.
type tunedDial struct {
	w, h, s int
	cost    []uint8
	dist    []int32
	blank   []int32 // dist with nothing reached: tunedWall on walls
	ring    [][]int32
	goal    int
}

// tunedWall is a wall's distance: below every real one.
const tunedWall = math.MinInt32

func newTunedDial(l Level) *tunedDial {
	s := l.W + 2
	cost := padded(l.Tunnel)
	d := &tunedDial{w: l.W, h: l.H, s: s, cost: cost, dist: make([]int32, len(cost)), blank: make([]int32, len(cost))}
	for i, c := range cost {
		d.blank[i] = tunedWall
		if c != 0 {
			d.blank[i] = dijkstra.Unreached
		}
	}
	r := 1
	for r <= int(l.Tunnel.Max()) {
		r *= 2
	}
	d.ring = make([][]int32, r)
	d.goal = (l.Goal.Y+1)*s + l.Goal.X + 1
	return d
}

// scan floods from the goal over the tunnelers' costs.
func (d *tunedDial) scan() {
	dist, cost, s := d.dist, d.cost, d.s
	copy(dist, d.blank)
	mask := int32(len(d.ring) - 1)
	for i := range d.ring {
		d.ring[i] = d.ring[i][:0]
	}
	dist[d.goal] = 0
	d.ring[0] = append(d.ring[0], int32(d.goal))
	pending := 1
	relax := func(n int, cur int32) {
		if nv := cur + int32(cost[n]); nv < dist[n] {
			dist[n] = nv
			q := &d.ring[nv&mask]
			*q = append(*q, int32(n))
			pending++
		}
	}
	for cur := int32(0); pending > 0; cur++ {
		b := &d.ring[cur&mask]
		// A bucket gains no cell while it is taken: every cost is >= 1.
		for _, c32 := range *b {
			c := int(c32)
			if dist[c] != cur {
				continue // stale: settled cheaper
			}
			relax(c-s, cur)
			relax(c+1, cur)
			relax(c+s, cur)
			relax(c-1, cur)
			// A diagonal only between two passable cells (walls hold
			// tunedWall whatever else they were given).
			pn, pe, ps, pw := dist[c-s] != tunedWall, dist[c+1] != tunedWall, dist[c+s] != tunedWall, dist[c-1] != tunedWall
			if pn && pe {
				relax(c-s+1, cur)
			}
			if ps && pe {
				relax(c+s+1, cur)
			}
			if ps && pw {
				relax(c+s-1, cur)
			}
			if pn && pw {
				relax(c-s-1, cur)
			}
		}
		pending -= len(*b)
		*b = (*b)[:0]
	}
}

// check returns an error unless the tuned Dial's values are f's.
func (d *tunedDial) check(f *dijkstra.Field) error {
	for y := 0; y < d.h; y++ {
		for x := 0; x < d.w; x++ {
			got, want := f.At(x, y), d.dist[(y+1)*d.s+x+1]
			if want == tunedWall {
				want = dijkstra.Unreached
			}
			if got != want {
				return fmt.Errorf("benchtable: the tuned Dial gives %d at %d,%d, the engine %d", want, x, y, got)
			}
		}
	}
	return nil
}

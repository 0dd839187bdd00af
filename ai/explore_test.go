package ai

import (
	"math/rand/v2"
	"testing"

	"downhill/ai/dijkstra"
	"downhill/world"
)

// exploreTargetFull is ExploreTarget as it was before the flood became
// lazy: the whole route flooded, then every cell of the grid looked at.
func exploreTargetFull(r *Route, g *world.Grid, gold []int) (target world.Pos, ok bool) {
	best := dijkstra.Unreached
	from := r.From()
	for y := 0; y < g.H; y++ {
		for x := 0; x < g.W; x++ {
			i := y*g.W + x
			var worth, v int32
			switch {
			case !g.Seen[i]:
				v = r.vals[r.index(x, y)] // layer 0: unseen is dry floor
			case gold[i] > 0 && g.Visible[i] && (x != from.X || y != from.Y):
				worth, v = GoldPull, r.At(x, y)
			default:
				continue
			}
			if v == dijkstra.Unreached || v == 0 {
				continue
			}
			if v+worth < best {
				best, target, ok = v+worth, world.Pos{X: x, Y: y}, true
			}
		}
	}
	return target, ok
}

// ExploreTarget on a lazily flooded route, read after other readers have
// flooded it some way (or not at all), picks exactly the target and path
// the whole flood and a look at every cell pick, on every generator's
// levels with random knowledge, sight, gold and water.
func TestExploreTargetMatchesFullFlood(t *testing.T) {
	lazy := NewRoute(80, 45, DefaultSwimBudget)
	for li, l := range levels(t) {
		g := l.Grid
		rng := rand.New(rand.NewPCG(uint64(li), 14))
		gold := make([]int, len(g.Tiles))
		for step := 0; step < 40; step++ {
			seenPct := []int{2, 50, 90, 99, 100}[step%5]
			for i := range g.Seen {
				g.Seen[i] = rng.IntN(100) < seenPct
				g.Visible[i] = g.Seen[i] && rng.IntN(2) == 0
				gold[i] = 0
				if rng.IntN(200) == 0 {
					gold[i] = 1 + rng.IntN(5)
				}
			}
			for k := 0; k < 30; k++ {
				x, y := rng.IntN(g.W), rng.IntN(g.H)
				if t := g.At(x, y); t == world.Floor || t == world.Deep {
					g.Set(x, y, []world.Tile{world.Floor, world.Deep}[rng.IntN(2)])
				}
			}
			var from world.Pos
			for {
				from = world.Pos{X: rng.IntN(g.W), Y: rng.IntN(g.H)}
				if g.At(from.X, from.Y).Walkable() || g.At(from.X, from.Y) == world.Deep {
					break
				}
			}
			left := rng.IntN(DefaultSwimBudget + 1)
			shore := ShoreField(g, nil)
			lazy.Scan(g, shore, from, left)
			for range rng.IntN(3) { // an earlier reader floods some way
				lazy.At(rng.IntN(g.W), rng.IntN(g.H))
			}
			full := NewRoute(g.W, g.H, DefaultSwimBudget)
			full.Scan(g, shore, from, left)
			full.finish()
			want, wok := exploreTargetFull(full, g, gold)
			got, ok := ExploreTarget(lazy, g, gold)
			if got != want || ok != wok {
				t.Fatalf("level %d step %d: target %v %v, the full flood says %v %v", li, step, got, ok, want, wok)
			}
			if ok {
				gp, wp := lazy.Path(got.X, got.Y, nil), full.Path(want.X, want.Y, nil)
				if len(gp) != len(wp) || len(gp) > 0 && gp[len(gp)-1] != wp[len(wp)-1] {
					t.Fatalf("level %d step %d: path %v, the full flood's %v", li, step, gp, wp)
				}
				for i := range gp {
					if gp[i] != wp[i] {
						t.Fatalf("level %d step %d: path %v, the full flood's %v", li, step, gp, wp)
					}
				}
			}
		}
	}
}

package game

import "testing"

// BenchmarkStepBackAndForth is one turn on a 256x256 level with 1000
// goblins of mixed kinds, the player stepping back and forth so the
// player field (and every field built on it) is recomputed each turn.
// (BenchmarkTurn times the explore bot's turns at three sizes.)
func BenchmarkStepBackAndForth(b *testing.B) {
	g := New(Config{Seed: 11, Goblins: 1000, W: 256, H: 256, Level: "caves"})
	unbreakableB(g)
	dx := 1
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if !g.Do(Command{Action: ActMove, DX: dx}) {
			g.Do(Command{Action: ActWait})
		}
		dx = -dx
	}
	b.ReportMetric(float64(g.Scans())/float64(max(g.Turn, 1)), "scans/turn")
}

func unbreakableB(g *Game) { g.Level.Ents.HP[g.Player], g.Level.Ents.MaxHP[g.Player] = 1<<30, 1<<30 }

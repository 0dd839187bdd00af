package game

import "testing"

// BenchmarkTurn1000Goblins is one turn on a 256x256 level with 1000
// goblins of mixed kinds, the player stepping back and forth so the
// player field (and every field built on it) is recomputed each turn.
func BenchmarkTurn1000Goblins(b *testing.B) {
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

// BenchmarkBigTurn is one turn of the levels to come: 1024 x 1024, 2000
// goblins, the explore bot playing (its travel route, every goblin's
// fields, digs patching the costs). A game that ends starts again, with the
// timer stopped: making a 1024 x 1024 level is set-up, not a turn.
func BenchmarkBigTurn(b *testing.B) {
	for _, kind := range []string{"rooms", "caves", "maze"} {
		b.Run(kind, func(b *testing.B) {
			cfg := Config{Seed: 3, W: 1024, H: 1024, Goblins: 2000, Level: kind}
			g := New(cfg)
			for b.Loop() {
				if !g.BotTurn() {
					b.StopTimer()
					g = New(cfg)
					b.StartTimer()
				}
			}
		})
	}
}

package game

import "testing"

// BenchmarkTurn times one steady turn (see SteadyTurn) at each of
// TurnSizes: the explore bot playing, every goblin kind present, the set-up
// and any new game outside the timed part.
func BenchmarkTurn(b *testing.B) {
	for _, s := range TurnSizes {
		b.Run(s.String(), func(b *testing.B) {
			g := NewTurnBench(s)
			for range 20 {
				if !g.SteadyTurn() {
					g = NewTurnBench(s)
				}
			}
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				for !g.SteadyTurn() {
					b.StopTimer()
					g = NewTurnBench(s)
					b.StartTimer()
				}
			}
		})
	}
}

package game

import (
	"flag"
	"fmt"
	"runtime"
	"testing"
)

// BenchmarkTurn times one steady turn (see SteadyTurn) at each of
// TurnSizes: the explore bot playing, every goblin kind present, the set-up,
// 40 warm-up turns (by then the goblins that start the game hunting far
// away have forgotten the player) and any new game outside the timed part.
func BenchmarkTurn(b *testing.B) {
	for _, s := range TurnSizes {
		b.Run(s.String(), func(b *testing.B) {
			g := NewTurnBench(s)
			for range 40 {
				if !g.SteadyTurn() {
					g = NewTurnBench(s)
				}
			}
			b.ReportAllocs()
			scans, ext, turns := g.Scans(), g.Minds().Extensions(), g.Turn
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				for !g.SteadyTurn() {
					b.StopTimer()
					g = NewTurnBench(s)
					scans, ext, turns = g.Scans(), g.Minds().Extensions(), g.Turn
					b.StartTimer()
				}
			}
			b.StopTimer()
			n := float64(max(g.Turn-turns, 1))
			b.ReportMetric(float64(g.Scans()-scans)/n, "scans/turn")
			b.ReportMetric(float64(g.Minds().Extensions()-ext)/n, "ext/turn")
		})
	}
}

var turnTable = flag.Bool("turn-table", false, "print the markdown table of whole turns (make bench)")

// TestTurnTable prints, with -turn-table, the turn rows `make bench` shows
// next to the field rows: BenchTurns at each of TurnSizes, in thread CPU
// time, after 40 warm-up turns (the goblins that start the game hunting
// far away have forgotten the player by then).
func TestTurnTable(t *testing.T) {
	if !*turnTable {
		t.Skip("run with -args -turn-table (make bench)")
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	fmt.Println(TurnHeader)
	for _, s := range TurnSizes {
		turns := max(60, min(400, 40_000_000/(s.W*s.H)))
		fmt.Println(BenchTurns(s, 40, turns, 3, threadCPU))
	}
}

package turnbench

import (
	"flag"
	"fmt"
	"runtime"
	"testing"
	"time"

	"downhill/ai/dijkstra/benchtable"
)

// BenchmarkTurn times one steady turn (see SteadyTurn) at each of
// Sizes: the explore bot playing, every goblin kind present, the set-up,
// 40 warm-up turns (by then the goblins that start the game hunting far
// away have forgotten the player) and any new game outside the timed part.
func BenchmarkTurn(b *testing.B) {
	for _, s := range Sizes {
		b.Run(s.String(), func(b *testing.B) {
			g := NewGame(s)
			for range 40 {
				if !SteadyTurn(g) {
					g = NewGame(s)
				}
			}
			b.ReportAllocs()
			scans, ext, turns := g.Scans(), g.Minds().Extensions(), g.Turn
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				for !SteadyTurn(g) {
					b.StopTimer()
					g = NewGame(s)
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
// next to the field rows (Table, in thread CPU time: the clock the
// field table reads).
func TestTurnTable(t *testing.T) {
	if !*turnTable {
		t.Skip("run with -args -turn-table (make bench)")
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	Table(func(s string) { fmt.Println(s) }, benchtable.ThreadCPU, 0)
}

// With a clock as coarse as a browser's, Time times batches of turns
// long enough to read: turn by turn, the least of three readings of a
// 13-80 us turn on a 1 ms clock would be 0 nearly every time.
func TestTimeCoarseClock(t *testing.T) {
	t0 := time.Now()
	coarse := func() time.Duration { return time.Since(t0).Truncate(time.Millisecond) }
	row := Time(Sizes[0], 40, 400, 3, coarse, time.Millisecond)
	if row.Turns != 400 || row.NsTurn < 1000 || row.NsTurn > 10e6 {
		t.Fatalf("row %s: want 400 turns of 1 us to 10 ms", row)
	}
}

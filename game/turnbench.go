package game

import (
	"fmt"
	"runtime"
	"time"

	"downhill/world"
)

// TurnSize is a level size and goblin count at which whole turns are timed
// (`go test ./game -bench Turn`, `make bench`, the browser's ?bench).
type TurnSize struct{ W, H, Goblins int }

// String is the size as the benchmark names it: "80x45x30".
func (s TurnSize) String() string { return fmt.Sprintf("%dx%dx%d", s.W, s.H, s.Goblins) }

// TurnSizes are the sizes of issue 14's turn targets: the default level
// with a few goblins, a big one, and the biggest with 10,000 goblins.
var TurnSizes = []TurnSize{{80, 45, 30}, {256, 256, 1000}, {1024, 1024, 10000}}

// NewTurnBench returns the game a turn benchmark plays at size s: a fixed
// seed, the first level (rooms), every kind of goblin present (one in fifty
// made a naive chaser, which the generated mix lacks), and a player who
// cannot die, so that turns go on at the same level for as long as the
// bot finds something to do.
func NewTurnBench(s TurnSize) *Game {
	g := New(Config{Seed: 3, W: s.W, H: s.H, Goblins: s.Goblins})
	ents := g.Level.Ents
	ents.HP[g.Player], ents.MaxHP[g.Player] = 1<<30, 1<<30
	n := 0
	for e := range ents.Alive {
		if ents.Alive[e] && world.Entity(e) != g.Player {
			if n++; n%50 == 0 {
				ents.Kind[e], ents.Glyph[e] = world.Naive, creatureGlyph[world.Naive]
			}
		}
	}
	return g
}

// SteadyTurn plays one turn of the explore bot (BotTurn) on the current
// level and reports true, or reports false without playing when that turn
// would not be a steady one: the player is dead, or the bot would take
// the stairs (a new level). A benchmark starts a new game outside its
// timed part when it gets false.
func (g *Game) SteadyTurn() bool {
	if g.Dead || g.botDescends() {
		return false
	}
	return g.BotTurn()
}

// TurnRow is one size's whole-turn timing: mean time and heap allocations
// per steady turn.
type TurnRow struct {
	Size   TurnSize
	Turns  int
	NsTurn float64
	Allocs float64 // mallocs per turn
}

// String is the row as make bench and the browser's ?bench print it.
func (r TurnRow) String() string {
	return fmt.Sprintf("turn %-16s %10.0f ns/turn %7.3f ms/turn %8.2f allocs/turn (%d turns)",
		r.Size, r.NsTurn, r.NsTurn/1e6, r.Allocs, r.Turns)
}

// BenchTurns times steady turns at size s for about d of turn time (at
// least warm+1 turns), after warm untimed turns that let the caches fill;
// new games (after the bot ran out of level) are made outside the timing.
// It is what the browser's ?bench calls for its turn rows.
func BenchTurns(s TurnSize, warm int, d time.Duration) TurnRow {
	g := NewTurnBench(s)
	for i := 0; i < warm; i++ {
		if !g.SteadyTurn() {
			g = NewTurnBench(s)
		}
	}
	var ms runtime.MemStats
	var spent time.Duration
	var mallocs uint64
	turns := 0
	for spent < d || turns == 0 {
		// Turns are timed in runs of up to 16, a new game (untimed)
		// after a run that ran out of level.
		runtime.ReadMemStats(&ms)
		m0, t0 := ms.Mallocs, time.Now()
		n, ok := 0, true
		for n < 16 {
			if ok = g.SteadyTurn(); !ok {
				break
			}
			n++
		}
		spent += time.Since(t0)
		runtime.ReadMemStats(&ms)
		mallocs += ms.Mallocs - m0
		turns += n
		if !ok {
			g = NewTurnBench(s)
		}
	}
	return TurnRow{Size: s, Turns: turns, NsTurn: float64(spent.Nanoseconds()) / float64(turns),
		Allocs: float64(mallocs) / float64(turns)}
}

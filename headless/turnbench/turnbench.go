// Package turnbench times whole steady turns of the game: the explore bot
// playing on one level, every goblin kind present, at three sizes up to
// 1024x1024 with 10,000 goblins. `make bench` prints its table in thread
// CPU time and the browser's ?bench in wall time, so the two can be set
// side by side; `go test -bench Turn` here times the same turns.
package turnbench

import (
	"fmt"
	"runtime"
	"strings"
	"time"

	"downhill/game"
	"downhill/headless/bot"
	"downhill/world"
)

// Size is a level size and goblin count at which whole turns are timed.
type Size struct{ W, H, Goblins int }

// String is the size as the benchmark names it: "80x45x30".
func (s Size) String() string { return fmt.Sprintf("%dx%dx%d", s.W, s.H, s.Goblins) }

// Sizes are the sizes of docs/engine.md's turn table: the default level
// with a few goblins, a big one, and the biggest with 10,000 goblins.
var Sizes = []Size{{80, 45, 30}, {256, 256, 1000}, {1024, 1024, 10000}}

// NewGame returns the game a steady-turn benchmark plays at size s:
// seed 3, the first level (rooms), every kind of goblin present (one in
// fifty made a naive chaser, which the generated mix lacks), and a player
// who cannot die, so that turns go on at the same level for as long as the
// bot finds something to do.
func NewGame(s Size) *game.Game {
	g := game.New(game.Config{Seed: 3, W: s.W, H: s.H, Goblins: s.Goblins})
	ents := g.Level.Ents
	ents.HP[g.Player], ents.MaxHP[g.Player] = 1<<30, 1<<30
	n := 0
	for e := range ents.Alive {
		if ents.Alive[e] && world.Entity(e) != g.Player {
			if n++; n%50 == 0 {
				ents.Kind[e], ents.Glyph[e] = world.Naive, world.Naive.Facts().Glyph
			}
		}
	}
	return g
}

// SteadyTurn plays one turn of the explore bot (bot.Turn) on g's current
// level and reports true, or reports false without playing when that turn
// would not be a steady one: the player is dead, or the bot would take
// the stairs (a new level). A benchmark starts a new game outside its
// timed part when it gets false.
func SteadyTurn(g *game.Game) bool {
	if g.Dead || bot.Descends(g) {
		return false
	}
	return bot.Turn(g)
}

// Row is one size's whole-turn timing: time and heap allocations per
// steady turn.
type Row struct {
	Size   Size
	Turns  int     // turns timed (after the warm-up)
	NsTurn float64 // mean over the turns of each turn's least time over the rounds
	Allocs float64 // mallocs per turn, the least over the rounds
	Scans  float64 // field scans per turn
}

// String is the row as make bench and the browser's ?bench print it.
func (r Row) String() string {
	return fmt.Sprintf("| %s | %d | %.0f | %.3f | %.2f | %.2f |", r.Size, r.Turns, r.NsTurn, r.NsTurn/1e6, r.Allocs, r.Scans)
}

// Header is the markdown header of Row lines.
const Header = "| turn WxHxgoblins | turns | ns/turn | ms/turn | allocs/turn | scans/turn |\n|---|---|---|---|---|---|"

// Table prints the turn rows that make bench and the browser's ?bench
// both show, through line: Header, then Time at each of Sizes with 40 warm-up turns (by then the goblins that start the game
// hunting far away have forgotten the player), 60-400 timed turns by
// level size, three rounds. clock and tick are Time's.
func Table(line func(string), clock func() time.Duration, tick time.Duration) {
	for _, h := range strings.Split(Header, "\n") {
		line(h)
	}
	for _, s := range Sizes {
		turns := max(60, min(400, 40_000_000/(s.W*s.H)))
		line(Time(s, 40, turns, 3, clock, tick).String())
	}
}

// Time times up to turns steady turns at size s, after warm untimed
// ones that let the caches fill, replaying the same game rounds times
// (a seed replays exactly) and keeping each turn's least time: a slow spell
// of a shared machine then spoils one round of a turn, not the row. Fewer
// turns are timed when the bot runs out of level. clock is the time to
// read (make bench passes the thread's CPU time, which other processes on
// the machine do not inflate); nil is the wall clock. tick is the clock's
// resolution where it is coarse (a browser's), 0 where it is fine: turns
// are then timed in batches that span at least 50 ticks by the warm-up's
// pace, each batch's least time over the rounds kept.
func Time(s Size, warm, turns, rounds int, clock func() time.Duration, tick time.Duration) Row {
	if clock == nil {
		t0 := time.Now()
		clock = func() time.Duration { return time.Since(t0) }
	}
	batch := 1
	var best []time.Duration // per batch
	n := turns
	var ms runtime.MemStats
	row := Row{Size: s}
	for r := 0; r < max(rounds, 1); r++ {
		g := NewGame(s)
		w0, warmed := clock(), 0
		for ; warmed < warm && SteadyTurn(g); warmed++ {
		}
		if r == 0 && tick > 0 && warmed > 0 {
			pace := (clock() - w0) / time.Duration(warmed)
			batch = int(min(int64(turns), int64(50*tick/max(pace, 1))+1))
		}
		if best == nil {
			best = make([]time.Duration, (turns+batch-1)/batch)
		}
		runtime.GC()
		runtime.ReadMemStats(&ms)
		m0, scans, t0 := ms.Mallocs, g.Scans(), g.Turn
	timing:
		for i := 0; i < n; i += batch {
			start := clock()
			for j := i; j < min(i+batch, n); j++ {
				if !SteadyTurn(g) {
					n = i // the batch cut short is not counted
					break timing
				}
			}
			if d := clock() - start; r == 0 || d < best[i/batch] {
				best[i/batch] = d
			}
		}
		runtime.ReadMemStats(&ms)
		if g.Turn > t0 {
			// Every round replays the same turns, so the game's own
			// mallocs are the same in each; the runtime's occasional own
			// (a new OS thread, a timer heap growing) spoil one round,
			// not the row, as with the times.
			if a := float64(ms.Mallocs-m0) / float64(g.Turn-t0); r == 0 || a < row.Allocs {
				row.Allocs = a
			}
		}
		if r == 0 && g.Turn > t0 {
			row.Scans = float64(g.Scans()-scans) / float64(g.Turn-t0)
		}
	}
	var sum time.Duration
	for _, d := range best[:(n+batch-1)/batch] {
		sum += d
	}
	row.Turns = n
	if n > 0 {
		row.NsTurn = float64(sum.Nanoseconds()) / float64(n)
	}
	return row
}

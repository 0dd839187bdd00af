package main

import (
	"fmt"
	"io"
	"math/rand/v2"

	"downhill/game"
)

// RunResult is how one whole run of `downhill-headless sim -runs` ended.
type RunResult struct {
	Seed    uint64
	Won     bool
	Dead    bool
	Deepest int
	Turns   int
	// Carried says the run died carrying the Heart, Climbing that it died
	// so above the Heart's depth, on the way up: how much the climb back
	// matters.
	Carried, Climbing bool
}

// playRun plays one run from cfg with the given player until it is won,
// lost, or turns run out.
func playRun(cfg game.Config, turns int, player string) RunResult {
	g := game.New(cfg)
	moves := rand.New(rand.NewPCG(cfg.Seed, 0x706c61796572))
	for t := 0; t < turns && !g.Dead && !g.Won; t++ {
		playerTurn(g, player, moves)
	}
	r := g.Recap()
	return RunResult{Seed: cfg.Seed, Won: g.Won, Dead: g.Dead, Deepest: r.Deepest, Turns: g.Turn,
		Carried: g.Dead && g.HasHeart, Climbing: g.Dead && g.HasHeart && g.Depth < g.HeartDepth()}
}

// summary plays n runs from consecutive seeds and prints the win rate, how
// many runs reached each depth and how many went no deeper (the README's
// balance table), and how many died carrying the Heart, on its depth or on
// the way up.
func summary(out io.Writer, cfg game.Config, n, turns int, player string) {
	heart := game.New(game.Config{Seed: 0, W: 20, H: 10, Heart: cfg.Heart}).HeartDepth()
	reached := make([]int, heart+1)
	ended := make([]int, heart+1)
	won, dead, carried, climbing := 0, 0, 0, 0
	totalTurns := 0
	for i := 0; i < n; i++ {
		c := cfg
		c.Seed = cfg.Seed + uint64(i)
		r := playRun(c, turns, player)
		d := min(r.Deepest, heart)
		ended[d]++
		for k := 1; k <= d; k++ {
			reached[k]++
		}
		if r.Won {
			won++
		}
		if r.Dead {
			dead++
		}
		if r.Carried {
			carried++
		}
		if r.Climbing {
			climbing++
		}
		totalTurns += r.Turns
	}
	fmt.Fprintf(out, "runs=%d won=%d (%.1f%%) died=%d unfinished=%d mean-turns=%d\n",
		n, won, 100*float64(won)/float64(n), dead, n-won-dead, totalTurns/max(n, 1))
	fmt.Fprintln(out, "depth  reached  deepest")
	for d := 1; d <= heart; d++ {
		fmt.Fprintf(out, "%5d  %7d  %7d\n", d, reached[d], ended[d])
	}
	fmt.Fprintf(out, "died carrying the Heart=%d (on its depth %d, on the way up %d)\n", carried, carried-climbing, climbing)
}

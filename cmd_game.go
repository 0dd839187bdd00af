package main

import (
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"

	"downhill/game"
	"downhill/game/ui"
)

// runGame opens the game window (no sub-command).
func runGame(args []string) int {
	fs := flag.NewFlagSet("downhill", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	seed := fs.Uint64("seed", 0, "seed of the game (0: random, printed)")
	goblins := fs.Int("goblins", 0, "goblins on the first level (0: default)")
	w := fs.Int("w", 80, "level width in cells")
	h := fs.Int("h", 45, "level height in cells")
	level := fs.String("level", "", "first level kind: rooms|caves|maze|wilds (default: mixed)")
	events := fs.Bool("events", false, "print a line per turn to stdout")
	if err := fs.Parse(args); err != nil {
		return fail("%v", err)
	}
	if *seed == 0 {
		*seed = rand.Uint64() >> 1
	}
	fmt.Printf("seed=%d\n", *seed)
	cfg := game.Config{Seed: *seed, Goblins: *goblins, W: *w, H: *h, Level: *level}
	var out io.Writer
	if *events {
		out = os.Stdout
	}
	if err := ui.Run(cfg, out); err != nil {
		fmt.Fprintln(os.Stderr, "downhill:", err)
		return 1
	}
	return 0
}

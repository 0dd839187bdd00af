package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strings"

	"downhill/game"
	"downhill/game/ui"
	"downhill/world"
)

const gameUsage = "usage: downhill [-seed N] [-goblins N] [-w W -h H] [-level " +
	"rooms|caves|maze|wilds] [-events]"

// runGame opens the game window (no sub-command). Flags are checked before
// the window opens, so a typo gives one line and exit status 2 instead of
// a window playing something else. The seed is always printed, so any game
// can be replayed with -seed.
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
		if errors.Is(err, flag.ErrHelp) {
			fmt.Println(gameUsage)
			return 0
		}
		return fail("%v; %s", err, gameUsage)
	}
	switch {
	case fs.NArg() != 0:
		return fail("unknown command %q; %s", fs.Arg(0), gameUsage)
	case *w < 20 || *w > 1000:
		return fail("bad -w %d: want a width from 20 to 1000", *w)
	case *h < 10 || *h > 1000:
		return fail("bad -h %d: want a height from 10 to 1000", *h)
	case *goblins < 0 || *goblins > 10000:
		return fail("bad -goblins %d: want 0 to 10000", *goblins)
	case *level != "" && !validKind(*level):
		return fail("bad -level %q: want one of %s", *level, strings.Join(world.Kinds, ", "))
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

package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"slices"
	"strings"

	"downhill/ai"
	"downhill/game"
	"downhill/game/session"
	"downhill/internal/cli"
	"downhill/world"
)

const gameUsage = "usage: downhill [-seed N] [-goblins N] [-w W -h H] [-level " +
	"rooms|caves|maze|wilds] [-greed G] [-heart D] [-save FILE|none] [-new] [-events] [-compare] [-sandbox [-sandbox-file FILE]]"

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
	heart := fs.Int("heart", 0, "depth of the Heart of the Mountain (0: 8)")
	greed := fs.Int("greed", ai.DefaultGreed, cli.GreedUsage)
	save := fs.String("save", defaultSavePath(), "saved game to continue and keep (\"none\": no saving)")
	fresh := fs.Bool("new", false, "start a new game even when a saved one exists")
	compare := fs.Bool("compare", false, "play the seed twice side by side: Dijkstra maps left, the naive chaser right")
	sandbox := fs.Bool("sandbox", false, "draw a level and watch the goblins think on it")
	sandboxFile := fs.String("sandbox-file", "sandbox.txt", "where the sandbox saves and loads its drawing (the sim -map format)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Println(gameUsage)
			return 0
		}
		return fail("%v; %s", err, gameUsage)
	}
	switch {
	case fs.NArg() != 0 && slices.Contains(cli.HeadlessCommands, fs.Arg(0)):
		return fail("%s is a command of downhill-headless (no window): downhill-headless %s", fs.Arg(0), strings.Join(fs.Args(), " "))
	case fs.NArg() != 0:
		return fail("unknown command %q; %s", fs.Arg(0), gameUsage)
	case *w < 20 || *w > 1000:
		return fail("bad -w %d: want a width from 20 to 1000", *w)
	case *h < 10 || *h > 1000:
		return fail("bad -h %d: want a height from 10 to 1000", *h)
	case *goblins < 0 || *goblins > game.MaxGoblins:
		return fail("bad -goblins %d: want 0 to %d", *goblins, game.MaxGoblins)
	case *heart < 0 || *heart > 100:
		return fail("bad -heart %d: want 1 to 100 (0: 8)", *heart)
	case cli.CheckGreed(*greed) != nil:
		return fail("%v", cli.CheckGreed(*greed))
	case *compare && *sandbox:
		return fail("-compare and -sandbox: choose one; %s", gameUsage)
	case *level != "" && !cli.ValidKind(*level):
		return fail("bad -level %q: want one of %s", *level, strings.Join(world.Generators, ", "))
	}
	// A seeded game is a replay or a shared challenge: it only touches a
	// save file when -save names one. A plain `downhill` continues.
	saveGiven, seedGiven := cli.Given(fs, "save"), *seed != 0
	var saved *game.Game
	var opts frontOptions
	oneOff := *compare || *sandbox
	if *save != "" && *save != "none" && (saveGiven || !seedGiven) && !oneOff {
		saved = keepSaved(*save, !*fresh && !seedGiven, &opts)
	}
	if *seed == 0 {
		*seed = rand.Uint64() >> 1
	}
	if saved != nil {
		*seed = saved.Cfg.Seed
	}
	fmt.Printf("seed=%d\n", *seed)
	cfg := game.Config{Seed: *seed, Goblins: *goblins, W: *w, H: *h, Level: *level,
		Greed: *greed, GreedSet: cli.Given(fs, "greed"), Heart: *heart}
	if *events {
		opts.Events = os.Stdout
	}
	if oneOff {
		// A comparison or a sandbox is a sitting of its own: a new game,
		// never saved.
		opts.OneOff = true // keepSaved was not called: nothing loads or saves
	}
	switch {
	case *compare:
		opts.Start = func(s *session.Session) error { return s.StartCompare() }
	case *sandbox:
		opts.Start = func(s *session.Session) error { return s.StartSandbox(session.DefaultSandbox(*sandboxFile)) }
	}
	if err := runFront(cfg, opts); err != nil {
		fmt.Fprintln(os.Stderr, "downhill:", err)
		return 1
	}
	return 0
}

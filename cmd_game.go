package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"downhill/game/store"
	"downhill/internal/cli"
	"downhill/world"
)

const gameUsage = "usage: downhill [-seed N] [-goblins N] [-width W -height H] [-level " +
	"rooms|caves|maze|wilds] [-greed G] [-heart D] [-save FILE|none] [-new] [-events] [-compare] [-sandbox [-sandbox-file FILE]]"

// runGame opens the game window (no sub-command). Flags are checked before
// the window opens, so a typo gives one line and exit status 2 instead of
// a window playing something else. The game to play, and whether it is
// kept, is the store's policy (store.Open). The seed is always printed, so
// any game can be replayed with -seed.
func runGame(args []string) int {
	o, code, ok := gameOptions(args)
	if !ok {
		return code
	}
	sit := store.Open(storage(o), o, logTo)
	fmt.Printf("seed=%d\n", sit.Game.Cfg.Seed)
	var events io.Writer
	if o.Events {
		events = os.Stdout
	}
	if err := runFront(sit, events); err != nil {
		fmt.Fprintln(os.Stderr, "downhill:", err)
		return 1
	}
	return 0
}

// gameOptions reads the game's flags into the sitting's options and
// checks them; ok is false when the process should end with code (-h: 0,
// bad flags: 2, one line on stderr).
func gameOptions(args []string) (o store.Options, code int, ok bool) {
	o = store.DefaultOptions()
	fs := flag.NewFlagSet("downhill", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Uint64Var(&o.Seed, "seed", 0, "seed of the game (0: random, printed; a seed other than the saved game's plays a one-off game)")
	fs.IntVar(&o.Goblins, "goblins", 0, "goblins on the first level (0: default)")
	fs.IntVar(&o.Width, "width", o.Width, "level width in cells")
	fs.IntVar(&o.Height, "height", o.Height, "level height in cells")
	fs.StringVar(&o.Level, "level", "", "first level kind: "+strings.Join(world.Generators, "|")+" (default: mixed)")
	fs.BoolVar(&o.Events, "events", false, "print a line per turn to stdout, and one per save to stderr")
	fs.IntVar(&o.Heart, "heart", 0, "depth of the Heart of the Mountain (0: 8)")
	fs.IntVar(&o.Greed, "greed", o.Greed, cli.GreedUsage)
	fs.StringVar(&o.SavePath, "save", "", "saved game to continue and keep (default: "+defaultSave()+"; \"none\": no saving)")
	fs.BoolVar(&o.New, "new", false, "start a new game even when a saved one exists (it replaces the saved one)")
	fs.BoolVar(&o.Compare, "compare", false, "play the seed twice side by side: Dijkstra maps left, the naive chaser right")
	fs.BoolVar(&o.Sandbox, "sandbox", false, "draw a level and watch the goblins think on it")
	fs.StringVar(&o.SandboxFile, "sandbox-file", "sandbox.txt", "where the sandbox saves and loads its drawing (the sim -map format)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Println(gameUsage)
			return o, 0, false
		}
		return o, fail("%v; %s", err, gameUsage), false
	}
	switch {
	case fs.NArg() != 0 && slices.Contains(cli.HeadlessCommands, fs.Arg(0)):
		return o, fail("%s is a command of downhill-headless (no window): downhill-headless %s", fs.Arg(0), strings.Join(fs.Args(), " ")), false
	case fs.NArg() != 0:
		return o, fail("unknown command %q; %s", fs.Arg(0), gameUsage), false
	}
	o.GreedSet = given(fs, "greed")
	if err := o.Check(); err != nil {
		return o, fail("%v", err), false
	}
	return o, 0, true
}

// given reports whether flag name was on the command line, so a flag whose
// default is also a legal value (-greed 0 is not "the default") and one
// whose mere presence matters (-save) can be told apart from absent ones.
func given(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

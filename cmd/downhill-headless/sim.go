package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"

	"downhill/ai"
	"downhill/game"
	"downhill/game/session"
	"downhill/internal/cli"
)

// runSim is the `downhill-headless sim` sub-command: the game without a window, on a
// scenario file or a generated level, printing each turn as text so every
// goblin behaviour can be watched, diffed and tested.
//
//	downhill-headless sim [-map FILE | -load SAVE] [-turns N] [-seed S] [-greed G] [-heart D] [-runs N]
//	             [-player wait|explore|random | -keys STRING] [-print every|last|none] [-why]
//
// -keys plays STRING as the player's key presses and clicks through the
// window's session and key table (see session.KeySyntax, also in
// `downhill-headless sim -h`), so a seed plus a key string replays a game exactly.
//
// -load plays on from a desktop save (the game window's save file), so a
// save can be checked and debugged without a window; a save that fails its
// checks is one line of error and exit status 2.
//
// With -why every creature explains each decision before the turn's block
// is printed: "why goblin#3 at 30,9: hunting: lowest neighbour 12 at 31,9
// on the player field; 31,8 taken by a goblin -> 31,9", the cell after
// the arrow being where it stands once it has acted.
func runSim(args []string) int {
	return sim(args, os.Stdout)
}

// sim runs `downhill-headless sim` writing its blocks to out.
func sim(args []string, out io.Writer) int {
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	mapFile := fs.String("map", "", "scenario file (default: a generated level)")
	loadFile := fs.String("load", "", "desktop save to play on from (instead of a new game)")
	turns := fs.Int("turns", 20, "turns to play")
	seed := fs.Uint64("seed", 1, "seed of the game")
	greed := fs.Int("greed", ai.DefaultGreed, cli.GreedUsage)
	heart := fs.Int("heart", 0, "depth of the Heart of the Mountain (0: 8)")
	runs := fs.Int("runs", 0, "play N games from seeds S, S+1, ... to the end (or -turns) and print a summary")
	player := fs.String("player", "wait", "what the player does: wait|explore|random")
	printMode := fs.String("print", "every", "which turns to print: every|last|none")
	why := fs.Bool("why", false, "print why each creature does what it does, before each turn")
	keys := fs.String("keys", "", "the player's key presses and clicks, played through the window's key table (see below)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			simHelp(fs, out)
			return 0
		}
		return fail("sim: %v", err)
	}
	if fs.NArg() > 0 {
		return fail("sim: unexpected argument %q", fs.Arg(0))
	}
	if *turns < 0 {
		return fail("sim: -turns must be at least 0, not %d", *turns)
	}
	switch *player {
	case "wait", "explore", "random":
	default:
		return fail("sim: -player must be wait, explore or random, not %q", *player)
	}
	switch *printMode {
	case "every", "last", "none":
	default:
		return fail("sim: -print must be every, last or none, not %q", *printMode)
	}
	if err := cli.CheckGreed(*greed); err != nil {
		return fail("sim: %v", err)
	}
	if *loadFile != "" && (*mapFile != "" || cli.Given(fs, "greed")) {
		return fail("sim: -load plays the saved game: -map and -greed do not go with it")
	}
	inputs, err := session.ParseInputs(*keys)
	switch {
	case err != nil:
		return fail("sim: -keys: %v", err)
	case cli.Given(fs, "keys") && (cli.Given(fs, "turns") || cli.Given(fs, "player")):
		return fail("sim: -keys plays the keys: -turns and -player do not go with it")
	}
	if *heart < 0 {
		return fail("sim: -heart must be at least 0, not %d", *heart)
	}
	cfg := game.Config{Seed: *seed, Greed: *greed, GreedSet: cli.Given(fs, "greed"), Heart: *heart}
	if *runs > 0 {
		if *mapFile != "" || *loadFile != "" || *keys != "" {
			return fail("sim: -runs plays generated levels with -player; it takes no -map, -load or -keys")
		}
		summary(out, cfg, *runs, *turns, *player)
		return 0
	}
	var g *game.Game
	if *loadFile != "" {
		data, err := os.ReadFile(*loadFile)
		if err != nil {
			return fail("%s: %v", *loadFile, pathErr(err))
		}
		if g, err = game.Load(data); err != nil {
			return fail("%s: %v", *loadFile, err)
		}
	} else if *mapFile != "" {
		var err error
		if g, err = loadScenario(*mapFile, cfg); err != nil {
			return fail("%v", err)
		}
	} else {
		g = game.New(cfg)
	}

	w := bufio.NewWriter(out)
	defer w.Flush()
	block := func() { writeBlock(w, g) }
	if *printMode == "every" {
		block()
	}
	var whys []string
	if *why {
		g.SetWhy(func(l string) { whys = append(whys, l) })
	}
	if cli.Given(fs, "keys") {
		// The why lines of each turn come before its block.
		turnDone := func() {
			for _, l := range whys {
				fmt.Fprintln(w, l)
			}
			whys = whys[:0]
			if *printMode == "every" {
				block()
			}
		}
		if err := playKeys(g, inputs, *printMode == "every" || *why, turnDone); err != nil {
			return fail("sim: -keys: %v", err)
		}
		if *printMode == "last" {
			block()
		}
		writeRecap(w, g)
		return 0
	}
	moves := rand.New(rand.NewPCG(*seed, 0x706c61796572)) // "player"
	for t := 0; t < *turns && !g.Dead && !g.Won; t++ {
		whys = whys[:0]
		playerTurn(g, *player, moves)
		for _, l := range whys {
			fmt.Fprintln(w, l)
		}
		if *printMode == "every" {
			block()
		}
	}
	if *printMode == "last" {
		block()
	}
	writeRecap(w, g)
	return 0
}

// writeRecap prints the recap of a run that ended, as "# " lines.
func writeRecap(w io.Writer, g *game.Game) {
	if g.Won || g.Dead {
		for _, l := range g.Recap().Lines() {
			fmt.Fprintln(w, "# "+l)
		}
	}
}

// writeBlock prints g as `downhill-headless sim` does after a turn: the event line,
// the map in scenario letters, the turn's action lines.
func writeBlock(w io.Writer, g *game.Game) {
	fmt.Fprintln(w, g.EventLine())
	for _, row := range g.MapText() {
		fmt.Fprintln(w, row)
	}
	for _, a := range g.Acts() {
		fmt.Fprintln(w, a)
	}
}

// playerTurn makes the simulated player take one turn: waiting, exploring
// (game.BotTurn: fight what is adjacent, explore, then take the stairs;
// waiting when it has nothing to do) or a random step from its own seeded
// source, so the goblins' ties still replay from the game's seed.
func playerTurn(g *game.Game, mode string, moves *rand.Rand) {
	switch mode {
	case "explore":
		if g.BotTurn() {
			return
		}
	case "random":
		for try := 0; try < 8; try++ {
			dx, dy := moves.IntN(3)-1, moves.IntN(3)-1
			if (dx != 0 || dy != 0) && g.Do(game.Command{Action: game.ActMove, DX: dx, DY: dy}) {
				return
			}
		}
	}
	g.Do(game.Command{Action: game.ActWait})
}

// pathErr is err without the path an *os.PathError repeats (the caller
// names the file first).
func pathErr(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

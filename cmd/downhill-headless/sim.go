//go:build !js

package main

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"os"

	"downhill/game"
	"downhill/game/flags"
	"downhill/game/replay"
	"downhill/game/session/keys"
	"downhill/headless/bot"
	"downhill/internal/atomicfile"
	"downhill/internal/cli"
	"downhill/internal/inputfile"
)

// runSim is the `downhill sim` sub-command: the game without a window, on a
// scenario file or a generated level, printing each turn as text so every
// goblin behaviour can be watched, diffed and tested.
//
//	downhill sim [-map FILE | -load SAVE] [-turns N] [-seed S] [-greed G] [-heart D] [-runs N]
//	             [-player wait|explore|random | -keys STRING] [-print every|last|none] [-why]
//
// -keys plays STRING as the player's key presses and clicks through the
// window's session and key table (see keys.KeySyntax, also in
// `downhill sim -h`), so a seed plus a key string replays a game exactly.
//
// -replay plays a recording from its first turn (a save's, a morgue
// file's, a recording's text, see game.FormatRecord, or a link's ?replay=
// value, as the browser's copy-link button shares it): its commands
// through the rules alone (package replay), printing the lines -keys
// prints, and checks that it ends on the state the recording says the
// game ended on; a recording that does not (another version's, an edited
// one) is one line and exit status 1.
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

// The ranges of sim's counts: a run ends by death or victory well before
// maxSimTurns; maxSimRuns games take hours.
const (
	maxSimTurns = 10_000_000
	maxSimRuns  = 100_000
)

// sim runs `downhill sim` writing its blocks to out.
func sim(args []string, out io.Writer) int { return simTo(args, out, nil) }

// simTo is sim with its error lines on errs (nil: stderr).
func simTo(args []string, out, errs io.Writer) int {
	c := cli.New(program, "sim", "[-map FILE | -load SAVE | -replay FILE] [-seed S] [-greed G] [-heart D] [-runs N]\n"+
		"                    [-turns N -player wait|explore|random | -keys STRING] [-print every|last|none] [-why]",
		"Plays Downhill without a window and prints each turn as text.")
	c.Stdout, c.Stderr = out, errs
	c.More = func(w io.Writer) {
		fmt.Fprintln(w, "-keys:")
		fmt.Fprintln(w, keys.KeySyntax)
		fmt.Fprint(w, "\n"+simScenarioHelp)
	}
	mapFile := c.File("map", "scenario file (default: a generated level)")
	loadFile := c.File("load", "desktop save to play on from (instead of a new game)")
	turns := c.Int("turns", 20, 0, maxSimTurns, "turns to play")
	seed := c.Uint64("seed", 1, "seed of the game")
	greed := flags.Greed(c)
	heart := flags.Heart(c)
	runs := c.Int("runs", 0, 0, maxSimRuns, "play N games from seeds S, S+1, ... to the end (or -turns) and print a summary")
	player := c.Choice("player", "wait", []string{"wait", "explore", "random"}, "what the player does")
	printMode := c.Choice("print", "every", []string{"every", "last", "none"}, "which turns to print")
	why := c.Bool("why", "print why each creature does what it does, before each turn")
	keyString := c.String("keys", "", "the player's key presses and clicks, played through the window's key table (see below)")
	morgue := c.File("morgue", "write the game's morgue file (its account and recording) here at the end; -player explore then plays through the session, so the run is recorded")
	replayFile := c.File("replay", "a recording to play from its first turn: a save, a morgue file, a recording's text or a link's ?replay= value")
	if code, ok := c.Parse(args); !ok {
		return code
	}
	if code, ok := c.NoArgs(); !ok {
		return code
	}
	if *loadFile != "" && (*mapFile != "" || c.Given("greed")) {
		return c.Fail("-load plays the saved game: -map and -greed do not go with it")
	}
	inputs, err := keys.ParseInputs(*keyString)
	switch {
	case err != nil:
		return c.Fail("-keys: %v", err)
	case c.Given("keys") && (c.Given("turns") || c.Given("player")):
		return c.Fail("-keys plays the keys: -turns and -player do not go with it")
	}
	if *replayFile != "" {
		for _, f := range []string{"map", "load", "keys", "turns", "player", "runs", "seed", "greed", "heart"} {
			if c.Given(f) {
				return c.Fail("-replay plays the recording's own game and commands: -%s does not go with it", f)
			}
		}
		data, err := inputfile.Read(*replayFile, game.MaxSaveBytes)
		if err != nil {
			return c.FailInput("%v", err)
		}
		rec, err := replay.Read(*replayFile, data)
		if err != nil {
			return c.FailInput("%v", err)
		}
		return simReplay(c, out, rec, *printMode, *why, *replayFile, *morgue)
	}
	cfg := game.Config{Seed: *seed, Greed: *greed, GreedSet: c.Given("greed"), Heart: *heart}
	if *runs > 0 {
		if *mapFile != "" || *loadFile != "" || *keyString != "" {
			return c.Fail("-runs plays generated levels with -player; it takes no -map, -load or -keys")
		}
		summary(out, cfg, *runs, *turns, *player)
		return 0
	}
	var g *game.Game
	if *loadFile != "" {
		if g, err = game.LoadFile(*loadFile); err != nil {
			return c.FailInput("%v", err)
		}
	} else if *mapFile != "" {
		if g, err = loadScenario(*mapFile, cfg); err != nil {
			return c.FailInput("%v", err)
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
	if c.Given("keys") {
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
			return c.Fail("-keys: %v", err)
		}
		if *printMode == "last" {
			block()
		}
		writeRecap(w, g)
		if err := writeMorgue(*morgue, g); err != nil {
			return c.FailInput("%v", err)
		}
		return 0
	}
	moves := rand.New(rand.NewPCG(*seed, 0x706c61796572)) // "player"
	// -morgue: the explorer plays with the player's commands only, so its
	// run is recorded.
	careful := *morgue != "" && *player == "explore" && *loadFile == "" && *mapFile == ""
	for t := 0; t < *turns && !g.Dead && !g.Won; t++ {
		whys = whys[:0]
		switch {
		case !careful:
			playerTurn(g, *player, moves)
		case !bot.Careful(g, g.Do): // nothing to do: wait
			g.Do(game.Command{Action: game.ActWait})
		}
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
	if err := writeMorgue(*morgue, g); err != nil {
		return c.FailInput("%v", err)
	}
	return 0
}

// writeMorgue writes g's morgue file to path ("": none).
func writeMorgue(path string, g *game.Game) error {
	if path == "" {
		return nil
	}
	return atomicfile.WriteFile(path, []byte(g.Morgue()), 0o644)
}

// simReplay plays the recording rec's commands from its first turn
// (package replay: the rules alone), printing as -keys does, and checks
// where it ends.
func simReplay(c *cli.Command, out io.Writer, rec *game.Recording, printMode string, why bool, path, morgue string) int {
	r := replay.New(rec)
	g := r.Game()
	w := bufio.NewWriter(out)
	defer w.Flush()
	if printMode == "every" {
		writeBlock(w, g)
	}
	var whys []string
	if why {
		g.SetWhy(func(l string) { whys = append(whys, l) })
	}
	for !r.Over() {
		if !r.Next() {
			continue
		}
		for _, l := range whys {
			fmt.Fprintln(w, l)
		}
		whys = whys[:0]
		if printMode == "every" {
			writeBlock(w, g)
		}
	}
	if printMode == "last" {
		writeBlock(w, g)
	}
	writeRecap(w, g)
	if err := writeMorgue(morgue, g); err != nil {
		return c.FailInput("%v", err)
	}
	if err := replay.CheckEnd(rec, g); err != nil {
		w.Flush()
		c.FailInput("%s: %v", path, err)
		return 1
	}
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

// writeBlock prints g as `downhill sim` does after a turn: the event line,
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
// (bot.Turn: fight what is adjacent, explore, then take the stairs;
// waiting when it has nothing to do) or a random step from its own seeded
// source, so the goblins' ties still replay from the game's seed.
func playerTurn(g *game.Game, mode string, moves *rand.Rand) {
	switch mode {
	case "explore":
		if bot.Turn(g) {
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

package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"

	"downhill/game"
	"downhill/world"
)

// runSim is the `downhill sim` sub-command: the game without a window, on a
// scenario file or a generated level, printing each turn as text so every
// goblin behaviour can be watched, diffed and tested.
//
//	downhill sim [-map FILE] [-turns N] [-seed S] [-greed G]
//	             [-player wait|explore|random] [-print every|last|none] [-why]
//
// With -why every creature explains each decision before the turn's block
// is printed: "why goblin#3 at 30,9: hunting: lowest neighbour 12 at 31,9
// on the player field; 31,8 taken by a goblin -> 31,9", the cell after
// the arrow being where it stands once it has acted.
func runSim(args []string) int {
	return sim(args, os.Stdout)
}

// sim runs `downhill sim` writing its blocks to out.
func sim(args []string, out io.Writer) int {
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	mapFile := fs.String("map", "", "scenario file (default: a generated level)")
	turns := fs.Int("turns", 20, "turns to play")
	seed := fs.Uint64("seed", 1, "seed of the game")
	greed := fs.Int("greed", 0, "start value of gold on the greedy field (0: -4)")
	player := fs.String("player", "wait", "what the player does: wait|explore|random")
	printMode := fs.String("print", "every", "which turns to print: every|last|none")
	why := fs.Bool("why", false, "print why each creature does what it does, before each turn")
	if err := fs.Parse(args); err != nil {
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
	cfg := game.Config{Seed: *seed, Greed: *greed}
	var g *game.Game
	if *mapFile != "" {
		data, err := os.ReadFile(*mapFile)
		if err != nil {
			var pe *os.PathError
			if errors.As(err, &pe) {
				err = pe.Err
			}
			return fail("%s: %v", *mapFile, err)
		}
		mf, err := world.ParseMap(*mapFile, data, game.ScenarioLetters)
		if err != nil {
			return fail("%v", err)
		}
		if g, err = game.NewFromMap(mf, cfg); err != nil {
			return fail("%s:1:1: %v", *mapFile, err)
		}
	} else {
		g = game.New(cfg)
	}

	w := bufio.NewWriter(out)
	defer w.Flush()
	block := func() {
		fmt.Fprintln(w, g.EventLine())
		for _, row := range g.MapText() {
			fmt.Fprintln(w, row)
		}
		for _, a := range g.Acts {
			fmt.Fprintln(w, a)
		}
	}
	if *printMode == "every" {
		block()
	}
	var whys []string
	if *why {
		g.SetWhy(func(l string) { whys = append(whys, l) })
	}
	moves := rand.New(rand.NewPCG(*seed, 0x706c61796572)) // "player"
	for t := 0; t < *turns && !g.Dead; t++ {
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
	return 0
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

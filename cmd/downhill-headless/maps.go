package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strconv"

	"downhill/ai"
	"downhill/ai/dijkstra"
	"downhill/world"
)

const mapsUsage = "usage: downhill-headless maps [-seed N] [-w 80 -h 21]"

// Size bounds of `downhill-headless maps`: small enough to read in a terminal, large
// enough for the rooms generator to fit a few rooms.
const (
	mapsMinW, mapsMaxW = 20, 1000
	mapsMinH, mapsMaxH = 10, 1000
)

// runMaps is the `downhill-headless maps` sub-command: a generated dungeon and the
// walkers' and tunnelers' distance maps from a random floor cell, printed as
// text, as the course assignment this game grew from asks. The dungeon view
// uses the map file alphabet, so it can be saved and fed to `downhill-headless field`.
func runMaps(args []string) int {
	fs := flag.NewFlagSet("maps", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	seedS := fs.String("seed", "1", "random seed")
	wS := fs.String("w", "80", "width in cells")
	hS := fs.String("h", "21", "height in cells")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return fail("%s", mapsUsage)
		}
		return fail("%s", err)
	}
	if fs.NArg() != 0 {
		return fail("maps: unexpected argument %q; %s", fs.Arg(0), mapsUsage)
	}
	seed, err := strconv.ParseUint(*seedS, 10, 64)
	if err != nil {
		return fail("bad -seed %q: want a non-negative integer", *seedS)
	}
	w, err := strconv.Atoi(*wS)
	if err != nil || w < mapsMinW || w > mapsMaxW {
		return fail("bad -w %q: want a width from %d to %d", *wS, mapsMinW, mapsMaxW)
	}
	h, err := strconv.Atoi(*hS)
	if err != nil || h < mapsMinH || h > mapsMaxH {
		return fail("bad -h %q: want a height from %d to %d", *hS, mapsMinH, mapsMaxH)
	}
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	if err := writeMaps(out, seed, w, h); err != nil {
		return fail("%s", err)
	}
	return 0
}

// writeMaps generates the dungeon for seed and writes the three views.
func writeMaps(out *bufio.Writer, seed uint64, w, h int) error {
	rng := rand.New(rand.NewPCG(seed, 0x6d617073)) // "maps"
	l := world.Generate("rooms", w, h, 1, rng)
	g := l.Grid
	var floor []world.Pos
	for y := 0; y < g.H; y++ {
		for x := 0; x < g.W; x++ {
			if g.At(x, y) == world.Floor {
				floor = append(floor, world.Pos{X: x, Y: y})
			}
		}
	}
	if len(floor) == 0 {
		return fmt.Errorf("maps: seed %d gave a dungeon without floor", seed)
	}
	p := floor[rng.IntN(len(floor))]
	goal := []dijkstra.Goal{{X: p.X, Y: p.Y}}
	rules := dijkstra.Rules{Moves: dijkstra.Eight, Corners: dijkstra.Allow}
	walk := dijkstra.NewField(w, h)
	walk.Scan(goal, ai.WalkerCosts(g, nil), rules)
	dig := dijkstra.NewField(w, h)
	dig.Scan(goal, ai.TunnelerCosts(g, nil), rules)

	fmt.Fprintf(out, "dungeon: rooms %dx%d, seed %d, player at %d,%d\n", w, h, seed, p.X, p.Y)
	l.Ents.Add(world.Player, p, 1) // the view is a map file: the player's cell is its '@'
	out.Write(world.FormatMap(l))
	row := make([]byte, w)
	for _, v := range []struct {
		title string
		f     *dijkstra.Field
	}{
		{"walkers' distance map (8-way, last digit)", walk},
		{"tunnelers' distance map (8-way, last digit)", dig},
	} {
		fmt.Fprintln(out, v.title)
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				row[x] = distChar(v.f.At(x, y))
			}
			if y == p.Y {
				row[p.X] = byte(world.Player.Facts().Glyph)
			}
			out.Write(row)
			out.WriteByte('\n')
		}
	}
	return nil
}

// distChar is the last digit of a distance, or a space where none reaches.
func distChar(v int32) byte {
	if v == dijkstra.Unreached || v < 0 {
		return ' '
	}
	return byte('0' + v%10)
}

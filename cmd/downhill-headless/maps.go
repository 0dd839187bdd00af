package main

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"

	"downhill/ai"
	"downhill/ai/dijkstra"
	"downhill/game/flags"
	"downhill/internal/cli"
	"downhill/world"
)

// runMaps is the `downhill-headless maps` sub-command: a generated dungeon and the
// walkers' and tunnelers' distance maps from a random floor cell, printed as
// text, as the course assignment this game grew from asks. The dungeon view
// uses the map file alphabet, so it can be saved and fed to `downhill-headless field`.
func runMaps(args []string) int {
	c := cli.New(program, "maps", "[-seed N] [-width 80 -height 21]",
		"Prints a generated rooms dungeon and the walkers' and tunnelers' distance maps\nfrom a random floor cell.")
	seed := c.Uint64("seed", 1, "random seed")
	w := flags.Width(c, 80)
	h := flags.Height(c, 21)
	if code, ok := c.Parse(args); !ok {
		return code
	}
	if code, ok := c.NoArgs(); !ok {
		return code
	}
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	if err := writeMaps(out, *seed, *w, *h); err != nil {
		return c.Fail("%s", err)
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

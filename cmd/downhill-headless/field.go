package main

import (
	"bufio"
	"fmt"
	"os"
	"slices"
	"strconv"
	"time"

	"downhill/ai"
	"downhill/ai/dijkstra"
	"downhill/internal/cli"
	"downhill/world"
)

// fieldOpts are the parsed flags of `downhill-headless field`.
type fieldOpts struct {
	rules  dijkstra.Rules
	tunnel bool
	gold   int32
	flee   float64
	fleeOn bool
	digits bool
	bench  int
	file   string
}

// runField is the `downhill-headless field` sub-command: it prints the field of a
// map file (or times it with -bench), so the engine can be checked by hand
// against the numbers in the course assignment it comes from.
func runField(args []string) int {
	o, code := parseFieldFlags(args)
	if o == nil {
		return code
	}
	data, err := readMap(o.file)
	if err != nil {
		return fail("%v", err)
	}
	m, err := world.ParseMap(o.file, data, "")
	if err != nil {
		return fail("%s", err)
	}
	goals := make([]dijkstra.Goal, 0, 1+len(m.Gold))
	if m.Player.X >= 0 {
		goals = append(goals, dijkstra.Goal{X: m.Player.X, Y: m.Player.Y})
	}
	for _, p := range m.Gold {
		goals = append(goals, dijkstra.Goal{X: p.X, Y: p.Y, Start: o.gold})
	}
	if len(goals) == 0 {
		return fail("%s", &world.MapError{File: o.file, Line: 1, Col: 1, Msg: "no goal: the map needs a player '@' or gold '$'"})
	}
	g := m.Level.Grid
	var costs *dijkstra.Costs
	if o.tunnel {
		costs = ai.TunnelerCosts(g, nil)
	} else {
		costs = ai.WalkerCosts(g, nil)
	}
	approach := dijkstra.NewField(g.W, g.H)
	var flee *dijkstra.Field
	if o.fleeOn {
		flee = dijkstra.NewField(g.W, g.H)
	}
	scan := func() *dijkstra.Field {
		approach.Scan(goals, costs, o.rules)
		if flee == nil {
			return approach
		}
		flee.Flee(approach, o.flee)
		return flee
	}
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	if o.bench > 0 {
		times := make([]time.Duration, o.bench)
		var f *dijkstra.Field
		for i := range times {
			t0 := time.Now()
			f = scan()
			times[i] = time.Since(t0)
		}
		slices.Sort(times)
		fmt.Fprintf(out, "reachable=%d reps=%d median_ns=%d min_ns=%d\n",
			f.Reached(), o.bench, times[len(times)/2].Nanoseconds(), times[0].Nanoseconds())
		return 0
	}
	f := scan()
	writeField(out, f, costs, m, o.digits)
	return 0
}

// parseFieldFlags parses args, flags and the one map file in any order; a
// nil result comes with the exit code of the line it printed (or of -h).
func parseFieldFlags(args []string) (*fieldOpts, int) {
	c := cli.New(program, "field", "[-moves 4|8] [-corners allow|deny] [-tunnel] [-gold N] [-flee C] [-format ints|digits] [-bench N] MAPFILE",
		"Prints the Dijkstra map of a map file: the player '@' and gold '$' are the goals.")
	moves := c.Choice("moves", "8", []string{"4", "8"}, "moves a step may take")
	corners := c.Choice("corners", "deny", []string{"allow", "deny"}, "whether a diagonal step may cut a wall's corner")
	tunnel := c.Bool("tunnel", "the tunnelers' costs (rock costs 1 + hardness/85)")
	gold := c.Int("gold", -4, -1_000_000, 1_000_000, "start value of gold")
	flee := c.Float("flee", 0, -1000, 1000, "print the flee field, the approach field x C (e.g. -1.2)")
	format := c.Choice("format", "ints", []string{"ints", "digits"}, "how to print the field")
	bench := c.Int("bench", 0, 0, 1_000_000, "scan N times and print timings (0: print the field)")
	if code, ok := c.Parse(args); !ok {
		return nil, code
	}
	o := &fieldOpts{tunnel: *tunnel, gold: int32(*gold), flee: *flee, fleeOn: c.Given("flee"), digits: *format == "digits", bench: *bench}
	o.rules.Moves, o.rules.Corners = dijkstra.Eight, dijkstra.Deny
	if *moves == "4" {
		o.rules.Moves = dijkstra.Four
	}
	if *corners == "allow" {
		o.rules.Corners = dijkstra.Allow
	}
	switch files := c.Args(); len(files) {
	case 0:
		return nil, c.Fail("no map file; see %s field -h", program)
	case 1:
		o.file = files[0]
	default:
		return nil, c.Fail("one map file, not %d; see %s field -h", len(files), program)
	}
	return o, 0
}

// writeField prints f as ints (values separated by a space, # impassable,
// x unreached) or digits (one character a cell, as in the assignment).
func writeField(w *bufio.Writer, f *dijkstra.Field, costs *dijkstra.Costs, m *world.MapFile, digits bool) {
	g := m.Level.Grid
	mark := make([]byte, g.W*g.H)
	for _, p := range m.Gold {
		mark[g.Index(p.X, p.Y)] = '$'
	}
	if m.Player.X >= 0 {
		mark[g.Index(m.Player.X, m.Player.Y)] = '@'
	}
	var num []byte
	for y := 0; y < g.H; y++ {
		for x := 0; x < g.W; x++ {
			v := f.At(x, y)
			pass := costs.At(x, y) != 0
			if !digits {
				if x > 0 {
					w.WriteByte(' ')
				}
				switch {
				case !pass && v == dijkstra.Unreached:
					w.WriteByte('#')
				case v == dijkstra.Unreached:
					w.WriteByte('x')
				default:
					num = strconv.AppendInt(num[:0], int64(v), 10)
					w.Write(num)
				}
				continue
			}
			switch {
			case mark[g.Index(x, y)] != 0:
				w.WriteByte(mark[g.Index(x, y)])
			case !pass:
				w.WriteByte('#')
			case v == dijkstra.Unreached:
				w.WriteByte(' ')
			case v < 0:
				w.WriteByte('-')
			default:
				w.WriteByte(byte('0' + v%10))
			}
		}
		w.WriteByte('\n')
	}
}

package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"slices"
	"strconv"
	"time"

	"downhill/ai"
	"downhill/ai/dijkstra"
	"downhill/world"
)

const fieldUsage = "usage: downhill-headless field [-moves 4|8] [-corners allow|deny] [-tunnel] [-gold N] [-flee C] [-format ints|digits] [-bench N] MAPFILE"

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
	o, err := parseFieldFlags(args)
	if err != nil {
		return fail("%s", err)
	}
	data, err := os.ReadFile(o.file)
	if err != nil {
		return fail("%s", readError(o.file, err))
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

// readError words a failed read as "cannot read FILE: reason" without
// repeating the file name that *PathError already carries.
func readError(name string, err error) string {
	var pe *os.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return fmt.Sprintf("cannot read %s: %v", name, err)
}

// parseFieldFlags parses args, flags and the one map file in any order, and
// words every problem as one line.
func parseFieldFlags(args []string) (*fieldOpts, error) {
	fs := flag.NewFlagSet("field", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	moves := fs.String("moves", "8", "4 or 8")
	corners := fs.String("corners", "deny", "allow or deny")
	tunnel := fs.Bool("tunnel", false, "tunnelers' costs")
	gold := fs.String("gold", "-4", "start value of gold")
	flee := fs.String("flee", "", "print the flee field, approach x C")
	format := fs.String("format", "ints", "ints or digits")
	bench := fs.String("bench", "", "scan N times and print timings")
	var files []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, errors.New(fieldUsage)
			}
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			break
		}
		files = append(files, args[0])
		args = args[1:]
	}
	o := &fieldOpts{tunnel: *tunnel}
	switch *moves {
	case "4":
		o.rules.Moves = dijkstra.Four
	case "8":
		o.rules.Moves = dijkstra.Eight
	default:
		return nil, fmt.Errorf("bad -moves %q: want 4 or 8", *moves)
	}
	switch *corners {
	case "deny":
		o.rules.Corners = dijkstra.Deny
	case "allow":
		o.rules.Corners = dijkstra.Allow
	default:
		return nil, fmt.Errorf("bad -corners %q: want allow or deny", *corners)
	}
	gv, err := strconv.ParseInt(*gold, 10, 32)
	if err != nil || gv < -1_000_000 || gv > 1_000_000 {
		return nil, fmt.Errorf("bad -gold %q: want an integer from -1000000 to 1000000", *gold)
	}
	o.gold = int32(gv)
	if *flee != "" {
		c, err := strconv.ParseFloat(*flee, 64)
		if err != nil || math.IsNaN(c) || math.Abs(c) > 1000 {
			return nil, fmt.Errorf("bad -flee %q: want a number from -1000 to 1000, e.g. -1.2", *flee)
		}
		o.flee, o.fleeOn = c, true
	}
	switch *format {
	case "ints":
	case "digits":
		o.digits = true
	default:
		return nil, fmt.Errorf("bad -format %q: want ints or digits", *format)
	}
	if *bench != "" {
		n, err := strconv.Atoi(*bench)
		if err != nil || n < 1 || n > 1_000_000 {
			return nil, fmt.Errorf("bad -bench %q: want a count from 1 to 1000000", *bench)
		}
		o.bench = n
	}
	switch len(files) {
	case 0:
		return nil, errors.New("field: no map file; " + fieldUsage)
	case 1:
		o.file = files[0]
	default:
		return nil, fmt.Errorf("field: one map file, not %d; %s", len(files), fieldUsage)
	}
	return o, nil
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

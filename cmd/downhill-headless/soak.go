package main

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"

	"downhill/headless/soak"
	"downhill/internal/cli"
)

// runSoak is the `downhill-headless soak` sub-command (what `make soak` runs): many
// seeded games played headless with every rule checked after every turn
// (see package soak). A progress bar goes to stderr; stdout gets exactly one
// line, "soak: S seeds x T turns, V violations" (with the first
// violation's seed and turn). Exit status 1 when a rule broke, 2 for bad
// flags.
func runSoak(args []string) int {
	return soakTo(args, os.Stdout, os.Stderr)
}

// soakTo runs `downhill-headless soak` writing its verdict to out and its progress
// and violations to errw.
func soakTo(args []string, out, errw io.Writer) int {
	c := cli.New(program, "soak", "[-seeds S] [-turns T] [-seed FIRST] [-j WORKERS]",
		"Plays many seeded games headless, every rule checked after every turn;\nends with one line, \"soak: S seeds x T turns, V violations\".")
	c.Stdout, c.Stderr = out, errw
	seeds := c.Int("seeds", 50, 1, 1_000_000, "games to play")
	turns := c.Int("turns", 2000, 1, 10_000_000, "player inputs per game")
	first := c.Uint64("seed", 1, "seed of the first game (the others follow)")
	workers := c.Int("j", min(runtime.GOMAXPROCS(0), 1024), 1, 1024, "games played at once")
	if code, ok := c.Parse(args); !ok {
		return code
	}
	if code, ok := c.NoArgs(); !ok {
		return code
	}
	bar := newProgress(errw, *seeds)
	res := soak.Run(soak.Options{Seeds: *seeds, Turns: *turns, FirstSeed: *first, Workers: *workers, Done: bar.set})
	bar.end()
	for i, v := range res.Violations {
		if i == 20 {
			fmt.Fprintf(errw, "soak: and %d more\n", len(res.Violations)-i)
			break
		}
		fmt.Fprintln(errw, "soak: violation:", v)
	}
	fmt.Fprintln(out, res.Line())
	if len(res.Violations) > 0 {
		return 1
	}
	return 0
}

// progress is a progress bar on w: redrawn in place on a terminal, a line
// every tenth of the way otherwise (a log, make's output).
type progress struct {
	w     io.Writer
	total int
	tty   bool
	shown int // tenths printed, when not a terminal
}

func newProgress(w io.Writer, total int) *progress {
	tty := false
	if f, ok := w.(*os.File); ok {
		if st, err := f.Stat(); err == nil {
			tty = st.Mode()&os.ModeCharDevice != 0
		}
	}
	return &progress{w: w, total: total, tty: tty}
}

// set shows that done of total games have ended.
func (p *progress) set(done int) {
	if p.tty {
		const width = 40
		n := width * done / p.total
		fmt.Fprintf(p.w, "\rsoak [%s%s] %d/%d seeds", strings.Repeat("#", n), strings.Repeat(".", width-n), done, p.total)
		return
	}
	if tenths := 10 * done / p.total; tenths > p.shown {
		p.shown = tenths
		fmt.Fprintf(p.w, "soak: %3d%% (%d/%d seeds)\n", 100*done/p.total, done, p.total)
	}
}

// end finishes the bar's line.
func (p *progress) end() {
	if p.tty {
		fmt.Fprintln(p.w)
	}
}

package main

import (
	"bytes"
	"flag"
	"fmt"
	"image"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"downhill/game"
	"downhill/game/session"
	"downhill/game/store"
	"downhill/world"
)

// The limits table (docs/limits.md): every command at its largest input,
// its time and its peak memory (the process's VmHWM), each run in a
// process of its own, the inputs made here at the documented limits:
// a 4096 x 4096 map with as many creatures and piles of gold as a map may
// hold, the largest save the game's flags make, the longest recording of
// the largest levels, the largest window. `make limits` runs it:
//
//	go test -run '^TestLimitsTable$' -timeout 60m ./cmd/downhill-headless -args -limits-table
//
// It fails when a row's memory is past maxLimitRSS, the bound the docs
// state; the times (the wall clock's, and the CPU time, which a busy
// machine moves less) are the machine's, printed, never checked. It is
// not part of make test (minutes of CPU and gigabytes): make test measures
// the small rows only, through the same children.
var limitsTable = flag.Bool("limits-table", false, "measure every command at its largest input and print the limits table")

// maxLimitRSS is the stated bound: no command at its largest input needs
// more memory than this.
const maxLimitRSS = 2 << 30

// limitChildEnv names the row a child process runs (the test binary run
// again): the command's arguments, or a session probe.
const limitChildEnv = "DOWNHILL_LIMITS_CHILD"

// limitPeakEnv names the file where the child writes its peak memory in
// bytes (VmHWM) as it ends. The child's own count, not the wait's
// rusage: Go starts a child sharing the parent's memory until it execs,
// and Linux then hands the child the parent's high-water mark, so every
// row would read at least what the test itself holds.
const limitPeakEnv = "DOWNHILL_LIMITS_PEAK"

// limitRow is one row of the table: what it is, and the command line of
// downhill-headless (or "probe NAME" for a session, as the window runs
// it without its toolkit) over the inputs in dir.
type limitRow struct {
	what string
	args func(in limitInputs) []string
}

// limitInputs are the files the rows read, made once.
type limitInputs struct {
	crowded  string // 4096 x 4096: MaxMapCreatures goblins, MaxMapGold piles of gold, the player
	golden   string // 4096 x 4096: MaxMapGold piles of gold and the player (field reads no creatures)
	save     string // the largest save the flags make: 8 levels of 1000 x 1000
	longest  string // the longest recording of 1000 x 1000 levels
	out      string // where shots go
	saveSize int64
}

var limitRows = []limitRow{
	{"`field` on a 4096 x 4096 map with 1,048,576 piles of gold", func(in limitInputs) []string { return []string{"field", in.golden} }},
	{"`field -format digits`, the same map", func(in limitInputs) []string { return []string{"field", "-format", "digits", in.golden} }},
	{"`sim -map`, 4096 x 4096 with 10,000 goblins and 1,048,576 piles of gold, one turn",
		func(in limitInputs) []string {
			return []string{"sim", "-map", in.crowded, "-turns", "1", "-print", "none"}
		}},
	{"`sim -map`, the same map, every turn printed, one turn",
		func(in limitInputs) []string { return []string{"sim", "-map", in.crowded, "-turns", "1"} }},
	{"`sim -map`, the same map, `-player explore`, 5 turns",
		func(in limitInputs) []string {
			return []string{"sim", "-map", in.crowded, "-turns", "5", "-player", "explore", "-print", "none"}
		}},
	{"`sim -load` the largest save the flags make (8 levels of 1000 x 1000), one turn",
		func(in limitInputs) []string {
			return []string{"sim", "-load", in.save, "-turns", "1", "-print", "none"}
		}},
	{"`sim -replay` the longest recording of 1000 x 1000 levels (34,359 explore steps)",
		func(in limitInputs) []string { return []string{"sim", "-replay", in.longest, "-print", "none"} }},
	{"`maps -width 1000 -height 1000`", func(in limitInputs) []string { return []string{"maps", "-width", "1000", "-height", "1000"} }},
	{"`shot -map` the 4096 x 4096 map",
		func(in limitInputs) []string {
			return []string{"shot", "-map", in.crowded, "-o", filepath.Join(in.out, "map.png")}
		}},
	{"`shot -keys x` at the largest window, 8192 x 8192",
		func(in limitInputs) []string {
			return []string{"shot", "-seed", "1", "-keys", "x", "-size", "8192x8192", "-o", filepath.Join(in.out, "keys.png")}
		}},
	{"the game's session, a new game of 1000 x 1000 levels, a 1920 x 1080 window, 10 turns", func(limitInputs) []string { return []string{"probe", "new"} }},
	{"the game's session continuing the largest save, 10 turns", func(in limitInputs) []string { return []string{"probe", "continue", in.save} }},
	{"the sandbox on the 4096 x 4096 map, its lab open, 10 turns", func(in limitInputs) []string { return []string{"probe", "sandbox", in.crowded} }},
}

// smallLimitRows is what TestLimitsTable measures without -limits-table
// (in make test): a small command and a session probe, through the same
// child processes and peak-memory report as the table's rows, so the
// measuring is checked on every run and only the table's sizes (minutes
// and gigabytes) wait for make limits.
var smallLimitRows = []limitRow{
	{"`sim`, one 80 x 45 game of 20 turns", func(limitInputs) []string { return []string{"sim", "-seed", "1", "-turns", "20", "-print", "none"} }},
	{"the game's session continuing a small save, 10 turns", func(in limitInputs) []string { return []string{"probe", "continue", in.save} }},
}

// TestLimitsTable measures every row and prints the table with
// -limits-table (make limits); without it, the small rows
// (smallLimitRows), each of which must report its peak memory.
func TestLimitsTable(t *testing.T) {
	rows := limitRows
	var in limitInputs
	if *limitsTable {
		in = makeLimitInputs(t)
	} else {
		rows, in = smallLimitRows, limitInputs{out: t.TempDir()}
		in.save = filepath.Join(in.out, "small.json")
		if err := game.New(game.Config{Seed: 1}).SaveFile(in.save); err != nil {
			t.Fatal(err)
		}
	}
	var out bytes.Buffer
	fmt.Fprintf(&out, "| command at its largest input | time | CPU time | peak memory |\n|---|---|---|---|\n")
	for _, r := range rows {
		args := r.args(in)
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		peakFile := filepath.Join(in.out, "peak")
		cmd.Env = append(os.Environ(), limitChildEnv+"="+strings.Join(args, "\x1f"), limitPeakEnv+"="+peakFile)
		cmd.Stdout = io.Discard
		var errs bytes.Buffer
		cmd.Stderr = &errs
		start := time.Now()
		err := cmd.Run()
		took := time.Since(start)
		if err != nil {
			t.Errorf("%s: %v: %s", r.what, err, errs.String())
			continue
		}
		ru := cmd.ProcessState.SysUsage().(*syscall.Rusage)
		var rss int64
		if b, err := os.ReadFile(peakFile); err != nil || len(b) == 0 {
			t.Errorf("%s: the child said no peak memory (%v)", r.what, err)
		} else {
			fmt.Sscan(string(b), &rss)
		}
		cpu := time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
		if rss <= 0 {
			t.Errorf("%s: a peak memory of %d bytes", r.what, rss)
		}
		fmt.Fprintf(&out, "| %s | %.1f s | %.1f s | %d MB |\n", r.what, took.Seconds(), cpu.Seconds(), rss>>20)
		if rss > maxLimitRSS {
			t.Errorf("%s: %d MB, more than the %d MB the limits state", r.what, rss>>20, maxLimitRSS>>20)
		}
	}
	if !*limitsTable {
		t.Logf("the small rows (make limits measures the table):\n%s", out.String())
		return
	}
	var load [3]float64
	if b, err := os.ReadFile("/proc/loadavg"); err == nil {
		fmt.Sscan(string(b), &load[0], &load[1], &load[2])
	}
	fmt.Printf("\n%s\n(%d cores, load average %.1f; the largest save is %d MB)\n", out.String(), runtime.NumCPU(), load[0], in.saveSize>>20)
}

// makeLimitInputs writes the rows' inputs.
func makeLimitInputs(t *testing.T) limitInputs {
	dir := t.TempDir()
	in := limitInputs{out: dir,
		crowded: filepath.Join(dir, "crowded.txt"), golden: filepath.Join(dir, "golden.txt"),
		save: filepath.Join(dir, "largest.json"), longest: filepath.Join(dir, "longest.txt")}
	for _, m := range []struct {
		path    string
		goblins int
	}{{in.crowded, world.MaxMapCreatures}, {in.golden, 0}} {
		if err := os.WriteFile(m.path, fullMap(world.MaxSide, m.goblins, world.MaxMapGold), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	g := game.New(game.Config{Seed: 1, W: store.MaxWidth, H: store.MaxHeight})
	for g.Depth < game.DefaultHeart && g.EnterLevelBelow() {
	}
	if err := g.SaveFile(in.save); err != nil {
		t.Fatal(err)
	}
	st, _ := os.Stat(in.save)
	in.saveSize = st.Size()
	// The longest recording the replay takes of these levels, of explore
	// steps: each walks and floods the explore field again (waits cost
	// far less, the goblins asleep out of sight).
	cfg := game.Config{Seed: 1, W: store.MaxWidth, H: store.MaxHeight}
	text := fmt.Sprintf("%s v%d\nconfig {\"Seed\":1,\"W\":%d,\"H\":%d}\ncommands\nx*%d\nend-recording\n",
		game.RecordHeader, game.RecordVersion, cfg.W, cfg.H, game.CommandLimit(cfg))
	if err := os.WriteFile(in.longest, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return in
}

// fullMap is a side x side map: walls round it, the player in a corner,
// then goblins and piles of gold at random floor cells.
func fullMap(side, goblins, gold int) []byte {
	rows := make([][]byte, side)
	for y := range rows {
		rows[y] = bytes.Repeat([]byte{'.'}, side)
		rows[y][0], rows[y][side-1] = '#', '#'
	}
	rows[0], rows[side-1] = bytes.Repeat([]byte{'#'}, side), bytes.Repeat([]byte{'#'}, side)
	rows[1][1] = '@'
	rng := rand.New(rand.NewPCG(1, 2))
	put := func(n int, ch byte) {
		for n > 0 {
			x, y := 1+rng.IntN(side-2), 1+rng.IntN(side-2)
			if rows[y][x] == '.' {
				rows[y][x] = ch
				n--
			}
		}
	}
	put(goblins, 'g')
	put(gold, '$')
	return append(bytes.Join(rows, []byte{'\n'}), '\n')
}

// limitChild runs the row args (separated by \x1f) in this process (a
// command of downhill-headless, or a probe of the session), then writes
// its peak memory where limitPeakEnv says.
func limitChild(spec string) int {
	code := limitRun(strings.Split(spec, "\x1f"))
	if err := os.WriteFile(os.Getenv(limitPeakEnv), []byte(strconv.FormatInt(peakRSS(), 10)), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return code
}

// peakRSS is this process's peak resident memory in bytes (VmHWM), 0 when
// the system does not say.
func peakRSS() int64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			var kb int64
			fmt.Sscan(strings.TrimSuffix(strings.TrimSpace(v), " kB"), &kb)
			return kb << 10
		}
	}
	return 0
}

// limitRun runs one row's args: a command, or a probe of the session.
func limitRun(args []string) int {
	if args[0] != "probe" {
		return run(args, io.Discard)
	}
	o := store.DefaultOptions()
	var st store.Storage
	switch args[1] {
	case "new":
		o.Width, o.Height, o.Seed = store.MaxWidth, store.MaxHeight, 1
		st = &store.Memory{}
	case "continue":
		var p store.Paths
		p[store.Save] = args[2]
		st = store.Files{Paths: p}
	case "sandbox":
		o.Sandbox = true
		var p store.Paths
		p[store.Sandbox] = args[2]
		st = store.Files{Paths: p}
	}
	sit := store.Open(st, o, io.Discard)
	s, err := session.Begin(sit, nil)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	now := time.Unix(1, 0)
	s.Resize(image.Pt(1920, 1080))
	var frame *image.RGBA
	step := func() {
		s.Update(now)
		frame = s.Draw(frame)
		now = now.Add(time.Second)
	}
	step()
	for range 10 {
		s.Text('.', now)
		step()
	}
	return 0
}
